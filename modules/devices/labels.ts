/**
 * Label sheets (Etiketten) as A4 PDF (pdfkit): the compact grid with the theme's rows × columns (default 12 × 4) and
 * the detail grid 5 × 2 (BO §9) — name, price, Grundpreis, allergens, detail adds the description — in the embedded
 * Mulish, so nothing falls back. GET /api/labels.pdf?layout=compact|detail&products=…; docs/fonts-labels.md.
 */
import { readFile } from 'node:fs/promises'

import PDFDocument from 'pdfkit'
import type { PayloadRequest, Where } from 'payload'

import { formatAllergens, formatPrice, productUnitPrice } from '../../domain'
import type { Product, Unit } from '../../contracts/payload-types'
import { ApiError } from '../../platform/api/errors'
import { privateFile } from '../../platform/api/types'
import type { ApiAnswer } from '../../platform/api/types'
import { mulishFile } from './fonts/glyphs'

export const LABEL_MESSAGES = {
  invalidLayout: 'Das Layout muss „compact“ oder „detail“ sein.',
  invalidProducts: 'Bitte geben Sie die Produkte als Liste von IDs an (höchstens 500).',
  noProducts: 'Keine Produkte für Etiketten gefunden.',
} as const

export type LabelLayout = 'compact' | 'detail'
/** BO §9: compact 12 rows × 4 columns (rows and columns from the theme), detail 5 × 2. */
export const LABEL_GRIDS: Readonly<Record<LabelLayout, { rows: number; columns: number }>> = {
  compact: { rows: 12, columns: 4 },
  detail: { rows: 5, columns: 2 },
}
const MAX_PRODUCTS = 500

export type Label = {
  name: string
  price: string | null
  unitPrice: string | null
  allergens: string | null
  description: string | null
}

/**
 * 'Grundpreis 14,00 € / 1 kg' for a product sold per 250 g at 3,50 € or a piece with a Füllmenge; null for piece goods
 * or the reference unit itself. The rule is domain/unit-price.ts, the same as the storefront's.
 */
export function unitPriceText(
  priceCents: number,
  unit: Pick<Unit, 'type' | 'factor' | 'shortName'> | null | undefined,
  product: Pick<Product, 'netQuantity' | 'isUnitPricePer100'> = {},
): string | null {
  const result = productUnitPrice({
    price: priceCents,
    unit: unit ? { type: unit.type ?? 'amount', factor: unit.factor, shortName: unit.shortName } : null,
    netQuantity: product.netQuantity ?? null,
    isUnitPricePer100: product.isUnitPricePer100 ?? null,
  })
  return result === null ? null : `Grundpreis ${result.text}`
}

export function labelOf(product: Product): Label {
  const hidden = product.isPriceHidden === true
  const price = Math.round(product.price ?? 0)
  const unit = product.unit && typeof product.unit === 'object' ? product.unit : null
  return {
    name: product.name,
    price: hidden ? null : formatPrice(price, product.calculationModel),
    unitPrice: hidden ? null : unitPriceText(price, unit, product),
    allergens: formatAllergens(product.allergens) ? `Allergene: ${formatAllergens(product.allergens)}` : null,
    description: product.description?.trim() || null,
  }
}

let fontFiles: Promise<{ regular: Buffer; bold: Buffer }> | null = null
/** The two Mulish files, read once per process. */
const labelFonts = () =>
  (fontFiles ??= Promise.all([readFile(mulishFile(400)), readFile(mulishFile(800))]).then(([regular, bold]) => ({
    regular,
    bold,
  })))

const MM = 72 / 25.4
const PAGE = { width: 595.28, height: 841.89, margin: 8 * MM }

/** The PDF of the labels (A4 portrait, left to right, top to bottom; a new page after rows × columns labels). */
export async function labelSheetPdf(
  labels: Label[],
  layout: LabelLayout,
  grid: { rows: number; columns: number },
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: 'Etiketten', Creator: 'Tresen' } })
  const fonts = await labelFonts()
  doc.registerFont('Mulish', fonts.regular)
  doc.registerFont('Mulish-Bold', fonts.bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const cellW = (PAGE.width - 2 * PAGE.margin) / grid.columns
  const cellH = (PAGE.height - 2 * PAGE.margin) / grid.rows
  const pad = Math.min(cellW, cellH) * (layout === 'detail' ? 0.08 : 0.07)
  const perPage = grid.rows * grid.columns
  // font sizes scale with the cell: compact 12 × 4 ≈ 9/11 pt, detail 5 × 2 ≈ 16/23 pt
  const base = Math.max(5, Math.min(cellH / (layout === 'detail' ? 10 : 7.4), cellW / 14))
  labels.forEach((label, index) => {
    const slot = index % perPage
    if (slot === 0) doc.addPage()
    const x = PAGE.margin + (slot % grid.columns) * cellW
    const y = PAGE.margin + Math.floor(slot / grid.columns) * cellH
    doc.save().lineWidth(0.3).strokeColor('#bbbbbb').rect(x, y, cellW, cellH).stroke().restore()
    const width = cellW - 2 * pad
    const bottom = y + cellH - pad
    let cursor = y + pad
    doc.fillColor('#111111').font('Mulish-Bold').fontSize(base)
    const nameHeight = Math.min(doc.heightOfString(label.name, { width }), base * 1.3 * 2)
    doc.text(label.name, x + pad, cursor, { width, height: nameHeight, ellipsis: true, lineGap: 0 })
    cursor += nameHeight + base * 0.15
    if (layout === 'detail' && label.description) {
      doc.font('Mulish').fontSize(base * 0.7)
      const h = Math.max(0, Math.min(doc.heightOfString(label.description, { width }), bottom - cursor - base * 3.2))
      if (h > base * 0.7) doc.text(label.description, x + pad, cursor, { width, height: h, ellipsis: true })
      cursor += h
    }
    // the price block sits at the bottom: allergens, unit price, price (from the bottom up)
    let footer = bottom
    const small = base * (layout === 'detail' ? 0.62 : 0.72)
    if (label.allergens) {
      doc.font('Mulish').fontSize(small)
      footer -= small * 1.2
      doc.text(label.allergens, x + pad, footer, { width, height: small * 1.2, ellipsis: true, lineBreak: false })
    }
    if (label.unitPrice) {
      doc.font('Mulish').fontSize(small)
      footer -= small * 1.2
      doc.text(label.unitPrice, x + pad, footer, { width, height: small * 1.2, lineBreak: false })
    }
    if (label.price) {
      const size = base * (layout === 'detail' ? 1.45 : 1.25)
      doc.font('Mulish-Bold').fontSize(size)
      footer -= size * 1.2
      if (footer > cursor - size * 0.2)
        doc.text(label.price, x + pad, footer, { width, height: size * 1.2, align: 'right', lineBreak: false })
    }
  })
  doc.end()
  return done
}

export function parseLayout(raw: string | null): LabelLayout {
  if (raw === null || raw === '' || raw === 'compact') return 'compact'
  if (raw === 'detail') return 'detail'
  throw new ApiError(400, [{ field: 'layout', message: LABEL_MESSAGES.invalidLayout }])
}

function parseIds(raw: string | null): number[] | null {
  if (raw === null || raw.trim() === '') return null
  const parts = raw.split(',')
  const ids = parts.map((p) => Number(p.trim()))
  if (parts.length > MAX_PRODUCTS || ids.some((id) => !Number.isInteger(id) || id <= 0 || id > 2_147_483_647)) {
    throw new ApiError(400, [{ field: 'products', message: LABEL_MESSAGES.invalidProducts }])
  }
  return ids
}

/** The compact grid: the theme's „Etiketten Zeilen“ × „Etiketten Spalten“ (12 × 4 when unset or out of range). */
export function labelGrid(theme: { labelRows?: number | null; labelColumns?: number | null } | null): {
  rows: number
  columns: number
} {
  return {
    rows: clampGrid(theme?.labelRows, LABEL_GRIDS.compact.rows),
    columns: clampGrid(theme?.labelColumns, LABEL_GRIDS.compact.columns),
  }
}

/** GET /api/labels.pdf: the products the caller may read, in the order asked (else by name). */
export async function labelSheetAnswer(req: PayloadRequest, query: URLSearchParams): Promise<ApiAnswer> {
  const layout = parseLayout(query.get('layout'))
  const ids = parseIds(query.get('products'))
  const where: Where = ids ? { id: { in: ids } } : { isEnabled: { equals: true } }
  const { docs } = await req.payload.find({
    collection: 'products',
    where,
    sort: 'name',
    limit: MAX_PRODUCTS,
    depth: 1,
    req,
    user: req.user,
    overrideAccess: false,
  })
  const products = ids ? ids.map((id) => docs.find((d) => d.id === id)).filter((d): d is Product => d !== undefined) : docs
  if (products.length === 0) throw new ApiError(404, [{ field: ids ? 'products' : null, message: LABEL_MESSAGES.noProducts }])
  // the theme is public (anyone reads it); read as the server only for the grid size
  const theme = await req.payload.findGlobal({ slug: 'theme', depth: 0, req, overrideAccess: true })
  const grid = layout === 'compact' ? labelGrid(theme) : LABEL_GRIDS.detail
  const pdf = await labelSheetPdf(products.map(labelOf), layout, grid)
  return privateFile(new Uint8Array(pdf), 'application/pdf', 'inline', `etiketten-${layout}.pdf`)
}

const clampGrid = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 30 ? value : fallback
