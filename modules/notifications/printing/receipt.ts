/**
 * The order's printout as layout blocks, rendered to ESC/POS (escpos.ts) and to PDF (pdf.ts): branch, the title
 * (orderConfirmationTitle: "Bestellbestätigung – keine Rechnung" unless paid online), ticket number, time, type/table, appointment, items with parts and units, totals, taxes per rate,
 * payment, customer and address for delivery, comment, QR code to the status page.
 */
import {
  addressLines,
  customerName,
  deliveryTypeText,
  formatDateTime,
  formatMoney,
  formatTaxRate,
  isOnlinePayment,
  orderConfirmationTitle,
  paymentMethodLabel,
  paymentState,
  ticketLabel,
} from '../../../domain'
import type { ReceiptBlockWire } from '../../../contracts/orders'
import type { OrderBundle } from '../order-data'
import { appointmentText, formatInstant, itemTexts, orderAllergenLegend, statusUrl, taxEntries } from '../order-data'
import { EscPosBuilder, LINE_WIDTH, columns, wrap } from './escpos'

// one block type for the printer, the PDF and the browser's print view (the wire type)
export type ReceiptBlock = ReceiptBlockWire

export type ReceiptOptions = { reprint?: boolean; now?: Date }

export function buildReceipt(bundle: OrderBundle, options: ReceiptOptions = {}): ReceiptBlock[] {
  const { order, branch, currency, timeZone } = bundle
  const money = (cents: number | null | undefined) => formatMoney(cents ?? 0, currency)
  const blocks: ReceiptBlock[] = [{ kind: 'title', text: branch.name }]
  const address = [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  if (address) blocks.push({ kind: 'center', text: address })
  if (branch.phone) blocks.push({ kind: 'center', text: `Tel. ${branch.phone}` })
  if (options.reprint) blocks.push({ kind: 'center', text: '*** NACHDRUCK ***' })
  blocks.push(
    { kind: 'rule' },
    { kind: 'heading', text: orderConfirmationTitle(order) },
    { kind: 'ticket', label: 'Abholnummer', value: ticketLabel(order) },
    { kind: 'rule' },
  )

  blocks.push({ kind: 'pair', left: 'Bestellt', right: formatInstant(order.createdAt, timeZone) })
  blocks.push({ kind: 'pair', left: 'Art', right: deliveryTypeText(order), bold: true })
  const appointment = appointmentText(order, timeZone)
  if (appointment) blocks.push({ kind: 'pair', left: 'Termin', right: appointment, bold: true })
  blocks.push({ kind: 'rule' })

  for (const item of itemTexts(order, currency)) {
    blocks.push({ kind: 'pair', left: item.title, right: item.amount })
    for (const part of item.parts) blocks.push({ kind: 'indent', text: part })
    if (item.allergens) blocks.push({ kind: 'indent', text: item.allergens })
  }
  const legend = orderAllergenLegend(order)
  if (legend) blocks.push({ kind: 'text', text: legend })
  blocks.push({ kind: 'rule' })
  if ((order.deliveryGross ?? 0) > 0 || order.isDelivery) {
    blocks.push({ kind: 'pair', left: 'Zwischensumme', right: money(order.gross) })
    blocks.push({ kind: 'pair', left: 'Lieferung', right: money(order.deliveryGross) })
  }
  const total = money(order.totalGross)
  blocks.push({ kind: 'pair', left: 'Gesamt', right: order.isApproximate ? `ca. ${total}` : total, bold: true })
  for (const tax of taxEntries(order)) blocks.push({ kind: 'pair', left: `  inkl. ${formatTaxRate(tax.rate)} MwSt.`, right: money(tax.cents) })
  blocks.push({ kind: 'pair', left: '  Netto', right: money(order.totalNet) })
  // an online payment says where it stands (paid, refunded, still open); an offline one is settled at hand-over
  const method = paymentMethodLabel(order.paymentMethod)
  blocks.push({ kind: 'pair', left: 'Zahlung', right: isOnlinePayment(order.paymentMethod) ? `${method} – ${paymentState(order).text}` : method })
  blocks.push({ kind: 'rule' })

  const name = customerName(order)
  if (name) blocks.push({ kind: 'text', text: name, bold: true })
  if (order.phone) blocks.push({ kind: 'text', text: `Tel. ${order.phone}` })
  if (order.isDelivery) {
    for (const line of addressLines(order)) blocks.push({ kind: 'text', text: line })
    if (order.deliveryArea) blocks.push({ kind: 'text', text: `Liefergebiet: ${order.deliveryArea}` })
  }
  if (order.comment) blocks.push({ kind: 'text', text: `Kommentar: ${order.comment}`, bold: true })
  if (order.uid && order.hash) blocks.push({ kind: 'qr', data: statusUrl(order), caption: 'Bestellstatus' })
  if (options.now) blocks.push({ kind: 'center', text: `Gedruckt ${formatDateTime(options.now, timeZone)}` })
  return blocks
}

/** The receipt as ESC/POS bytes for a 48-column printer, ending with a cut. */
export function receiptToEscPos(blocks: ReceiptBlock[], width = LINE_WIDTH): Buffer {
  const p = new EscPosBuilder().init()
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        p.align('center').bold(true).size(1, 2)
        wrap(block.text, width).forEach((l) => p.line(l))
        p.size(1, 1).bold(false).align('left')
        break
      case 'center':
        p.align('center')
        wrap(block.text, width).forEach((l) => p.line(l))
        p.align('left')
        break
      case 'heading':
        p.align('center').bold(true)
        wrap(block.text, width).forEach((l) => p.line(l))
        p.bold(false).align('left')
        break
      case 'ticket':
        p.align('center').line(block.label).bold(true).size(2, 2).line(block.value).size(1, 1).bold(false).align('left')
        break
      case 'text':
        if (block.bold) p.bold(true)
        wrap(block.text, width).forEach((l) => p.line(l))
        if (block.bold) p.bold(false)
        break
      case 'pair':
        if (block.bold) p.bold(true)
        columns(block.left, block.right, width).forEach((l) => p.line(l))
        if (block.bold) p.bold(false)
        break
      case 'indent':
        wrap(block.text, width - 4).forEach((l) => p.line(`    ${l}`))
        break
      case 'rule':
        p.line('-'.repeat(width))
        break
      case 'qr':
        p.align('center').qr(block.data).newline().line(block.caption).align('left')
        break
    }
  }
  return p.feed(3).cut().build()
}
