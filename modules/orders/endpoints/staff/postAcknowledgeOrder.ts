/**
 * POST /api/orders/:id/acknowledge — "gesehen": stops the new-order alarm on every board (idempotent).
 * Caller: staff of the order's branch or admins. Body: none.
 * Answer: `{ data: Order }` with acknowledgedAt / acknowledgedBy set.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseOrderId } from '../../staff/scope'
import { acknowledgeOrder } from '../../staff/transitions'

export const postAcknowledgeOrderEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/orders/:id/acknowledge',
  auth: 'staff',
  handler: async ({ req, params }) => data(await acknowledgeOrder(req, parseOrderId(params.id))),
}
