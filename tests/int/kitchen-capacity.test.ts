/**
 * Kitchen capacity and preparation time (issue 33) through POST /api/orders/public and GET /api/branches/:id/slots on
 * real PostgreSQL: 50 simultaneous checkouts for the last free place of a slot book exactly the allowed number — the
 * rest get the German message with the next free slot, and SQL finds no overbooked slot.
 * A branch of its own (open 24 h, takeaway) in the demo menu of Graz, so the limits touch no other test's orders.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { DAY_MS, MINUTE_MS, formatDateTime, localDayNumber, localToInstant } from '../../domain'
import type { Branch } from '../../contracts/payload-types'
import { execute, sql } from '../../platform/db'
import { publicOrderBody } from '../fakes/orders'
import { call, eventually, loadPayload } from './helpers/api'

type Answer = { uid: string; hash: string }
type Err = { field: string | null; message: string; nextFreeSlot?: string | null }

const payloadP = loadPayload()
const ZONE = 'Europe/Vienna'
let branchId = 0
let productId = 0

const submit = (extra: Record<string, unknown> = {}) =>
  call<Answer>('POST', '/orders/public', { body: publicOrderBody(branchId, productId, { items: [{ product: productId, amount: 1 }], ...extra }) })

/** A local wall-clock time `days` days from today in Vienna, as an instant. */
const localAt = (days: number, hour: number, minute = 0): number => localToInstant(localDayNumber(Date.now(), ZONE) + days, hour * 60 + minute, ZONE)

async function setKitchen(kitchen: Branch['kitchen']): Promise<void> {
  const payload = await payloadP
  await payload.update({ collection: 'branches', id: branchId, data: { kitchen }, overrideAccess: true })
  // the order intake reads the branch through the content cache, refreshed a few ms after the commit
  const expected = JSON.stringify(kitchen?.takeaway?.maxOrdersPerSlot ?? null)
  await eventually(
    async () => (await call<{ kitchen?: Branch['kitchen'] }>('GET', `/branches/${branchId}`)).body.data?.kitchen?.takeaway?.maxOrdersPerSlot ?? null,
    (value) => JSON.stringify(value) === expected,
  )
  await new Promise((resolve) => setTimeout(resolve, 100))
}

const ordersInSlot = async (slotStart: number): Promise<number> => {
  const rows = await execute<{ n: string }>(
    await payloadP,
    sql`select count(*) as n from orders where branch_id = ${branchId} and delivery_type = 'takeaway'
          and promised_at >= ${new Date(slotStart).toISOString()}::timestamptz and promised_at < ${new Date(slotStart + 15 * MINUTE_MS).toISOString()}::timestamptz`,
  )
  return Number(rows[0]?.n)
}

beforeAll(async () => {
  const payload = await payloadP
  const graz = (await payload.find({ collection: 'branches', where: { identifier: { equals: 'graz' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  const branch = await payload.create({
    collection: 'branches',
    overrideAccess: true,
    data: {
      name: 'Kapazitätstest',
      identifier: 'kapazitaetstest',
      isPublic: true,
      timeZone: ZONE,
      openingHours: [{ type: 'daily', from: '00:00', to: '24:00' }],
      isTakeawayEnabled: true,
      isCashEnabled: true,
    },
  })
  branchId = branch.id
  const menus = await payload.find({ collection: 'menus', where: { branches: { in: [graz.id] } }, depth: 0, pagination: false, overrideAccess: true })
  for (const menu of menus.docs) {
    const branches = (menu.branches ?? []).map((b) => (typeof b === 'object' ? b.id : b))
    await payload.update({ collection: 'menus', id: menu.id, data: { branches: [...branches, branchId] }, overrideAccess: true })
  }
  const products = await payload.find({ collection: 'products', where: { sku: { equals: 'GW-FRITTATENSUPPE' } }, limit: 1, depth: 0, overrideAccess: true })
  productId = products.docs[0]!.id
})

describe('kitchen capacity — 50 simultaneous checkouts for the last free place', () => {
  it('books exactly the allowed number; the rest get the German message and the next free slot; no slot is overbooked', async () => {
    await setKitchen({ takeaway: { maxOrdersPerSlot: 3 } })
    const slot = localAt(1, 12, 0)
    // two places taken: one left
    for (const minute of [0, 10]) expect((await submit({ appointmentDate: new Date(slot + minute * MINUTE_MS).toISOString() })).status).toBe(201)

    const results = await Promise.all(Array.from({ length: 50 }, () => submit({ appointmentDate: new Date(slot + 5 * MINUTE_MS).toISOString() })))
    const accepted = results.filter((r) => r.status === 201)
    const refused = results.filter((r) => r.status !== 201)
    expect(accepted).toHaveLength(1)
    expect(refused).toHaveLength(49)
    for (const r of refused) {
      expect(r.status).toBe(400)
      const errors = r.body.errors as Err[]
      expect(errors).toEqual([
        {
          field: 'appointmentDate',
          message: `Dieser Zeitraum ist leider ausgebucht. Nächster freier Termin: ${formatDateTime(slot + 15 * MINUTE_MS, ZONE)} Uhr.`,
          nextFreeSlot: new Date(slot + 15 * MINUTE_MS).toISOString(),
        },
      ])
    }
    expect(await ordersInSlot(slot)).toBe(3)
  }, 120_000)

  it('answers the full slot from GET /api/branches/:id/slots, and none for a branch without a limit', async () => {
    const slot = localAt(1, 12, 0)
    const res = await call<{ slotMinutes: number; full: string[] }>('GET', `/branches/${branchId}/slots?deliveryType=takeaway`)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ slotMinutes: 15, full: [new Date(slot).toISOString()] })
    const byDay = await call<{ full: string[] }>('GET', `/branches/${branchId}/slots?deliveryType=takeaway&date=2099-01-01`)
    expect(byDay.body.data?.full).toEqual([])
    const bad = await call('GET', `/branches/${branchId}/slots?deliveryType=boot&date=morgen`)
    expect(bad.status).toBe(400)
    expect((bad.body.errors ?? []).map((e) => e.field)).toEqual(['deliveryType', 'date'])
    expect((await call('GET', '/branches/999999/slots?deliveryType=takeaway')).status).toBe(404)
  })

  it('gives "asap" orders the first slot with room, one after the other', async () => {
    await setKitchen({ takeaway: { maxOrdersPerSlot: 1 } })
    const payload = await payloadP
    const first = await submit()
    const second = await submit()
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    const promised = async (uid: string) => {
      const { docs } = await payload.find({ collection: 'orders', where: { uid: { equals: uid } }, limit: 1, depth: 0, overrideAccess: true })
      return Date.parse(docs[0]!.promisedAt!)
    }
    const a = await promised(first.body.data!.uid)
    const b = await promised(second.body.data!.uid)
    expect(a).toBeGreaterThan(Date.now() - MINUTE_MS)
    expect(Math.floor(b / (15 * MINUTE_MS))).toBeGreaterThan(Math.floor(a / (15 * MINUTE_MS)))
  })
})

describe('preparation time', () => {
  it('refuses an appointment before now + preparation time with the earliest time, and promises "asap" no earlier', async () => {
    await setKitchen({ takeaway: { preparationMinutes: 45 } })
    const tooEarly = await submit({ appointmentDate: new Date(Date.now() + 20 * MINUTE_MS).toISOString() })
    expect(tooEarly.status).toBe(400)
    const errors = tooEarly.body.errors as Err[]
    expect(errors).toHaveLength(1)
    expect(errors[0]!.field).toBe('appointmentDate')
    expect(errors[0]!.message).toMatch(/^Der gewählte Termin liegt vor der Vorbereitungszeit\. Frühester Termin: (\d\d\.\d\d\.\d{4} )?\d\d:\d\d Uhr\.$/)

    const before = Date.now()
    const asap = await submit()
    expect(asap.status).toBe(201)
    const { docs } = await (await payloadP).find({ collection: 'orders', where: { uid: { equals: asap.body.data!.uid } }, limit: 1, depth: 0, overrideAccess: true })
    expect(Date.parse(docs[0]!.promisedAt!)).toBeGreaterThanOrEqual(before + 45 * MINUTE_MS)
    expect(Date.parse(docs[0]!.promisedAt!) % (5 * MINUTE_MS)).toBe(0)
    expect(Date.parse(docs[0]!.promisedAt!)).toBeLessThan(before + 45 * MINUTE_MS + DAY_MS)
  })
})
