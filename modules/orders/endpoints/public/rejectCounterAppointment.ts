/**
 * POST /api/orders/public/:uid/:hash/reject-counter-appointment — public (uid + hash). Empty body.
 * Rejecting the counter-appointment cancels the order (isCanceled, SF §4); counterAppointment is cleared and a
 * history entry 'canceled' is written.
 * Answer: 200 { data: PublicOrder }.
 * Errors: 404 unknown uid / wrong hash; 409 'Zu dieser Bestellung gibt es keinen offenen Terminvorschlag.'.
 * 429 with Retry-After when the client's budget is spent (platform/rate-limit.ts, rule 'actions').
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { answerCounterAppointment } from '../../intake/actions'

export const rejectCounterAppointmentEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/orders/public/:uid/:hash/reject-counter-appointment',
  auth: 'public',
  rateLimit: 'actions',
  handler: async ({ req, params }) => data(await answerCounterAppointment(req, params.uid ?? '', params.hash ?? '', 'reject')),
}
