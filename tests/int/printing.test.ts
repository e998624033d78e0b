/**
 * Receipt printing: ESC/POS to a network printer (a TCP listener here that parses the bytes), print-once per
 * autoPrint setting, explicit reprints, retries of a failed connect, and the PDF receipt.
 */
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { PDFParse } from 'pdf-parse'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Order } from '../../contracts/payload-types'
import { onOrderEvent } from '../../modules/orders/lifecycle/events'
import { encodeCp858 } from '../../modules/notifications/printing/codepage'
import { columns } from '../../modules/notifications/printing/escpos'
import { startFakePrinter } from '../fakes/escpos-printer'
import { branchByIdentifier, createTestOrder, pendingJobFor, runJobs } from '../fakes/orders'
import { call, loadPayload, login } from './helpers/api'
import { EMPLOYEE, OTHER_EMPLOYEE, ensureOtherEmployee } from './helpers/users'

type PrintRow = { id: number; kind: string; state: string; attempts: number; lastError: string | null; printedAt: string | null; device: number | null }

let payload: Payload
let printer: Awaited<ReturnType<typeof startFakePrinter>>
let wien: Awaited<ReturnType<typeof branchByIdentifier>>
let linz: Awaited<ReturnType<typeof branchByIdentifier>>
let deviceId = 0

const req = async () => ({ payload }) as unknown as Parameters<typeof onOrderEvent>[1]
const printJobs = async (orderId: number): Promise<PrintRow[]> =>
  (await payload.find({ collection: 'print-jobs', where: { order: { equals: orderId } }, sort: 'id', limit: 50, depth: 0, overrideAccess: true })).docs as unknown as PrintRow[]
const receiptsOf = (order: Order) => printer.receipts.filter((r) => r.qr.some((q) => q.data.endsWith(`/status/${order.uid}/${order.hash}`)))
const setAutoPrint = (value: 'onArrival' | 'onConfirmation' | 'manual') =>
  payload.update({ collection: 'branches', id: wien.id, data: { autoPrint: value }, overrideAccess: true })

/** A port nobody listens on (connection refused). */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

beforeAll(async () => {
  printer = await startFakePrinter()
  payload = await loadPayload()
  wien = await branchByIdentifier(payload, 'wien')
  linz = await branchByIdentifier(payload, 'linz')
  const device = await payload.create({
    collection: 'devices',
    data: { name: 'Bondrucker Küche', identifier: `printer-test-${Date.now()}`, type: 'printer', branch: wien.id, host: printer.host, port: printer.port, isEnabled: true },
    overrideAccess: true,
  })
  deviceId = device.id
})

afterAll(async () => {
  await payload.delete({ collection: 'devices', id: deviceId, overrideAccess: true })
  await setAutoPrint('onConfirmation')
  await printer.close()
})

describe('ESC/POS', () => {
  it('encodes German umlauts, ß and € in code page PC858', () => {
    expect(encodeCp858('äöüÄÖÜß€')).toEqual([0x84, 0x94, 0x81, 0x8e, 0x99, 0x9a, 0xe1, 0xd5])
    expect(encodeCp858('„Grüße“ – ⅛ l')).toEqual(encodeCp858('"Grüße" - 1/8 l'))
  })

  it('lays out 48 columns with right-aligned amounts', () => {
    const [line] = columns('2 Stk × Frittatensuppe', '9,00 €', 48)
    expect(line).toHaveLength(48)
    expect(line?.endsWith('9,00 €')).toBe(true)
  })
})

describe('automatic print on arrival', () => {
  let order: Order

  it('prints the receipt once when the order arrives', async () => {
    await setAutoPrint('onArrival')
    order = await createTestOrder(payload, wien.id, { deliveryType: 'delivery', isDelivery: true, street: 'Mariahilfer Straße 1', zipCode: '1060', city: 'Wien', deliveryGross: 350, totalGross: 2540, gross: 2190 })
    await onOrderEvent({ orderId: order.id, type: 'created' }, await req())
    const [row] = await printJobs(order.id)
    expect(row).toMatchObject({ kind: 'auto', state: 'queued' })
    await runJobs(payload)
    const [receipt] = receiptsOf(order)
    expect(receipt).toBeDefined()
    expect(receipt?.initialised).toBe(true)
    expect(receipt?.codePage).toBe(19)
    expect(receipt?.cuts).toBe(1)
    const ticket = receipt?.lines.find((l) => l.text === order.ticketNumber)
    expect(ticket).toMatchObject({ bold: true, width: 2, height: 2, align: 'center' })
    // a cash order: titled as no invoice (PC858 has no en dash, the printer gets '-'), nothing else receipt-like
    const title = receipt?.lines.find((l) => l.text.startsWith('Bestellbestätigung'))
    expect(title).toMatchObject({ text: 'Bestellbestätigung - keine Rechnung', bold: true, align: 'center' })
    expect(receipt?.lines.indexOf(title!)).toBeLessThan(receipt?.lines.indexOf(ticket!) ?? -1)
    const text = receipt?.text ?? ''
    expect(text.replace('keine Rechnung', '')).not.toMatch(/Rechnung|Beleg|Quittung/i)
    expect(text).toContain(wien.name)
    expect(text).toMatch(/2 Stk × Frittatensuppe\s+9,00 €/)
    expect(text).toMatch(/1 Portion × Käsespätzle\s+12,90 €/)
    expect(text).toContain('    Beilage: Röstzwiebel')
    expect(text).toMatch(/Lieferung\s+3,50 €/)
    expect(text).toMatch(/Gesamt\s+25,40 €/)
    expect(text).toMatch(/inkl\. 10 % MwSt\.\s+1,99 €/)
    expect(text).toMatch(/Zahlung\s+Bar/)
    expect(text).toContain('Jürgen Größl')
    expect(text).toContain('Mariahilfer Straße 1')
    expect(text).toContain('1060 Wien')
    expect(text).toContain('Kommentar: Bitte ohne Zwiebel')
    expect(receipt?.lines.every((l) => l.text.length <= 48 / l.width)).toBe(true)
    expect(receipt?.qr).toEqual([{ data: expect.stringMatching(new RegExp(`/status/${order.uid}/${order.hash}$`)), model: 2, size: 6, errorCorrection: 'M' }])
    const [printed] = await printJobs(order.id)
    expect(printed).toMatchObject({ state: 'printed', attempts: 1, device: deviceId })
    expect(printed?.printedAt).toBeTruthy()
  })

  it('does not print again on a repeated event or on confirmation', async () => {
    await onOrderEvent({ orderId: order.id, type: 'created' }, await req())
    await onOrderEvent({ orderId: order.id, type: 'confirm' }, await req())
    await runJobs(payload)
    expect(await printJobs(order.id)).toHaveLength(1)
    expect(receiptsOf(order)).toHaveLength(1)
  })
})

describe('automatic print on confirmation', () => {
  it('prints on confirm only, exactly once', async () => {
    await setAutoPrint('onConfirmation')
    const order = await createTestOrder(payload, wien.id)
    await onOrderEvent({ orderId: order.id, type: 'created' }, await req())
    await runJobs(payload)
    expect(receiptsOf(order)).toHaveLength(0)
    await onOrderEvent({ orderId: order.id, type: 'confirm' }, await req())
    await onOrderEvent({ orderId: order.id, type: 'confirm' }, await req())
    await runJobs(payload)
    expect(receiptsOf(order)).toHaveLength(1)
  })

  it('manual: never prints automatically', async () => {
    await setAutoPrint('manual')
    const order = await createTestOrder(payload, wien.id)
    await onOrderEvent({ orderId: order.id, type: 'created' }, await req())
    await onOrderEvent({ orderId: order.id, type: 'confirm' }, await req())
    await runJobs(payload)
    expect(await printJobs(order.id)).toHaveLength(0)
    await setAutoPrint('onConfirmation')
  })
})

describe('retries', () => {
  it('retries a refused connection and prints exactly once when the printer is back', async () => {
    await payload.update({ collection: 'devices', id: deviceId, data: { port: await closedPort() }, overrideAccess: true })
    const order = await createTestOrder(payload, wien.id)
    await onOrderEvent({ orderId: order.id, type: 'confirm' }, await req())
    await runJobs(payload)
    let [row] = await printJobs(order.id)
    expect(row).toMatchObject({ state: 'queued', attempts: 1 })
    expect(row?.lastError).toMatch(/Verbindung abgelehnt/)
    await payload.update({ collection: 'devices', id: deviceId, data: { port: printer.port }, overrideAccess: true })
    await payload.jobs.runByID({ id: await pendingJobFor(payload, 'printReceipt', 'printJobId', row!.id), silent: true })
    ;[row] = await printJobs(order.id)
    expect(row).toMatchObject({ state: 'printed', attempts: 2 })
    expect(receiptsOf(order)).toHaveLength(1)
  })
})

describe('POST /api/orders/:id/print (reprint)', () => {
  it('reprints on every call, marked as reprint', async () => {
    const token = await login(EMPLOYEE.email, EMPLOYEE.password)
    const order = await createTestOrder(payload, wien.id)
    const first = await call<PrintRow[]>('POST', `/orders/${order.id}/print`, { token })
    expect(first.status).toBe(200)
    expect(first.body.data?.[0]).toMatchObject({ kind: 'reprint', state: 'printed' })
    const second = await call<PrintRow[]>('POST', `/orders/${order.id}/print`, { token })
    expect(second.status).toBe(200)
    const receipts = receiptsOf(order)
    expect(receipts).toHaveLength(2)
    expect(receipts[0]?.text).toContain('*** NACHDRUCK ***')
    expect(await printJobs(order.id)).toHaveLength(2)
  })

  it('titles an order paid online "Bestellbestätigung", without "keine Rechnung"', async () => {
    const token = await login(EMPLOYEE.email, EMPLOYEE.password)
    const order = await createTestOrder(payload, wien.id, { paymentMethod: 'stripe', isPaid: true })
    expect((await call('POST', `/orders/${order.id}/print`, { token })).status).toBe(200)
    const [receipt] = receiptsOf(order)
    expect(receipt?.lines.find((l) => l.text.startsWith('Bestellbestätigung'))).toMatchObject({ text: 'Bestellbestätigung', bold: true, align: 'center' })
    expect(receipt?.text).not.toMatch(/Rechnung|Beleg|Quittung/i)
  })

  it('says so in German when the branch has no printer; other branches get 404', async () => {
    const token = await login('admin@tresen.demo', 'tresen-admin')
    const order = await createTestOrder(payload, linz.id)
    const res = await call('POST', `/orders/${order.id}/print`, { token })
    // 409, not 502: nothing failed upstream, the branch lacks a printer (a 5xx here was the fuzz test's finding)
    expect(res.status).toBe(409)
    expect(res.body.errors?.[0]?.message).toBe('Beleg konnte nicht gedruckt werden.')
    expect(res.body.errors?.[1]?.message).toMatch(/kein aktiver Bondrucker/)
    const employee = await login(EMPLOYEE.email, EMPLOYEE.password)
    expect((await call('POST', `/orders/${order.id}/print`, { token: employee })).status).toBe(404)
  })
})

describe('GET /api/orders/:id/receipt.pdf', () => {
  const pdfOf = async (order: Order) => {
    const token = await login(EMPLOYEE.email, EMPLOYEE.password)
    const request = new Request(`http://localhost:3000/api/orders/${order.id}/receipt.pdf`, { headers: { authorization: `JWT ${token}` } })
    // the helper's call() parses JSON; the PDF goes through the same router directly
    const { apiEndpoints } = await import('../../modules/endpoints')
    const { createRouter } = await import('../../platform/api/router')
    const response = await createRouter(apiEndpoints, loadPayload)(request, `/orders/${order.id}/receipt.pdf`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    const parser = new PDFParse({ data: bytes })
    const { text } = await parser.getText()
    const { info } = await parser.getInfo()
    await parser.destroy()
    return { text, title: (info as { Title?: string } | undefined)?.Title, disposition: response.headers.get('content-disposition') }
  }

  it('answers the receipt as a PDF with the order’s content', async () => {
    const order = await createTestOrder(payload, wien.id)
    const { text } = await pdfOf(order)
    expect(text).toContain(wien.name)
    expect(text).toContain(order.ticketNumber ?? '-')
    expect(text).toContain('Frittatensuppe')
    expect(text).toContain('Käsespätzle')
    expect(text).toMatch(/Gesamt\s+21,90 €/)
    expect(text).toContain('Bitte ohne Zwiebel')
  })

  it('titles a cash order "Bestellbestätigung – keine Rechnung": on the page, in its properties and its file name', async () => {
    const order = await createTestOrder(payload, wien.id, { paymentMethod: 'cash' })
    const { text, title, disposition } = await pdfOf(order)
    expect(text).toContain('Bestellbestätigung – keine Rechnung')
    expect(text.replace('keine Rechnung', '')).not.toMatch(/Rechnung|Beleg|Quittung/i)
    expect(text).toMatch(/Gesamt\s+21,90 €/)
    expect(title).toBe(`Bestellbestätigung – keine Rechnung · ${order.ticketNumber}`)
    expect(disposition).toBe(`inline; filename="bestellbestaetigung-${order.ticketNumber}.pdf"`)
  })

  it('titles an order paid online "Bestellbestätigung"', async () => {
    const order = await createTestOrder(payload, wien.id, { paymentMethod: 'stripe', isPaid: true })
    const { text, title } = await pdfOf(order)
    expect(text).toContain('Bestellbestätigung')
    expect(text).not.toMatch(/Rechnung|Beleg|Quittung/i)
    expect(title).toBe(`Bestellbestätigung · ${order.ticketNumber}`)
  })

  it('is for staff of the branch only', async () => {
    const order = await createTestOrder(payload, wien.id)
    await ensureOtherEmployee()
    const other = await login(OTHER_EMPLOYEE.email, OTHER_EMPLOYEE.password)
    expect((await call('GET', `/orders/${order.id}/receipt.pdf`, { token: other })).status).toBe(404)
    expect((await call('GET', `/orders/${order.id}/receipt.pdf`)).status).toBe(401)
  })
})
