/**
 * GET /api/time-tracking/alerts — staff: per branch they see, whether it is open, how many are clocked in and the
 * alert 'Filiale geöffnet, aber niemand eingestempelt' / 'Eingestempelt, obwohl die Filiale geschlossen ist'.
 * Answer: `{ data: [{ branch: { id, name }, isOpen, clockedIn, alert, message }] }` (shown on the order board).
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { staffingAlerts } from '../../alerts'

export const getStaffingAlertsEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/time-tracking/alerts',
  auth: 'staff',
  handler: async ({ req }) => data(await staffingAlerts(req, Date.now())),
}
