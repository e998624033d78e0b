/**
 * GET /api/orders/:id/details — staff of the order's branch. The staff order view: the order as a board card, net
 * and tax, the history with German labels and who acted, the last print jobs. Answer: 200 { data: StaffOrderDetails }.
 * Errors: 404 unknown order or another branch's order.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { orderDetails } from '../../staff/details'
import { parseOrderId } from '../../staff/scope'

export const getOrderDetailsEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/orders/:id/details',
  auth: 'staff',
  handler: async ({ req, params }) => data(await orderDetails(req, parseOrderId(params.id))),
}
