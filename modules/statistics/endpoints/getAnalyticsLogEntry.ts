/** GET /api/analytics-log/{id} — admins: one raw analytics event (BO §7 get); 404 when unknown or past the retention. */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { getAnalyticsEvent } from '../event-log'

export const getAnalyticsLogEntryEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/analytics-log/:id',
  auth: 'admin',
  handler: async ({ req, params }) => data(await getAnalyticsEvent(req, params.id)),
}
