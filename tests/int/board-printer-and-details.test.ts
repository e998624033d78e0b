/**
 * The board's printer status and the staff order view: the fake ESC/POS printer over real TCP answers the DLE EOT
 * status queries (online, paper out, cover open), stays silent (state from the last print job) or is switched off;
 * a reprint on a printer without paper answers 502 with the printer's German reason and prints nothing; the staff
 * order view and the browser-print receipt are for staff of the order's branch only.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BoardPrinter, PrintableReceipt, StaffOrderDetails } from '../../contracts'
import type { Order } from '../../contracts/payload-types'
import { queryPrinterStatus } from '../../modules/notifications/printing/printer-status'
import { startFakePrinter } from '../fakes/escpos-printer'
import { branchByIdentifier, createTestOrder } from '../fakes/orders'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE, OTHER_EMPLOYEE, ensureOtherEmployee } from './helpers/users'

let payload: Payload
let printer: Awaited<ReturnType<typeof startFakePrinter>>
let wien: Awaited<ReturnType<typeof branchByIdentifier>>
let deviceId = 0
let employee = ''

const receiptsOf = (order: Order) => printer.receipts.filter((r) => r.qr.some((q) => q.data.endsWith(`/status/${order.uid}/${order.hash}`)))
const ourPrinter = async (): Promise<BoardPrinter> => {
  const res = await call<BoardPrinter[]>('GET', `/orders/printers?branch=${wien.id}`, { token: employee })
  expect(res.status).toBe(200)
  const row = res.body.data?.find((p) => p.device === deviceId)
  expect(row).toBeDefined()
  return row!
}

beforeAll(async () => {
  printer = await startFakePrinter()
  payload = await loadPayload()
  wien = await branchByIdentifier(payload, 'wien')
  const device = await payload.create({
    collection: 'devices',
    data: { name: 'Bondrucker Theke', identifier: `printer-status-${Date.now()}`, type: 'printer', branch: wien.id, host: printer.host, port: printer.port, isEnabled: true },
    overrideAccess: true,
  })
  deviceId = device.id
  employee = await login(EMPLOYEE.email, EMPLOYEE.password)
})

afterAll(async () => {
  await payload.delete({ collection: 'devices', id: deviceId, overrideAccess: true })
  await printer.close()
})

describe('ESC/POS status query over TCP', () => {
  it('reads online, paper low, paper out and cover open from the DLE EOT answers', async () => {
    printer.setCondition('online')
    expect(await queryPrinterStatus(printer.host, printer.port)).toEqual({ state: 'online', reachable: true, detail: null })
    printer.setCondition('paperLow')
    expect((await queryPrinterStatus(printer.host, printer.port)).state).toBe('paperLow')
    printer.setCondition('paperOut')
    expect((await queryPrinterStatus(printer.host, printer.port)).state).toBe('paperOut')
    printer.setCondition('coverOpen')
    expect((await queryPrinterStatus(printer.host, printer.port)).state).toBe('coverOpen')
    printer.setCondition('online')
    expect(printer.receipts.filter((r) => r.lines.length === 0)).toHaveLength(0) // a status query prints nothing
  })

  it('is unknown when the printer does not answer, offline when it is switched off', async () => {
    printer.setCondition('silent')
    expect(await queryPrinterStatus(printer.host, printer.port, { connect: 1_000, answer: 300 })).toMatchObject({ state: 'unknown', reachable: true })
    printer.setCondition('online')
    await printer.setOffline(true)
    expect(await queryPrinterStatus(printer.host, printer.port)).toMatchObject({ state: 'offline', reachable: false, detail: 'Verbindung abgelehnt' })
    await printer.setOffline(false)
    expect((await queryPrinterStatus(printer.host, printer.port)).state).toBe('online')
  })
})

describe('GET /api/orders/printers', () => {
  it('shows the printer online, then out of paper with the German reason, then offline', async () => {
    printer.setCondition('online')
    expect(await ourPrinter()).toMatchObject({ name: 'Bondrucker Theke', branch: wien.id, state: 'online', label: 'Bereit', reason: null, source: 'printer' })

    printer.setCondition('paperOut')
    expect(await ourPrinter()).toMatchObject({
      state: 'paperOut',
      label: 'Papier leer',
      reason: 'Bondrucker Theke: Papier leer – bitte eine neue Papierrolle einlegen.',
      source: 'printer',
    })

    printer.setCondition('online')
    await printer.setOffline(true)
    try {
      const row = await ourPrinter()
      expect(row).toMatchObject({ state: 'offline', label: 'Nicht erreichbar', source: 'printer' })
      expect(row.reason).toMatch(/^Bondrucker Theke: nicht erreichbar .*\(Verbindung abgelehnt\)$/)
    } finally {
      await printer.setOffline(false)
    }
  })

  it('goes by the last print job when the printer does not answer status queries', async () => {
    printer.setCondition('silent')
    try {
      const order = await createTestOrder(payload, wien.id)
      expect((await call('POST', `/orders/${order.id}/print`, { token: employee })).status).toBe(200)
      expect(await ourPrinter()).toMatchObject({ state: 'online', source: 'lastJob', lastJob: { state: 'printed', lastError: null } })
    } finally {
      printer.setCondition('online')
    }
  })

  it('is for staff of the branch: another branch is refused, no login is 401', async () => {
    await ensureOtherEmployee()
    const other = await login(OTHER_EMPLOYEE.email, OTHER_EMPLOYEE.password)
    expect((await call('GET', `/orders/printers?branch=${wien.id}`, { token: other })).status).toBe(403)
    const own = await call<BoardPrinter[]>('GET', '/orders/printers', { token: other })
    expect(own.status).toBe(200)
    expect(own.body.data?.some((p) => p.device === deviceId)).toBe(false)
    expect((await call('GET', '/orders/printers')).status).toBe(401)
  })
})

describe('POST /api/orders/:id/print on a printer without paper', () => {
  it('answers 502 with the printer’s German reason and prints nothing; prints once the paper is back', async () => {
    const order = await createTestOrder(payload, wien.id)
    printer.setCondition('paperOut')
    try {
      const res = await call('POST', `/orders/${order.id}/print`, { token: employee })
      expect(res.status).toBe(502)
      expect(res.body.errors?.[0]).toEqual({ field: null, message: 'Beleg konnte nicht gedruckt werden.' })
      expect(res.body.errors?.[1]).toEqual({ field: 'printer', message: 'Bondrucker Theke: Papier leer – bitte eine neue Papierrolle einlegen.' })
      expect(receiptsOf(order)).toHaveLength(0)
      expect(await ourPrinter()).toMatchObject({ state: 'paperOut' })
    } finally {
      printer.setCondition('online')
    }
    expect((await call('POST', `/orders/${order.id}/print`, { token: employee })).status).toBe(200)
    expect(receiptsOf(order).length).toBeGreaterThanOrEqual(1)
  })
})

describe('staff order view', () => {
  it('GET /api/orders/:id/details: items, totals, history with German labels and who acted', async () => {
    const order = await createTestOrder(payload, wien.id)
    const admin = await login(ADMIN.email, ADMIN.password)
    expect((await call('POST', `/orders/${order.id}/status/confirm`, { token: employee, body: {} })).status).toBe(200)

    const res = await call<StaffOrderDetails>('GET', `/orders/${order.id}/details`, { token: employee })
    expect(res.status).toBe(200)
    const details = res.body.data!
    expect(details.order).toMatchObject({ id: order.id, ticketNumber: order.ticketNumber, branch: wien.id, isConfirmed: true })
    expect(details.order.items.map((i) => i.name)).toEqual(order.items?.map((i) => i.name))
    expect(details.branchName).toBe(wien.name)
    expect(details.isAdmin).toBe(false)
    const confirm = details.history.find((h) => h.action === 'confirm')
    expect(confirm).toMatchObject({ label: 'Bestätigt' })
    expect(confirm?.user).toBeTruthy()
    expect(details.history.every((h) => h.label !== '' && h.label !== undefined)).toBe(true)

    const asAdmin = await call<StaffOrderDetails>('GET', `/orders/${order.id}/details`, { token: admin })
    expect(asAdmin.body.data?.isAdmin).toBe(true)
  })

  it('refuses staff of another branch (404 like an unknown order)', async () => {
    const order = await createTestOrder(payload, wien.id)
    await ensureOtherEmployee()
    const other = await login(OTHER_EMPLOYEE.email, OTHER_EMPLOYEE.password)
    expect((await call('GET', `/orders/${order.id}/details`, { token: other })).status).toBe(404)
    expect((await call('GET', `/orders/${order.id}/receipt`, { token: other })).status).toBe(404)
    expect((await call('GET', `/orders/${order.id}/details`)).status).toBe(401)
  })

  it('GET /api/orders/:id/receipt: the printer’s receipt as blocks for the browser print', async () => {
    const order = await createTestOrder(payload, wien.id)
    const res = await call<PrintableReceipt>('GET', `/orders/${order.id}/receipt`, { token: employee })
    expect(res.status).toBe(200)
    expect(res.body.data?.title).toBe(`Bestellbestätigung – keine Rechnung · ${order.ticketNumber}`)
    const blocks = res.body.data?.blocks ?? []
    expect(blocks).toContainEqual({ kind: 'ticket', label: 'Abholnummer', value: order.ticketNumber })
    expect(blocks).toContainEqual(expect.objectContaining({ kind: 'pair', left: 'Gesamt', bold: true }))
  })
})
