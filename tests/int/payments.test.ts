/**
 * Online payments against fake Stripe and Datatrans servers speaking their protocols: start (redirect),
 * signed webhooks (success, failure, replay, bad signature), refund on reject/cancel, status re-query,
 * and which methods are offered.
 */
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Branch, Config1 as Config, Order } from '../../contracts/payload-types'
import { onOrderEvent } from '../../modules/orders/lifecycle/events'
import { startPayment } from '../../modules/payments'
import { availablePaymentMethods } from '../../platform/payment-providers/methods'
import { startFakeDatatrans } from '../fakes/datatrans'
import { startFakeStripe } from '../fakes/stripe'
import { branchByIdentifier, createTestOrder, runJobs } from '../fakes/orders'
import { call, eventually, loadPayload, login } from './helpers/api'

type PaymentDoc = { id: number; status: string; amount: number; refundedAmount: number; reference: string; providerPaymentId: string | null; events: { eventId: string }[] }

const STRIPE_KEY = 'sk_test_tresen'
const STRIPE_WEBHOOK_SECRET = 'whsec_tresen'
const DT_MERCHANT = '1100007006'
const DT_PASSWORD = 'dt-secret'
const DT_HMAC = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90'

let payload: Payload
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
let datatrans: Awaited<ReturnType<typeof startFakeDatatrans>>
let graz: Branch

const req = () => ({ payload }) as unknown as PayloadRequest
const reload = async (id: number) => (await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })) as Order
const paymentOf = async (orderId: number) =>
  (await payload.find({ collection: 'payments', where: { order: { equals: orderId } }, sort: '-createdAt', limit: 1, depth: 0, overrideAccess: true })).docs[0] as unknown as PaymentDoc
const outboxCount = async (orderId: number) => (await payload.count({ collection: 'outbox', where: { order: { equals: orderId } }, overrideAccess: true })).totalDocs
const postWebhook = (provider: 'stripe' | 'datatrans', delivery: { body: string; headers: Record<string, string> }) =>
  call<{ duplicate: boolean; ignored: boolean; status: string | null }>('POST', `/payments/${provider}/webhook`, { body: delivery.body, headers: delivery.headers })

function configureProviders() {
  Object.assign(process.env, {
    STRIPE_API_BASE: stripe.url,
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET,
    DATATRANS_API_BASE: datatrans.url,
    DATATRANS_PAY_BASE: 'https://pay.sandbox.datatrans.test',
    DATATRANS_MERCHANT_ID: DT_MERCHANT,
    DATATRANS_PASSWORD: DT_PASSWORD,
    DATATRANS_HMAC_KEY: DT_HMAC,
    PUBLIC_URL: 'https://shop.genusswerk.test',
    SMTP_HOST: '',
  })
}

async function startedOrder(method: 'stripe' | 'datatrans', extra: Partial<Order> = {}) {
  const order = await createTestOrder(payload, graz.id, { paymentMethod: method, ...extra })
  const started = await startPayment(order, graz, req())
  return { order: await reload(order.id), redirect: started.paymentRedirectUrl ?? '' }
}

beforeAll(async () => {
  stripe = await startFakeStripe(STRIPE_KEY, STRIPE_WEBHOOK_SECRET)
  datatrans = await startFakeDatatrans(DT_MERCHANT, DT_PASSWORD, DT_HMAC)
  configureProviders()
  payload = await loadPayload()
  graz = (await branchByIdentifier(payload, 'graz')) as Branch
})

afterAll(async () => {
  for (const name of ['STRIPE_API_BASE', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'DATATRANS_API_BASE', 'DATATRANS_PAY_BASE', 'DATATRANS_MERCHANT_ID', 'DATATRANS_PASSWORD', 'DATATRANS_HMAC_KEY', 'PUBLIC_URL', 'SMTP_HOST']) {
    delete process.env[name]
  }
  await stripe.close()
  await datatrans.close()
})

describe('availablePaymentMethods', () => {
  it('offers an online provider only when the branch, the shop and the keys allow it', () => {
    const branch = { ...graz, isCashEnabled: true, isStripeEnabled: true, isDatatransEnabled: true } as Branch
    const config = { enableCash: true, enablePluginStripe: true, enableStripe: true, enablePluginDatatrans: true, enableDatatrans: true } as Config
    expect(availablePaymentMethods(branch, config)).toEqual(['cash', 'stripe', 'datatrans'])
    delete process.env.STRIPE_WEBHOOK_SECRET
    expect(availablePaymentMethods(branch, config)).toEqual(['cash', 'datatrans'])
    expect(availablePaymentMethods(branch, { ...config, enableDatatrans: false })).toEqual(['cash'])
    configureProviders()
  })
})

describe('Stripe Checkout', () => {
  let order: Order
  let sessionId = ''

  it('creates a Checkout Session in Stripe’s format and answers its URL', async () => {
    const started = await startedOrder('stripe')
    order = started.order
    sessionId = order.paymentReference ?? ''
    const session = stripe.sessions.get(sessionId)
    expect(started.redirect).toBe(session?.url)
    expect(session?.amount_total).toBe(2190)
    expect(session?.line_items.map((l) => l.unit_amount)).toEqual([900, 1290])
    expect(session?.success_url).toBe(`https://shop.genusswerk.test/status/${order.uid}/${order.hash}`)
    expect(session?.cancel_url).toBe('https://shop.genusswerk.test/store/graz/checkout/error')
    expect(session?.client_reference_id).toBe(order.uid)
    expect(session?.metadata.orderId).toBe(String(order.id))
    expect(order.paymentStatus).toBe('pending')
    expect((await paymentOf(order.id)).status).toBe('pending')
    // a second start answers the same session
    expect((await startPayment(order, graz, req())).paymentRedirectUrl).toBe(started.redirect)
    expect(stripe.sessions.size).toBe(1)
  })

  it('the signed webhook marks the order paid and announces it', async () => {
    expect(await outboxCount(order.id)).toBe(0) // not announced before payment
    const delivery = stripe.signedEvent('checkout.session.completed', stripe.pay(sessionId), { id: 'evt_paid_1' })
    const res = await postWebhook('stripe', delivery)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ duplicate: false, ignored: false, status: 'paid' })
    const paid = await reload(order.id)
    expect(paid).toMatchObject({ isPaid: true, paymentStatus: 'paid', isFailed: false })
    // written by the order lifecycle's one writer: 'paid' is an order event with its history row
    expect(paid.history?.at(-1)).toMatchObject({ action: 'paid', from: 'pending', to: 'pending' })
    const payment = await paymentOf(order.id)
    expect(payment.status).toBe('paid')
    expect(payment.providerPaymentId).toMatch(/^pi_test_/)
    expect(payment.events.map((e) => e.eventId)).toEqual(['evt_paid_1'])
    expect(await outboxCount(order.id)).toBeGreaterThan(0)
  })

  it('a replayed webhook changes nothing', async () => {
    const before = await outboxCount(order.id)
    const session = stripe.sessions.get(sessionId)
    const replay = await postWebhook('stripe', stripe.signedEvent('checkout.session.completed', session, { id: 'evt_paid_1' }))
    expect(replay.status).toBe(200)
    expect(replay.body.data?.duplicate).toBe(true)
    expect((await paymentOf(order.id)).events).toHaveLength(1)
    expect(await outboxCount(order.id)).toBe(before)
  })

  it('rejects a bad, missing or stale signature with 400', async () => {
    const session = stripe.sessions.get(sessionId)
    const wrong = await postWebhook('stripe', stripe.signedEvent('checkout.session.expired', session, { secret: 'whsec_wrong' }))
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors?.[0]).toEqual({ field: 'signature', message: 'Ungültige Signatur.' })
    const good = stripe.signedEvent('checkout.session.expired', session)
    expect((await postWebhook('stripe', { body: good.body.replace('expired', 'completed'), headers: good.headers })).status).toBe(400)
    expect((await postWebhook('stripe', { body: good.body, headers: { 'content-type': 'application/json' } })).status).toBe(400)
    const stale = stripe.signedEvent('checkout.session.expired', session, { timestamp: Math.floor(Date.now() / 1000) - 3600 })
    expect((await postWebhook('stripe', stale)).status).toBe(400)
    expect((await reload(order.id)).isPaid).toBe(true)
  })

  it('rejecting the paid order refunds it once', async () => {
    await payload.update({ collection: 'orders', id: order.id, data: { isRejected: true, rejectionMessage: 'Heute leider ausgebucht.' }, overrideAccess: true })
    await onOrderEvent({ orderId: order.id, type: 'reject', message: 'Heute leider ausgebucht.' }, req())
    await runJobs(payload)
    const payment = await paymentOf(order.id)
    expect(stripe.refunds).toHaveLength(1)
    expect(stripe.refunds[0]).toMatchObject({ payment_intent: payment.providerPaymentId, amount: 2190, idempotencyKey: `tresen-refund-${payment.id}` })
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: 2190 })
    expect(await reload(order.id)).toMatchObject({ isRefunded: true, paymentStatus: 'refunded' })
    await onOrderEvent({ orderId: order.id, type: 'reject' }, req())
    await runJobs(payload)
    expect(stripe.refunds).toHaveLength(1)
  })

  it('an expired session fails the pending order', async () => {
    const { order: pending } = await startedOrder('stripe')
    const res = await postWebhook('stripe', stripe.signedEvent('checkout.session.expired', stripe.expire(pending.paymentReference ?? '')))
    expect(res.status).toBe(200)
    expect(await reload(pending.id)).toMatchObject({ isPaid: false, isFailed: true, paymentStatus: 'canceled' })
  })

  it('a provider that cannot be reached sends the customer to the checkout error page', async () => {
    process.env.STRIPE_API_BASE = 'http://127.0.0.1:9'
    const { order: failed, redirect } = await startedOrder('stripe')
    configureProviders()
    expect(redirect).toBe('https://shop.genusswerk.test/store/graz/checkout/error')
    expect(await reload(failed.id)).toMatchObject({ isFailed: true, paymentStatus: 'failed' })
  })
})

describe('POST /api/orders/:id/update-payment-status', () => {
  it('re-queries the provider and applies the answer', async () => {
    const token = await login('admin@tresen.demo', 'tresen-admin')
    const { order } = await startedOrder('stripe')
    stripe.pay(order.paymentReference ?? '')
    const res = await call<{ isPaid: boolean; paymentStatus: string }>('POST', `/orders/${order.id}/update-payment-status`, { token })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ isPaid: true, paymentStatus: 'paid' })
    expect((await paymentOf(order.id)).providerPaymentId).toMatch(/^pi_test_/)
  })

  it('answers the German message when the provider fails', async () => {
    const token = await login('admin@tresen.demo', 'tresen-admin')
    const { order } = await startedOrder('stripe')
    process.env.STRIPE_API_BASE = 'http://127.0.0.1:9'
    const res = await call('POST', `/orders/${order.id}/update-payment-status`, { token })
    configureProviders()
    expect(res.status).toBe(502)
    expect(res.body.errors?.[0]?.message).toBe('Zahlungsstatus konnte nicht überprüft werden.')
  })
})

describe('Datatrans', () => {
  it('initialises a transaction with Basic auth and redirects to the payment page', async () => {
    const { order, redirect } = await startedOrder('datatrans')
    const tx = datatrans.transactions.get(order.paymentReference ?? '')
    expect(tx).toMatchObject({ amount: 2190, currency: 'EUR', refno: order.uid })
    expect(tx?.redirect.successUrl).toBe(`https://shop.genusswerk.test/status/${order.uid}/${order.hash}`)
    expect(tx?.webhook?.url).toBe('https://shop.genusswerk.test/api/payments/datatrans/webhook')
    expect(redirect).toBe(`https://pay.sandbox.datatrans.test/v1/start/${tx?.transactionId}`)
  })

  it('settled webhook → paid; replay → nothing; wrong key → 400; cancel refunds via credit', async () => {
    const { order } = await startedOrder('datatrans')
    const id = order.paymentReference ?? ''
    datatrans.settle(id)
    const delivery = datatrans.signedWebhook(id)
    expect((await postWebhook('datatrans', delivery)).body.data?.status).toBe('paid')
    expect(await reload(order.id)).toMatchObject({ isPaid: true, paymentStatus: 'paid' })
    const replay = await postWebhook('datatrans', delivery)
    expect(replay.body.data?.duplicate).toBe(true)
    expect((await paymentOf(order.id)).events).toHaveLength(1)
    const forged = datatrans.signedWebhook(id, { key: 'ff'.repeat(32) })
    expect((await postWebhook('datatrans', forged)).status).toBe(400)

    await payload.update({ collection: 'orders', id: order.id, data: { isCanceled: true }, overrideAccess: true })
    await onOrderEvent({ orderId: order.id, type: 'cancel' }, req())
    await runJobs(payload)
    expect(datatrans.credits.filter((c) => c.of === id)).toEqual([expect.objectContaining({ amount: 2190 })])
    expect(await reload(order.id)).toMatchObject({ isRefunded: true, paymentStatus: 'refunded' })
  })

  it('failed webhook fails the order', async () => {
    const { order } = await startedOrder('datatrans')
    datatrans.fail(order.paymentReference ?? '')
    const res = await postWebhook('datatrans', datatrans.signedWebhook(order.paymentReference ?? ''))
    expect(res.body.data?.status).toBe('failed')
    expect(await reload(order.id)).toMatchObject({ isPaid: false, isFailed: true, paymentStatus: 'failed' })
  })
})

describe('a retried online order (same Idempotency-Key)', () => {
  it('answers the first order with its payment redirect again, so a lost answer does not strand the customer', async () => {
    const product = (await payload.find({ collection: 'products', where: { sku: { equals: 'GW-FRITTATENSUPPE' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'branches', id: graz.id, data: { isStripeEnabled: true }, overrideAccess: true })
    await payload.updateGlobal({ slug: 'config', data: { enablePluginStripe: true, enableStripe: true }, overrideAccess: true })
    try {
      const key = `retry-online-${Date.now()}`
      const body = {
        branch: graz.id,
        deliveryType: 'takeaway',
        isDelivery: false,
        isDineIn: false,
        items: [{ product: product.id, amount: 1 }],
        firstName: 'Erika',
        lastName: 'Muster',
        email: 'erika@example.at',
        phone: '+43 664 1234567',
        paymentMethod: 'stripe',
        legalInstructions: true,
        privacyPolicy: true,
      }
      type Answer = { uid: string; hash: string; paymentRedirectUrl?: string }
      const submit = () => call<Answer>('POST', '/orders/public', { body, headers: { 'idempotency-key': key } })
      // the edits reach the order validation's content cache after commit (LISTEN/NOTIFY)
      const first = await eventually(submit, (res) => res.status === 201)
      expect(first.status, JSON.stringify(first.body)).toBe(201)
      expect(first.body.data?.paymentRedirectUrl).toMatch(/^https?:\/\//)
      const second = await submit()
      expect(second.status).toBe(201)
      expect(second.headers.get('idempotent-replayed')).toBe('true')
      expect(second.body.data).toEqual(first.body.data)
    } finally {
      await payload.update({ collection: 'branches', id: graz.id, data: { isStripeEnabled: false }, overrideAccess: true })
      await payload.updateGlobal({ slug: 'config', data: { enablePluginStripe: false, enableStripe: false }, overrideAccess: true })
    }
  })
})
