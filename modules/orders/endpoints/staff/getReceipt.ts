/**
 * GET /api/orders/:id/receipt — staff of the order's branch. The printer's receipt as layout blocks (the same
 * buildReceipt as ESC/POS and PDF), for the board's browser-print fallback when the receipt printer fails.
 * Answer: 200 { data: { title, blocks } }. Errors: 404 unknown order or another branch's order.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { printableReceipt } from '../../staff/details'
import { parseOrderId } from '../../staff/scope'

export const getReceiptEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/orders/:id/receipt',
  auth: 'staff',
  handler: async ({ req, params }) => data(await printableReceipt(req, parseOrderId(params.id))),
}
