/**
 * The session rollup (`event-flow`), the origin rollup (`order-origins`, `revenue-origins`), the page-view totals
 * (`page-views`, `visitor-times`), the daily dimension counts (`pages`, `events`, `referrers`) and the daily order
 * rollups (every order metric, day/week/month/hour buckets, the fall-back day) give exactly the raw answer: on a small hand-made data set with sessions crossing hour, day and range edges and branches, before and
 * after the job, with late events (one widening an already rolled-up session, a late purchase event naming an already
 * rolled-up order), over ranges on and off whole hours and days, and every scope.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { execute, sql } from '../../platform/db'
import { computeMetric } from '../../modules/statistics/metrics'
import { readHints } from '../../modules/statistics/query'
import { rollupStatistics } from '../../modules/statistics/rollup'
import { loadPayload } from './helpers/api'

let payload: Payload
let a: number
let b: number
const O: Record<string, { id: number; uid: string }> = {}
const suffix = randomUUID().slice(0, 8)
// session keys of this file only (other files' events share the database)
const K = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 100

async function ev(at: string, branch: number, name: string, session: number, orderRef?: string) {
  await execute(
    payload,
    sql`insert into analytics_events (at, branch_id, name, path, visitor_key, session_key, is_session_start, origin, order_ref)
        values (${at}::timestamptz, ${branch}, ${name}, ${name === 'pageview' ? '/store/x' : null}, ${K + session}, ${K + session}, false,
          ${`origin-${session}`}, ${orderRef ?? null})`,
  )
}

async function order(at: string, branch: number, gross: number, flags: Record<string, boolean>) {
  const uid = randomUUID()
  const [row] = await execute<{ id: number }>(
    payload,
    sql`insert into orders (branch_id, created_at, updated_at, total_gross, total_net, total_tax, uid, hash, is_paid, is_canceled, is_completed)
        values (${branch}, ${at}::timestamptz, now(), ${gross}, ${gross}, 0, ${uid}, ${randomUUID()}, ${flags.paid ?? false},
          ${flags.canceled ?? false}, ${flags.completed ?? false})
        returning id`,
  )
  return { id: row!.id, uid }
}

const req = () => ({ payload, user: null }) as never
const METRICS = ['event-flow', 'order-origins', 'revenue-origins', 'page-views', 'visitor-times', 'pages', 'events', 'referrers']
const RANGES: [string, string][] = [
  ['2026-07-01T00:00:00Z', '2026-07-03T00:00:00Z'],
  ['2026-07-01T10:00:00Z', '2026-07-01T12:00:00Z'],
  ['2026-07-01T10:15:00Z', '2026-07-01T12:05:00Z'],
  ['2026-07-01T11:00:00Z', '2026-07-01T13:00:00Z'],
  ['2026-07-01T11:30:00Z', '2026-07-01T14:00:00Z'],
  ['2026-07-01T12:00:00Z', '2026-07-01T14:00:00Z'],
  ['2026-07-01T13:00:00Z', '2026-07-01T16:00:00Z'],
  ['2026-07-01T13:10:00Z', '2026-07-01T13:50:00Z'],
  ['2026-07-01T23:00:00Z', '2026-07-02T01:00:00Z'],
  ['2026-07-02T00:00:00Z', '2026-07-02T05:00:00Z'],
  ['2026-06-30T22:30:00Z', '2026-07-02T03:10:00Z'],
]
const scopes = () => [{ all: true, branchIds: [] }, { all: false, branchIds: [a] }, { all: false, branchIds: [b] }, { all: false, branchIds: [a, b] }]
const rangeOf = (from: string, to: string, scope: { all: boolean; branchIds: number[] }) =>
  ({ from: Date.parse(from), to: Date.parse(to), timeZone: 'Europe/Vienna', bucket: 'hour' as const, scope })

/** Every metric over every range and scope equals its raw answer. */
async function expectRaw() {
  for (const scope of scopes()) {
    for (const [from, to] of RANGES) {
      for (const metric of METRICS) {
        const range = rangeOf(from, to, scope)
        const raw = await computeMetric(req(), metric, range, { raw: true })
        expect(await computeMetric(req(), metric, range), `${metric} ${from}…${to} ${JSON.stringify(scope)}`).toEqual(raw)
      }
    }
  }
}

const flowA = async (from: string, to: string) =>
  Object.fromEntries((await computeMetric(req(), 'event-flow', rangeOf(from, to, { all: false, branchIds: [a] }))).rows!.map((r) => [r.key, r.value]))
const originsA = async (metric: string) =>
  Object.fromEntries(
    (await computeMetric(req(), metric, rangeOf('2026-07-01T00:00:00Z', '2026-07-02T00:00:00Z', { all: false, branchIds: [a] }))).rows!.map((r) => [r.key, r.value]),
  )

beforeAll(async () => {
  payload = await loadPayload()
  const branch = async (identifier: string) =>
    Number((await payload.create({ collection: 'branches', data: { name: identifier, identifier, timeZone: 'Europe/Vienna' } as never, overrideAccess: true })).id)
  a = await branch(`roll-a-${suffix}`)
  b = await branch(`roll-b-${suffix}`)
  O.p1 = await order('2026-07-01T11:10:00Z', a, 1500, { paid: true, completed: true })
  O.p2 = await order('2026-07-01T14:35:00Z', b, 900, {})
  O.p3 = await order('2026-07-01T12:30:00Z', a, 700, { paid: true, canceled: true })
  O.p4 = await order('2026-07-01T15:00:00Z', a, 2000, { completed: true })
  // S1 (A) 10:10–11:10, across 11:00: view, cart, checkout, purchase of P1 (by id)
  await ev('2026-07-01T10:10:00Z', a, 'pageview', 1)
  await ev('2026-07-01T10:20:00Z', a, 'addtocart', 1)
  await ev('2026-07-01T10:50:00Z', a, 'initiatecheckout', 1)
  await ev('2026-07-01T11:10:00Z', a, 'purchase', 1, String(O.p1!.id))
  // S2 (A) 11:55–12:05, across 12:00: view, cart
  await ev('2026-07-01T11:55:00Z', a, 'pageview', 2)
  await ev('2026-07-01T12:05:00Z', a, 'addtocart', 2)
  // S3 view in A, then cart and view in B (one session, two branches)
  await ev('2026-07-01T13:00:00Z', a, 'pageview', 3)
  await ev('2026-07-01T13:20:00Z', b, 'addtocart', 3)
  await ev('2026-07-01T13:40:00Z', b, 'pageview', 3)
  // S4 (B): view, purchase of P2 (by uid)
  await ev('2026-07-01T14:30:00Z', b, 'pageview', 4)
  await ev('2026-07-01T14:35:00Z', b, 'purchase', 4, O.p2!.uid)
  // S5 (A) across midnight: view 23:50, cart 00:10
  await ev('2026-07-01T23:50:00Z', a, 'pageview', 5)
  await ev('2026-07-02T00:10:00Z', a, 'addtocart', 5)
  // S6 (A) inside one hour
  await ev('2026-07-01T10:30:00Z', a, 'pageview', 6)
}, 120_000)

describe('session, origin and page-view rollups equal the raw answers', () => {
  it('before the job (everything above the watermarks is read raw)', async () => {
    // A, 10:00–12:00: S1 (all steps, purchase at 11:10), S6, S2 (its view at 11:55; the cart at 12:05 is outside)
    expect(await flowA('2026-07-01T10:00:00Z', '2026-07-01T12:00:00Z')).toEqual({ visits: 3, addtocart: 1, initiatecheckout: 1, purchase: 1 })
    expect(await originsA('order-origins')).toEqual({ 'origin-1': 1, 'Ohne Besuchsdaten': 2 })
    await expectRaw()
  })

  it('after the job, from the rollups', async () => {
    await rollupStatistics(payload, { marginSeconds: 0 })
    const [spans] = await execute<{ n: string }>(payload, sql`select count(*)::text as n from analytics_session_spans where session_key between ${K} and ${K + 99}`)
    // S1, S2, S5, S6 once per branch and once for all branches; S3 in A, B and all; S4 in B and all
    expect(Number(spans!.n)).toBe(4 * 2 + 3 + 2)
    expect(await flowA('2026-07-01T10:00:00Z', '2026-07-01T12:00:00Z')).toEqual({ visits: 3, addtocart: 1, initiatecheckout: 1, purchase: 1 })
    // the rolled-up range 11:00–13:00 from the rollup's edges: S1 (purchase only), S2 (view and cart), S3 not (13:00 is outside)
    expect(await flowA('2026-07-01T11:00:00Z', '2026-07-01T13:00:00Z')).toEqual({ visits: 2, addtocart: 1, initiatecheckout: 0, purchase: 1 })
    expect(await originsA('revenue-origins')).toEqual({ 'origin-1': 1500, 'Ohne Besuchsdaten': 2000 })
    await expectRaw()
    // the answers do come from the rollup rows: a changed row shows (S6 is A's only session of 10:00 … 10:00; P1 is
    // A's only order from origin-1)
    const s6 = sql`branch_id = ${a} and first_hour = '2026-07-01T10:00:00Z' and last_hour = '2026-07-01T10:00:00Z' and steps = 0`
    const p1 = sql`branch_id = ${a} and hour = '2026-07-01T11:00:00Z' and origin = 'origin-1'`
    await execute(payload, sql`update analytics_session_hourly set n = n + 1 where ${s6}`)
    await execute(payload, sql`update statistics_origin_hourly set placed = placed + 1 where ${p1}`)
    expect((await flowA('2026-07-01T10:00:00Z', '2026-07-01T12:00:00Z')).visits).toBe(4)
    expect((await originsA('order-origins'))['origin-1']).toBe(2)
    await execute(payload, sql`update analytics_session_hourly set n = n - 1 where ${s6}`)
    await execute(payload, sql`update statistics_origin_hourly set placed = placed - 1 where ${p1}`)
  })

  it('with late events: a session widened after its hours were rolled up, a purchase event naming a rolled-up order', async () => {
    // S6 gets a checkout at 12:40 (it now crosses 11:00 … 13:00's inside); P4 gets its purchase event (session 7)
    await ev('2026-07-01T12:40:00Z', a, 'initiatecheckout', 6)
    await ev('2026-07-01T15:02:00Z', a, 'purchase', 7, String(O.p4!.id))
    expect(await flowA('2026-07-01T10:00:00Z', '2026-07-01T13:00:00Z')).toEqual({ visits: 3, addtocart: 2, initiatecheckout: 2, purchase: 1 })
    expect(await originsA('revenue-origins')).toEqual({ 'origin-1': 1500, 'origin-7': 2000 })
    await expectRaw()
    await rollupStatistics(payload, { marginSeconds: 0 })
    expect(await flowA('2026-07-01T10:00:00Z', '2026-07-01T13:00:00Z')).toEqual({ visits: 3, addtocart: 2, initiatecheckout: 2, purchase: 1 })
    expect(await originsA('revenue-origins')).toEqual({ 'origin-1': 1500, 'origin-7': 2000 })
    await expectRaw()
    // P1 cancelled after its hour was rolled up: out of the revenue at once and after the job
    await execute(payload, sql`update orders set is_canceled = true, is_completed = false where id = ${O.p1!.id}`)
    expect(await originsA('revenue-origins')).toEqual({ 'origin-7': 2000 })
    await expectRaw()
    await rollupStatistics(payload, { marginSeconds: 0 })
    expect(await originsA('revenue-origins')).toEqual({ 'origin-7': 2000 })
    await expectRaw()
  })
})

/**
 * The daily order rollups (statistics_order_daily, _rate_daily, statistics_item_daily): series with day, week and month
 * buckets and the totals read the whole UTC days from them (a day only when it lies inside one local bucket and has no
 * dirty hour), the other whole hours hourly and the edges raw — always the raw answer. Orders in their own branches C
 * and D around the fall-back day (2026-10-25, Europe/Vienna: 25 hours) and across week and month ends.
 */
describe('daily order rollups equal the raw answers', () => {
  const ORDER_METRICS = ['orders', 'revenue', 'canceled-orders', 'items', 'popular-items', 'order-times', 'conversion-funnel']
  const DAY_RANGES: [string, string][] = [
    ['2026-10-18T00:00:00Z', '2026-11-03T00:00:00Z'],
    ['2026-10-17T22:00:00Z', '2026-11-02T23:00:00Z'],
    ['2026-10-18T05:17:00Z', '2026-11-02T19:43:00Z'],
    ['2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z'],
    ['2026-10-24T00:00:00Z', '2026-10-26T00:00:00Z'],
    ['2026-10-25T00:00:00Z', '2026-10-25T01:00:00Z'],
    ['2026-09-28T12:30:00Z', '2026-11-02T00:30:00Z'],
  ]
  let c: number
  let d: number
  const line = async (parent: number, n: number, name: string, gross: number, rate: number) =>
    execute(
      payload,
      sql`insert into orders_items (_order, _parent_id, id, name, amount, gross, tax_rate) values (${n}, ${parent}, ${randomUUID()}, ${name}, 1, ${gross}, ${rate})`,
    )
  const scopesCD = () => [{ all: true, branchIds: [] }, { all: false, branchIds: [c] }, { all: false, branchIds: [d] }, { all: false, branchIds: [c, d] }]
  async function expectOrdersRaw() {
    for (const scope of scopesCD()) {
      for (const [from, to] of DAY_RANGES) {
        for (const bucket of ['hour', 'day', 'week', 'month'] as const) {
          if (bucket === 'hour' && Date.parse(to) - Date.parse(from) > 3 * 86_400_000) continue
          for (const metric of ORDER_METRICS) {
            const range = { from: Date.parse(from), to: Date.parse(to), timeZone: 'Europe/Vienna', bucket, scope }
            const raw = await computeMetric(req(), metric, range, { raw: true })
            expect(await computeMetric(req(), metric, range), `${metric} ${bucket} ${from}…${to} ${JSON.stringify(scope)}`).toEqual(raw)
          }
        }
      }
    }
  }
  const ordersC = async (bucket: 'day' | 'week') =>
    computeMetric(req(), 'orders', {
      from: Date.parse('2026-10-18T22:00:00Z'),
      to: Date.parse('2026-11-01T23:00:00Z'),
      timeZone: 'Europe/Vienna',
      bucket,
      scope: { all: false, branchIds: [c] },
    })

  beforeAll(async () => {
    const branch = async (identifier: string) =>
      Number((await payload.create({ collection: 'branches', data: { name: identifier, identifier, timeZone: 'Europe/Vienna' } as never, overrideAccess: true })).id)
    c = await branch(`roll-c-${suffix}`)
    d = await branch(`roll-d-${suffix}`)
    // every few hours from 2026-09-28 to 2026-11-03: both branches, some paid, cancelled, open; lines at 10 % and 20 %
    let n = 0
    for (let t = Date.parse('2026-09-28T01:20:00Z'); t < Date.parse('2026-11-03T00:00:00Z'); t += 7 * 3_600_000 + 13 * 60_000) {
      n++
      const at = new Date(t).toISOString()
      const o = await order(at, n % 3 === 0 ? d : c, 1000 + n, { paid: n % 2 === 0, canceled: n % 7 === 0, completed: n % 5 === 0 })
      await line(o.id, 1, `Artikel ${n % 4}`, 600 + n, 10)
      await line(o.id, 2, `Artikel ${(n + 1) % 4}`, 400, 20)
    }
    // the fall-back night: 00:30Z and 01:30Z are both local 02:30 (two hours of one local hour)
    for (const at of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-10-24T22:10:00Z', '2026-10-25T22:50:00Z']) {
      const o = await order(at, c, 5000, { paid: true, completed: true })
      await line(o.id, 1, 'Nachtartikel', 5000, 10)
    }
  }, 120_000)

  it('before the job (every hour of the branches dirty: raw)', async () => {
    await expectOrdersRaw()
  })

  it('after the job, whole days from the daily tables (a changed daily row shows)', async () => {
    await rollupStatistics(payload, { marginSeconds: 0 })
    const [rows] = await execute<{ n: string }>(payload, sql`select count(*)::text as n from statistics_order_daily where branch_id = ${c}`)
    expect(Number(rows!.n)).toBeGreaterThan(0)
    await expectOrdersRaw()
    // the UTC day 2026-10-21 (a Wednesday) lies inside one local week, so week buckets read it from the daily table;
    // a local day in Vienna starts at 22:00Z/23:00Z, so day buckets read its hours
    const before = await ordersC('week')
    const beforeDays = await ordersC('day')
    await execute(payload, sql`update statistics_order_daily set n = n + 100 where branch_id = ${c} and day = '2026-10-21' and placed and not is_paid`)
    expect((await ordersC('week')).total).toBe(before.total + 100)
    expect((await ordersC('day')).total).toBe(beforeDays.total)
    await execute(payload, sql`update statistics_order_daily set n = n - 100 where branch_id = ${c} and day = '2026-10-21' and placed and not is_paid`)
  })

  it('a changed order makes its day dirty: read hourly and raw at once, from the daily table again after the job', async () => {
    // the metrics leave the dirty-hour parts out of their statements while the range has none (readHints)
    const october = { from: Date.parse('2026-10-18T00:00:00Z'), to: Date.parse('2026-11-03T00:00:00Z'), timeZone: 'Europe/Vienna', bucket: 'day' as const, scope: { all: true, branchIds: [] } }
    expect((await readHints(payload, october)).ordersDirtyHint).toBe(false)
    const [o] = await execute<{ id: number }>(
      payload,
      sql`select id from orders where branch_id = ${c} and created_at >= '2026-10-21T00:00:00Z' and created_at < '2026-10-22T00:00:00Z' and is_canceled is not true order by id limit 1`,
    )
    await execute(payload, sql`update orders set is_canceled = true, is_completed = false where id = ${o!.id}`)
    await execute(payload, sql`update orders_items set gross = gross + 3 where _parent_id in (select id from orders where branch_id = ${d} and created_at >= '2026-10-25T00:00:00Z' and created_at < '2026-10-26T00:00:00Z')`)
    await execute(payload, sql`update orders set created_at = '2026-10-30T12:34:00Z' where id = (select id from orders where branch_id = ${d} and created_at >= '2026-10-19T00:00:00Z' order by id limit 1)`)
    expect((await readHints(payload, october)).ordersDirtyHint).toBe(true)
    await expectOrdersRaw()
    await rollupStatistics(payload, { marginSeconds: 0 })
    expect((await readHints(payload, october)).ordersDirtyHint).toBe(false)
    await expectOrdersRaw()
  })
})
