/**
 * POST /api/orders/public/:uid/:hash/confirm-counter-appointment — public (uid + hash). Empty body.
 * The proposed counter-appointment becomes the appointment (appointmentDate), counterAppointment is cleared and —
 * by the domain's rule — the order counts as confirmed; a history entry is written.
 * Answer: 200 { data: PublicOrder }.
 * Errors: 404 unknown uid / wrong hash; 409 'Zu dieser Bestellung gibt es keinen offenen Terminvorschlag.' when the
 *   domain does not allow an answer (no proposal, order no longer pending).
 * 429 with Retry-After when the client's budget is spent (platform/rate-limit.ts, rule 'actions').
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { answerCounterAppointment } from '../../intake/actions'

export const confirmCounterAppointmentEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/orders/public/:uid/:hash/confirm-counter-appointment',
  auth: 'public',
  rateLimit: 'actions',
  handler: async ({ req, params }) => data(await answerCounterAppointment(req, params.uid ?? '', params.hash ?? '', 'confirm')),
}
