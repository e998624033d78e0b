/**
 * GET /api/orders/:id/appointment-slots?date=YYYY-MM-DD — free times for a counter-appointment on one local day.
 * Caller: staff of the order's branch or admins.
 * Answer: `{ data: { date, timeZone, times: ['HH:mm'], slots: [ISO], message, nextAvailable, days: ['YYYY-MM-DD'] } }`
 * (`days`: the next days that have slots; without `date` the first of them).
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseOrderId } from '../../staff/scope'
import { appointmentSlots } from '../../staff/slots'

export const getAppointmentSlotsEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/orders/:id/appointment-slots',
  auth: 'staff',
  handler: async ({ req, params, query }) => data(await appointmentSlots(req, parseOrderId(params.id), query.get('date'))),
}
