/**
 * Datatrans (Redirect/Lightbox API v1) over REST, Basic auth merchantId:password:
 *   POST {DATATRANS_API_BASE}/v1/transactions  { currency, refno, amount, autoSettle, redirect, webhook } → { transactionId }
 *        the customer goes to {DATATRANS_PAY_BASE}/v1/start/{transactionId}
 *   GET  {DATATRANS_API_BASE}/v1/transactions/{id}          → { status, detail: { authorize|settle: { amount } } }
 *   POST {DATATRANS_API_BASE}/v1/transactions/{id}/credit   { amount, currency, refno } → { transactionId }
 * Webhooks: header `Datatrans-Signature: t=…,s0=…` with s0 = HMAC-SHA256(bytes of the hex key DATATRANS_HMAC_KEY, t + rawBody).
 * Env: DATATRANS_MERCHANT_ID, DATATRANS_PASSWORD, DATATRANS_HMAC_KEY,
 *      DATATRANS_API_BASE (default https://api.sandbox.datatrans.com), DATATRANS_PAY_BASE (default https://pay.sandbox.datatrans.com).
 */
import { createHash } from 'node:crypto'

import { env } from '../env'
import { hmacSha256Hex, parseSignatureHeader, timingSafeHexEqual } from './hmac'
import { InvalidSignatureError, ProviderError } from './types'
import type { CreatedPayment, PaymentProviderAdapter, ProviderPaymentStatus, ProviderStatus, RefundResult, WebhookEvent } from './types'

const TIMEOUT_MS = 20_000

const apiBase = () => env.DATATRANS_API_BASE
const payBase = () => env.DATATRANS_PAY_BASE

function authorization(): string {
  const merchant = env.DATATRANS_MERCHANT_ID
  const password = env.DATATRANS_PASSWORD
  if (!merchant || !password) throw new ProviderError('Datatrans ist nicht konfiguriert (DATATRANS_MERCHANT_ID/DATATRANS_PASSWORD fehlt).')
  return `Basic ${Buffer.from(`${merchant}:${password}`).toString('base64')}`
}

async function datatransRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { authorization: authorization(), accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json; charset=UTF-8'
  const response = await fetch(`${apiBase()}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const text = await response.text()
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : {}
  } catch {
    // handled below
  }
  if (!response.ok) {
    const message = (json as { error?: { message?: string } } | null)?.error?.message ?? text.slice(0, 200)
    throw new ProviderError(`Datatrans antwortete mit ${response.status}: ${message}`, response.status)
  }
  return json as T
}

/** Datatrans transaction status → ours (autoSettle: authorized/settled/transmitted count as paid). */
export function datatransStatus(status: unknown): ProviderPaymentStatus {
  switch (status) {
    case 'authorized':
    case 'settled':
    case 'transmitted':
      return 'paid'
    case 'canceled':
      return 'canceled'
    case 'failed':
      return 'failed'
    default:
      return 'pending'
  }
}

type Transaction = {
  transactionId?: string
  type?: string
  status?: string
  refno?: string
  detail?: { authorize?: { amount?: number }; settle?: { amount?: number } }
}

const amountOf = (tx: Transaction): number | null => tx.detail?.settle?.amount ?? tx.detail?.authorize?.amount ?? null

export const datatransProvider: PaymentProviderAdapter = {
  id: 'datatrans',
  label: 'Datatrans',

  notConfiguredReason() {
    const missing = (['DATATRANS_MERCHANT_ID', 'DATATRANS_PASSWORD', 'DATATRANS_HMAC_KEY'] as const).filter((name) => !env[name])
    return missing.length ? `Datatrans ist nicht konfiguriert (${missing.join(', ')} fehlt).` : null
  },

  async createPayment(payment): Promise<CreatedPayment> {
    const answer = await datatransRequest<{ transactionId?: string }>('POST', '/v1/transactions', {
      currency: payment.currency,
      refno: payment.orderUid,
      amount: payment.amount,
      autoSettle: true,
      redirect: { successUrl: payment.successUrl, cancelUrl: payment.cancelUrl, errorUrl: payment.errorUrl },
      webhook: { url: payment.webhookUrl },
      ...(payment.customerEmail ? { customer: { email: payment.customerEmail } } : {}),
    })
    if (!answer.transactionId) throw new ProviderError('Datatrans hat keine transactionId geliefert.')
    return { redirectUrl: `${payBase()}/v1/start/${encodeURIComponent(answer.transactionId)}`, reference: answer.transactionId }
  },

  verifyWebhook(headers, rawBody): WebhookEvent {
    const key = env.DATATRANS_HMAC_KEY
    if (!key || !/^[0-9a-fA-F]+$/.test(key) || key.length % 2 !== 0) throw new InvalidSignatureError('Datatrans ist nicht konfiguriert (DATATRANS_HMAC_KEY fehlt).')
    const parts = parseSignatureHeader(headers.get('datatrans-signature'))
    const t = parts.get('t')?.[0] ?? ''
    const s0 = parts.get('s0')?.[0] ?? ''
    if (!t || !s0) throw new InvalidSignatureError()
    if (!timingSafeHexEqual(hmacSha256Hex(Buffer.from(key, 'hex'), `${t}${rawBody}`), s0)) throw new InvalidSignatureError()
    let tx: Transaction
    try {
      tx = JSON.parse(rawBody) as Transaction
    } catch {
      throw new InvalidSignatureError('Ungültiger Inhalt.')
    }
    // Datatrans sends no event id: the signed timestamp + transaction + status identify a delivery (a replay repeats all three).
    const eventId = `${tx.transactionId ?? ''}:${tx.status ?? ''}:${createHash('sha256').update(`${t}${rawBody}`).digest('hex').slice(0, 16)}`
    const isPayment = tx.type === undefined || tx.type === 'payment'
    return {
      eventId,
      type: `${tx.type ?? 'payment'}.${tx.status ?? 'unknown'}`,
      reference: isPayment ? (tx.transactionId ?? null) : null,
      providerPaymentId: null,
      status: isPayment ? datatransStatus(tx.status) : null,
      amount: amountOf(tx),
    }
  },

  async queryStatus(reference): Promise<ProviderStatus> {
    const tx = await datatransRequest<Transaction>('GET', `/v1/transactions/${encodeURIComponent(reference)}`)
    return { status: datatransStatus(tx.status), amount: amountOf(tx), providerPaymentId: null }
  },

  async refund(reference, amount, options): Promise<RefundResult> {
    const answer = await datatransRequest<{ transactionId?: string }>('POST', `/v1/transactions/${encodeURIComponent(reference)}/credit`, {
      amount,
      currency: options.currency,
      refno: options.idempotencyKey.slice(0, 20),
    })
    return { reference: answer.transactionId ?? '', status: 'refunded' }
  },
}
