/**
 * POST /api/orders/public/:uid/:hash/confirm-counter-appointment — uid + hash, empty body: the proposal becomes the
 * appointment and the order counts as confirmed (domain rule). 200 `{ data: PublicOrder }`; 404; 409 when no proposal
 * is open; 429 (rule 'actions'). docs/api-orders.md.
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
