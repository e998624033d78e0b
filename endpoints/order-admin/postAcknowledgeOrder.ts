/**
 * POST /api/orders/:id/acknowledge — "gesehen": stops the new-order alarm on every board (idempotent).
 * Caller: staff of the order's branch or admins. Body: none.
 * Answer: `{ data: Order }` with acknowledgedAt / acknowledgedBy set.
 */
import { data } from '../../server/api/types'
import type { ApiEndpoint } from '../../server/api/types'
import { parseOrderId } from '../../server/order-admin/scope'
import { acknowledgeOrder } from '../../server/order-admin/transitions'

export const postAcknowledgeOrderEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/orders/:id/acknowledge',
  auth: 'staff',
  handler: async ({ req, params }) => data(await acknowledgeOrder(req, parseOrderId(params.id))),
}
