/**
 * GET /api/analytics-log — admins: the raw analytics events, newest first (BO §7 list; docs/statistics.md §1
 * "Reading the raw events"). Filters `name`/`type`, `category`, `action` (comma = one of), `branch`, `from`, `to`;
 * `page`, `limit` ≤ 100, `sort` (`-id` default, `id`, `-at`, `at`). `{ data: [...], meta }`; German 400s.
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { listAnalyticsEvents } from '../event-log'

export const listAnalyticsLogEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/analytics-log',
  auth: 'admin',
  handler: async ({ req, query }) => {
    const { docs, meta } = await listAnalyticsEvents(req, query)
    return data(docs, { meta })
  },
}
