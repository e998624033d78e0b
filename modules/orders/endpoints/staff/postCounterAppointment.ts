/**
 * POST /api/orders/:id/counter-appointment — staff propose another appointment (SF §4 counter-appointment).
 * Caller: staff of the order's branch or admins.
 * Body: `{ counterAppointment: ISO date-time }` — checked with the domain against the branch's opening (delivery)
 * hours and the products' lead times; allowed only while the order is unconfirmed and not rejected/cancelled.
 * Answer: `{ data: Order }`; 400 with a German field error for an impossible time; 409 when the order's state
 * does not allow a proposal. The customer confirms or rejects on the public status page.
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
