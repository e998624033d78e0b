/**
 * Payments: offline methods (cash, card terminal, voucher) need nothing; online methods go to a provider adapter
 * (stripe.ts, datatrans.ts) and are only offered when the provider is configured (env keys).
 *
 * Every online payment is a row in `payments` (order, provider, reference, status, amount, processed events).
 * Webhooks are verified and idempotent: the payment row is locked (FOR UPDATE) while an event is applied, and an
 * event id already in `events` changes nothing. Status changes move the order's isPaid / isRefunded /
 * paymentStatus (and isFailed for a failed payment of a pending order); a paid online order is announced then
 * (customer + branch mail, print on arrival), not at creation.
 *
 * Every Local API call here is a system operation and passes overrideAccess deliberately: payment state is set only
 * by the server, after a verified webhook, a job, or an endpoint that authorised the caller for the order.
 */
import { createLocalReq } from 'payload'
import type { Payload, PayloadRequest, Where } from 'payload'

import { isOnlinePayment, offeredPaymentMethods, orderState } from '../../domain'
import type { OrderHistoryAction } from '../../domain'
import type { Branch, Config1 as Config, Order, Payment } from '../../payload-types'
import { ApiError } from '../api/errors'
import { errorText, logFailure } from '../jobs/log'
import { checkoutErrorUrl, loadOrderBundle, publicBaseUrl, statusUrl, ticketLabel } from '../notifications/order-data'
import { orderFlags, orderForSystem, runOrderChange, writeOrderChange } from '../order-lifecycle'
import type { OrderChange, OrderEventType } from '../order-lifecycle'
import { onOrderEvent } from '../order-lifecycle/events'
import { execute, inTransaction, sql } from '../db'
import { datatransProvider } from './datatrans'
import { stripeProvider } from './stripe'
import type { PaymentProviderAdapter, ProviderId, ProviderPaymentStatus, WebhookEvent } from './types'

export { InvalidSignatureError } from './types'
export type { PaymentProviderAdapter, ProviderId } from './types'

export const PAYMENT_MESSAGES = {
  statusCheckFailed: 'Zahlungsstatus konnte nicht überprüft werden.',
  invalidSignature: 'Ungültige Signatur.',
  noOnlinePayment: 'Diese Bestellung wurde nicht online bezahlt.',
  refundFailed: 'Rückerstattung fehlgeschlagen.',
} as const

export const REFUND_TASK = 'refundPayment'

const PROVIDERS: Readonly<Record<ProviderId, PaymentProviderAdapter>> = { stripe: stripeProvider, datatrans: datatransProvider }

export const isProviderId = (value: unknown): value is ProviderId => value === 'stripe' || value === 'datatrans'

export function providerFor(method: string | null | undefined): PaymentProviderAdapter | null {
  return isProviderId(method) ? PROVIDERS[method] : null
}

/** Online providers and why one is not usable (German, for the admin banner and docs). */
export function onlineProviderStatus(): { id: ProviderId; label: string; reason: string | null }[] {
  return Object.values(PROVIDERS).map((p) => ({ id: p.id, label: p.label, reason: p.notConfiguredReason() }))
}

/**
 * The payment methods a customer may choose at this branch: enabled by the branch and the shop config, and for
 * online methods only when the provider is configured. For order creation and the storefront's /api/init.
 */
export function availablePaymentMethods(branch: Branch, config: Config): string[] {
  return offeredPaymentMethods(branch, config, (method) => providerFor(method)?.notConfiguredReason() === null)
}

// ---------------------------------------------------------------------------
// payment rows
// ---------------------------------------------------------------------------

/** A payment row as Payload reads it (the generated record type; provider and status unions included). */
export type PaymentRow = Payment

const idOf = (value: number | { id: number }): number => (typeof value === 'number' ? value : value.id)

async function latestPayment(payload: Payload, orderId: number, req?: PayloadRequest): Promise<PaymentRow | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { order: { equals: orderId } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    req,
    // Deliberately overrideAccess: system read (the caller was authorised for the order, or this is a job/webhook).
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Starts the online payment of a committed order (called by order creation). Offline methods: nothing.
 * Idempotent per order (a second call answers the same redirect). If the provider fails, the order is marked
 * failed and the customer is sent to the checkout error page (SF §8 'Leider ist Ihre Zahlung fehlgeschlagen …').
 */
export async function startPayment(order: Order, branch: Branch, req: PayloadRequest): Promise<{ paymentRedirectUrl?: string }> {
  const provider = providerFor(order.paymentMethod)
  if (!provider) return {}
  const { payload } = req
  const existing = await latestPayment(payload, order.id)
  if (existing?.redirectUrl && (existing.status === 'created' || existing.status === 'pending')) return { paymentRedirectUrl: existing.redirectUrl }
  // the order as just inserted (items, totals, hash): no second read
  const bundle = await loadOrderBundle(payload, order.id, order)
  const full = bundle.order
  const description = `Bestellung ${ticketLabel(full)} – ${branch.name}`
  const lines = [
    ...(full.items ?? []).map((item) => ({ name: `${item.amount ?? 1} ${item.unitName ?? ''} ${item.name ?? ''}`.replace(/\s+/g, ' ').trim(), amount: item.gross ?? 0 })),
    ...((full.deliveryGross ?? 0) > 0 ? [{ name: 'Lieferung', amount: full.deliveryGross ?? 0 }] : []),
  ]
  const amount = full.totalGross ?? 0
  try {
    const created = await provider.createPayment({
      orderId: full.id,
      orderUid: full.uid ?? String(full.id),
      description,
      amount,
      currency: bundle.currency,
      lines,
      customerEmail: full.email ?? null,
      successUrl: statusUrl(full),
      cancelUrl: checkoutErrorUrl(branch),
      errorUrl: checkoutErrorUrl(branch),
      webhookUrl: `${publicBaseUrl()}/api/payments/${provider.id}/webhook`,
    })
    await payload.create({
      collection: 'payments',
      data: { order: full.id, branch: branch.id, provider: provider.id, reference: created.reference, status: 'pending', amount, currency: bundle.currency, redirectUrl: created.redirectUrl, events: [] },
      // Deliberately overrideAccess: payment rows are written only by the server.
      overrideAccess: true,
    })
    await paymentStep(req, full.id, { paymentReference: created.reference, paymentStatus: 'pending' }, 'payment-started')
    return { paymentRedirectUrl: created.redirectUrl }
  } catch (error) {
    await logFailure(payload, 'payment', `Zahlung für Bestellung ${full.id} (${provider.id}) konnte nicht gestartet werden`, error)
    await payload.create({
      collection: 'payments',
      data: { order: full.id, branch: branch.id, provider: provider.id, status: 'failed', amount, currency: bundle.currency, lastError: errorText(error), events: [] },
      overrideAccess: true,
    })
    await paymentStep(req, full.id, { paymentStatus: 'failed', isFailed: true }, 'payment-failed')
    return { paymentRedirectUrl: checkoutErrorUrl(branch) }
  }
}

/** The payment start's own change of the order (one lifecycle step: locked, written with history, event after commit). */
async function paymentStep(req: PayloadRequest, orderId: number, change: OrderChange, action: 'payment-started' | 'payment-failed') {
  await runOrderChange(
    req,
    () => orderForSystem(req, orderId),
    () => ({ change, note: { at: new Date().toISOString(), action, user: null, message: null }, event: action === 'payment-failed' ? { type: action } : null }),
  )
}

/** The history code and order event of a payment status (none: bookkeeping only, e.g. 'pending'). */
const PAYMENT_OUTCOMES: Partial<Record<ProviderPaymentStatus, OrderHistoryAction & OrderEventType>> = {
  paid: 'paid',
  refunded: 'refunded',
  failed: 'payment-failed',
  canceled: 'payment-failed',
}

// ---------------------------------------------------------------------------
// status changes
// ---------------------------------------------------------------------------

/** Which provider status may follow which: refunded is final, paid only becomes refunded, a late 'paid' wins over failed. */
export function nextPaymentStatus(current: PaymentRow['status'], incoming: ProviderPaymentStatus): ProviderPaymentStatus | null {
  if (current === incoming) return null
  if (current === 'refunded') return null
  if (current === 'paid') return incoming === 'refunded' ? 'refunded' : null
  if (current === 'failed' || current === 'canceled') return incoming === 'paid' ? 'paid' : null
  if (incoming === 'refunded') return null
  return incoming
}

export type PaymentChange = { orderId: number; paymentId: number; from: PaymentRow['status']; to: ProviderPaymentStatus }

/** Applies a status to a (locked) payment row and its order inside `req`'s transaction. */
async function applyStatus(payload: Payload, req: PayloadRequest, payment: PaymentRow, status: ProviderPaymentStatus, extra: Partial<PaymentRow>, event?: WebhookEvent): Promise<PaymentChange | null> {
  const to = nextPaymentStatus(payment.status, status)
  const events = event
    ? [...(payment.events ?? []).map(({ eventId, type, status: s, receivedAt }) => ({ eventId, type, status: s, receivedAt })), { eventId: event.eventId, type: event.type, status: event.status, receivedAt: new Date().toISOString() }]
    : undefined
  const data: Record<string, unknown> = { ...extra }
  if (events) data.events = events
  if (to) data.status = to
  if (to === 'refunded' && extra.refundedAmount === undefined) data.refundedAmount = payment.amount ?? 0
  if (Object.keys(data).length > 0) {
    // Deliberately overrideAccess: payment rows are written only by the server.
    await payload.update({ collection: 'payments', id: payment.id, data, depth: 0, req, overrideAccess: true })
  }
  if (!to) return null
  const orderId = idOf(payment.order)
  const order = await orderForSystem(req, orderId)
  const orderData: OrderChange = { paymentStatus: to }
  if (to === 'paid') {
    orderData.isPaid = true
    if (order.isFailed && order.paymentStatus !== 'paid') orderData.isFailed = false
  } else if (to === 'refunded') {
    orderData.isRefunded = true
  } else if ((to === 'failed' || to === 'canceled') && order.isPaid !== true && orderState(orderFlags(order)) === 'pending') {
    orderData.isFailed = true
  }
  const outcome = PAYMENT_OUTCOMES[to]
  await writeOrderChange(req, order, orderData, outcome ? { at: new Date().toISOString(), action: outcome, user: null, message: null } : null)
  return { orderId, paymentId: payment.id, from: payment.status, to }
}

/** The order event of a committed payment change (never throws): 'paid' announces the order now. */
export async function afterPaymentChange(payload: Payload, change: PaymentChange | null): Promise<void> {
  const type = change ? PAYMENT_OUTCOMES[change.to] : undefined
  if (!change || !type) return
  await onOrderEvent({ orderId: change.orderId, type }, await createLocalReq({}, payload))
}

async function lockPayment(req: PayloadRequest, paymentId: number): Promise<PaymentRow> {
  await execute(req, sql`select id from payments where id = ${paymentId} for update`)
  return await req.payload.findByID({ collection: 'payments', id: paymentId, depth: 0, req, overrideAccess: true })
}

export type WebhookResult = { received: true; duplicate: boolean; ignored: boolean; status: string | null }

/** Verifies and applies one webhook delivery. Throws InvalidSignatureError (→ 400) for a bad signature. */
export async function handleWebhook(payload: Payload, providerId: ProviderId, headers: Headers, rawBody: string): Promise<WebhookResult> {
  const provider = PROVIDERS[providerId]
  const event = provider.verifyWebhook(headers, rawBody)
  if (!event.status || (!event.reference && !event.providerPaymentId)) return { received: true, duplicate: false, ignored: true, status: null }
  const where: Where = event.reference ? { reference: { equals: event.reference } } : { providerPaymentId: { equals: event.providerPaymentId } }
  const found = await payload.find({
    collection: 'payments',
    where: { and: [{ provider: { equals: providerId } }, where] },
    limit: 1,
    depth: 0,
    // Deliberately overrideAccess: a verified provider webhook (no user).
    overrideAccess: true,
  })
  const row = found.docs[0]
  if (!row) return { received: true, duplicate: false, ignored: true, status: null }
  const req = await createLocalReq({}, payload)
  const outcome = await inTransaction(req, async () => {
    const payment = await lockPayment(req, row.id)
    if ((payment.events ?? []).some((e) => e.eventId === event.eventId)) return { duplicate: true, change: null, status: payment.status }
    const extra: Partial<PaymentRow> = {}
    if (event.providerPaymentId && !payment.providerPaymentId) extra.providerPaymentId = event.providerPaymentId
    if (event.status === 'refunded' && event.amount !== null) extra.refundedAmount = event.amount
    const change = await applyStatus(payload, req, payment, event.status as ProviderPaymentStatus, extra, event)
    return { duplicate: false, change, status: change?.to ?? payment.status }
  })
  await afterPaymentChange(payload, outcome.change)
  return { received: true, duplicate: outcome.duplicate, ignored: false, status: outcome.status }
}

export type PaymentInfo = { paymentMethod: string | null; paymentStatus: string | null; isPaid: boolean; isRefunded: boolean }

const infoOf = (order: Order): PaymentInfo => ({
  paymentMethod: order.paymentMethod ?? null,
  paymentStatus: order.paymentStatus ?? null,
  isPaid: order.isPaid === true,
  isRefunded: order.isRefunded === true,
})

/** POST /api/orders/:id/update-payment-status: asks the provider again and applies its answer. */
export async function refreshPaymentStatus(payload: Payload, orderId: number): Promise<PaymentInfo> {
  const order = (await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })) as Order
  if (!isOnlinePayment(order.paymentMethod)) return infoOf(order)
  const payment = await latestPayment(payload, orderId)
  if (!payment?.reference) return infoOf(order)
  const provider = PROVIDERS[payment.provider]
  let answer
  try {
    answer = await provider.queryStatus(payment.reference)
  } catch (error) {
    await logFailure(payload, 'payment', `Zahlungsstatus von Bestellung ${orderId} konnte nicht abgefragt werden`, error)
    throw new ApiError(502, PAYMENT_MESSAGES.statusCheckFailed)
  }
  const req = await createLocalReq({}, payload)
  const change = await inTransaction(req, async () => {
    const locked = await lockPayment(req, payment.id)
    const extra: Partial<PaymentRow> = answer.providerPaymentId && !locked.providerPaymentId ? { providerPaymentId: answer.providerPaymentId } : {}
    return applyStatus(payload, req, locked, answer.status, extra)
  })
  await afterPaymentChange(payload, change)
  return infoOf((await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })) as Order)
}

// ---------------------------------------------------------------------------
// refunds
// ---------------------------------------------------------------------------

/** Queues the refund of a paid online order (rejected/cancelled). Returns false when there is nothing to refund. */
export async function queueRefund(payload: Payload, orderId: number): Promise<boolean> {
  const payment = await latestPayment(payload, orderId)
  if (!payment || payment.status !== 'paid') return false
  await payload.jobs.queue({ task: REFUND_TASK, input: { orderId } })
  return true
}

export class RefundRetryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RefundRetryError'
  }
}

/**
 * The job body: refunds the order's paid payment in full. The payment row stays locked while the provider is
 * asked, so two jobs cannot both refund; Stripe additionally dedupes by Idempotency-Key `tresen-refund-{id}`.
 */
export async function refundOrderPayment(payload: Payload, orderId: number): Promise<{ state: string }> {
  const payment = await latestPayment(payload, orderId)
  if (!payment || payment.status !== 'paid' || !payment.reference) return { state: payment?.status ?? 'none' }
  const req = await createLocalReq({}, payload)
  try {
    const change = await inTransaction(req, async () => {
      const locked = await lockPayment(req, payment.id)
      if (locked.status !== 'paid' || !locked.reference) return null
      const provider = PROVIDERS[locked.provider]
      const amount = (locked.amount ?? 0) - (locked.refundedAmount ?? 0)
      if (amount <= 0) return null
      const result = await provider.refund(locked.reference, amount, {
        providerPaymentId: locked.providerPaymentId ?? null,
        currency: locked.currency || 'EUR',
        idempotencyKey: `tresen-refund-${locked.id}`,
      })
      return applyStatus(payload, req, locked, 'refunded', { refundReference: result.reference, refundedAmount: (locked.refundedAmount ?? 0) + amount })
    })
    return { state: change?.to ?? 'unchanged' }
  } catch (error) {
    await logFailure(payload, 'payment', `Rückerstattung für Bestellung ${orderId} fehlgeschlagen`, error)
    throw new RefundRetryError(`${PAYMENT_MESSAGES.refundFailed} ${errorText(error)}`)
  }
}
