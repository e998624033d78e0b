/**
 * POST /api/orders/:id/status/:action — action ∈ cancel | confirm | reject | in-delivery | completed (BO §4, §7).
 * Caller: staff of the order's branch (other branch → 403) or admins.
 * Body: the order object; only `rejectionMessage` (or `message`) is read — the customer sees it on reject
 * (and cancel). Everything else is ignored.
 * Answer: `{ data: Order }` (the order after the change). Moves the domain's state machine does not allow →
 * 409 'Bestellung konnte nicht storniert werden.' (cancel) / 'Bestellstatus konnte nicht geändert werden.'
 * After the commit the order event runs (notifications, printing, payments).
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
