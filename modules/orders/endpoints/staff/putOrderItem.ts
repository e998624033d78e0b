/**
 * PUT /api/orders/:id/items/:itemIndex — change one position (BO §7).
 * Caller: staff of the order's branch or admins.
 * Body: `{ amount, unit?, parts? }` — unit: a unit id of the product (absent: unchanged, null: the product's own
 * unit); parts: aligned with the product's configurable parts (`{ value }` / `{ values }`; absent: unchanged;
 * file/image parts are kept). Validated against the product as it is now; the order's totals are recomputed.
 * Answer: `{ data: Order }`; 400 German field errors (`items.<i>.amount`, `items.<i>.parts.<k>` …); 404 unknown
 * position; 409 closed or online-paid order.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseItemIndex, updateOrderItem } from '../../staff/items'
import { parseOrderId } from '../../staff/scope'

export const putOrderItemEndpoint: ApiEndpoint = {
  method: 'PUT',
  path: '/orders/:id/items/:itemIndex',
  auth: 'staff',
  handler: async ({ req, params, body }) =>
    data(await updateOrderItem(req, parseOrderId(params.id), parseItemIndex(params.itemIndex), body)),
}
