/**
 * The subset of Stripe's API that platform/payment-providers/stripe.ts uses, with Stripe's request format:
 *   POST /v1/checkout/sessions (form, Bearer key, Idempotency-Key), GET /v1/checkout/sessions/:id, POST /v1/refunds.
 * Test helpers pay/expire a session and build signed webhook deliveries (`Stripe-Signature: t=…,v1=…`,
 * pretty-printed JSON like Stripe sends).
 */
import { createHmac } from 'node:crypto'

import { startHttp } from './http'

export type FakeSession = {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  payment_intent: string | null
  amount_total: number
  currency: string
  client_reference_id: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  line_items: { name: string; unit_amount: number; quantity: number }[]
}

export async function startFakeStripe(secretKey: string, webhookSecret: string) {
  const sessions = new Map<string, FakeSession>()
  const refunds: { id: string; payment_intent: string; amount: number; idempotencyKey: string | undefined }[] = []
  const idempotent = new Map<string, unknown>()
  let counter = 0
  let failRefunds = 0
  const server = await startHttp((request) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) return { status: 401, body: { error: { message: 'Invalid API Key provided' } } }
    const key = request.headers['idempotency-key'] as string | undefined
    if (key && idempotent.has(`${request.path}|${key}`)) return { status: 200, body: idempotent.get(`${request.path}|${key}`) }
    const form = new URLSearchParams(request.body)
    const remember = (body: unknown) => {
      if (key) idempotent.set(`${request.path}|${key}`, body)
      return { status: 200, body }
    }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') return { status: 400, body: { error: { message: 'form encoding expected' } } }
      const line_items: FakeSession['line_items'] = []
      for (let i = 0; form.has(`line_items[${i}][quantity]`); i += 1) {
        line_items.push({
          name: form.get(`line_items[${i}][price_data][product_data][name]`) ?? '',
          unit_amount: Number(form.get(`line_items[${i}][price_data][unit_amount]`)),
          quantity: Number(form.get(`line_items[${i}][quantity]`)),
        })
      }
      const success = form.get('success_url')
      const cancel = form.get('cancel_url')
      if (!success || !cancel || line_items.length === 0 || line_items.some((l) => !Number.isInteger(l.unit_amount))) {
        return { status: 400, body: { error: { message: 'missing required param' } } }
      }
      counter += 1
      const id = `cs_test_${counter}`
      const metadata: Record<string, string> = {}
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k)
        if (m?.[1]) metadata[m[1]] = v
      }
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `${server.url}/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: line_items.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0),
        currency: form.get(`line_items[0][price_data][currency]`) ?? 'eur',
        client_reference_id: form.get('client_reference_id'),
        metadata,
        success_url: success,
        cancel_url: cancel,
        line_items,
      }
      sessions.set(id, session)
      return remember(session)
    }
    const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(request.path)
    if (request.method === 'GET' && get?.[1]) {
      const session = sessions.get(decodeURIComponent(get[1]))
      return session ? { status: 200, body: session } : { status: 404, body: { error: { message: 'No such checkout.session' } } }
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      if (failRefunds > 0) {
        failRefunds -= 1
        return { status: 500, body: { error: { message: 'temporary' } } }
      }
      const intent = form.get('payment_intent') ?? ''
      if (![...sessions.values()].some((s) => s.payment_intent === intent)) return { status: 400, body: { error: { message: 'No such payment_intent' } } }
      counter += 1
      const refund = { id: `re_test_${counter}`, object: 'refund', status: 'succeeded', amount: Number(form.get('amount')), payment_intent: intent }
      refunds.push({ id: refund.id, payment_intent: intent, amount: refund.amount, idempotencyKey: key })
      return remember(refund)
    }
    return { status: 404, body: { error: { message: 'Unrecognized request URL' } } }
  })

  /** Builds a webhook delivery signed like Stripe (optionally with a wrong secret or an old timestamp). */
  function signedEvent(type: string, object: unknown, options: { id?: string; secret?: string; timestamp?: number } = {}) {
    counter += 1
    const body = JSON.stringify({ id: options.id ?? `evt_test_${counter}`, object: 'event', type, data: { object } }, null, 2)
    const t = options.timestamp ?? Math.floor(Date.now() / 1000)
    const v1 = createHmac('sha256', options.secret ?? webhookSecret).update(`${t}.${body}`).digest('hex')
    return { body, headers: { 'stripe-signature': `t=${t},v1=${v1}`, 'content-type': 'application/json' } }
  }

  return {
    ...server,
    sessions,
    refunds,
    failRefunds(count: number) {
      failRefunds = count
    },
    /** The customer paid: the session completes and gets a PaymentIntent. */
    pay(id: string): FakeSession {
      const session = sessions.get(id)
      if (!session) throw new Error(`no session ${id}`)
      counter += 1
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_test_${counter}` })
      return session
    },
    expire(id: string): FakeSession {
      const session = sessions.get(id)
      if (!session) throw new Error(`no session ${id}`)
      Object.assign(session, { status: 'expired' })
      return session
    },
    signedEvent,
  }
}
