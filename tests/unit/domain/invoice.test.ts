/** domain/invoice.ts: number format, the small-amount limits of Germany and Austria, the document's sums per rate. */
import { describe, expect, it } from 'vitest'

import { formatInvoiceNumber, invoiceDocument, invoiceRates, isSmallAmountInvoice, taxCountryOf } from '../../../domain'
import type { InvoiceInput } from '../../../domain'

const NOW = Date.parse('2026-11-27T10:00:00.000Z')

const input = (extra: Partial<InvoiceInput> = {}): InvoiceInput => ({
  kind: 'invoice',
  number: 'RE-1-2026-000007',
  corrects: null,
  issuedAt: NOW,
  deliveredAt: NOW,
  timeZone: 'Europe/Vienna',
  currency: 'EUR',
  country: 'AT',
  seller: { name: 'Genusswerk GmbH', street: 'Neubaugasse 25', zipCode: '1070', city: 'Wien', vatId: 'ATU12345678' },
  buyer: { name: 'Erika Muster', company: '', vatNumber: '', addressLines: ['Hauptplatz 1', '8010 Graz'] },
  ticket: 'A12',
  lines: [{ name: 'Schnitzel', quantityText: '1 Stk', gross: 1490, taxRate: 10 }],
  delivery: null,
  taxes: { '10': 135 },
  ...extra,
})

describe('invoice numbers', () => {
  it('are prefix, division, year and a six-digit sequence per series', () => {
    expect(formatInvoiceNumber('invoice', 1, 2026, 123)).toBe('RE-1-2026-000123')
    expect(formatInvoiceNumber('credit-note', 2, 2027, 1)).toBe('RK-2-2027-000001')
    expect(formatInvoiceNumber('invoice', 1, 2026, 1234567)).toBe('RE-1-2026-1234567')
  })
})

describe('the small-amount invoice', () => {
  it('is allowed up to 250 € gross in Germany (§ 33 UStDV) and 400 € in Austria (§ 11 Abs. 6 UStG)', () => {
    expect(isSmallAmountInvoice(25_000, 'DE')).toBe(true)
    expect(isSmallAmountInvoice(25_001, 'DE')).toBe(false)
    expect(isSmallAmountInvoice(40_000, 'AT')).toBe(true)
    expect(isSmallAmountInvoice(40_001, 'AT')).toBe(false)
  })

  it('is not used for a company that gave its VAT ID', () => {
    expect(isSmallAmountInvoice(1000, 'AT', 'ATU87654321')).toBe(false)
  })

  it('takes the country from the seller’s VAT ID, else the fallback', () => {
    expect(taxCountryOf('ATU12345678', 'DE')).toBe('AT')
    expect(taxCountryOf('de 123456789', 'AT')).toBe('DE')
    expect(taxCountryOf('', 'DE')).toBe('DE')
  })

  it('leaves out the customer and the VAT ID; the full form has them', () => {
    const small = invoiceDocument(input())
    expect(small).toMatchObject({ title: 'Rechnung (Kleinbetragsrechnung)', isSmallAmount: true, buyer: null })
    expect(small.seller).toEqual({ name: 'Genusswerk GmbH', addressLines: ['Neubaugasse 25', '1070 Wien'], vatId: null })
    const lines = [{ name: 'Catering', quantityText: '1 Stk', gross: 30_000, taxRate: 10 }]
    const germanFull = invoiceDocument(input({ country: 'DE', lines, taxes: { '10': 2727 } }))
    expect(germanFull).toMatchObject({ title: 'Rechnung', isSmallAmount: false, buyer: { lines: ['Erika Muster', 'Hauptplatz 1', '8010 Graz'] } })
    expect(germanFull.seller.vatId).toBe('ATU12345678')
    expect(invoiceDocument(input({ lines, taxes: { '10': 2727 } })).isSmallAmount).toBe(true)
  })
})

describe('sums per rate', () => {
  it('take the tax the order stored per rate (fee included) and keep gross = net + tax', () => {
    const rates = invoiceRates({
      lines: [
        { name: 'A', quantityText: '1', gross: 2980, taxRate: 10 },
        { name: 'B', quantityText: '1', gross: 2400, taxRate: 20 },
      ],
      delivery: { gross: 390, taxRate: 20 },
      taxes: { '10': 271, '20': 465 },
    })
    expect(rates).toEqual([
      { rate: 10, label: '10 %', net: 2709, tax: 271, gross: 2980 },
      { rate: 20, label: '20 %', net: 2325, tax: 465, gross: 2790 },
    ])
  })

  it('a correction negates every amount and names the invoice it corrects', () => {
    const doc = invoiceDocument(input({ kind: 'credit-note', number: 'RK-1-2026-000001', corrects: { number: 'RE-1-2026-000007', date: '27.11.2026' }, smallAmount: true }))
    expect(doc.title).toBe('Rechnungskorrektur')
    expect(doc.totals).toEqual({ net: -1355, tax: -135, gross: -1490 })
    expect(doc.lines[0]?.gross).toBe(-1490)
    expect(doc.notes[0]).toContain('Korrektur der Rechnung RE-1-2026-000007 vom 27.11.2026')
  })
})
