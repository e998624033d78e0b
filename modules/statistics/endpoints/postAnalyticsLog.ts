/**
 * POST /api/analytics-log — public: one analytics event `{ type, action, category, data }` or `{ events: [ … ≤ 50 ] }`
 * (the contract: docs/statistics.md §1). 202 `{ data: { accepted } }` (bots: 0, nothing stored); 400 with every German
 * error (`type`, `events.3.data` …), nothing stored; 413 above 256 KB; 429 (rule 'analytics'; a batch is one request).
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
