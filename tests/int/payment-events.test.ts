/**
 * A payment's order events come from the order lifecycle's one writer (runOrderChange) — its history row and its
 * event in one lifecycle step — never from modules/payments itself; and the lifecycle asks for a refund by the job's
 * name. The writer and the events are wrapped to record which event ran inside which runOrderChange.
 */
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Branch, Order } from '../../contracts/payload-types'
import { onOrderEvent, runOrderChange } from '../../modules/orders/lifecycle'
import { startPayment } from '../../modules/payments'
import { startFakeStripe } from '../fakes/stripe'
import { branchByIdentifier, createTestOrder, runJobs } from '../fakes/orders'
import { call, loadPayload } from './helpers/api'

const trace = vi.hoisted(() => ({
  depth: 0,
  writerRuns: 0,
  events: [] as { type: string; orderId: number; inWriter: boolean }[],
}))

vi.mock('../../modules/orders/lifecycle/writer', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../modules/orders/lifecycle/writer')>()
  const wrapped = async (...args: Parameters<typeof original.runOrderChange>) => {
    trace.depth++
    trace.writerRuns++
    try {
      return await original.runOrderChange(...args)
    } finally {
      trace.depth--
    }
  }
  return { ...original, runOrderChange: wrapped }
})

vi.mock('../../modules/orders/lifecycle/events', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../modules/orders/lifecycle/events')>()
  return {
    ...original,
    onOrderEvent: async (...args: Parameters<typeof original.onOrderEvent>) => {
      trace.events.push({ type: args[0].type, orderId: args[0].orderId, inWriter: trace.depth > 0 })
      return original.onOrderEvent(...args)
    },
  }
})

const KEY = 'sk_test_events'
const SECRET = 'whsec_events'

let payload: Payload
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
let graz: Branch

const req = () => ({ payload }) as unknown as PayloadRequest
const reload = async (id: number) =>
  (await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })) as Order
const postWebhook = (delivery: { body: string; headers: Record<string, string> }) =>
  call<{ status: string | null }>('POST', '/payments/stripe/webhook', { body: delivery.body, headers: delivery.headers })

async function startedOrder(): Promise<Order> {
  const order = await createTestOrder(payload, graz.id, { paymentMethod: 'stripe' })
  await startPayment(order, graz, req())
  return reload(order.id)
}

beforeAll(async () => {
  stripe = await startFakeStripe(KEY, SECRET)
  Object.assign(process.env, {
    STRIPE_API_BASE: stripe.url,
    STRIPE_SECRET_KEY: KEY,
    STRIPE_WEBHOOK_SECRET: SECRET,
    PUBLIC_URL: 'https://shop.test',
    SMTP_HOST: '',
  })
  payload = await loadPayload()
  graz = (await branchByIdentifier(payload, 'graz')) as Branch
})

afterAll(async () => {
  for (const name of ['STRIPE_API_BASE', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL', 'SMTP_HOST'])
    delete process.env[name]
  await stripe.close()
})

beforeEach(() => {
  trace.writerRuns = 0
  trace.events = []
})

describe('order events after a payment', () => {
  it('a paid webhook: history row and "paid" event from one runOrderChange', async () => {
    const order = await startedOrder()
    trace.writerRuns = 0
    trace.events = []
    const res = await postWebhook(
      stripe.signedEvent('checkout.session.completed', stripe.pay(order.paymentReference ?? ''), { id: 'evt_events_paid' }),
    )
    expect(res.body.data?.status).toBe('paid')
    expect(trace.writerRuns).toBe(1)
    expect(trace.events).toEqual([{ type: 'paid', orderId: order.id, inWriter: true }])
    expect((await reload(order.id)).history?.at(-1)).toMatchObject({ action: 'paid', from: 'pending', to: 'pending' })
  })

  it('an expired session: "payment-failed" from the writer, the order failed', async () => {
    const order = await startedOrder()
    trace.events = []
    await postWebhook(stripe.signedEvent('checkout.session.expired', stripe.expire(order.paymentReference ?? '')))
    expect(trace.events).toEqual([{ type: 'payment-failed', orderId: order.id, inWriter: true }])
    expect(await reload(order.id)).toMatchObject({ isFailed: true, paymentStatus: 'canceled' })
  })

  it('a replayed webhook runs no order change and no event', async () => {
    const order = await startedOrder()
    const delivery = stripe.signedEvent('checkout.session.completed', stripe.pay(order.paymentReference ?? ''), {
      id: 'evt_events_replay',
    })
    await postWebhook(delivery)
    trace.events = []
    const historyLength = (await reload(order.id)).history?.length
    await postWebhook(delivery)
    expect(trace.events).toEqual([])
    expect((await reload(order.id)).history?.length).toBe(historyLength)
  })

  it('reject of a paid order queues the refund job by name; the job refunds and "refunded" comes from the writer', async () => {
    const order = await startedOrder()
    await postWebhook(
      stripe.signedEvent('checkout.session.completed', stripe.pay(order.paymentReference ?? ''), { id: 'evt_events_refund' }),
    )
    await runOrderChange(
      req(),
      async () => reload(order.id),
      () => ({
        change: { isRejected: true },
        note: { at: new Date().toISOString(), action: 'reject', user: null, message: null },
        event: { type: 'reject' },
      }),
    )
    const queued = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'refundPayment' } },
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    expect(queued.docs.filter((job) => (job.input as { orderId?: number } | null)?.orderId === order.id)).toHaveLength(1)
    trace.events = []
    await runJobs(payload)
    expect(await reload(order.id)).toMatchObject({ isRefunded: true, paymentStatus: 'refunded' })
    expect(trace.events).toEqual([{ type: 'refunded', orderId: order.id, inWriter: true }])
    expect((await reload(order.id)).history?.at(-1)).toMatchObject({ action: 'refunded', from: 'rejected', to: 'rejected' })
  })

  it('the trace tells an event outside the writer (so the checks above can fail)', async () => {
    await onOrderEvent({ orderId: 0, type: 'reviewed' }, req())
    expect(trace.events).toEqual([{ type: 'reviewed', orderId: 0, inWriter: false }])
  })
})
