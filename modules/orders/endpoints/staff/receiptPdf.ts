/**
 * GET /api/orders/:id/receipt.pdf — staff of the order's branch. The receipt as a PDF (80 mm wide), same content
 * as the printed receipt (branch, ticket number, time, type/table, appointment, items, totals, taxes, payment,
 * customer/address, comment, QR code to the status page).
 * Answer: 200 application/pdf (inline, file name beleg-{ticket}.pdf). Errors: 404 unknown order or another branch's order.
 */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseOrderId } from '../../staff/scope'
import { orderForStaff } from '../../lifecycle'
import { loadOrderBundle, ticketLabel } from '../../../notifications'
import { receiptToPdf } from '../../../notifications'
import { buildReceipt } from '../../../notifications'

export const receiptPdfEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/orders/:id/receipt.pdf',
  auth: 'staff',
  handler: async ({ req, params, payload }) => {
    const order = await orderForStaff(req, parseOrderId(params.id))
    const bundle = await loadOrderBundle(payload, order.id)
    const ticket = ticketLabel(bundle.order)
    const pdf = await receiptToPdf(buildReceipt(bundle), `Beleg ${ticket}`)
    return {
      kind: 'raw',
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="beleg-${ticket.replace(/[^A-Za-z0-9_-]/g, '')}.pdf"`,
        'cache-control': 'private, no-store',
      },
      body: new Uint8Array(pdf),
    }
  },
}
