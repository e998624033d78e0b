/**
 * POST /api/orders/:id/update-payment-status — staff of the order's branch. Asks the online payment provider for
 * the current status and applies it (paid → the order is announced; refunded …). Offline methods answer as stored.
 * Answer: 200 { data: { paymentMethod, paymentStatus, isPaid, isRefunded } }.
 * Errors: 404 unknown order or another branch's order; 502 'Zahlungsstatus konnte nicht überprüft werden.' when the provider fails.
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { parseOrderId } from '../../orders'
import { orderForStaff } from '../../orders'
import { refreshPaymentStatus } from '..'

export const updatePaymentStatusEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/orders/:id/update-payment-status',
  auth: 'staff',
  handler: async ({ req, params, payload }) => {
    const order = await orderForStaff(req, parseOrderId(params.id))
    return data(await refreshPaymentStatus(payload, order.id))
  },
}
