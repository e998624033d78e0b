/**
 * The order lifecycle's one home (modules/orders/lifecycle): the SQL and Payload `Where` predicates select exactly the
 * orders the domain's orderState puts in a set (on real rows, NULL flags included), the one writer sets
 * statusChangedAt and history for every state move (also the customer's answer to a counter-appointment), and the
 * one staff loader answers 404 for another branch's order on every order action.
 */
import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { OPEN_ORDER_STATES, ORDER_STATES, ORDER_STATE_TABLE, orderState } from '../../domain'
import type { OrderState } from '../../domain'
import type { Order } from '../../contracts/payload-types'
import { execute } from '../../platform/db'
import { orderFlags, orderStateSql, orderStateWhere } from '../../modules/orders/lifecycle'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN, OTHER_EMPLOYEE, branchId, ensureOtherEmployee } from './helpers/users'

const payloadP = loadPayload()
const FLAGS = ORDER_STATE_TABLE.map((row) => row.flag)
let wien: number
const created: Order[] = []

async function createOrder(data: Partial<Order> = {}): Promise<Order> {
  const payload = await payloadP
  return (await payload.create({
    collection: 'orders',
    data: {
      branch: wien,
      uid: `lc-${randomUUID()}`,
      hash: randomUUID().replace(/-/g, ''),
      ticketNumber: 'L01',
      deliveryType: 'takeaway',
      firstName: 'Lia',
      lastName: 'Zyklus',
      items: [],
      paymentMethod: 'cash',
      history: [{ at: new Date().toISOString(), action: 'created', from: null, to: 'pending', message: null }],
      ...data,
    } as never,
    overrideAccess: true,
  })) as Order
}

const STATE_SETS: OrderState[][] = [
  ...ORDER_STATES.map((s) => [s]),
  [...OPEN_ORDER_STATES],
  ['completed', 'rejected', 'canceled'],
  ['confirmed', 'inDelivery'],
  [...ORDER_STATES],
  [],
]

beforeAll(async () => {
  wien = await branchId('wien')
  const payload = await payloadP
  // every true/false combination of the six flags (64 orders) …
  for (let mask = 0; mask < 1 << FLAGS.length; mask++) {
    const flags = Object.fromEntries(FLAGS.map((flag, i) => [flag, (mask & (1 << i)) !== 0]))
    created.push(await createOrder(flags))
  }
  // … and NULL instead of false in every third one (rows written before a default existed, or by hand)
  const nulled = created.filter((_, i) => i % 3 === 1).map((o) => o.id)
  for (const flag of FLAGS) {
    const column = { isFailed: 'is_failed', isCanceled: 'is_canceled', isRejected: 'is_rejected', isCompleted: 'is_completed', isInDelivery: 'is_in_delivery', isConfirmed: 'is_confirmed' }[flag]
    await execute(payload, sql`update orders set ${sql.identifier(column)} = null where ${sql.identifier(column)} = false and id in (${sql.join(nulled.map((id) => sql`${id}`), sql`, `)})`)
  }
  const { docs } = await payload.find({ collection: 'orders', where: { id: { in: created.map((o) => o.id) } }, pagination: false, depth: 0, overrideAccess: true })
  created.splice(0, created.length, ...(docs as Order[]))
  const nulls = await execute(payload, sql`select count(*)::int as n from orders where is_failed is null and is_confirmed is null and id in (${sql.join(nulled.map((id) => sql`${id}`), sql`, `)})`)
  expect(Number(nulls[0]?.n)).toBeGreaterThan(0)
})

describe('order state predicates', () => {
  it('SQL and Where select exactly the orders orderState puts in the set (64 flag combinations, NULLs included)', async () => {
    const payload = await payloadP
    const ids = created.map((o) => o.id)
    for (const states of STATE_SETS) {
      const expected = created.filter((o) => states.includes(orderState(orderFlags(o)))).map((o) => o.id).sort((a, b) => a - b)
      const rows = await execute(
        payload,
        sql`select o.id from orders o where o.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and ${orderStateSql(states)} order by o.id`,
      )
      expect(rows.map((r) => Number(r.id)), `SQL ${states.join(',')}`).toEqual(expected)
      const { docs } = await payload.find({
        collection: 'orders',
        where: { and: [{ id: { in: ids } }, orderStateWhere(states)] },
        pagination: false,
        depth: 0,
        sort: 'id',
        overrideAccess: true,
      })
      expect(docs.map((d) => d.id), `Where ${states.join(',')}`).toEqual(expected)
    }
  })
})

describe('the one writer', () => {
  it("sets statusChangedAt and the history when the customer confirms a counter-appointment (it stayed NULL)", async () => {
    const proposal = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000).toISOString()
    const order = await createOrder({ counterAppointment: proposal })
    expect(order.statusChangedAt ?? null).toBeNull()
    const res = await call('POST', `/orders/public/${order.uid}/${order.hash}/confirm-counter-appointment`)
    expect(res.status).toBe(200)
    const payload = await payloadP
    const stored = (await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })) as Order
    expect(stored.isConfirmed).toBe(true)
    expect(stored.statusChangedAt).toBe(stored.history?.at(-1)?.at)
    expect(stored.history?.at(-1)).toMatchObject({ action: 'counter-appointment-confirmed', from: 'pending', to: 'confirmed' })
  })

  it('leaves statusChangedAt alone when nothing moves (acknowledging a new order)', async () => {
    const token = await login(ADMIN.email, ADMIN.password)
    const order = await createOrder()
    const res = await call('POST', `/orders/${order.id}/acknowledge`, { token })
    expect(res.status).toBe(200)
    const payload = await payloadP
    const stored = (await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })) as Order
    expect(stored.acknowledgedAt).toBeTruthy()
    expect(stored.statusChangedAt ?? null).toBeNull()
    expect(stored.history?.at(-1)).toMatchObject({ action: 'acknowledged', from: 'pending', to: 'pending' })
  })
})

describe('the one staff loader', () => {
  it("answers every order action on another branch's order like an unknown order: 404, German", async () => {
    await ensureOtherEmployee()
    const token = await login(OTHER_EMPLOYEE.email, OTHER_EMPLOYEE.password)
    const order = await createOrder()
    const actions: [string, string, unknown?][] = [
      ['POST', `/orders/${order.id}/status/confirm`, {}],
      ['POST', `/orders/${order.id}/acknowledge`],
      ['POST', `/orders/${order.id}/counter-appointment`, { counterAppointment: new Date(Date.now() + 86_400_000).toISOString() }],
      ['PUT', `/orders/${order.id}/items/0`, { amount: 1 }],
      ['GET', `/orders/${order.id}/appointment-slots?date=2026-12-01`],
      ['POST', `/orders/${order.id}/print`],
      ['GET', `/orders/${order.id}/receipt.pdf`],
      ['POST', `/orders/${order.id}/resend-new-order-email`],
      ['POST', `/orders/${order.id}/update-payment-status`],
    ]
    for (const [method, path, body] of actions) {
      const res = await call(method as never, path, { token, body })
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(res.body.errors?.[0]?.message, `${method} ${path}`).toBe('Die Bestellung wurde nicht gefunden.')
    }
    const payload = await payloadP
    const after = (await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })) as Order
    expect(after.history).toHaveLength(1)
  })
})
