/**
 * GET /api/statistics/{metric}: every metric on a small hand-made data set in two fresh branches (Europe/Vienna),
 * with the expected numbers worked out by hand in the comments — on the spring-forward day 2026-03-29 (23 local
 * hours) and the fall-back day 2026-10-25 (02:00 twice), an order cancelled after it was paid, late events after a
 * rollup, partial edge hours; access of employees; German 400s.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { execute, sql } from '../../platform/db'
import { CLIENT_IP_HEADER } from '../../platform/http/client'
import { computeMetric } from '../../modules/statistics/metrics'
import { rollupStatistics } from '../../modules/statistics/rollup'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN } from './helpers/users'

type Answer = {
  total: number
  unit: string
  bucket: string
  timeZone: string
  series?: { bucket: string; value: number }[]
  rows?: { key: string; label?: string; value: number; [k: string]: unknown }[]
  cells?: { weekday: number; hour: number; value: number }[]
  steps?: Record<string, unknown>
}

let payload: Payload
let admin: string
let a: number
let b: number
let employeeA: string
let employeeB: string
let workerId: number
let workerToken: string
const O: Record<string, number> = {}

const suffix = randomUUID().slice(0, 8)

async function ev(e: {
  at: string
  branch: number
  name: string
  visitor: number
  session: number
  start?: boolean
  origin?: string
  path?: string
  referrer?: string
  qr?: string
  orderRef?: string
  device?: { resolution: string; dpr: number; scheme: string; browser: string; os: string; cls: string }
}) {
  const d = e.device
  await execute(
    payload,
    sql`insert into analytics_events (at, branch_id, name, path, visitor_key, session_key, is_session_start, origin, referrer_host, qr,
          browser, os, device_class, resolution, pixel_ratio, color_scheme, order_ref)
        values (${e.at}::timestamptz, ${e.branch}, ${e.name}, ${e.path ?? null}, ${e.visitor}, ${e.session}, ${e.start ?? false},
          ${e.origin ?? 'Direkt'}, ${e.referrer ?? null}, ${e.qr ?? null}, ${d?.browser ?? 'Chrome'}, ${d?.os ?? 'Windows'},
          ${d?.cls ?? 'desktop'}, ${d?.resolution ?? null}, ${d?.dpr ?? null}, ${d?.scheme ?? null}, ${e.orderRef ?? null})`,
  )
}

async function order(o: {
  at: string
  branch: number
  gross: number
  net?: number
  tax?: number
  taxes?: Record<string, number>
  flags?: Partial<Record<'is_paid' | 'is_canceled' | 'is_rejected' | 'is_completed' | 'is_confirmed' | 'is_failed' | 'is_refunded', boolean>>
  items?: { name: string; gross: number; amount: number; rate?: number }[]
  delivery?: { gross: number; rate: number }
}): Promise<number> {
  const f = o.flags ?? {}
  const [row] = await execute<{ id: number }>(
    payload,
    sql`insert into orders (branch_id, created_at, updated_at, total_gross, total_net, total_tax, taxes, delivery_gross, delivery_tax_rate, uid, hash,
          is_paid, is_canceled, is_rejected, is_completed, is_confirmed, is_failed, is_refunded)
        values (${o.branch}, ${o.at}::timestamptz, now(), ${o.gross}, ${o.net ?? 0}, ${o.tax ?? 0}, ${JSON.stringify(o.taxes ?? {})}::jsonb,
          ${o.delivery?.gross ?? 0}, ${o.delivery?.rate ?? null},
          ${randomUUID()}, ${randomUUID()}, ${f.is_paid ?? false}, ${f.is_canceled ?? false}, ${f.is_rejected ?? false},
          ${f.is_completed ?? false}, ${f.is_confirmed ?? false}, ${f.is_failed ?? false}, ${f.is_refunded ?? false})
        returning id`,
  )
  const id = row!.id
  for (const [index, item] of (o.items ?? []).entries()) {
    await execute(
      payload,
      sql`insert into orders_items (_order, _parent_id, id, name, amount, gross, tax_rate)
          values (${index + 1}, ${id}, ${randomUUID()}, ${item.name}, ${item.amount}, ${item.gross}, ${item.rate ?? 10})`,
    )
  }
  return id
}

async function user(email: string, roles: string[], branches: number[]) {
  const doc = await payload.create({
    collection: 'users',
    data: { email, password: 'statistik-geheim-1', firstName: 'Stat', lastName: email.split('@')[0], roles, branches } as never,
    overrideAccess: true,
  })
  return { id: Number(doc.id), token: await login(email, 'statistik-geheim-1') }
}

const get = async (metric: string, query: Record<string, string | number>, token = admin) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  return call<Answer>('GET', `/statistics/${metric}?${qs}`, { token })
}
/** The answer of a metric for branch A on the spring-forward day (local date range). */
const dayA = async (metric: string, token = admin) => {
  const res = await get(metric, { from: '2026-03-29', to: '2026-03-29', branch: a }, token)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data!
}
const rowsOf = (answer: Answer) => Object.fromEntries((answer.rows ?? []).map((r) => [r.key, r.value]))
const nonZero = (answer: Answer) => Object.fromEntries((answer.series ?? []).filter((p) => p.value !== 0).map((p) => [p.bucket, p.value]))

beforeAll(async () => {
  payload = await loadPayload()
  admin = await login(ADMIN.email, ADMIN.password)
  const branch = async (identifier: string) =>
    Number((await payload.create({ collection: 'branches', data: { name: identifier, identifier, timeZone: 'Europe/Vienna' } as never, overrideAccess: true })).id)
  a = await branch(`stat-a-${suffix}`)
  b = await branch(`stat-b-${suffix}`)
  employeeA = (await user(`stat-a-${suffix}@tresen.test`, ['ROLE_EMPLOYEE'], [a])).token
  employeeB = (await user(`stat-b-${suffix}@tresen.test`, ['ROLE_EMPLOYEE'], [b])).token
  const worker = await user(`stat-w-${suffix}@tresen.test`, ['ROLE_EMPLOYEE'], [a])
  workerId = worker.id
  workerToken = worker.token

  // ---- orders, branch A (Vienna). 2026-03-29 local = 2026-03-28T23:00Z … 2026-03-29T22:00Z (23 hours)
  // O1 local 00:30 CET, completed and paid, 12,50 € (10 %: tax 1,14 €), two lines
  O.o1 = await order({ at: '2026-03-28T23:30:00Z', branch: a, gross: 1250, net: 1136, tax: 114, taxes: { '10': 114 }, flags: { is_paid: true, is_confirmed: true, is_completed: true }, items: [{ name: 'Pizza', gross: 1000, amount: 1 }, { name: 'Cola', gross: 250, amount: 1 }] })
  // O2 local 12:00 CEST, paid and then cancelled (refunded): placed, but no revenue; a cancelled order
  O.o2 = await order({ at: '2026-03-29T10:00:00Z', branch: a, gross: 2000, net: 1667, tax: 333, taxes: { '20': 333 }, flags: { is_paid: true, is_confirmed: true, is_canceled: true, is_refunded: true }, items: [{ name: 'Pizza', gross: 2000, amount: 2 }] })
  // O3 local 14:00, pending cash order, 8,00 € (tax 0,73 €)
  O.o3 = await order({ at: '2026-03-29T12:00:00Z', branch: a, gross: 800, net: 727, tax: 73, taxes: { '10': 73 }, items: [{ name: 'Salat', gross: 800, amount: 1 }] })
  // O4 local 15:00, online payment failed: not placed, counts nowhere
  O.o4 = await order({ at: '2026-03-29T13:00:00Z', branch: a, gross: 500, flags: { is_failed: true }, items: [{ name: 'Pizza', gross: 500, amount: 1 }] })
  // O5 local 16:00, rejected
  O.o5 = await order({ at: '2026-03-29T14:00:00Z', branch: a, gross: 900, flags: { is_rejected: true } })
  // O6 local 2026-03-30 00:30: outside the day
  O.o6 = await order({ at: '2026-03-29T22:30:00Z', branch: a, gross: 5000, flags: { is_completed: true } })
  // branch B, same day: only in B's numbers
  O.b1 = await order({ at: '2026-03-29T09:00:00Z', branch: b, gross: 3000, flags: { is_completed: true } })
  // fall-back day 2026-10-25 (local = 2026-10-24T22:00Z … 2026-10-25T23:00Z, 25 hours): 02:30 CEST and 02:30 CET
  O.f1 = await order({ at: '2026-10-25T00:30:00Z', branch: a, gross: 100, flags: { is_completed: true } })
  O.f2 = await order({ at: '2026-10-25T01:30:00Z', branch: a, gross: 100, flags: { is_completed: true } })
  // net/gross per tax rate on 2026-06-10 (branch A), priced as domain computePricing does (tax per rate on the rate's
  // summed gross, round(gross × r / (100 + r)); the delivery fee its own basis, added to its rate):
  // T1 completed and paid: Pizza 10,00 € (10 %) + Wein 12,00 € (20 %) + delivery 3,00 € (20 %) = 25,00 €;
  //    tax 10 %: round(1000 × 10/110) = 91; 20 %: round(1200 × 20/120) = 200 + round(300 × 20/120) = 50 → 250
  O.t1 = await order({ at: '2026-06-10T10:00:00Z', branch: a, gross: 2500, net: 2159, tax: 341, taxes: { '10': 91, '20': 250 }, delivery: { gross: 300, rate: 20 }, flags: { is_paid: true, is_confirmed: true, is_completed: true }, items: [{ name: 'Pizza', gross: 1000, amount: 1, rate: 10 }, { name: 'Wein', gross: 1200, amount: 1, rate: 20 }] })
  // T2 paid online, then cancelled (refunded): Pasta 11,00 € (10 %, tax 100) — placed and paid, no revenue
  O.t2 = await order({ at: '2026-06-10T11:00:00Z', branch: a, gross: 1100, net: 1000, tax: 100, taxes: { '10': 100 }, flags: { is_paid: true, is_confirmed: true, is_canceled: true, is_refunded: true }, items: [{ name: 'Pasta', gross: 1100, amount: 1, rate: 10 }] })
  // T3 confirmed, cash on pick-up: Cola 5,50 € (20 %): round(550 × 20/120) = round(91,67) = 92
  O.t3 = await order({ at: '2026-06-10T12:00:00Z', branch: a, gross: 550, net: 458, tax: 92, taxes: { '20': 92 }, flags: { is_confirmed: true }, items: [{ name: 'Cola', gross: 550, amount: 1, rate: 20 }] })

  // ---- events, branch A. A visitor key lives one UTC day (the salt of the event's UTC day): a person's key on
  // 2026-03-28 (UTC) and on 2026-03-29 differ, as ingestion writes them.
  // Visitor 101, session 1001 (origin utm 'flyer'), local 00:30–00:55 CET: view → cart → checkout → purchase of O1
  await ev({ at: '2026-03-28T23:30:00Z', branch: a, name: 'pageview', visitor: 101, session: 1001, start: true, origin: 'flyer', path: '/store/a?utm_source=flyer' })
  await ev({ at: '2026-03-28T23:40:00Z', branch: a, name: 'addtocart', visitor: 101, session: 1001, origin: 'flyer' })
  await ev({ at: '2026-03-28T23:50:00Z', branch: a, name: 'initiatecheckout', visitor: 101, session: 1001, origin: 'flyer' })
  await ev({ at: '2026-03-28T23:55:00Z', branch: a, name: 'purchase', visitor: 101, session: 1001, origin: 'flyer', orderRef: String(O.o1) })
  // visitor 102, session 1002 from google.com at local 03:30 CEST (right after the jump): two views and a device record
  await ev({ at: '2026-03-29T01:30:00Z', branch: a, name: 'pageview', visitor: 102, session: 1002, start: true, origin: 'google.com', referrer: 'google.com', path: '/store/a/menu' })
  await ev({ at: '2026-03-29T01:30:00Z', branch: a, name: 'device', visitor: 102, session: 1002, origin: 'google.com', device: { resolution: '1920×1080', dpr: 1.5, scheme: 'dark', browser: 'Firefox', os: 'Linux', cls: 'desktop' } })
  await ev({ at: '2026-03-29T01:31:00Z', branch: a, name: 'pageview', visitor: 102, session: 1002, origin: 'google.com', path: '/store/a' })
  // the same person again at local 22:00 through a QR code: a new session, and another UTC day → key 105
  await ev({ at: '2026-03-29T20:00:00Z', branch: a, name: 'pageview', visitor: 105, session: 1003, start: true, origin: 'QR-Code', qr: 'tisch-1', path: '/store/a' })
  // local 2026-03-30 00:30: outside the day
  await ev({ at: '2026-03-29T22:30:00Z', branch: a, name: 'pageview', visitor: 104, session: 1004, start: true, path: '/store/a' })
  // branch B
  await ev({ at: '2026-03-29T10:00:00Z', branch: b, name: 'pageview', visitor: 103, session: 1005, start: true, path: '/store/b' })

  // ---- time tracking: the worker (branch A) on Sunday 2026-03-29 08:00–12:00 CEST with a pause 10:00–10:30 → 210 min
  const [act] = await execute<{ id: number }>(
    payload,
    sql`insert into working_activities (title, user_id, type, start, "end", branch_id, source)
        values ('Arbeit', ${workerId}, 'work', '2026-03-29T06:00:00Z', '2026-03-29T10:00:00Z', ${a}, 'admin') returning id`,
  )
  await execute(
    payload,
    sql`insert into working_activities_pauses (_order, _parent_id, id, start, "end") values (1, ${act!.id}, ${randomUUID()}, '2026-03-29T08:00:00Z', '2026-03-29T08:30:00Z')`,
  )
  // scheduled: Sundays 08:00–12:00 → 240 min on the 29th
  await execute(
    payload,
    sql`insert into working_schedules (title, user_id, weekday, "from", "to") values ('Sonntag', ${workerId}, 'sunday', '08:00', '12:00')`,
  )
}, 120_000)

describe('visits on the spring-forward day (branch A, Europe/Vienna)', () => {
  const check = async () => {
    const visitors = await dayA('unique-visitors')
    // 23 local hours, no 02:00; key 101 at 00:xx, 102 at 03:xx, 105 at 22:xx (the same person as 101, another UTC
    // day: counted twice, as the definition says)
    expect(visitors.bucket).toBe('hour')
    expect(visitors.series).toHaveLength(23)
    expect(visitors.series!.some((p) => p.bucket === '2026-03-29T02:00')).toBe(false)
    expect(visitors.total).toBe(3)
    expect(nonZero(visitors)).toEqual({ '2026-03-29T00:00': 1, '2026-03-29T03:00': 1, '2026-03-29T22:00': 1 })

    // three local days (day buckets): UTC days cut by local midnights (prefix and suffix parts of the daily rollup);
    // 104 at local 2026-03-30 00:30 is on the UTC day of 102 and 105
    const days = (await get('unique-visitors', { from: '2026-03-28', to: '2026-03-30', branch: a })).body.data!
    expect(days.bucket).toBe('day')
    expect(days.series).toEqual([
      { bucket: '2026-03-28', value: 0 },
      { bucket: '2026-03-29', value: 3 },
      { bucket: '2026-03-30', value: 1 },
    ])
    expect(days.total).toBe(4)

    // the conversion funnel per branch and local hour (Vienna; branch A: 24 rows and the row of its orders without
    // visit data), in converting visitors
    const funnel = await dayA('conversion-funnel')
    expect(funnel.rows).toHaveLength(25)
    const hours = (answer: Answer) =>
      Object.fromEntries(
        (answer.rows ?? [])
          .filter((r) => r.visitors || r.placed)
          .map((r) => [
            `${r.branch === a ? 'A' : r.branch === b ? 'B' : r.branch} ${r.hour ?? 'ohne Besuchsdaten'}`,
            [r.visitors, r.addtocart, r.initiatecheckout, r.purchase, r.placed, r.paid, r.revenueCents],
          ]),
      )
    // [visitors, cart, checkout, purchase, placed, paid, revenue]: 00:xx CET key 101 went through every step and its
    // purchase event names O1 (12,50 €, paid); 03:xx CEST key 102 only looked; 22:xx key 105. No purchase event names
    // O2 (12:00, paid, then cancelled: no revenue), O3 (14:00, pending cash, 8,00 €) or O5 (16:00, rejected): orders
    // without visit data, in their own row; O4 (15:00) failed: not placed
    expect(hours(funnel)).toEqual({
      'A 0': [1, 1, 1, 1, 1, 1, 1250],
      'A 3': [1, 0, 0, 0, 0, 0, 0],
      'A 22': [1, 0, 0, 0, 0, 0, 0],
      'A ohne Besuchsdaten': [0, 0, 0, 0, 3, 1, 800],
    })
    expect(funnel.total).toBe(3)
    expect(funnel.rows![0]).toMatchObject({ key: `${a}:0`, hour: 0, label: expect.stringMatching(/ 00:00$/) })
    expect(funnel.rows![24]).toMatchObject({ key: `${a}:ohne-besuchsdaten`, hour: null, label: expect.stringMatching(/: Bestellungen ohne Besuchsdaten$/) })
    // over the day, in distinct visitors: 101, 102, 105; 101 went to the cart, the checkout and ordered (paid)
    expect(funnel.steps).toEqual({
      visitors: 3,
      addtocart: 1,
      initiatecheckout: 1,
      placed: 1,
      paid: 1,
      revenueCents: 1250,
      withoutVisit: { placed: 3, paid: 1, revenueCents: 800 },
    })
    // both branches: 24 rows each and their rows without visit data; B's visitor 103 at 12:00 CEST, B1 (30,00 €,
    // completed, 11:00) without visit data
    const both = (await get('conversion-funnel', { from: '2026-03-29', to: '2026-03-29', branch: `${a},${b}` })).body.data!
    expect(both.rows).toHaveLength(50)
    expect(hours(both)).toMatchObject({ 'B ohne Besuchsdaten': [0, 0, 0, 0, 1, 0, 3000], 'B 12': [1, 0, 0, 0, 0, 0, 0], 'A 0': [1, 1, 1, 1, 1, 1, 1250] })

    const views = await dayA('page-views')
    expect(views.total).toBe(4)
    expect(nonZero(views)).toEqual({ '2026-03-29T00:00': 1, '2026-03-29T03:00': 2, '2026-03-29T22:00': 1 })
    expect(rowsOf(await dayA('pages'))).toEqual({ '/store/a': 3, '/store/a/menu': 1 })

    const events = await dayA('events')
    expect(events.total).toBe(8)
    expect(rowsOf(events)).toEqual({ pageview: 4, addtocart: 1, initiatecheckout: 1, purchase: 1, device: 1 })
    expect(events.rows!.find((r) => r.key === 'addtocart')?.label).toBe('In den Warenkorb')

    // sessions 1001, 1002, 1003; only 1001 went on to the cart, the checkout and the purchase
    expect(rowsOf(await dayA('event-flow'))).toEqual({ visits: 3, addtocart: 1, initiatecheckout: 1, purchase: 1 })
    expect(rowsOf(await dayA('resolutions'))).toEqual({ '1920×1080': 1 })
    expect(rowsOf(await dayA('device-pixel-ratios'))).toEqual({ '1.5': 1 })
    const schemes = await dayA('color-schemes')
    expect(schemes.rows).toEqual([{ key: 'dark', label: 'Dunkel', value: 1 }])
    expect(rowsOf(await dayA('referrers'))).toEqual({ 'google.com': 1 })
    expect(rowsOf(await dayA('browsers'))).toEqual({ Firefox: 1 })
    expect(rowsOf(await dayA('operating-systems'))).toEqual({ Linux: 1 })

    // Sunday (ISO weekday 7): local 00:30, 03:30 ×2, 22:00
    const times = await dayA('visitor-times')
    expect(times.cells).toHaveLength(168)
    expect(times.cells!.filter((c) => c.value).map((c) => [c.weekday, c.hour, c.value])).toEqual([
      [7, 0, 1],
      [7, 3, 2],
      [7, 22, 1],
    ])
  }

  it('counts every visit metric from raw rows before the rollup ran', async () => {
    await check()
  })

  it('counts the same from the rollups, and a late event lands in its already rolled-up hour', async () => {
    await rollupStatistics(payload, { marginSeconds: 0 })
    const [state] = await execute<{ n: string }>(payload, sql`select count(*)::text as n from analytics_hourly where branch_id = ${a}`)
    expect(Number(state!.n)).toBeGreaterThan(0)
    await check()

    // a queued page view of visitor 102 arrives late for the hour 01:00Z (local 03:00), rolled up already
    await ev({ at: '2026-03-29T01:45:00Z', branch: a, name: 'pageview', visitor: 102, session: 1002, origin: 'google.com', path: '/store/a' })
    const before = await dayA('page-views')
    expect(before.total).toBe(5)
    expect(nonZero(before)['2026-03-29T03:00']).toBe(3)
    await rollupStatistics(payload, { marginSeconds: 0 })
    const after = await dayA('page-views')
    expect(after.total).toBe(5)
    expect(nonZero(after)['2026-03-29T03:00']).toBe(3)
    // remove it again (and roll the hour up again) for the other tests
    await execute(payload, sql`delete from analytics_events where at = '2026-03-29T01:45:00Z' and branch_id = ${a}`)
    await execute(payload, sql`update analytics_rollup_state set last_event_id = 0 where id = 1`)
    await rollupStatistics(payload, { marginSeconds: 0 })
    await check()
  })

  it('reads partial edge hours from raw rows: 23:35Z … 01:31Z holds the cart, checkout, purchase, one view and the device', async () => {
    const range = { from: '2026-03-28T23:35:00Z', to: '2026-03-29T01:31:00Z', branch: a }
    const views = (await get('page-views', range)).body.data!
    expect(views.total).toBe(1)
    const events = (await get('events', range)).body.data!
    expect(rowsOf(events)).toEqual({ addtocart: 1, initiatecheckout: 1, purchase: 1, pageview: 1, device: 1 })
  })

  it('gives the same numbers without the rollups (the benchmark baseline)', async () => {
    const req = { payload, user: null } as never
    const range = { from: Date.parse('2026-03-28T23:00:00Z'), to: Date.parse('2026-03-29T22:00:00Z'), timeZone: 'Europe/Vienna', bucket: 'hour' as const, scope: { all: false, branchIds: [a] } }
    for (const metric of ['unique-visitors', 'page-views', 'pages', 'events', 'referrers', 'visitor-times']) {
      const rolled = await computeMetric(req, metric, range)
      const raw = await computeMetric(req, metric, range, { raw: true })
      expect(raw, metric).toEqual(rolled)
    }
    // local days 2026-03-28 … 03-30 (day buckets: the daily visitor rollup's prefix and suffix parts), one branch and all
    for (const scope of [{ all: false, branchIds: [a] }, { all: true, branchIds: [] }]) {
      const days = { ...range, from: Date.parse('2026-03-27T23:00:00Z'), to: Date.parse('2026-03-30T22:00:00Z'), bucket: 'day' as const, scope }
      const rolled = await computeMetric(req, 'unique-visitors', days)
      expect(await computeMetric(req, 'unique-visitors', days, { raw: true })).toEqual(rolled)
      // edges inside hours: from 23:45Z key 101 is still there (checkout 23:50Z, purchase 23:55Z); up to 20:01Z on the
      // 30th: 101, 102, 105, 104 (branch A) and 103 (branch B, all branches only)
      const ragged = { ...days, from: Date.parse('2026-03-28T23:45:00Z'), to: Date.parse('2026-03-30T20:01:00Z') }
      const partial = await computeMetric(req, 'unique-visitors', ragged)
      expect(await computeMetric(req, 'unique-visitors', ragged, { raw: true })).toEqual(partial)
      expect(partial.total).toBe(scope.all ? 5 : 4)
    }
  })

  it('counts branch B apart; the all-branches view holds both', async () => {
    const res = await get('page-views', { from: '2026-03-29', to: '2026-03-29', branch: b })
    expect(res.body.data!.total).toBe(1)
    const both = await get('page-views', { from: '2026-03-29', to: '2026-03-29', branch: `${a},${b}` })
    expect(both.body.data!.total).toBe(5)
  })
})

/** The order rollup rows and the dirty (hour, branch) pairs of branch A. */
const rollupState = async () => {
  const [row] = await execute<{ rolled: string; dirty: string }>(
    payload,
    sql`select (select count(*) from statistics_order_hourly where branch_id = ${a})::text as rolled,
          (select count(*) from statistics_order_dirty where branch_id = ${a})::text as dirty`,
  )
  return { rolled: Number(row!.rolled), dirty: Number(row!.dirty) }
}

// every order test twice: with all order hours dirty (the job has not recomputed them since the orders changed: raw
// reads) and after the job ran (whole hours from the order rollups) — the same hand-computed numbers both times
describe.each([
  { mode: 'raw, every order hour dirty', rollup: false },
  { mode: 'from the order rollups', rollup: true },
])('orders on the spring-forward day (branch A), $mode', ({ rollup }) => {
  beforeAll(async () => {
    if (rollup) {
      await rollupStatistics(payload, { marginSeconds: 0 })
      const state = await rollupState()
      expect(state.rolled).toBeGreaterThan(0)
      expect(state.dirty).toBe(0)
    } else {
      // a no-op update fires the trigger: every order hour of both branches is dirty again
      await execute(payload, sql`update orders set updated_at = updated_at where branch_id in (${a}, ${b})`)
      expect((await rollupState()).dirty).toBeGreaterThan(0)
    }
  })

  it('counts placed orders (not the failed one) per local hour', async () => {
    const orders = await dayA('orders')
    expect(orders.total).toBe(4)
    // paid: O1 and O2 (cancelled later, but it was placed and paid)
    expect(rowsOf(orders)).toEqual({ placed: 4, paid: 2 })
    expect(nonZero(orders)).toEqual({ '2026-03-29T00:00': 1, '2026-03-29T12:00': 1, '2026-03-29T14:00': 1, '2026-03-29T16:00': 1 })
  })

  it('takes revenue only from open and completed orders, in cents: the order cancelled after payment is not revenue', async () => {
    const revenue = await dayA('revenue')
    expect(revenue.unit).toBe('cents')
    expect(revenue.total).toBe(1250 + 800)
    expect(rowsOf(revenue)).toEqual({ net: 1136 + 727, tax: 114 + 73, 'tax-10': 187 })
    // 10 %: O1's lines 1000 + 250 and O3's 800 = 2050 gross, 187 tax, 1863 net (O2's 20 % is cancelled: no row)
    expect(revenue.rows!.find((r) => r.key === 'tax-10')).toMatchObject({ grossCents: 2050, netCents: 1863 })
  })

  it('splits revenue into net, tax and gross per tax rate; the order cancelled after payment counts nowhere in it', async () => {
    const res = await get('revenue', { from: '2026-06-10', to: '2026-06-10', branch: a })
    const revenue = res.body.data!
    // T1 + T3 (T2 cancelled after payment): gross 2500 + 550, net 2159 + 458, tax 341 + 92
    expect(revenue.total).toBe(3050)
    expect(revenue.rows).toEqual([
      { key: 'net', label: 'Netto', value: 2617 },
      { key: 'tax', label: 'Steuer', value: 433 },
      // 10 %: Pizza 1000 gross, tax 91, net 909
      { key: 'tax-10', label: 'Steuer 10 %', value: 91, rate: '10', grossCents: 1000, netCents: 909 },
      // 20 %: Wein 1200 + delivery 300 + Cola 550 = 2050 gross, tax 250 + 92 = 342, net 1708
      { key: 'tax-20', label: 'Steuer 20 %', value: 342, rate: '20', grossCents: 2050, netCents: 1708 },
    ])
    // the rates add up to the totals
    const rates = revenue.rows!.filter((r) => r.key.startsWith('tax-'))
    expect(rates.reduce((sum, r) => sum + Number(r.grossCents), 0)).toBe(revenue.total)
    expect(rates.reduce((sum, r) => sum + Number(r.netCents), 0)).toBe(2617)
    // the cancelled order: placed, paid, cancelled with its gross; T1 and T3 placed, T1 paid
    expect(rowsOf((await get('orders', { from: '2026-06-10', to: '2026-06-10', branch: a })).body.data!)).toEqual({ placed: 3, paid: 2 })
    expect((await get('canceled-orders', { from: '2026-06-10', to: '2026-06-10', branch: a })).body.data!.rows).toEqual([
      { key: 'canceled', label: 'Storniert', value: 1, paid: 1, grossCents: 1100 },
    ])
  })

  it('counts cancelled and rejected orders, and how many were paid', async () => {
    const canceled = await dayA('canceled-orders')
    expect(canceled.total).toBe(2)
    expect(canceled.rows).toEqual([
      { key: 'canceled', label: 'Storniert', value: 1, paid: 1, grossCents: 2000 },
      { key: 'rejected', label: 'Abgelehnt', value: 1, paid: 0, grossCents: 900 },
    ])
  })

  it('counts item lines and popular items of revenue orders', async () => {
    expect((await dayA('items')).total).toBe(3)
    const popular = await dayA('popular-items')
    expect(popular.rows!.map((r) => [r.label, r.value, r.grossCents])).toEqual([
      ['Pizza', 1, 1000],
      ['Salat', 1, 800],
      ['Cola', 1, 250],
    ])
  })

  it('places orders by local weekday and hour', async () => {
    const times = await dayA('order-times')
    expect(times.cells!.filter((c) => c.value).map((c) => [c.weekday, c.hour, c.value])).toEqual([
      [7, 0, 1],
      [7, 12, 1],
      [7, 14, 1],
      [7, 16, 1],
    ])
  })

  it('joins orders with the visit that placed them (origin of the purchase event’s session)', async () => {
    expect(rowsOf(await dayA('order-origins'))).toEqual({ flyer: 1, 'Ohne Besuchsdaten': 3 })
    expect(rowsOf(await dayA('revenue-origins'))).toEqual({ flyer: 1250, 'Ohne Besuchsdaten': 800 })
  })

  it('merges the two 02:00 hours of the fall-back day into one local bucket (24 buckets for 25 hours)', async () => {
    const res = await get('orders', { from: '2026-10-25', to: '2026-10-25', branch: a })
    const answer = res.body.data!
    expect(answer.series).toHaveLength(24)
    expect(nonZero(answer)).toEqual({ '2026-10-25T02:00': 2 })
  })

  it('chooses day buckets for a month and week buckets for a quarter', async () => {
    const month = (await get('orders', { from: '2026-03-01', to: '2026-03-31', branch: a })).body.data!
    expect(month.bucket).toBe('day')
    expect(month.series).toHaveLength(31)
    // O6 (local 2026-03-30 00:30) is on the 30th
    expect(nonZero(month)).toEqual({ '2026-03-29': 4, '2026-03-30': 1 })
    const quarter = (await get('revenue', { from: '2026-03-01', to: '2026-05-31', branch: a })).body.data!
    expect(quarter.bucket).toBe('week')
    // Monday 2026-03-23 holds Sunday the 29th (O6 is on Monday the 30th: another week)
    expect(nonZero(quarter)).toEqual({ '2026-03-23': 2050, '2026-03-30': 5000 })
  })
})

describe('order rollups stay exact when old orders change (spring-forward day, branch A)', () => {
  const req = () => ({ payload, user: null }) as never
  // the local day 2026-03-29 as instants: 23 whole UTC hours, no edge hour — every hour is read from the rollups
  const day = { from: Date.parse('2026-03-28T23:00:00Z'), to: Date.parse('2026-03-29T22:00:00Z'), timeZone: 'Europe/Vienna', bucket: 'hour' as const, scope: { all: false, branchIds: [] as number[] } }
  const ORDER_METRICS = ['orders', 'revenue', 'canceled-orders', 'items', 'popular-items', 'order-times', 'conversion-funnel']
  /** Every order metric equals its raw answer (the benchmark's baseline, which never reads a rollup). */
  const expectRaw = async () => {
    const range = { ...day, scope: { all: false, branchIds: [a] } }
    for (const metric of ORDER_METRICS) {
      expect(await computeMetric(req(), metric, range), metric).toEqual(await computeMetric(req(), metric, range, { raw: true }))
    }
  }

  it('reads whole clean hours from the rollup rows: a changed rollup row shows in the answer', async () => {
    await rollupStatistics(payload, { marginSeconds: 0 })
    expect(await rollupState()).toMatchObject({ dirty: 0 })
    await expectRaw()
    // O3's hour (12:00Z, local 14:00 CEST): +1,00 € in the rollup row only — the metric reads it from there
    await execute(payload, sql`update statistics_order_hourly set gross = gross + 100 where branch_id = ${a} and hour = '2026-03-29T12:00:00Z' and revenue`)
    expect((await dayA('revenue')).total).toBe(1250 + 800 + 100)
    // marking the hour dirty (what the triggers do) makes the read raw again: exact
    await execute(payload, sql`insert into statistics_order_dirty (hour, branch_id) values ('2026-03-29T12:00:00Z', ${a})`)
    expect((await dayA('revenue')).total).toBe(1250 + 800)
    await rollupStatistics(payload, { marginSeconds: 0 })
    expect((await dayA('revenue')).total).toBe(1250 + 800)
    await expectRaw()
  })

  it('an order cancelled after its hour was rolled up leaves revenue at once (dirty hour read raw) and after the job', async () => {
    await rollupStatistics(payload, { marginSeconds: 0 })
    // O1 (local 00:30 CET, before the jump), completed and paid, is cancelled the next day
    await execute(payload, sql`update orders set is_canceled = true, is_refunded = true, is_completed = false where id = ${O.o1}`)
    expect(await rollupState()).toMatchObject({ dirty: 1 })
    const check = async () => {
      const revenue = await dayA('revenue')
      expect(revenue.total).toBe(800)
      expect(rowsOf(revenue)).toEqual({ net: 727, tax: 73, 'tax-10': 73 })
      expect(revenue.rows!.find((r) => r.key === 'tax-10')).toMatchObject({ grossCents: 800, netCents: 727 })
      expect(rowsOf(await dayA('orders'))).toEqual({ placed: 4, paid: 2 })
      expect((await dayA('canceled-orders')).rows).toEqual([
        { key: 'canceled', label: 'Storniert', value: 2, paid: 2, grossCents: 1250 + 2000 },
        { key: 'rejected', label: 'Abgelehnt', value: 1, paid: 0, grossCents: 900 },
      ])
      expect((await dayA('popular-items')).rows!.map((r) => [r.label, r.value])).toEqual([['Salat', 1]])
      expect((await dayA('items')).total).toBe(1)
      await expectRaw()
    }
    await check()
    await rollupStatistics(payload, { marginSeconds: 0 })
    expect(await rollupState()).toMatchObject({ dirty: 0 })
    await check()
    // back to completed for the other tests (and rolled up again)
    await execute(payload, sql`update orders set is_canceled = false, is_refunded = false, is_completed = true where id = ${O.o1}`)
    await rollupStatistics(payload, { marginSeconds: 0 })
    expect((await dayA('revenue')).total).toBe(1250 + 800)
  })

  it('follows deleted orders, changed item lines and an order moved to another hour', async () => {
    await rollupStatistics(payload, { marginSeconds: 0 })
    // a late order in the fall-back hour 01:00Z … (local 02:00 CET, the second 02:00) of 2026-10-25, rolled up, deleted
    const late = await order({ at: '2026-10-25T01:10:00Z', branch: a, gross: 400, flags: { is_completed: true }, items: [{ name: 'Tee', gross: 400, amount: 1 }] })
    await rollupStatistics(payload, { marginSeconds: 0 })
    const fallBack = async () => (await get('revenue', { from: '2026-10-25', to: '2026-10-25', branch: a })).body.data!
    expect(nonZero(await fallBack())).toEqual({ '2026-10-25T02:00': 600 })
    await execute(payload, sql`delete from orders where id = ${late}`)
    expect(nonZero(await fallBack())).toEqual({ '2026-10-25T02:00': 200 })
    await rollupStatistics(payload, { marginSeconds: 0 })
    expect(nonZero(await fallBack())).toEqual({ '2026-10-25T02:00': 200 })
    // O3's line changes its gross (item rows only): popular items follow at once and after the job
    await execute(payload, sql`update orders_items set gross = 900 where _parent_id = ${O.o3}`)
    const salat = async () => (await dayA('popular-items')).rows!.find((r) => r.label === 'Salat')!.grossCents
    expect(await salat()).toBe(900)
    await rollupStatistics(payload, { marginSeconds: 0 })
    expect(await salat()).toBe(900)
    await execute(payload, sql`update orders_items set gross = 800 where _parent_id = ${O.o3}`)
    // O3 moved to the next day: both its old and its new hour are dirty
    await execute(payload, sql`update orders set created_at = '2026-03-30T12:00:00Z' where id = ${O.o3}`)
    expect((await dayA('revenue')).total).toBe(1250)
    await rollupStatistics(payload, { marginSeconds: 0 })
    expect((await dayA('revenue')).total).toBe(1250)
    expect((await get('revenue', { from: '2026-03-30', to: '2026-03-30', branch: a })).body.data!.total).toBe(5000 + 800)
    await execute(payload, sql`update orders set created_at = '2026-03-29T12:00:00Z' where id = ${O.o3}`)
    await rollupStatistics(payload, { marginSeconds: 0 })
    expect((await dayA('revenue')).total).toBe(1250 + 800)
    await expectRaw()
  })
})

describe('time tracking statistics (branch A)', () => {
  it('sums worked minutes without pauses per day and person', async () => {
    const work = await dayA('working-activities')
    expect(work.unit).toBe('minutes')
    // one local day would be hour buckets, but minutes are per day: the answer says so
    expect(work.bucket).toBe('day')
    expect(work.series).toEqual([{ bucket: '2026-03-29', value: 210 }])
    expect(work.total).toBe(210)
    expect(work.rows).toEqual([{ key: String(workerId), label: expect.any(String), value: 210 }])
  })

  it('sums scheduled minutes of the people of the branch', async () => {
    const plan = await dayA('working-schedules')
    expect(plan.bucket).toBe('day')
    expect(plan.series).toEqual([{ bucket: '2026-03-29', value: 240 }])
    expect(plan.total).toBe(240)
    expect(rowsOf(plan)[String(workerId)]).toBe(240)
  })

  it('answers the user profile and its activities', async () => {
    const res = await call<{ totals: { workedMinutes: number; scheduledMinutes: number; balanceMinutes: number } }>(
      'GET',
      `/statistics/user-profile?user=${workerId}&start=2026-03-29&now=2026-03-30T12:00:00Z&end=2026-03-29`,
      { token: admin },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data!.totals.workedMinutes).toBe(210)
    expect(res.body.data!.totals.scheduledMinutes).toBe(240)
    const own = await call<{ activities: { workedMinutes: number; pauseMinutes: number }[]; workedMinutes: number }>(
      'GET',
      `/statistics/user-profile-working-activities?user=${workerId}&start=2026-03-29&end=2026-03-29`,
      { token: workerToken },
    )
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    expect(own.body.data!.activities.map((x) => [x.workedMinutes, x.pauseMinutes])).toEqual([[210, 30]])
    const other = await call('GET', `/statistics/user-profile?user=${workerId}&start=2026-03-29&end=2026-03-29`, { token: employeeA })
    expect(other.status).toBe(403)
  })
})

describe('QR codes', () => {
  it('answer a list (empty without scans)', async () => {
    for (const metric of ['qr-code-origins', 'qr-code-targets']) {
      const answer = await dayA(metric)
      expect(answer.total).toBe(0)
      expect(answer.rows).toEqual([])
    }
  })
})

describe('conversion in converting visitors (branch C): never above 100 %', () => {
  let c: number
  const identifierC = `stat-c-${suffix}`
  const dayC = async (metric: string) => {
    const res = await get(metric, { from: '2026-04-15', to: '2026-04-15', branch: c })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.data!
  }

  beforeAll(async () => {
    c = Number((await payload.create({ collection: 'branches', data: { name: identifierC, identifier: identifierC, timeZone: 'Europe/Vienna' } as never, overrideAccess: true })).id)
    // local 12:xx CEST: visitor 301 orders twice in one hour (C1 paid 10,00 €, C2 5,00 €), each named by a purchase event
    const c1 = await order({ at: '2026-04-15T10:04:00Z', branch: c, gross: 1000, flags: { is_paid: true, is_completed: true } })
    const c2 = await order({ at: '2026-04-15T10:19:00Z', branch: c, gross: 500, flags: { is_completed: true } })
    await ev({ at: '2026-04-15T10:00:00Z', branch: c, name: 'pageview', visitor: 301, session: 3001, start: true, path: `/store/${identifierC}` })
    await ev({ at: '2026-04-15T10:05:00Z', branch: c, name: 'purchase', visitor: 301, session: 3001, orderRef: String(c1) })
    await ev({ at: '2026-04-15T10:20:00Z', branch: c, name: 'purchase', visitor: 301, session: 3001, orderRef: String(c2) })
    // two orders without analytics (no consent, or another device): 7,00 € each at local 16:00 and 12:30
    await order({ at: '2026-04-15T14:00:00Z', branch: c, gross: 700, flags: { is_completed: true } })
    await order({ at: '2026-04-15T10:30:00Z', branch: c, gross: 700, flags: { is_completed: true } })
  })

  const check = async () => {
    const funnel = await dayC('conversion-funnel')
    const noon = funnel.rows!.find((r) => r.hour === 12)!
    // one visitor, who ordered (twice): one converting visitor, 100 %; the revenue of both orders
    expect(noon).toMatchObject({ visitors: 1, purchase: 1, placed: 1, paid: 1, revenueCents: 1500 })
    expect(funnel.rows!.find((r) => r.hour === null)).toMatchObject({ label: `${identifierC}: Bestellungen ohne Besuchsdaten`, visitors: 0, placed: 2, paid: 0, revenueCents: 1400 })
    for (const r of funnel.rows!.filter((x) => x.hour !== null)) {
      for (const step of ['addtocart', 'initiatecheckout', 'purchase', 'placed', 'paid']) expect(Number(r[step]), `${r.key} ${step}`).toBeLessThanOrEqual(Number(r.visitors))
    }
    expect(funnel.steps).toEqual({ visitors: 1, addtocart: 0, initiatecheckout: 0, placed: 1, paid: 1, revenueCents: 1500, withoutVisit: { placed: 2, paid: 0, revenueCents: 1400 } })
    // the orders are all still there, and their origins
    expect((await dayC('orders')).total).toBe(4)
    expect(rowsOf(await dayC('order-origins'))).toEqual({ Direkt: 2, 'Ohne Besuchsdaten': 2 })
  }

  it('counts visitors with an order, not orders, and orders without visit data in their own row', async () => {
    await check()
    await rollupStatistics(payload, { marginSeconds: 0 })
    await check()
    const req = { payload, user: null } as never
    const range = { from: Date.parse('2026-04-14T22:00:00Z'), to: Date.parse('2026-04-15T22:00:00Z'), timeZone: 'Europe/Vienna', bucket: 'hour' as const, scope: { all: false, branchIds: [c] } }
    expect(await computeMetric(req, 'conversion-funnel', range, { raw: true })).toEqual(await computeMetric(req, 'conversion-funnel', range))
  })

  it('attributes an order to the campaign of its visit (UTM source before the device record’s referrer)', async () => {
    const placed = await order({ at: new Date().toISOString(), branch: c, gross: 2000, flags: { is_completed: true } })
    const res = await call('POST', '/analytics-log', {
      headers: { [CLIENT_IP_HEADER]: '10.77.0.1', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', host: 'shop.example' },
      body: {
        events: [
          { type: 'device', action: 'init', category: 'device', data: { screenWidth: 1280, screenHeight: 800, documentReferrer: 'https://www.google.com/' } },
          { type: 'pageview', action: 'router', data: { path: `/store/${identifierC}?utm_source=newsletter`, referrer: 'https://www.google.com/' } },
          { type: 'purchase', action: 'purchase', category: 'event', data: { branch: c, path: `/store/${identifierC}/checkout`, orderId: String(placed), value: 20 } },
        ],
      },
    })
    expect(res.status).toBe(202)
    const range = { from: new Date(Date.now() - 3600_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString(), branch: c }
    expect(rowsOf((await get('order-origins', range)).body.data!)).toEqual({ newsletter: 1 })
    expect(rowsOf((await get('revenue-origins', range)).body.data!)).toEqual({ newsletter: 2000 })
    await rollupStatistics(payload, { marginSeconds: 0 })
    expect(rowsOf((await get('order-origins', range)).body.data!)).toEqual({ newsletter: 1 })
  })
})

describe('access and validation', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('GET', '/statistics/orders?from=2026-03-29&to=2026-03-29')).status).toBe(401)
  })

  it('shows employees their branches only: without a branch their own, another branch is 403', async () => {
    const own = await get('page-views', { from: '2026-03-29', to: '2026-03-29' }, employeeB)
    expect(own.status).toBe(200)
    expect(own.body.data!.total).toBe(1)
    const revenue = await get('revenue', { from: '2026-03-29', to: '2026-03-29' }, employeeB)
    expect(revenue.body.data!.total).toBe(3000)
    const foreign = await get('orders', { from: '2026-03-29', to: '2026-03-29', branch: a }, employeeB)
    expect(foreign.status).toBe(403)
    expect((await get('orders', { from: '2026-03-29', to: '2026-03-29', branch: a }, employeeA)).body.data!.total).toBe(4)
  })

  it('answers German 400s for missing, invalid, reversed and too long ranges, and 404 for unknown metrics', async () => {
    const missing = await call('GET', '/statistics/orders', { token: admin })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual([
      { field: 'from', message: 'Dieser Wert sollte nicht leer sein.' },
      { field: 'to', message: 'Dieser Wert sollte nicht leer sein.' },
    ])
    const invalid = await get('orders', { from: '2026-02-30', to: 'gestern' })
    expect(invalid.body.errors!.map((e) => e.field)).toEqual(['from', 'to'])
    expect(invalid.body.errors![0]!.message).toContain('gültiges Datum')
    const reversed = await get('orders', { from: '2026-03-29', to: '2026-03-28' })
    expect(reversed.body.errors).toEqual([{ field: 'to', message: 'Das Ende muss nach dem Beginn liegen.' }])
    const long = await get('orders', { from: '2025-01-01', to: '2026-03-28' })
    expect(long.body.errors).toEqual([{ field: 'to', message: 'Der Zeitraum darf höchstens 400 Tage umfassen.' }])
    const unknown = await get('nonsense', { from: '2026-03-29', to: '2026-03-29' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.errors![0]!.message).toBe('Diese Statistik gibt es nicht.')
  })
})
