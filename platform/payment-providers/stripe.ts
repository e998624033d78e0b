/**
 * Stripe Checkout over Stripe's REST API (no SDK):
 *   POST {STRIPE_API_BASE}/v1/checkout/sessions   form-encoded: mode, line_items[i][price_data][…], success_url,
 *        cancel_url, client_reference_id, metadata[…]        → { id: 'cs_…', url }
 *   GET  {STRIPE_API_BASE}/v1/checkout/sessions/{id}         → status, payment_status, payment_intent, amount_total
 *   POST {STRIPE_API_BASE}/v1/refunds   payment_intent, amount (Idempotency-Key) → { id: 're_…', status }
 * Webhooks: header `Stripe-Signature: t=…,v1=…` with v1 = HMAC-SHA256(STRIPE_WEBHOOK_SECRET, `${t}.${rawBody}`),
 * accepted within 5 minutes of t.
 * Env: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE (default https://api.stripe.com).
 */
import { env } from '../env'
import { hmacSha256Hex, parseSignatureHeader, timingSafeHexEqual } from './hmac'
import { InvalidSignatureError, ProviderError } from './types'
import type { CreatedPayment, PaymentProviderAdapter, PaymentRequest, ProviderPaymentStatus, ProviderStatus, RefundResult, WebhookEvent } from './types'

const TOLERANCE_SECONDS = 300
const TIMEOUT_MS = 20_000

const base = () => env.STRIPE_API_BASE

function secretKey(): string {
  const key = env.STRIPE_SECRET_KEY
  if (!key) throw new ProviderError('Stripe ist nicht konfiguriert (STRIPE_SECRET_KEY fehlt).')
  return key
}

async function stripeRequest<T>(method: 'GET' | 'POST', path: string, form?: URLSearchParams, idempotencyKey?: string): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${secretKey()}`, 'stripe-version': '2024-06-20' }
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded'
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey
  const response = await fetch(`${base()}${path}`, { method, headers, body: form?.toString(), signal: AbortSignal.timeout(TIMEOUT_MS) })
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    // handled below
  }
  if (!response.ok) {
    const message = (json as { error?: { message?: string } } | null)?.error?.message ?? text.slice(0, 200)
    throw new ProviderError(`Stripe antwortete mit ${response.status}: ${message}`, response.status)
  }
  return json as T
}

type Session = {
  id: string
  url?: string | null
  status?: 'open' | 'complete' | 'expired' | null
  payment_status?: 'paid' | 'unpaid' | 'no_payment_required' | null
  payment_intent?: string | { id: string } | null
  amount_total?: number | null
}

const intentOf = (session: Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)

function sessionStatus(session: Session): ProviderPaymentStatus {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid'
  if (session.status === 'expired') return 'canceled'
  return 'pending'
}

/** Form fields of a Checkout Session (Stripe's bracket notation). */
export function checkoutSessionForm(payment: PaymentRequest): URLSearchParams {
  const form = new URLSearchParams()
  form.set('mode', 'payment')
  const sum = payment.lines.reduce((acc, line) => acc + line.amount, 0)
  const lines = sum === payment.amount && payment.lines.every((l) => l.amount > 0) ? payment.lines : [{ name: payment.description, amount: payment.amount }]
  lines.forEach((line, i) => {
    form.set(`line_items[${i}][price_data][currency]`, payment.currency.toLowerCase())
    form.set(`line_items[${i}][price_data][product_data][name]`, line.name.slice(0, 250))
    form.set(`line_items[${i}][price_data][unit_amount]`, String(line.amount))
    form.set(`line_items[${i}][quantity]`, '1')
  })
  form.set('success_url', payment.successUrl)
  form.set('cancel_url', payment.cancelUrl)
  form.set('client_reference_id', payment.orderUid)
  form.set('metadata[orderId]', String(payment.orderId))
  form.set('metadata[orderUid]', payment.orderUid)
  form.set('payment_intent_data[description]', payment.description.slice(0, 250))
  form.set('payment_intent_data[metadata][orderId]', String(payment.orderId))
  if (payment.customerEmail) form.set('customer_email', payment.customerEmail)
  return form
}

type StripeEvent = { id?: unknown; type?: unknown; data?: { object?: Record<string, unknown> } }

export const stripeProvider: PaymentProviderAdapter = {
  id: 'stripe',
  label: 'Stripe',

  notConfiguredReason() {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !env[name])
    return missing.length ? `Stripe ist nicht konfiguriert (${missing.join(', ')} fehlt).` : null
  },

  async createPayment(payment): Promise<CreatedPayment> {
    const session = await stripeRequest<Session>('POST', '/v1/checkout/sessions', checkoutSessionForm(payment), `tresen-checkout-${payment.orderId}`)
    if (!session.id || !session.url) throw new ProviderError('Stripe hat keine Checkout-URL geliefert.')
    return { redirectUrl: session.url, reference: session.id }
  },

  verifyWebhook(headers, rawBody): WebhookEvent {
    const secret = env.STRIPE_WEBHOOK_SECRET
    if (!secret) throw new InvalidSignatureError('Stripe ist nicht konfiguriert (STRIPE_WEBHOOK_SECRET fehlt).')
    const parts = parseSignatureHeader(headers.get('stripe-signature'))
    const t = parts.get('t')?.[0] ?? ''
    const signatures = parts.get('v1') ?? []
    if (!/^\d+$/.test(t) || signatures.length === 0) throw new InvalidSignatureError()
    const expected = hmacSha256Hex(secret, `${t}.${rawBody}`)
    if (!signatures.some((candidate) => timingSafeHexEqual(expected, candidate))) throw new InvalidSignatureError()
    if (Math.abs(Date.now() / 1000 - Number(t)) > TOLERANCE_SECONDS) throw new InvalidSignatureError('Die Signatur ist abgelaufen.')
    let event: StripeEvent
    try {
      event = JSON.parse(rawBody) as StripeEvent
    } catch {
      throw new InvalidSignatureError('Ungültiger Inhalt.')
    }
    const id = typeof event.id === 'string' ? event.id : ''
    const type = typeof event.type === 'string' ? event.type : ''
    const object = event.data?.object ?? {}
    const str = (value: unknown) => (typeof value === 'string' ? value : null)
    const num = (value: unknown) => (typeof value === 'number' ? value : null)
    const none: WebhookEvent = { eventId: id, type, reference: null, providerPaymentId: null, status: null, amount: null }
    switch (type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const session = object as Session
        const status: ProviderPaymentStatus =
          type === 'checkout.session.async_payment_failed' ? 'failed' : type === 'checkout.session.expired' ? 'canceled' : sessionStatus(session)
        return { ...none, reference: str(session.id), providerPaymentId: intentOf(session), status, amount: num(session.amount_total) }
      }
      case 'charge.refunded': {
        const fully = object.refunded === true
        return { ...none, providerPaymentId: str(object.payment_intent), status: fully ? 'refunded' : null, amount: num(object.amount_refunded) }
      }
      default:
        return none
    }
  },

  async queryStatus(reference): Promise<ProviderStatus> {
    const session = await stripeRequest<Session>('GET', `/v1/checkout/sessions/${encodeURIComponent(reference)}`)
    return { status: sessionStatus(session), amount: session.amount_total ?? null, providerPaymentId: intentOf(session) }
  },

  async refund(reference, amount, options): Promise<RefundResult> {
    let intent = options.providerPaymentId
    if (!intent) intent = (await this.queryStatus(reference)).providerPaymentId
    if (!intent) throw new ProviderError('Zu dieser Stripe-Zahlung gibt es keinen PaymentIntent (noch nicht bezahlt?).')
    const form = new URLSearchParams({ payment_intent: intent, amount: String(amount) })
    const refund = await stripeRequest<{ id: string; status?: string }>('POST', '/v1/refunds', form, options.idempotencyKey)
    if (refund.status === 'failed' || refund.status === 'canceled') throw new ProviderError(`Stripe-Rückerstattung ${refund.id}: ${refund.status}`)
    return { reference: refund.id, status: refund.status === 'succeeded' ? 'refunded' : 'pending' }
  },
}
