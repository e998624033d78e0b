/**
 * Invoices of orders paid online and their corrections (§ 14 UStG DE, § 11 UStG AT; docs/compliance.md "Rechnungen"):
 * the number format, the small-amount rule and the document's content, computed from the order's stored lines and its
 * stored taxes per rate (domain/money.ts's one rounding rule, never recomputed otherwise). Pure: no clock, no I/O.
 */
import { formatDate, formatMoney, formatTaxRate } from './format'
import { splitGross, taxRateKey, toBasisPoints } from './money'

export type InvoiceKind = 'invoice' | 'credit-note'
export type TaxCountry = 'AT' | 'DE'

/** RE = Rechnung, RK = Rechnungskorrektur: two gapless series per division and year. */
export const INVOICE_NUMBER_PREFIXES: Readonly<Record<InvoiceKind, string>> = { invoice: 'RE', 'credit-note': 'RK' }

/** Gross limits (cents) of the small-amount invoice: DE § 33 UStDV 250 €, AT § 11 Abs. 6 UStG 400 €. */
export const SMALL_AMOUNT_LIMIT_CENTS: Readonly<Record<TaxCountry, number>> = { DE: 25_000, AT: 40_000 }

export const INVOICE_TITLES = {
  invoice: 'Rechnung',
  smallInvoice: 'Rechnung (Kleinbetragsrechnung)',
  creditNote: 'Rechnungskorrektur',
} as const

/** 'RE-1-2026-000123': series prefix, division id, year of the invoice date, sequence (six digits, more when needed). */
export function formatInvoiceNumber(kind: InvoiceKind, divisionId: number, year: number, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIXES[kind]}-${divisionId}-${year}-${String(sequence).padStart(6, '0')}`
}

/** The country whose VAT law the seller follows: its VAT ID's prefix (ATU…, DE…), else `fallback`. */
export function taxCountryOf(vatId: string | null | undefined, fallback: TaxCountry): TaxCountry {
  const id = (vatId ?? '').replace(/\s/g, '').toUpperCase()
  if (id.startsWith('ATU')) return 'AT'
  if (id.startsWith('DE')) return 'DE'
  return fallback
}

/**
 * The small-amount form is used when the law allows it: gross total up to the country's limit, and not for a company
 * customer that gave its VAT ID (it needs the full invoice for its input tax deduction).
 */
export function isSmallAmountInvoice(totalGrossCents: number, country: TaxCountry, buyerVatNumber?: string | null): boolean {
  return totalGrossCents <= SMALL_AMOUNT_LIMIT_CENTS[country] && !(buyerVatNumber ?? '').trim()
}

export type InvoiceLineInput = { name: string; quantityText: string; gross: number; taxRate: number }

export type InvoiceInput = {
  kind: InvoiceKind
  number: string
  /** A correction: the number and date (DD.MM.YYYY) of the invoice it corrects. */
  corrects: { number: string; date: string } | null
  /** When the number was assigned (payment confirmed, refund made): the invoice date. */
  issuedAt: number
  /** When the order was delivered or handed over (its appointment, else when it was ordered): the delivery date. */
  deliveredAt: number
  timeZone: string
  currency: string
  country: TaxCountry
  /** Whether the corrected invoice was a small-amount one (a correction keeps its form); null for an invoice. */
  smallAmount?: boolean | null
  seller: { name: string; street: string; zipCode: string; city: string; vatId: string }
  buyer: { name: string; company: string; vatNumber: string; addressLines: string[] }
  ticket: string
  lines: InvoiceLineInput[]
  delivery: { gross: number; taxRate: number } | null
  /** The order's stored tax per rate (rate in percent as key → cents). */
  taxes: Readonly<Record<string, number>>
}

export type InvoiceRate = { rate: number; label: string; net: number; tax: number; gross: number }
export type InvoiceLine = { text: string; rate: string; gross: number }

/** The document as stored when its number is assigned (it never changes afterwards) and as the PDF prints it. */
export type InvoiceDocument = {
  kind: InvoiceKind
  title: string
  number: string
  corrects: { number: string; date: string } | null
  isSmallAmount: boolean
  invoiceDate: string
  deliveryDate: string
  currency: string
  seller: { name: string; addressLines: string[]; vatId: string | null }
  /** Absent on the small-amount form (not required there). */
  buyer: { lines: string[]; vatNumber: string | null } | null
  ticket: string
  lines: InvoiceLine[]
  /** Net, tax and gross per rate, ascending; signed (negative on a correction). */
  rates: InvoiceRate[]
  totals: { net: number; tax: number; gross: number }
  notes: string[]
}

/**
 * Gross per rate from the lines (and the delivery fee at its rate), tax per rate as the order stored it when it was
 * priced (computePricing: tax of the rate's summed item gross plus the fee's own tax), net = gross − tax.
 */
export function invoiceRates(input: Pick<InvoiceInput, 'lines' | 'delivery' | 'taxes'>): InvoiceRate[] {
  const gross = new Map<number, number>()
  const add = (rate: number, cents: number) => gross.set(toBasisPoints(rate), (gross.get(toBasisPoints(rate)) ?? 0) + cents)
  for (const line of input.lines) add(line.taxRate, line.gross)
  if (input.delivery && input.delivery.gross > 0) add(input.delivery.taxRate, input.delivery.gross)
  return [...gross]
    .sort((a, b) => a[0] - b[0])
    .map(([basisPoints, rateGross]) => {
      const key = taxRateKey(basisPoints)
      const stored = input.taxes[key]
      const tax = typeof stored === 'number' && Number.isFinite(stored) ? stored : splitGross(rateGross, basisPoints).tax
      const rate = basisPoints / 100
      return { rate, label: formatTaxRate(rate), net: rateGross - tax, tax, gross: rateGross }
    })
}

const joined = (...parts: (string | null | undefined)[]) => parts.map((p) => (p ?? '').trim()).filter(Boolean).join(' ')

export function invoiceDocument(input: InvoiceInput): InvoiceDocument {
  const sign = input.kind === 'credit-note' ? -1 : 1
  const signed = (cents: number) => (cents === 0 ? 0 : sign * cents)
  const rates = invoiceRates(input).map((r) => ({ ...r, net: signed(r.net), tax: signed(r.tax), gross: signed(r.gross) }))
  const totals = {
    net: rates.reduce((sum, r) => sum + r.net, 0),
    tax: rates.reduce((sum, r) => sum + r.tax, 0),
    gross: rates.reduce((sum, r) => sum + r.gross, 0),
  }
  const isSmallAmount = input.smallAmount ?? isSmallAmountInvoice(Math.abs(totals.gross), input.country, input.buyer.vatNumber)
  const title = input.kind === 'credit-note' ? INVOICE_TITLES.creditNote : isSmallAmount ? INVOICE_TITLES.smallInvoice : INVOICE_TITLES.invoice
  const lines: InvoiceLine[] = input.lines.map((line) => ({
    text: `${line.quantityText} × ${line.name}`,
    rate: formatTaxRate(line.taxRate),
    gross: signed(line.gross),
  }))
  if (input.delivery && input.delivery.gross > 0)
    lines.push({ text: 'Lieferung', rate: formatTaxRate(input.delivery.taxRate), gross: signed(input.delivery.gross) })
  const buyerLines = [input.buyer.company, input.buyer.name, ...input.buyer.addressLines].map((l) => l.trim()).filter(Boolean)
  const notes: string[] = []
  if (input.corrects)
    notes.push(
      `Korrektur der Rechnung ${input.corrects.number} vom ${input.corrects.date}: Die Bestellung wurde storniert, der Betrag von ${formatMoney(Math.abs(totals.gross), input.currency)} wurde erstattet.`,
    )
  const issued = formatDate(input.issuedAt, input.timeZone)
  notes.push(input.kind === 'credit-note' ? `Erstattet am ${issued}.` : `Bezahlt online am ${issued}. Es ist nichts mehr zu bezahlen.`)
  if (isSmallAmount) notes.push('Die Preise enthalten die Umsatzsteuer zum jeweils angegebenen Steuersatz.')
  return {
    kind: input.kind,
    title,
    number: input.number,
    corrects: input.corrects,
    isSmallAmount,
    invoiceDate: formatDate(input.issuedAt, input.timeZone),
    deliveryDate: formatDate(input.deliveredAt, input.timeZone),
    currency: input.currency,
    seller: {
      name: input.seller.name.trim(),
      addressLines: [input.seller.street.trim(), joined(input.seller.zipCode, input.seller.city)].filter(Boolean),
      vatId: isSmallAmount ? null : input.seller.vatId.trim() || null,
    },
    buyer: isSmallAmount || buyerLines.length === 0 ? null : { lines: buyerLines, vatNumber: input.buyer.vatNumber.trim() || null },
    ticket: input.ticket,
    lines,
    rates,
    totals,
    notes,
  }
}

/** The file name of a document: rechnung-RE-1-2026-000123.pdf, rechnungskorrektur-RK-….pdf. */
export const invoiceFileName = (doc: Pick<InvoiceDocument, 'kind' | 'number'>): string =>
  `${doc.kind === 'credit-note' ? 'rechnungskorrektur' : 'rechnung'}-${doc.number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`
