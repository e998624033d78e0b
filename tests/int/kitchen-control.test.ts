/**
 * Kitchen control (issue 33, docs/order-board.md "Pause, Auslastung, Ausverkauft"): the branch's pause, busy mode and
 * sold-out list through their calls — who may call them, German errors for bad input, the order intake's refusals,
 * the state in /api/init and GET /api/branches/:id — and the sold-out list's reset at the branch's next opening day
 * across the end of summer time (Wien, Sat 24 Oct 2026 → Mon 26 Oct 2026, pinned clock).
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { KITCHEN_CONTROL_MESSAGES, MESSAGES } from '../../domain'
import type { KitchenState } from '../../domain'
import type { KitchenAnswer } from '../../contracts/kitchen'
import { execute, sql } from '../../platform/db'
import { watchKitchenExpiry } from '../../modules/catalogue/kitchen'
import { publicOrderBody } from '../fakes/orders'
import { call, eventually, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE, OTHER_EMPLOYEE, branchId, ensureOtherEmployee } from './helpers/users'

type BranchWithKitchen = { id: number; kitchenState?: KitchenState }

let payload: Payload
let admin = ''
let wienStaff = ''
let grazStaff = ''
const ids = { graz: 0, wien: 0, soup: 0, pizza: 0 }
const ENGLISH = /\b(required|must|invalid|value|should|field|error|expected)\b/i

const order = (branch: number, extra: Record<string, unknown> = {}) => call<{ uid: string }>('POST', '/orders/public', { body: publicOrderBody(branch, ids.soup, extra) })
const pizza = (size: string) => ({ product: ids.pizza, amount: 1, parts: [{ value: size }, { values: [] }] })

async function initBranch(id: number): Promise<BranchWithKitchen | undefined> {
  const init = await call<{ url: string; data: unknown }[]>('GET', '/init')
  const branches = (init.body.data?.find((entry) => entry.url === '/api/branches')?.data ?? []) as BranchWithKitchen[]
  return branches.find((b) => b.id === id)
}

const clear = (branch: number) => execute(payload, sql`delete from branch_kitchen_state where branch_id = ${branch}`)

beforeAll(async () => {
  payload = await loadPayload()
  await ensureOtherEmployee()
  admin = await login(ADMIN.email, ADMIN.password)
  wienStaff = await login(EMPLOYEE.email, EMPLOYEE.password)
  grazStaff = await login(OTHER_EMPLOYEE.email, OTHER_EMPLOYEE.password)
  ids.graz = await branchId('graz')
  ids.wien = await branchId('wien')
  for (const [key, sku] of [['soup', 'GW-FRITTATENSUPPE'], ['pizza', 'GW-PIZZA-MARGHERITA']] as const) {
    const { docs } = await payload.find({ collection: 'products', where: { sku: { equals: sku } }, limit: 1, depth: 0, overrideAccess: true })
    ids[key] = docs[0]!.id
  }
})

afterEach(async () => {
  vi.useRealTimers()
  await clear(ids.graz)
  await clear(ids.wien)
})

afterAll(async () => {
  await clear(ids.graz)
  await clear(ids.wien)
})

describe('who may control a branch', () => {
  it('refuses anonymous callers and staff of another branch; staff of the branch and admins may', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString()
    expect((await call('POST', `/branches/${ids.graz}/pause`, { body: { until } })).status).toBe(401)
    const foreign = await call('POST', `/branches/${ids.graz}/pause`, { token: wienStaff, body: { until } })
    expect(foreign.status).toBe(403)
    expect(foreign.body.errors).toEqual([{ field: null, message: KITCHEN_CONTROL_MESSAGES.branchForbidden }])
    expect((await call('PUT', `/branches/${ids.graz}/sold-out`, { token: wienStaff, body: { products: [ids.soup] } })).status).toBe(403)
    expect((await call('GET', `/branches/${ids.graz}/sold-out`, { token: wienStaff })).status).toBe(403)
    // nothing was written by the refused calls
    expect((await initBranch(ids.graz))?.kitchenState).toEqual({ pause: null, busy: null, soldOut: null })

    const own = await call<KitchenAnswer>('POST', `/branches/${ids.graz}/pause`, { token: grazStaff, body: { until } })
    expect(own.status).toBe(200)
    expect(own.body.data?.pause).toEqual({ until })
    const byAdmin = await call<KitchenAnswer>('DELETE', `/branches/${ids.graz}/pause`, { token: admin })
    expect(byAdmin.status).toBe(200)
    expect(byAdmin.body.data?.pause).toBeNull()
    expect((await call('POST', `/branches/999999/pause`, { token: admin, body: {} })).status).toBe(404)
  })
})

describe('bad input', () => {
  it('answers every problem in German on its field, never a 500', async () => {
    const past = await call('POST', `/branches/${ids.graz}/pause`, { token: admin, body: { until: new Date(Date.now() - 60_000).toISOString() } })
    expect(past.status).toBe(400)
    expect(past.body.errors).toEqual([{ field: 'until', message: KITCHEN_CONTROL_MESSAGES.pauseUntilInvalid }])
    const garbage = await call('POST', `/branches/${ids.graz}/pause`, { token: admin, body: { until: 'morgen' } })
    expect(garbage.body.errors).toEqual([{ field: 'until', message: KITCHEN_CONTROL_MESSAGES.pauseUntilInvalid }])
    const tooFar = await call('POST', `/branches/${ids.graz}/pause`, { token: admin, body: { until: new Date(Date.now() + 8 * 86_400_000).toISOString() } })
    expect(tooFar.status).toBe(400)

    for (const body of [{ minutes: 0, forMinutes: 60 }, { minutes: 121, forMinutes: 60 }, { minutes: 'viel', forMinutes: 60 }, { minutes: 12.5, forMinutes: 60 }]) {
      const res = await call('POST', `/branches/${ids.graz}/busy`, { token: admin, body })
      expect(res.status).toBe(400)
      expect(res.body.errors).toEqual([{ field: 'minutes', message: KITCHEN_CONTROL_MESSAGES.busyMinutesInvalid }])
    }
    const noDuration = await call('POST', `/branches/${ids.graz}/busy`, { token: admin, body: { minutes: 15 } })
    expect(noDuration.body.errors).toEqual([{ field: 'forMinutes', message: KITCHEN_CONTROL_MESSAGES.busyForInvalid }])

    const unknown = await call('PUT', `/branches/${ids.graz}/sold-out`, {
      token: admin,
      body: { products: [ids.soup, 999999], options: [{ product: ids.pizza, part: 'Größe', option: 'Riesig' }, { product: ids.soup, part: 'Größe', option: 'Klein (26 cm)' }] },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual([
      { field: 'products.1', message: KITCHEN_CONTROL_MESSAGES.soldOutProductUnknown },
      { field: 'options.0', message: KITCHEN_CONTROL_MESSAGES.soldOutOptionUnknown },
      { field: 'options.1', message: KITCHEN_CONTROL_MESSAGES.soldOutOptionUnknown },
    ])
    const wrongShape = await call('PUT', `/branches/${ids.graz}/sold-out`, { token: admin, body: { products: 'alles' } })
    expect(wrongShape.status).toBe(400)
    for (const res of [past, garbage, tooFar, noDuration, unknown, wrongShape]) {
      for (const error of res.body.errors ?? []) expect(error.message).not.toMatch(ENGLISH)
    }
    // no partial write: the refused list left nothing behind
    expect((await call<KitchenAnswer>('GET', `/branches/${ids.graz}/sold-out`, { token: admin })).body.data?.soldOut).toBeNull()
  })
})

describe('pause', () => {
  it('shows in /api/init and GET /api/branches/:id, refuses orders for times within it, and ends on resume', async () => {
    const until = Date.now() + 3_600_000
    await call('POST', `/branches/${ids.graz}/pause`, { token: grazStaff, body: { until: new Date(until).toISOString() } })
    const shown = await eventually(() => initBranch(ids.graz), (b) => b?.kitchenState?.pause !== null)
    expect(shown?.kitchenState?.pause).toEqual({ until: new Date(until).toISOString() })
    expect((await call<BranchWithKitchen>('GET', `/branches/${ids.graz}`)).body.data?.kitchenState?.pause).toEqual({ until: new Date(until).toISOString() })

    const time = new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(until)
    const refused = await order(ids.graz)
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toContainEqual({ field: 'branch', message: `Online-Bestellungen sind bis ${time} pausiert.` })
    // Graz takes no pre-orders: a time after the pause is refused as well
    const later = await order(ids.graz, { appointmentDate: new Date(until + 30 * 60_000).toISOString() })
    expect(later.body.errors).toContainEqual({ field: 'branch', message: `Online-Bestellungen sind bis ${time} pausiert.` })

    await call('DELETE', `/branches/${ids.graz}/pause`, { token: grazStaff })
    await eventually(() => initBranch(ids.graz), (b) => b?.kitchenState?.pause === null)
    expect((await order(ids.graz)).status).toBe(201)
  })

  it('until resumed: "Online-Bestellungen sind derzeit pausiert." and the device pause is untouched', async () => {
    const res = await call<KitchenAnswer>('POST', `/branches/${ids.graz}/pause`, { token: admin, body: {} })
    expect(res.body.data?.pause).toEqual({ until: null })
    const refused = await order(ids.graz)
    expect(refused.body.errors).toContainEqual({ field: 'branch', message: KITCHEN_CONTROL_MESSAGES.pausedOpenEnded })
    expect(refused.body.errors).not.toContainEqual({ field: 'branch', message: MESSAGES.orderingPaused })
  })

  it('a branch with pre-orders takes orders for times after the pause (pinned clock: Wien, Monday 12:00)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T11:00:00.000Z')) // Mon 12:00 Vienna
    const res = await call('POST', `/branches/${ids.wien}/pause`, { token: wienStaff, body: { until: '2026-11-23T12:00:00.000Z' } })
    expect(res.status).toBe(200)
    const within = await order(ids.wien, { appointmentDate: '2026-11-23T11:45:00.000Z' })
    expect(within.body.errors).toContainEqual({ field: 'branch', message: 'Online-Bestellungen sind bis 13:00 pausiert.' })
    const after = await order(ids.wien, { appointmentDate: '2026-11-23T12:15:00.000Z' })
    expect(after.status).toBe(201)
    // it resumes by itself at `until`: an hour later the same asap order is taken
    vi.setSystemTime(new Date('2026-11-23T12:00:00.000Z'))
    expect((await order(ids.wien)).status).toBe(201)
    expect((await call<BranchWithKitchen>('GET', `/branches/${ids.wien}`)).body.data?.kitchenState?.pause).toBeNull()
  })
})

describe('busy mode', () => {
  it('moves the earliest time on the server for the chosen duration', async () => {
    const res = await call<KitchenAnswer>('POST', `/branches/${ids.graz}/busy`, { token: grazStaff, body: { minutes: 30, forMinutes: 60 } })
    expect(res.status).toBe(200)
    expect(res.body.data?.busy?.minutes).toBe(30)
    expect((await call<BranchWithKitchen>('GET', `/branches/${ids.graz}`)).body.data?.kitchenState?.busy?.minutes).toBe(30)
    const minute = Math.ceil(Date.now() / 60_000) * 60_000
    const soon = await order(ids.graz, { appointmentDate: new Date(minute + 20 * 60_000).toISOString() })
    expect(soon.status).toBe(400)
    expect(soon.body.errors).toContainEqual({ field: 'appointmentDate', message: MESSAGES.appointmentBeforeLeadTime })
    expect((await order(ids.graz, { appointmentDate: new Date(minute + 35 * 60_000).toISOString() })).status).toBe(201)
    await call('DELETE', `/branches/${ids.graz}/busy`, { token: grazStaff })
    expect((await order(ids.graz, { appointmentDate: new Date(minute + 20 * 60_000).toISOString() })).status).toBe(201)
  })
})

describe('sold out today', () => {
  it('refuses a sold-out product and a sold-out option with a field error on the item', async () => {
    const res = await call<KitchenAnswer>('PUT', `/branches/${ids.graz}/sold-out`, {
      token: grazStaff,
      body: { products: [ids.soup], options: [{ product: ids.pizza, part: 'Größe', option: 'Familie (45 cm)' }] },
    })
    expect(res.status).toBe(200)
    expect(res.body.data?.soldOut?.products).toEqual([ids.soup])
    const shown = await eventually(() => initBranch(ids.graz), (b) => b?.kitchenState?.soldOut !== null)
    expect(shown?.kitchenState?.soldOut?.options).toEqual([{ product: ids.pizza, part: 'Größe', option: 'Familie (45 cm)' }])

    const soup = await order(ids.graz)
    expect(soup.status).toBe(400)
    expect(soup.body.errors).toContainEqual({ field: 'items.0', message: '„Frittatensuppe“ ist heute leider ausverkauft.' })
    const family = await order(ids.graz, { items: [pizza('Familie (45 cm)')] })
    expect(family.body.errors).toContainEqual({ field: 'items.0', message: '„Familie (45 cm)“ ist heute leider ausverkauft.' })
    expect((await order(ids.graz, { items: [pizza('Normal (32 cm)')] })).status).toBe(201)

    // an empty list clears it
    await call('PUT', `/branches/${ids.graz}/sold-out`, { token: grazStaff, body: { products: [], options: [] } })
    expect((await order(ids.graz)).status).toBe(201)
  })

  it('resets at the branch next opening day across the end of summer time (pinned clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // Saturday 24 Oct 2026, 21:00 in Vienna (CEST, UTC+2); Sunday closed; the clocks go back that night
    vi.setSystemTime(new Date('2026-10-24T19:00:00.000Z'))
    const set = await call<KitchenAnswer>('PUT', `/branches/${ids.wien}/sold-out`, { token: wienStaff, body: { products: [ids.soup] } })
    expect(set.body.data?.soldOut?.day).toBe('2026-10-24')
    // Monday 26 Oct 2026, 11:00 in Vienna (CET, UTC+1)
    expect(set.body.data?.soldOutResetsAt).toBe('2026-10-26T10:00:00.000Z')

    // Monday 10:59 (Wien still closed, pre-orders taken): still sold out
    vi.setSystemTime(new Date('2026-10-26T09:59:00.000Z'))
    expect((await call<BranchWithKitchen>('GET', `/branches/${ids.wien}`)).body.data?.kitchenState?.soldOut?.products).toEqual([ids.soup])
    const refused = await order(ids.wien)
    expect(refused.body.errors).toContainEqual({ field: 'items.0', message: '„Frittatensuppe“ ist heute leider ausverkauft.' })
    await watchKitchenExpiry(payload)
    expect((await eventually(() => initBranch(ids.wien), (b) => b?.kitchenState?.soldOut !== null))?.kitchenState?.soldOut?.day).toBe('2026-10-24')

    // Monday 11:00: the new day's service has begun — back on the menu, in /api/init after the minute task's event
    vi.setSystemTime(new Date('2026-10-26T10:00:00.000Z'))
    expect((await call<BranchWithKitchen>('GET', `/branches/${ids.wien}`)).body.data?.kitchenState?.soldOut).toBeNull()
    expect((await order(ids.wien)).status).toBe(201)
    expect((await call<KitchenAnswer>('GET', `/branches/${ids.wien}/sold-out`, { token: admin })).body.data?.soldOut).toBeNull()
    // the cached /api/init still has the list until the minute task sees it ran out and sends a content event
    await watchKitchenExpiry(payload)
    const init = await eventually(() => initBranch(ids.wien), (b) => b?.kitchenState?.soldOut === null)
    expect(init?.kitchenState?.soldOut).toBeNull()
  })
})
