/**
 * GET /api/orders/public/:uid/:hash/invoice.pdf and …/credit-note.pdf — whoever knows uid and hash (the status page and
 * the order e-mail link them): the order's invoice, or the correction a refund issued, as issued (docs/compliance.md).
 * Answer: 200 application/pdf (inline, rechnung-{number}.pdf). Errors: 404 unknown uid or wrong hash (as the status
 * call), 404 'Für diese Bestellung gibt es keine Rechnung …' when there is none (not paid online: cash, terminal, voucher).
 */
import { invoiceFileName } from '../../../domain'
import type { InvoiceKind } from '../../../domain'
import { ApiError } from '../../../platform/api/errors'
import { privateFile } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { findOrderByUidHash } from '../../orders'
import { invoiceToPdf } from '../invoice-pdf'
import { readInvoice } from '../invoices'
import { PAYMENT_MESSAGES } from '../messages'

const documentEndpoint = (kind: InvoiceKind, file: string): ApiEndpoint => ({
  method: 'GET',
  path: `/orders/public/:uid/:hash/${file}`,
  auth: 'public',
  rateLimit: 'actions',
  handler: async ({ req, params }) => {
    const order = await findOrderByUidHash(req, params.uid ?? '', params.hash ?? '')
    const issued = await readInvoice(req, order.id, kind)
    if (!issued) throw new ApiError(404, [{ field: null, message: kind === 'invoice' ? PAYMENT_MESSAGES.noInvoice : PAYMENT_MESSAGES.noCreditNote }])
    const pdf = await invoiceToPdf(issued.document)
    return privateFile(new Uint8Array(pdf), 'application/pdf', 'inline', invoiceFileName(issued.document))
  },
})

export const invoicePdfEndpoint = documentEndpoint('invoice', 'invoice.pdf')
export const creditNotePdfEndpoint = documentEndpoint('credit-note', 'credit-note.pdf')
