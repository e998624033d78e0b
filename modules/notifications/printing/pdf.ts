/**
 * The receipt as a PDF (80 mm wide, as long as needed), same blocks as the printed receipt (receipt.ts).
 * Courier keeps the columns of the thermal receipt; the QR code is an image from `qrcode`.
 */
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'

import { columns, wrap } from './escpos'
import type { ReceiptBlock } from './receipt'

const MM = 72 / 25.4
const PAGE_WIDTH = 80 * MM
const MARGIN = 4 * MM
const FONT_SIZE = 8
/** Courier advances 0.6 em per character. */
const COLUMNS = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (FONT_SIZE * 0.6))
const LINE = FONT_SIZE * 1.3
const QR_SIZE = 30 * MM

type Line = { text: string; bold?: boolean; size?: number; align?: 'left' | 'center' }
type Item = { line: Line } | { qr: Buffer; caption: string }

async function layout(blocks: ReceiptBlock[]): Promise<Item[]> {
  const items: Item[] = []
  const push = (line: Line) => items.push({ line })
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        wrap(block.text, Math.floor(COLUMNS / 1.5)).forEach((text) => push({ text, bold: true, size: 12, align: 'center' }))
        break
      case 'center':
        wrap(block.text, COLUMNS).forEach((text) => push({ text, align: 'center' }))
        break
      case 'heading':
        wrap(block.text, COLUMNS).forEach((text) => push({ text, bold: true, align: 'center' }))
        break
      case 'ticket':
        push({ text: block.label, align: 'center' })
        push({ text: block.value, bold: true, size: 22, align: 'center' })
        break
      case 'text':
        wrap(block.text, COLUMNS).forEach((text) => push({ text, bold: block.bold }))
        break
      case 'pair':
        columns(block.left, block.right, COLUMNS).forEach((text) => push({ text, bold: block.bold }))
        break
      case 'indent':
        wrap(block.text, COLUMNS - 4).forEach((text) => push({ text: `    ${text}` }))
        break
      case 'rule':
        push({ text: '-'.repeat(COLUMNS) })
        break
      case 'qr':
        items.push({ qr: await QRCode.toBuffer(block.data, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 }), caption: block.caption })
        break
    }
  }
  return items
}

const heightOf = (item: Item) => ('qr' in item ? QR_SIZE + LINE * 2 : ((item.line.size ?? FONT_SIZE) / FONT_SIZE) * LINE)

export async function receiptToPdf(blocks: ReceiptBlock[], title: string): Promise<Buffer> {
  const items = await layout(blocks)
  const height = Math.ceil(items.reduce((sum, item) => sum + heightOf(item), 0) + 2 * MARGIN)
  const doc = new PDFDocument({ size: [PAGE_WIDTH, height], margin: MARGIN, info: { Title: title, Producer: 'Tresen' } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  let y = MARGIN
  const width = PAGE_WIDTH - 2 * MARGIN
  for (const item of items) {
    if ('qr' in item) {
      doc.image(item.qr, (PAGE_WIDTH - QR_SIZE) / 2, y + LINE / 2, { width: QR_SIZE, height: QR_SIZE })
      doc.font('Courier').fontSize(FONT_SIZE).text(item.caption, MARGIN, y + QR_SIZE + LINE / 2, { width, align: 'center', lineBreak: false })
    } else {
      const { text, bold, size = FONT_SIZE, align = 'left' } = item.line
      doc.font(bold ? 'Courier-Bold' : 'Courier').fontSize(size).text(text, MARGIN, y, { width, align, lineBreak: false })
    }
    y += heightOf(item)
  }
  doc.end()
  return done
}
