/**
 * POST /api/orders/:id/status/:action — action ∈ cancel | confirm | reject | in-delivery | completed (BO §4, §7); staff
 * of the order's branch or admins. Body: the order; only `rejectionMessage` (or `message`) is read. `{ data: Order }`;
 * 409 for a move the domain refuses. The order event (notifications, printing, payments) runs after the commit.
 * docs/order-board.md "Transitions".
 */
import { ApiError, MESSAGES } from '../../../../platform/api/errors'
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseOrderId } from '../../staff/scope'
import { changeOrderStatus, isStatusActionSlug } from '../../staff/transitions'

export const postOrderStatusEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/orders/:id/status/:action',
  auth: 'staff',
  handler: async ({ req, params, body }) => {
    const action = params.action ?? ''
    if (!isStatusActionSlug(action)) throw new ApiError(404, MESSAGES.routeNotFound)
    return data(await changeOrderStatus(req, parseOrderId(params.id), action, body))
  },
}
