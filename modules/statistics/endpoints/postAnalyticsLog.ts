/**
 * POST /api/analytics-log — public: stores one analytics event `{ type, action, category, data }` or a batch
 * `{ events: [ … ≤ 50 ] }` (the contract: docs/statistics.md §1).
 * type/action/category: strings ≤ 100 characters (at least one set); data: a JSON object ≤ 8 KB serialized; body ≤ 256 KB.
 * 400 with every German error (fields `type`, `events.3.data` …), nothing stored; 413 above 256 KB.
 * Answers 202 with `{ data: { accepted } }` (bots: accepted 0, nothing stored).
 * 429 with Retry-After when the client's budget is spent (platform/rate-limit.ts, rule 'analytics'; a batch is one request).
 */
import { logAnalyticsEvents, parseAnalyticsInput } from '../ingest'
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'

export const postAnalyticsLogEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/analytics-log',
  auth: 'public',
  rateLimit: 'analytics',
  // answered beside Next as well (platform/fast): the busiest public POSTs
  fastPost: true,
  handler: async ({ payload, body, rawBody, headers, ip }) => {
    const events = parseAnalyticsInput(body, rawBody)
    const result = await logAnalyticsEvents(payload, events, { ip, userAgent: headers.get('user-agent'), host: headers.get('host') })
    return data(result, { status: 202 })
  },
}
