/**
 * POST /api/orders/public/:uid/:hash/reject-counter-appointment — uid + hash, empty body: rejecting the proposal
 * cancels the order (SF §4). 200 `{ data: PublicOrder }`; 404; 409 when no proposal is open; 429 (rule 'actions').
 * docs/api-orders.md.
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
