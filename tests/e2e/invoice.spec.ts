/**
 * Issue 34: the status page of an order paid online links its invoice (PDF), a cash order's links none. The e2e
 * server has no payment provider, so the order is made "paid online" in the database (E2E_DATABASE_URL) with an
 * invoice written as the payment's transaction writes it (domain/invoice.ts); issuing it is tests/int/invoices.test.ts.
 * Screenshots: the status page's payment block and the PDF's first page (rendered by pdf-parse's pdf.js).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { PDFParse } from 'pdf-parse'
import pg from 'pg'

import { formatInvoiceNumber, invoiceDocument } from '../../domain'
import { expect, placeGrazOrder, test } from './fixtures'

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots')

/** Marks the order paid online and writes its invoice with the next number of its division's series. */
async function payOnline(uid: string): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    await client.query('begin')
    const { rows } = await client.query<{ id: number; division: number | null; time_zone: string | null; created_at: Date; ticket_number: string }>(
      `update orders o set payment_method = 'stripe', is_paid = true, payment_status = 'paid', updated_at = now()
         from branches b where o.uid = $1 and b.id = o.branch_id
       returning o.id, b.division_id as division, b.time_zone, o.created_at, o.ticket_number`,
      [uid],
    )
    const order = rows[0]!
    const items = await client.query<{ name: string; amount: string; unit_name: string | null; gross: string; tax_rate: string }>(
      `select name, amount, unit_name, gross, tax_rate from orders_items where _parent_id = $1 order by _order`,
      [order.id],
    )
    const taxes = await client.query<{ taxes: Record<string, number> }>('select taxes from orders where id = $1', [order.id])
    const division = order.division ?? 0
    const year = new Date().getUTCFullYear()
    await client.query(
      `insert into invoice_counters (division_id, kind, year, last) values ($1, 'invoice', $2, 0) on conflict do nothing`,
      [division, year],
    )
    const counter = await client.query<{ last: number }>(
      `update invoice_counters set last = last + 1 where division_id = $1 and kind = 'invoice' and year = $2 returning last`,
      [division, year],
    )
    const sequence = counter.rows[0]!.last
    const number = formatInvoiceNumber('invoice', division, year, sequence)
    const now = Date.now()
    const document = invoiceDocument({
      kind: 'invoice',
      number,
      corrects: null,
      issuedAt: now,
      deliveredAt: order.created_at.getTime(),
      timeZone: order.time_zone || 'Europe/Vienna',
      currency: 'EUR',
      country: 'AT',
      seller: { name: 'Genusswerk GmbH', street: 'Neubaugasse 25', zipCode: '1070', city: 'Wien', vatId: 'ATU12345678' },
      buyer: { name: 'Erika Muster', company: '', vatNumber: '', addressLines: [] },
      ticket: order.ticket_number,
      lines: items.rows.map((item) => ({
        name: item.name,
        quantityText: `${Number(item.amount)}${item.unit_name ? ` ${item.unit_name}` : ''}`,
        gross: Number(item.gross),
        taxRate: Number(item.tax_rate),
      })),
      delivery: null,
      taxes: taxes.rows[0]?.taxes ?? {},
    })
    await client.query(
      `insert into order_invoices (order_id, kind, division_id, year, sequence, number, issued_at, document)
       values ($1, 'invoice', $2, $3, $4, $5, $6, $7::jsonb)`,
      [order.id, division, year, sequence, number, new Date(now).toISOString(), JSON.stringify(document)],
    )
    await client.query('commit')
    return number
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    await client.end()
  }
}

test('the status page links the invoice of an order paid online, and none of a cash order', async ({ page, request }) => {
  const { uid, hash } = await placeGrazOrder(page)
  const invoice = `/api/orders/public/${uid}/${hash}/invoice.pdf`
  // a cash order: no invoice, no link (Tresen is no cash register: docs/compliance.md)
  await expect(page.getByRole('link', { name: 'Rechnung (PDF)' })).toHaveCount(0)
  const none = await request.get(invoice)
  expect(none.status()).toBe(404)
  expect(((await none.json()) as { errors: { message: string }[] }).errors[0]?.message).toContain('keine Rechnung')

  const number = await payOnline(uid)
  await page.reload()
  const link = page.getByRole('link', { name: 'Rechnung (PDF)' })
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', invoice)
  await expect(page.locator('.payment-state')).toHaveText('Bezahlt')
  await page.locator('.invoice-links').scrollIntoViewIfNeeded()
  const info = page.locator('dl.info', { has: page.locator('.invoice-links') })
  await info.screenshot({ path: path.join(SHOTS, 'invoice-status-link.png') })

  const response = await request.get(invoice)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect(response.headers()['content-disposition']).toBe(`inline; filename="rechnung-${number}.pdf"`)
  const parser = new PDFParse({ data: new Uint8Array(await response.body()) })
  try {
    const { text } = await parser.getText()
    expect(text).toContain('Rechnung (Kleinbetragsrechnung)')
    expect(text).toContain(number)
    const shot = await parser.getScreenshot({ first: 1, scale: 1.5, imageBuffer: true, imageDataUrl: false })
    const png = shot.pages[0]?.data
    expect(png?.length ?? 0).toBeGreaterThan(1000)
    fs.writeFileSync(path.join(SHOTS, 'invoice-pdf.png'), png!)
  } finally {
    await parser.destroy()
  }
})
