/**
 * Invoices of orders paid online (issue 34): numbers assigned when the fake Stripe's signed webhook confirms the
 * payment — gapless and unique under 50 concurrent confirmations —, the PDF parsed and its fields checked (full and
 * small-amount form), the correction after a refund, 404 for a cash order, and the e-mail's link.
 */
import { PDFParse } from 'pdf-parse'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Branch, Order } from '../../contracts/payload-types'
import { formatDate } from '../../domain'
import { onOrderEvent } from '../../modules/orders/lifecycle/events'
import { loadOrderBundle } from '../../modules/notifications'
import { renderEmail } from '../../modules/notifications/templates'
import { startPayment } from '../../modules/payments'
import { execute, sql } from '../../platform/db'
import { startFakeStripe } from '../fakes/stripe'
import { branchByIdentifier, createTestOrder, runJobs } from '../fakes/orders'
import { call, loadPayload } from './helpers/api'

const STRIPE_KEY = 'sk_test_tresen'
const STRIPE_WEBHOOK_SECRET = 'whsec_tresen'
const ENV = ['STRIPE_API_BASE', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL', 'SMTP_HOST'] as const

let payload: Payload
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
let graz: Branch

const req = () => ({ payload }) as unknown as PayloadRequest
const reload = async (id: number) => (await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })) as Order

type InvoiceRow = { order_id: number; kind: string; division_id: number; year: number; sequence: number; number: string; corrects: string | null; issued_at: Date }
const invoicesOf = (orderIds: number[], kind = 'invoice') =>
  execute<InvoiceRow>(payload, sql`select * from order_invoices where kind = ${kind} and order_id = any(${`{${orderIds.join(',')}}`}::int[]) order by sequence`)

/** An online order whose payment the fake Stripe's signed webhook confirms (answers the webhook's HTTP status). */
async function startedOrder(extra: Partial<Order> = {}) {
  const order = await createTestOrder(payload, graz.id, { paymentMethod: 'stripe', ...extra })
  await startPayment(order, graz, req())
  return reload(order.id)
}
const confirm = (order: Order) =>
  call('POST', '/payments/stripe/webhook', stripe.signedEvent('checkout.session.completed', stripe.pay(order.paymentReference ?? ''), { id: `evt_${order.uid}` }))

/** GET a document through the router (call() parses JSON; a PDF comes back as bytes). */
async function documentOf(order: Pick<Order, 'uid' | 'hash'>, file = 'invoice.pdf') {
  const { apiEndpoints } = await import('../../modules/endpoints')
  const { createRouter } = await import('../../platform/api/router')
  const path = `/orders/public/${order.uid}/${order.hash}/${file}`
  const response = await createRouter(apiEndpoints, loadPayload)(new Request(`http://localhost:3000/api${path}`), path)
  const bytes = new Uint8Array(await response.arrayBuffer())
  if (response.status !== 200) return { status: response.status, body: JSON.parse(Buffer.from(bytes).toString()) as { errors: { message: string }[] }, text: '', title: '', disposition: '' }
  const parser = new PDFParse({ data: bytes })
  const { text } = await parser.getText()
  const { info } = await parser.getInfo()
  await parser.destroy()
  return {
    status: response.status,
    body: null,
    // pdf-parse separates the columns of a row with tabs: one space between words is what the tests read
    text: text.replace(/[ \t]+/g, ' '),
    title: String((info as { Title?: string } | undefined)?.Title ?? ''),
    disposition: response.headers.get('content-disposition') ?? '',
  }
}

beforeAll(async () => {
  stripe = await startFakeStripe(STRIPE_KEY, STRIPE_WEBHOOK_SECRET)
  Object.assign(process.env, {
    STRIPE_API_BASE: stripe.url,
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET,
    PUBLIC_URL: 'https://shop.genusswerk.test',
    SMTP_HOST: '',
  })
  payload = await loadPayload()
  graz = (await branchByIdentifier(payload, 'graz')) as Branch
})

afterAll(async () => {
  for (const name of ENV) delete process.env[name]
  await stripe.close()
})

describe('invoice numbers', () => {
  it('are gapless and unique when 50 payments are confirmed at the same time', async () => {
    const orders: Order[] = []
    // five at a time: the orders and their checkout sessions are only the setup
    for (let i = 0; i < 10; i += 1) orders.push(...(await Promise.all(Array.from({ length: 5 }, () => startedOrder()))))
    const started = Date.now()
    const answers = await Promise.all(orders.map(confirm))
    console.log(`[invoices] 50 confirmations: ${Date.now() - started} ms`)
    expect(answers.map((a) => a.status)).toEqual(orders.map(() => 200))
    const rows = await invoicesOf(orders.map((o) => o.id))
    expect(rows).toHaveLength(50)
    expect(new Set(rows.map((r) => r.number)).size).toBe(50)
    // the whole series of the division and year (earlier tests' invoices included) is 1…n without a gap
    const { division_id: division, year } = rows[0]!
    const series = await execute<{ sequence: number }>(
      payload,
      sql`select sequence from order_invoices where kind = 'invoice' and division_id = ${division} and year = ${year} order by sequence`,
    )
    expect(series.map((r) => r.sequence)).toEqual(series.map((_, i) => i + 1))
    const [counter] = await execute<{ last: number }>(
      payload,
      sql`select last from invoice_counters where division_id = ${division} and kind = 'invoice' and year = ${year}`,
    )
    expect(counter?.last).toBe(series.length)
    for (const row of rows) expect(row.number).toBe(`RE-${division}-${year}-${String(row.sequence).padStart(6, '0')}`)
  }, 300_000)

  it('are not assigned to unpaid or cash orders, and a replayed webhook assigns none twice', async () => {
    const pending = await startedOrder()
    const cash = await createTestOrder(payload, graz.id, { paymentMethod: 'cash' })
    expect(await invoicesOf([pending.id, cash.id])).toHaveLength(0)
    await confirm(pending)
    await confirm(pending)
    expect(await invoicesOf([pending.id])).toHaveLength(1)
  })
})

describe('GET /api/orders/public/:uid/:hash/invoice.pdf', () => {
  // a company order above the small-amount limit's form: two rates and a delivery fee at 20 %
  const COMPANY_ORDER: Partial<Order> = {
    deliveryType: 'delivery',
    isDelivery: true,
    isCompany: true,
    companyName: 'Muster Bau GmbH',
    vatNumber: 'ATU87654321',
    street: 'Hauptplatz 1',
    zipCode: '8010',
    city: 'Graz',
    appointmentDate: '2026-11-20T11:30:00.000Z',
    items: [
      { name: 'Wiener Schnitzel', amount: 2, unitName: 'Stk', unitPrice: 1490, gross: 2980, taxRate: 10, calculationModel: 'fixed', parts: [] },
      { name: 'Grüner Veltliner', amount: 1, unitName: 'Flasche', unitPrice: 2400, gross: 2400, taxRate: 20, calculationModel: 'fixed', parts: [] },
    ],
    // as computePricing stores them: tax per rate on the rate's summed gross, the fee's own tax added to its rate
    net: 4709,
    tax: 671,
    gross: 5380,
    deliveryNet: 325,
    deliveryTax: 65,
    deliveryGross: 390,
    deliveryTaxRate: 20,
    totalNet: 5034,
    totalTax: 736,
    totalGross: 5770,
    taxes: { '10': 271, '20': 465 },
  }

  it('prints seller, VAT IDs, number, dates, net and tax per rate and the gross total', async () => {
    const order = await startedOrder(COMPANY_ORDER)
    await confirm(order)
    const [row] = await invoicesOf([order.id])
    const pdf = await documentOf(order)
    expect(pdf.status).toBe(200)
    expect(pdf.disposition).toBe(`inline; filename="rechnung-${row!.number}.pdf"`)
    expect(pdf.title).toBe(`Rechnung ${row!.number}`)
    const { text } = pdf
    expect(text).toContain('Genusswerk GmbH')
    expect(text).toContain('Neubaugasse 25')
    expect(text).toContain('1070 Wien')
    expect(text).toContain('UID-Nummer / USt-IdNr.: ATU12345678')
    expect(text).toContain('Rechnungsempfänger')
    expect(text).toContain('Muster Bau GmbH')
    expect(text).toContain('UID-Nummer / USt-IdNr.: ATU87654321')
    expect(text).toMatch(/^Rechnung$/m)
    expect(text).toContain(`Rechnungsnummer: ${row!.number}`)
    expect(text).toContain(`Rechnungsdatum: ${formatDate(new Date(row!.issued_at), 'Europe/Vienna')}`)
    expect(text).toContain('Liefer-/Leistungsdatum: 20.11.2026')
    expect(text).toContain('2 Stk × Wiener Schnitzel 10 % 29,80 €')
    expect(text).toContain('1 Flasche × Grüner Veltliner 20 % 24,00 €')
    expect(text).toContain('Lieferung 20 % 3,90 €')
    expect(text).toContain('Nettobetrag 10 % 10 % 27,09 €')
    expect(text).toContain('Umsatzsteuer 10 % 10 % 2,71 €')
    expect(text).toContain('Nettobetrag 20 % 20 % 23,25 €')
    expect(text).toContain('Umsatzsteuer 20 % 20 % 4,65 €')
    expect(text).toContain('Summe netto 50,34 €')
    expect(text).toContain('Summe Umsatzsteuer 7,36 €')
    expect(text).toContain('Gesamtbetrag (brutto) 57,70 €')
  })

  it('uses the small-amount form up to 400 € in Austria: no customer, no VAT ID, gross per rate only', async () => {
    const order = await startedOrder()
    await confirm(order)
    const { status, text } = await documentOf(order)
    expect(status).toBe(200)
    expect(text).toContain('Rechnung (Kleinbetragsrechnung)')
    expect(text).toContain('Genusswerk GmbH')
    expect(text).toContain('Neubaugasse 25')
    expect(text).toContain('Bruttobetrag zu 10 % USt 10 % 21,90 €')
    expect(text).toContain('Gesamtbetrag (brutto) 21,90 €')
    expect(text).toContain('Liefer-/Leistungsdatum:')
    expect(text).not.toContain('ATU12345678')
    expect(text).not.toContain('Größl')
    expect(text).not.toContain('Nettobetrag')
  })

  it('a refund issues a correction with its own number that refers to the invoice', async () => {
    const order = await startedOrder()
    await confirm(order)
    expect((await documentOf(order, 'credit-note.pdf')).status).toBe(404)
    await payload.update({ collection: 'orders', id: order.id, data: { isCanceled: true }, overrideAccess: true })
    await onOrderEvent({ orderId: order.id, type: 'cancel' }, req())
    await runJobs(payload)
    expect(await reload(order.id)).toMatchObject({ isRefunded: true, paymentStatus: 'refunded' })
    const [invoice] = await invoicesOf([order.id])
    const [correction] = await invoicesOf([order.id], 'credit-note')
    expect(correction?.number).toMatch(/^RK-\d+-\d{4}-\d{6}$/)
    expect(correction?.corrects).toBe(invoice?.number)
    const { status, text, disposition } = await documentOf(order, 'credit-note.pdf')
    expect(status).toBe(200)
    expect(disposition).toBe(`inline; filename="rechnungskorrektur-${correction!.number}.pdf"`)
    expect(text).toMatch(/^Rechnungskorrektur$/m)
    expect(text).toContain(`Korrekturnummer: ${correction!.number}`)
    expect(text).toContain(`Zur Rechnung: ${invoice!.number} vom ${formatDate(new Date(invoice!.issued_at), 'Europe/Vienna')}`)
    expect(text).toContain('Gesamtbetrag der Korrektur (brutto) -21,90 €')
    // the invoice itself stays as it was issued
    expect((await documentOf(order)).text).toContain(`Rechnungsnummer: ${invoice!.number}`)
  })

  it('answers 404 in German for a cash order, and for a wrong hash as the status call does', async () => {
    const cash = await createTestOrder(payload, graz.id, { paymentMethod: 'cash', isPaid: true })
    const none = await documentOf(cash)
    expect(none.status).toBe(404)
    expect(none.body?.errors[0]?.message).toBe('Für diese Bestellung gibt es keine Rechnung: Rechnungen gibt es nur für online bezahlte Bestellungen.')
    const paid = await startedOrder()
    await confirm(paid)
    const wrong = await documentOf({ uid: paid.uid, hash: 'x'.repeat(32) })
    expect(wrong.status).toBe(404)
    expect(wrong.body?.errors[0]?.message).toBe((await call('GET', `/orders/public/${paid.uid}/${'x'.repeat(32)}`)).body.errors?.[0]?.message)
  })
})

describe('the order e-mail', () => {
  it('links the invoice of an order paid online, and none of a cash order', async () => {
    const order = await startedOrder()
    await confirm(order)
    const paid = renderEmail('received', await loadOrderBundle(payload, order.id)).body
    expect(paid).toContain(`Ihre Rechnung (PDF):\nhttps://shop.genusswerk.test/api/orders/public/${order.uid}/${order.hash}/invoice.pdf`)
    const cash = await createTestOrder(payload, graz.id, { paymentMethod: 'cash' })
    const unpaid = renderEmail('received', await loadOrderBundle(payload, cash.id)).body
    expect(unpaid).toContain('Bestellbestätigung – keine Rechnung')
    expect(unpaid).not.toContain('invoice.pdf')
    expect(unpaid).not.toContain('Ihre Rechnung')
  })
})
