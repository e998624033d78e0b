/**
 * POST /api/analytics-log — public: stores one analytics event `{ type, action, category, data }`.
 * type/action/category: strings ≤ 100 characters (at least one set); data: a JSON object ≤ 8 KB serialized.
 * 400 with every German error otherwise. Answers 201 with `{ data: { id } }`.
 * 429 with Retry-After when the client's budget is spent (server/rate-limit.ts, rule 'analytics').
 */
import { logAnalyticsEvent, parseAnalyticsInput } from '../../server/analytics'
import { data } from '../../server/api/types'
import type { ApiEndpoint } from '../../server/api/types'

export const postAnalyticsLogEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/analytics-log',
  auth: 'public',
  rateLimit: 'analytics',
  handler: async ({ req, body, headers }) =>
    data(await logAnalyticsEvent(req, parseAnalyticsInput(body), headers.get('user-agent')), { status: 201 }),
}
