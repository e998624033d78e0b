/**
 * The subset of Datatrans' API v1 that platform/payment-providers/datatrans.ts uses (Basic auth merchantId:password):
 *   POST /v1/transactions → 201 { transactionId }, GET /v1/transactions/:id, POST /v1/transactions/:id/credit.
 * Helpers settle/fail a transaction and build signed webhooks (`Datatrans-Signature: t=…,s0=HMAC(hex key bytes, t + body)`).
 */
import { createHmac } from 'node:crypto'

import { startHttp } from './http'

export type FakeTransaction = {
  transactionId: string
  type: 'payment' | 'credit'
  status: 'initialized' | 'authorized' | 'settled' | 'transmitted' | 'canceled' | 'failed'
  currency: string
  refno: string
  amount: number
  redirect: { successUrl?: string; cancelUrl?: string; errorUrl?: string }
  webhook?: { url?: string }
}

export async function startFakeDatatrans(merchantId: string, password: string, hmacKeyHex: string) {
  const transactions = new Map<string, FakeTransaction>()
  const credits: { transactionId: string; of: string; amount: number; refno: string }[] = []
  let counter = 230_000_000
  const auth = `Basic ${Buffer.from(`${merchantId}:${password}`).toString('base64')}`
  const view = (tx: FakeTransaction) => ({
    transactionId: tx.transactionId,
    type: tx.type,
    status: tx.status,
    currency: tx.currency,
    refno: tx.refno,
    detail: tx.status === 'settled' || tx.status === 'transmitted' ? { settle: { amount: tx.amount } } : { authorize: { amount: tx.amount } },
  })
  const server = await startHttp((request) => {
    if (request.headers.authorization !== auth) return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Invalid credentials' } } }
    if (request.method === 'POST' && request.path === '/v1/transactions') {
      const body = JSON.parse(request.body) as Partial<FakeTransaction> & { amount?: number }
      if (!body.currency || !body.refno || !Number.isInteger(body.amount)) return { status: 400, body: { error: { code: 'INVALID_PROPERTY', message: 'amount/currency/refno' } } }
      counter += 1
      const tx: FakeTransaction = {
        transactionId: String(counter),
        type: 'payment',
        status: 'initialized',
        currency: body.currency,
        refno: body.refno,
        amount: body.amount ?? 0,
        redirect: body.redirect ?? {},
        webhook: body.webhook,
      }
      transactions.set(tx.transactionId, tx)
      return { status: 201, body: { transactionId: tx.transactionId } }
    }
    const credit = /^\/v1\/transactions\/([^/]+)\/credit$/.exec(request.path)
    if (request.method === 'POST' && credit?.[1]) {
      const tx = transactions.get(credit[1])
      if (!tx || (tx.status !== 'settled' && tx.status !== 'transmitted' && tx.status !== 'authorized')) return { status: 400, body: { error: { code: 'INVALID_TRANSACTION_STATUS', message: 'not creditable' } } }
      const body = JSON.parse(request.body) as { amount: number; refno?: string }
      counter += 1
      credits.push({ transactionId: String(counter), of: tx.transactionId, amount: body.amount, refno: body.refno ?? '' })
      return { status: 200, body: { transactionId: String(counter) } }
    }
    const get = /^\/v1\/transactions\/([^/]+)$/.exec(request.path)
    if (request.method === 'GET' && get?.[1]) {
      const tx = transactions.get(get[1])
      return tx ? { status: 200, body: view(tx) } : { status: 404, body: { error: { code: 'TRANSACTION_NOT_FOUND', message: 'not found' } } }
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: request.path } } }
  })

  function setStatus(id: string, status: FakeTransaction['status']) {
    const tx = transactions.get(id)
    if (!tx) throw new Error(`no transaction ${id}`)
    tx.status = status
    return tx
  }

  /** The webhook Datatrans would send for the transaction's current state (compact JSON). */
  function signedWebhook(id: string, options: { key?: string; timestamp?: number } = {}) {
    const tx = transactions.get(id)
    if (!tx) throw new Error(`no transaction ${id}`)
    const body = JSON.stringify(view(tx))
    const t = String(options.timestamp ?? Date.now())
    const s0 = createHmac('sha256', Buffer.from(options.key ?? hmacKeyHex, 'hex')).update(`${t}${body}`).digest('hex')
    return { body, headers: { 'datatrans-signature': `t=${t},s0=${s0}`, 'content-type': 'application/json' } }
  }

  return {
    ...server,
    transactions,
    credits,
    settle: (id: string) => setStatus(id, 'settled'),
    fail: (id: string) => setStatus(id, 'failed'),
    cancel: (id: string) => setStatus(id, 'canceled'),
    signedWebhook,
  }
}
