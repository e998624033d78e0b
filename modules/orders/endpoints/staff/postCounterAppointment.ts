/**
 * POST /api/orders/:id/counter-appointment — staff propose another appointment (SF §4), `{ counterAppointment: ISO }`,
 * checked by the domain against the branch's (delivery) hours and lead times while the order is unconfirmed.
 * `{ data: Order }`; 400 German field error; 409 when the state allows no proposal. The customer answers on the
 * status page.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseOrderId } from '../../staff/scope'
import { proposeCounterAppointment } from '../../staff/transitions'

export const postCounterAppointmentEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/orders/:id/counter-appointment',
  auth: 'staff',
  handler: async ({ req, params, body }) => data(await proposeCounterAppointment(req, parseOrderId(params.id), body)),
}
