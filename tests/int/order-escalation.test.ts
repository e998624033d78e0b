/**
 * Unacknowledged orders escalate (issue 33): the job `escalateOrders` (modules/orders/lifecycle/escalation.ts) with a
 * pinned clock (`now` is its parameter, set relative to each order's arrival) against fake SMTP, SMS and Stripe
 * servers. Its own branch, so no other test's open orders are touched.
 */
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { orderHistoryLabel } from '../../domain'
import type { Branch, Order } from '../../contracts/payload-types'
import { escalateOrders } from '../../modules/orders/lifecycle/escalation'
import { startPayment } from '../../modules/payments'
import { startFakeSms } from '../fakes/sms'
import { startFakeSmtp } from '../fakes/smtp'
import type { FakeSmtp } from '../fakes/smtp'
import { startFakeStripe } from '../fakes/stripe'
import { createTestOrder, runJobs } from '../fakes/orders'
import { call, loadPayload } from './helpers/api'

const MIN = 60_000
const SMS_TOKEN = 'sms-escalation-token'
const STRIPE_KEY = 'sk_test_escalation'
const STRIPE_WEBHOOK_SECRET = 'whsec_escalation'
const MANAGER_EMAIL = 'filialleitung@genusswerk.test'
const MANAGER_PHONE = '+43 660 5550123'

let payload: Payload
let smtp: FakeSmtp
let sms: Awaited<ReturnType<typeof startFakeSms>>
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
let branch: Branch

const reload = async (id: number) => (await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })) as Order
const outboxOf = async (orderId: number) =>
  (await payload.find({ collection: 'outbox', where: { order: { equals: orderId } }, sort: 'id', limit: 50, depth: 0, overrideAccess: true })).docs
const escalationRows = async (orderId: number) => (await outboxOf(orderId)).filter((row) => row.template === 'escalation')
const arrival = (order: Order) => Date.parse(order.createdAt)
const setBranch = async (data: Partial<Branch>) => {
  branch = (await payload.update({ collection: 'branches', id: branch.id, data, depth: 0, overrideAccess: true })) as Branch
}

beforeAll(async () => {
  smtp = await startFakeSmtp()
  sms = await startFakeSms(SMS_TOKEN)
  stripe = await startFakeStripe(STRIPE_KEY, STRIPE_WEBHOOK_SECRET)
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'Genusswerk <bestellung@genusswerk.test>',
    SMS_API_URL: sms.url,
    SMS_API_TOKEN: SMS_TOKEN,
    STRIPE_API_BASE: stripe.url,
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET,
    PUBLIC_URL: 'https://shop.genusswerk.test',
  })
  payload = await loadPayload()
  branch = (await payload.create({
    collection: 'branches',
    data: {
      name: 'Eskalation Testfiliale',
      identifier: 'eskalation-test',
      email: 'filiale@genusswerk.test',
      isStripeEnabled: true,
      escalationMinutes: 5,
      escalationEmail: MANAGER_EMAIL,
      escalationPhone: MANAGER_PHONE,
      isAutoRejectEnabled: false,
      autoRejectMinutes: 15,
    },
    depth: 0,
    overrideAccess: true,
  })) as Branch
})

afterAll(async () => {
  for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'MAIL_FROM', 'SMS_API_URL', 'SMS_API_TOKEN', 'STRIPE_API_BASE', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL']) {
    delete process.env[name]
  }
  await smtp.close()
  await sms.close()
  await stripe.close()
})

describe('branch settings', () => {
  it('the manager’s e-mail and mobile number are not public (branches are read by the storefront)', async () => {
    const res = await call<Branch>('GET', `/branches/${branch.id}`)
    expect(res.status).toBe(200)
    const data = (res.body.data ?? res.body) as Record<string, unknown>
    expect(data.escalationMinutes).toBe(5)
    expect(data).not.toHaveProperty('escalationEmail')
    expect(data).not.toHaveProperty('escalationPhone')
  })

  it('refuses an auto-reject limit not later than the escalation (German message)', async () => {
    const error = (await payload.update({ collection: 'branches', id: branch.id, data: { autoRejectMinutes: 5 }, overrideAccess: true }).catch((e: unknown) => e)) as {
      data?: { errors?: { path: string; message: string }[] }
    }
    expect(error.data?.errors?.[0]).toMatchObject({ path: 'autoRejectMinutes', message: 'Die automatische Ablehnung muss später als die Eskalation erfolgen.' })
  })
})

describe('escalation to the branch manager', () => {
  let order: Order

  it('nothing before the limit', async () => {
    order = await createTestOrder(payload, branch.id)
    expect(await escalateOrders(payload, arrival(order) + 4 * MIN)).toEqual({ escalated: [], rejected: [] })
    expect(await escalationRows(order.id)).toHaveLength(0)
  })

  it('after the limit: one e-mail and one SMS to the manager through the outbox, with order number, time waiting and the board link', async () => {
    const result = await escalateOrders(payload, arrival(order) + 6 * MIN)
    expect(result.escalated).toEqual([order.id])
    const rows = await escalationRows(order.id)
    expect(rows.map((row) => `${row.channel}:${row.recipient}:${row.state}`).sort()).toEqual([`email:${MANAGER_EMAIL}:queued`, `sms:${MANAGER_PHONE}:queued`])
    await runJobs(payload)
    const mail = smtp.messages.find((m) => m.to.includes(MANAGER_EMAIL))
    expect(mail?.subject).toBe(`Unbestätigte Bestellung ${order.ticketNumber} wartet seit 6 Minuten`)
    expect(mail?.text).toContain(`Die Bestellung ${order.ticketNumber} (Takeaway) in Eskalation Testfiliale wartet seit 6 Minuten auf Bestätigung oder Ablehnung.`)
    expect(mail?.text).toContain('Zur Bestelltafel: https://shop.genusswerk.test/backend/orders-live')
    const text = sms.messages.find((m) => m.to === MANAGER_PHONE)?.text
    expect(text).toContain(`Bestellung ${order.ticketNumber} wartet seit 6 Minuten auf Bestätigung.`)
    expect(text).toContain('https://shop.genusswerk.test/backend/orders-live')
    // the order stays new; its history says who was told
    const after = await reload(order.id)
    expect(after).toMatchObject({ isConfirmed: false, isRejected: false })
    const row = after.history?.at(-1)
    expect(row).toMatchObject({ action: 'escalated', from: 'pending', to: 'pending', message: `E-Mail an ${MANAGER_EMAIL}, SMS an ${MANAGER_PHONE}` })
    expect(orderHistoryLabel(row?.action)).toBe('Filialleitung benachrichtigt (keine Bestätigung)')
  })

  it('once per order: later runs send nothing more', async () => {
    expect((await escalateOrders(payload, arrival(order) + 8 * MIN)).escalated).toEqual([])
    expect((await escalateOrders(payload, arrival(order) + 60 * MIN)).escalated).toEqual([])
    expect(await escalationRows(order.id)).toHaveLength(2)
    expect((await reload(order.id)).history?.filter((h) => h.action === 'escalated')).toHaveLength(1)
  })

  it('two runs at the same moment escalate an order once (row lock, decided again after it)', async () => {
    const other = await createTestOrder(payload, branch.id)
    const now = arrival(other) + 6 * MIN
    const [a, b] = await Promise.all([escalateOrders(payload, now), escalateOrders(payload, now)])
    expect([...a.escalated, ...b.escalated].filter((id) => id === other.id)).toHaveLength(1)
    expect(await escalationRows(other.id)).toHaveLength(2)
    await payload.update({ collection: 'orders', id: other.id, data: { isConfirmed: true }, overrideAccess: true })
  })

  it('with "Automatisch ablehnen" off, the order is never rejected automatically', async () => {
    expect((await escalateOrders(payload, arrival(order) + 24 * 60 * MIN)).rejected).toEqual([])
    expect(await reload(order.id)).toMatchObject({ isRejected: false })
    await payload.update({ collection: 'orders', id: order.id, data: { isConfirmed: true }, overrideAccess: true })
  })

  it('an order confirmed before the limit: nothing at all', async () => {
    await setBranch({ isAutoRejectEnabled: true })
    const confirmed = await createTestOrder(payload, branch.id)
    await payload.update({ collection: 'orders', id: confirmed.id, data: { isConfirmed: true }, overrideAccess: true })
    expect(await escalateOrders(payload, arrival(confirmed) + 60 * MIN)).toEqual({ escalated: [], rejected: [] })
    expect(await escalationRows(confirmed.id)).toHaveLength(0)
    const after = await reload(confirmed.id)
    expect(after).toMatchObject({ isConfirmed: true, isRejected: false })
    expect(after.history ?? []).toHaveLength(0)
    await setBranch({ isAutoRejectEnabled: false })
  })
})

describe('automatic rejection', () => {
  it('after the second limit: rejected through the one writer, the customer informed, the online payment refunded', async () => {
    await setBranch({ isAutoRejectEnabled: true })
    const created = await createTestOrder(payload, branch.id, { paymentMethod: 'stripe', email: 'kundin@example.at' })
    await startPayment(created, branch, { payload } as unknown as PayloadRequest)
    const started = await reload(created.id)
    const webhook = stripe.signedEvent('checkout.session.completed', stripe.pay(started.paymentReference ?? ''), { id: 'evt_escalation_paid' })
    expect((await call('POST', '/payments/stripe/webhook', { body: webhook.body, headers: webhook.headers })).status).toBe(200)
    expect(await reload(created.id)).toMatchObject({ isPaid: true })

    // escalated first, then rejected at the second limit
    expect((await escalateOrders(payload, arrival(created) + 6 * MIN)).escalated).toEqual([created.id])
    expect((await escalateOrders(payload, arrival(created) + 14 * MIN)).rejected).toEqual([])
    expect((await escalateOrders(payload, arrival(created) + 15 * MIN)).rejected).toEqual([created.id])
    const rejected = await reload(created.id)
    expect(rejected).toMatchObject({ isRejected: true, rejectionMessage: 'Ihre Bestellung konnte leider nicht rechtzeitig bestätigt werden und wurde daher automatisch abgelehnt.' })
    expect(rejected.acknowledgedAt).toBeTruthy()
    const row = rejected.history?.at(-1)
    expect(row).toMatchObject({ action: 'auto-rejected', from: 'pending', to: 'rejected' })
    expect(orderHistoryLabel(row?.action)).toBe('Automatisch abgelehnt (keine Bestätigung)')

    // the existing notify path (event 'reject') and refund path (job refundPayment → fake Stripe)
    expect((await outboxOf(created.id)).some((r) => r.template === 'rejected' && r.recipient === 'kundin@example.at')).toBe(true)
    await runJobs(payload)
    const mail = smtp.messages.find((m) => m.to.includes('kundin@example.at') && /abgelehnt/.test(m.subject ?? ''))
    expect(mail?.text).toContain('nicht rechtzeitig bestätigt')
    expect(mail?.text).toContain('wird Ihnen rückerstattet')
    const paymentIntent = stripe.sessions.get(started.paymentReference ?? '')?.payment_intent
    expect(stripe.refunds.filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1)
    expect(stripe.refunds.find((r) => r.payment_intent === paymentIntent)?.amount).toBe(2190)
    expect(await reload(created.id)).toMatchObject({ isRefunded: true, paymentStatus: 'refunded' })

    // a later run finds nothing left to do
    expect(await escalateOrders(payload, arrival(created) + 60 * MIN)).toEqual({ escalated: [], rejected: [] })
  })

  it('an unpaid online order waits for its payment, not for staff: neither escalated nor rejected', async () => {
    const unpaid = await createTestOrder(payload, branch.id, { paymentMethod: 'stripe' })
    expect(await escalateOrders(payload, arrival(unpaid) + 60 * MIN)).toEqual({ escalated: [], rejected: [] })
    expect(await reload(unpaid.id)).toMatchObject({ isRejected: false })
    await setBranch({ isAutoRejectEnabled: false })
  })
})
