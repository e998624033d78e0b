/**
 * GET /api/orders/:id/receipt.pdf — staff of the order's branch. The printout as a PDF (80 mm wide), titled and
 * filled like the printed one (orderConfirmationTitle: "Bestellbestätigung – keine Rechnung" unless paid online).
 * Answer: 200 application/pdf (inline, file name bestellbestaetigung-{ticket}.pdf). Errors: 404 unknown order or
 * another branch's order.
 */
import { orderConfirmationTitle } from '../../../../domain'
import { privateFile } from '../../../../platform/api/types'
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
    const pdf = await receiptToPdf(buildReceipt(bundle), `${orderConfirmationTitle(bundle.order)} · ${ticket}`)
    return privateFile(new Uint8Array(pdf), 'application/pdf', 'inline', `bestellbestaetigung-${ticket.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`)
  },
}
