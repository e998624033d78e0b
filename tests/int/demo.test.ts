/**
 * The demo shows every capability (issue 35, docs/demo.md): after the seed (globalSetup) there are a front-desk and a
 * kitchen screen, a TV with its stream, QR codes with scans, two image templates, and 60 days of history — page views
 * and orders on at least 50 of the last 60 days, valid orders (items, totals and taxes as the checkout prices them),
 * working time of the demo employee — so the dashboard's metrics for the last 30 days are not flat. A second seed run
 * adds nothing.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { computePricing, formatIsoDate, localDayNumber } from '../../domain'
import { execute, sql } from '../../platform/db'
import { DEMO_MARK } from '../../seed/data/demo'
import { seed } from '../../seed/index'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE } from './helpers/users'

let payload: Payload
let admin: string

const DAY = 86_400_000
const localDate = (ms: number) => formatIsoDate(localDayNumber(ms, 'Europe/Vienna'))

type Answer = { series?: { bucket: string; value: number }[]; rows?: { key: string; value: number }[]; total?: number; bucket?: string }

async function metric(name: string, from: string, to: string, token = admin) {
  const res = await call<Answer>('GET', `/statistics/${name}?from=${from}&to=${to}`, { token })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data!
}

/** Not flat: most buckets have a value and the values differ. */
function expectLively(answer: Answer, minNonZero: number) {
  const values = (answer.series ?? []).map((p) => p.value)
  expect(values.filter((v) => v > 0).length).toBeGreaterThanOrEqual(minNonZero)
  expect(new Set(values).size).toBeGreaterThan(5)
}

const count = async (query: ReturnType<typeof sql>) => Number((await execute<{ n: string }>(payload, query))[0]?.n ?? 0)

/** The demo's own rows (other test files add and remove records of their own in the same database meanwhile). */
async function counts() {
  return {
    orders: await count(sql`select count(*)::text as n from orders where idempotency_key like ${DEMO_MARK.orderKeyPrefix + '%'}`),
    items: await count(sql`select count(*)::text as n from orders_items i join orders o on o.id = i._parent_id where o.idempotency_key like ${DEMO_MARK.orderKeyPrefix + '%'}`),
    events: await count(sql`select count(*)::text as n from analytics_events where data @> '{"demo": true}'`),
    devices: await count(sql`select count(*)::text as n from devices where identifier like 'demo-%'`),
    tvs: await count(sql`select count(*)::text as n from digital_signage_devices where identifier = 'demo-tv-theke-wien'`),
    work: await count(sql`select count(*)::text as n from working_activities where note = ${DEMO_MARK.note}`),
    schedules: await count(sql`select count(*)::text as n from working_schedules where note = ${DEMO_MARK.note}`),
  }
}

beforeAll(async () => {
  payload = await loadPayload()
  admin = await login(ADMIN.email, ADMIN.password)
})

describe('demo records', () => {
  it('has a front-desk and a kitchen screen in Wien', async () => {
    const { docs } = await payload.find({ collection: 'devices', where: { identifier: { like: 'demo-' } }, depth: 1, overrideAccess: true })
    expect(docs.map((d) => d.type).sort()).toEqual(['backoffice', 'frontdesk'])
    for (const device of docs) expect(typeof device.branch === 'object' && device.branch?.identifier).toBe('wien')
  })

  it('has a TV playing a stream with a menu scene and the "Abholbereit" zone', async () => {
    const { docs } = await payload.find({ collection: 'digital-signage-devices', where: { identifier: { equals: 'demo-tv-theke-wien' } }, depth: 3, overrideAccess: true })
    const tv = docs[0]!
    expect(tv.isEnabled).toBe(true)
    const stream = tv.stream as { readyOverlay?: string; segments?: { type: string; scene?: { showReady?: boolean } | number }[] }
    expect(stream.readyOverlay).toBe('right')
    expect(stream.segments?.map((s) => s.type)).toEqual(['scene', 'text', 'scene'])
    expect(stream.segments?.some((s) => typeof s.scene === 'object' && s.scene?.showReady === true)).toBe(true)
    // the playlist a player gets
    const res = await call<unknown[]>('GET', `/digital-signage-streams/${(tv.stream as { id: number }).id}/playlist`, { token: admin })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  })

  it('has QR codes for every Wien table, a poster and a flyer, each scanned, the counters matching the scans', async () => {
    const rows = await execute<{ path: string; scans: number; n: string }>(
      payload,
      sql`select q.path, q.scans, (select count(*) from qr_scans s where s.qr_code_id = q.id)::text as n from qr_codes q
          where q.path like 'tisch-t%' or q.path in ('plakat-schaufenster-wien', 'flyer-catering') order by q.path`,
    )
    expect(rows.length).toBe(10)
    for (const row of rows) {
      expect(Number(row.scans), row.path).toBeGreaterThan(0)
      expect(Number(row.scans)).toBe(Number(row.n))
    }
  })

  it('has two image templates with layers', async () => {
    const { docs } = await payload.find({ collection: 'image-templates', where: { identifier: { like: 'demo-' } }, overrideAccess: true })
    expect(docs.length).toBe(2)
    for (const template of docs) expect(template.layers?.length).toBeGreaterThanOrEqual(5)
  })
})

describe('demo history', () => {
  const today = () => localDate(Date.now())

  it('has page views and orders on at least 50 of the last 60 days, none today', async () => {
    const from = `${localDate(Date.now() - 60 * DAY)}`
    const days = async (table: 'orders' | 'analytics_events', column: 'created_at' | 'at', where: ReturnType<typeof sql>) =>
      execute<{ day: string }>(
        payload,
        sql`select distinct to_char(${sql.identifier(column)} at time zone 'Europe/Vienna', 'YYYY-MM-DD') as day from ${sql.identifier(table)}
            where ${where} and ${sql.identifier(column)} >= (${from}::date)::timestamp at time zone 'Europe/Vienna'`,
      )
    const orderDays = (await days('orders', 'created_at', sql`idempotency_key like ${DEMO_MARK.orderKeyPrefix + '%'}`)).map((r) => r.day)
    const viewDays = (await days('analytics_events', 'at', sql`name = 'pageview' and data @> '{"demo": true}'`)).map((r) => r.day)
    expect(orderDays.length).toBeGreaterThanOrEqual(50)
    expect(viewDays.length).toBeGreaterThanOrEqual(50)
    expect(orderDays).not.toContain(today())
  })

  it('holds valid orders: items at the catalogue prices, totals and taxes as the checkout computes them, mostly completed', async () => {
    const orders = await execute<{
      id: number
      total_gross: string
      total_net: string
      total_tax: string
      taxes: Record<string, number>
      is_completed: boolean
      is_rejected: boolean
      is_paid: boolean
      delivery_type: string
      items: { product: number; amount: number; unitPrice: number; gross: number; taxRate: number; price: number; tax: number; dineInTax: number | null; takeawayTax: number | null }[]
    }>(
      payload,
      sql`select o.id, o.total_gross::text, o.total_net::text, o.total_tax::text, o.taxes, o.is_completed, o.is_rejected, o.is_paid, o.delivery_type::text,
            (select json_agg(json_build_object('product', i.product_id, 'amount', i.amount, 'unitPrice', i.unit_price, 'gross', i.gross, 'taxRate', i.tax_rate,
              'price', p.price, 'tax', p.tax, 'dineInTax', p.dine_in_tax, 'takeawayTax', p.takeaway_tax) order by i._order)
             from orders_items i join products p on p.id = i.product_id where i._parent_id = o.id) as items
          from orders o where o.idempotency_key like ${DEMO_MARK.orderKeyPrefix + '%'}`,
    )
    expect(orders.length).toBeGreaterThan(500)
    for (const order of orders) {
      expect(order.items.length, `order ${order.id}`).toBeGreaterThan(0)
      for (const item of order.items) {
        expect(Number(item.unitPrice)).toBe(Number(item.price))
        expect(Number(item.gross)).toBe(Number(item.price) * Number(item.amount))
        const rate = order.delivery_type === 'dineIn' ? (item.dineInTax ?? item.tax) : (item.takeawayTax ?? item.tax)
        expect(Number(item.taxRate)).toBe(Number(rate))
      }
      const pricing = computePricing(order.items.map((i) => ({ unitGross: Number(i.unitPrice), quantity: Number(i.amount), taxRate: Number(i.taxRate) })))
      expect({ gross: Number(order.total_gross), net: Number(order.total_net), tax: Number(order.total_tax), taxes: order.taxes }).toEqual({
        gross: pricing.totalGross,
        net: pricing.totalNet,
        tax: pricing.totalTax,
        taxes: pricing.taxes,
      })
      expect(order.is_completed !== order.is_rejected).toBe(true)
      expect(order.is_paid).toBe(order.is_completed)
    }
    const rejected = orders.filter((o) => o.is_rejected).length
    expect(rejected).toBeGreaterThan(0)
    expect(rejected / orders.length).toBeLessThan(0.1)
  })

  it('gives the dashboard lively charts for the last 30 days', async () => {
    const from = localDate(Date.now() - 30 * DAY)
    const to = localDate(Date.now() - DAY)
    expectLively(await metric('page-views', from, to), 25)
    expectLively(await metric('unique-visitors', from, to), 25)
    expectLively(await metric('orders', from, to), 25)
    expectLively(await metric('revenue', from, to), 25)
    const items = await metric('popular-items', from, to)
    expect(items.rows!.length).toBeGreaterThanOrEqual(10)
    const origins = (await metric('order-origins', from, to)).rows!.map((r) => r.key)
    expect(origins).toEqual(expect.arrayContaining(['Direkt', 'google.com', 'QR-Code', 'newsletter', 'Ohne Besuchsdaten']))
    const qr = await metric('qr-code-origins', from, to)
    expect(qr.rows!.map((r) => r.key)).toEqual(expect.arrayContaining(['table', 'poster', 'flyer']))
    const funnel = await metric('conversion-funnel', from, to)
    expect(funnel.total).toBeGreaterThan(0)
    // the demo employee sees their own working time of the last weeks
    const employee = await login(EMPLOYEE.email, EMPLOYEE.password)
    const work = await metric('working-activities', from, to, employee)
    expect((work.series ?? []).filter((p) => p.value > 0).length).toBeGreaterThanOrEqual(10)
  })

  it('rolled the generated hours up (no order hour left dirty, the event watermark past every event)', async () => {
    // only hours of demo orders alone: other test files place orders on pinned past clocks (some inside the demo's 60
    // days), which the job rolls up later
    expect(
      await count(sql`select count(*)::text as n from statistics_order_dirty d where d.hour < now() - interval '1 day'
        and exists (select 1 from orders o where o.idempotency_key like 'demo-history:%' and o.branch_id = d.branch_id
          and o.created_at >= d.hour and o.created_at < d.hour + interval '1 hour')
        and not exists (select 1 from orders o where coalesce(o.idempotency_key, '') not like 'demo-history:%' and o.branch_id = d.branch_id
          and o.created_at >= d.hour and o.created_at < d.hour + interval '1 hour')`),
    ).toBe(0)
    expect(
      await count(sql`select count(*)::text as n from analytics_events where data @> '{"demo": true}'
        and id > (select last_event_id from analytics_rollup_state where id = 1)`),
    ).toBe(0)
  })
})

describe('seeding again', () => {
  it('adds nothing', { timeout: 600_000 }, async () => {
    // a first run restores what other test files changed in the shared database (it is idempotent, not a snapshot)
    await seed(payload)
    const before = await counts()
    const result = await seed(payload)
    expect(result.changes).toBe(0)
    expect(result.history.created).toBe(false)
    expect(await counts()).toEqual(before)
  })
})
