/**
 * An issued invoice or correction (domain/invoice.ts InvoiceDocument, as stored) as an A4 PDF in Mulish, the font the
 * label sheets embed (an archived invoice looks the same in every viewer). It prints what was stored; computes nothing.
 */
import { readFile } from 'node:fs/promises'

import PDFDocument from 'pdfkit'

import { formatMoney } from '../../domain'
import type { InvoiceDocument } from '../../domain'
import { mulishFile } from '../devices'

let fontFiles: Promise<[Buffer, Buffer]> | null = null
/** Regular and bold, read once per process. */
const invoiceFonts = () => (fontFiles ??= Promise.all([readFile(mulishFile(400)), readFile(mulishFile(800))]))

const MM = 72 / 25.4
const MARGIN = 20 * MM
const PAGE_WIDTH = 210 * MM
const PAGE_HEIGHT = 297 * MM
const WIDTH = PAGE_WIDTH - 2 * MARGIN
/** Columns of the item table: text, tax rate, gross (right-aligned). */
const RATE_X = MARGIN + WIDTH * 0.62
const AMOUNT_X = MARGIN + WIDTH * 0.75
const AMOUNT_WIDTH = WIDTH * 0.25

export async function invoiceToPdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    margin: MARGIN,
    info: { Title: `${doc.title} ${doc.number}`, Producer: 'Tresen', Author: doc.seller.name },
  })
  const [regular, bold] = await invoiceFonts()
  pdf.registerFont('Mulish', regular)
  pdf.registerFont('Mulish-Bold', bold)
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  const money = (cents: number) => formatMoney(cents, doc.currency)
  const ensureRoom = (height: number) => {
    if (pdf.y + height > PAGE_HEIGHT - MARGIN) pdf.addPage()
  }
  /** One table row: text left, rate and amount in their columns, all on the same baseline. */
  const row = (text: string, rate: string, amount: string, bold = false) => {
    ensureRoom(14)
    const y = pdf.y
    pdf.font(bold ? 'Mulish-Bold' : 'Mulish').fontSize(10)
    pdf.text(text, MARGIN, y, { width: RATE_X - MARGIN - 8 })
    const bottom = pdf.y
    pdf.text(rate, RATE_X, y, { width: AMOUNT_X - RATE_X - 8, lineBreak: false })
    pdf.text(amount, AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right', lineBreak: false })
    pdf.x = MARGIN
    pdf.y = Math.max(bottom, y + 12) + 2
  }
  const rule = () => {
    pdf.moveTo(MARGIN, pdf.y).lineTo(PAGE_WIDTH - MARGIN, pdf.y).lineWidth(0.5).strokeColor('#888888').stroke()
    pdf.y += 6
  }

  // seller
  pdf.font('Mulish-Bold').fontSize(12).text(doc.seller.name || ' ', MARGIN, MARGIN)
  pdf.font('Mulish').fontSize(10)
  for (const line of doc.seller.addressLines) pdf.text(line)
  if (doc.seller.vatId) pdf.text(`UID-Nummer / USt-IdNr.: ${doc.seller.vatId}`)
  pdf.moveDown(1.5)

  // buyer
  if (doc.buyer) {
    pdf.font('Mulish').fontSize(8).fillColor('#555555').text('Rechnungsempfänger')
    pdf.fillColor('#000000').fontSize(10)
    for (const line of doc.buyer.lines) pdf.text(line)
    if (doc.buyer.vatNumber) pdf.text(`UID-Nummer / USt-IdNr.: ${doc.buyer.vatNumber}`)
    pdf.moveDown(1.5)
  }

  // title and facts
  pdf.font('Mulish-Bold').fontSize(18).text(doc.title)
  pdf.moveDown(0.5)
  pdf.font('Mulish').fontSize(10)
  const facts: [string, string][] = [
    [doc.kind === 'credit-note' ? 'Korrekturnummer' : 'Rechnungsnummer', doc.number],
    ...(doc.corrects ? ([['Zur Rechnung', `${doc.corrects.number} vom ${doc.corrects.date}`]] as [string, string][]) : []),
    [doc.kind === 'credit-note' ? 'Korrekturdatum' : 'Rechnungsdatum', doc.invoiceDate],
    ['Liefer-/Leistungsdatum', doc.deliveryDate],
    ['Bestellung', doc.ticket],
  ]
  for (const [label, value] of facts) {
    const y = pdf.y
    pdf.text(`${label}:`, MARGIN, y, { width: 140, lineBreak: false })
    pdf.text(value, MARGIN + 140, y, { width: WIDTH - 140 })
  }
  pdf.x = MARGIN
  pdf.moveDown(1.5)

  // items
  row('Position', 'USt-Satz', 'Betrag (brutto)', true)
  rule()
  for (const line of doc.lines) row(line.text, line.rate, money(line.gross))
  rule()

  // per rate and totals
  if (doc.isSmallAmount) {
    for (const rate of doc.rates) row(`Bruttobetrag zu ${rate.label} USt`, rate.label, money(rate.gross))
  } else {
    for (const rate of doc.rates) {
      row(`Nettobetrag ${rate.label}`, rate.label, money(rate.net))
      row(`Umsatzsteuer ${rate.label}`, rate.label, money(rate.tax))
    }
    row('Summe netto', '', money(doc.totals.net))
    row('Summe Umsatzsteuer', '', money(doc.totals.tax))
  }
  rule()
  row(doc.kind === 'credit-note' ? 'Gesamtbetrag der Korrektur (brutto)' : 'Gesamtbetrag (brutto)', '', money(doc.totals.gross), true)
  pdf.moveDown(1.5)

  pdf.font('Mulish').fontSize(9)
  for (const note of doc.notes) {
    ensureRoom(24)
    pdf.text(note, MARGIN, pdf.y, { width: WIDTH })
    pdf.moveDown(0.3)
  }
  pdf.end()
  return done
}
