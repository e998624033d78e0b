/**
 * PUT /api/orders/:id/items/:itemIndex — staff change one position (BO §7): `{ amount, unit?, parts? }`, validated
 * against the product as it is now; the totals are recomputed (modules/orders/staff/items.ts). `{ data: Order }`;
 * 400 German field errors (`items.<i>.amount` …); 404 unknown position; 409 closed or online-paid order.
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
