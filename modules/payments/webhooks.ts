/**
 * Provider webhooks: verified (InvalidSignatureError → 400) and idempotent — the payment row is locked while an event
 * is applied, and an event id already in its `events` changes nothing.
 */
import type { Payload, Where } from 'payload'

import { providerById } from '../../platform/payment-providers/registry'
import { changePaymentStatus } from './rows'
import type { PaymentRow } from './rows'
import type { ProviderId, ProviderPaymentStatus } from '../../platform/payment-providers/types'

export type WebhookResult = { received: true; duplicate: boolean; ignored: boolean; status: string | null }

/** Verifies and applies one webhook delivery. Throws InvalidSignatureError (→ 400) for a bad signature. */
export async function handleWebhook(
  payload: Payload,
  providerId: ProviderId,
  headers: Headers,
  rawBody: string,
): Promise<WebhookResult> {
  const event = providerById(providerId).verifyWebhook(headers, rawBody)
  if (!event.status || (!event.reference && !event.providerPaymentId))
    return { received: true, duplicate: false, ignored: true, status: null }
  const where: Where = event.reference
    ? { reference: { equals: event.reference } }
    : { providerPaymentId: { equals: event.providerPaymentId } }
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
  let duplicate = false
  const { payment, to } = await changePaymentStatus(payload, row.id, (locked) => {
    duplicate = (locked.events ?? []).some((e) => e.eventId === event.eventId)
    if (duplicate) return null
    const extra: Partial<PaymentRow> = {}
    if (event.providerPaymentId && !locked.providerPaymentId) extra.providerPaymentId = event.providerPaymentId
    if (event.status === 'refunded' && event.amount !== null) extra.refundedAmount = event.amount
    return { status: event.status as ProviderPaymentStatus, extra, event }
  })
  return { received: true, duplicate, ignored: false, status: to ?? payment.status }
}
