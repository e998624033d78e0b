/**
 * The refund job (task 'refundPayment', queued by the order lifecycle's events on reject/cancel of a paid online
 * order): refunds the order's paid payment in full; the order's isRefunded follows through the order writer.
 */
import type { Payload } from 'payload'

import { errorText, logFailure } from '../../platform/jobs/log'
import { PAYMENT_MESSAGES } from './messages'
import { providerById } from '../../platform/payment-providers/registry'
import { changePaymentStatus, latestPayment } from './rows'

export class RefundRetryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RefundRetryError'
  }
}

/**
 * The job body. The payment row stays locked while the provider is asked, so two jobs cannot both refund; Stripe
 * additionally dedupes by Idempotency-Key `tresen-refund-{id}`. Nothing to refund (no paid row): nothing happens.
 */
export async function refundOrderPayment(payload: Payload, orderId: number): Promise<{ state: string }> {
  const payment = await latestPayment(payload, orderId)
  if (!payment || payment.status !== 'paid' || !payment.reference) return { state: payment?.status ?? 'none' }
  try {
    const { to } = await changePaymentStatus(payload, payment.id, async (locked) => {
      if (locked.status !== 'paid' || !locked.reference) return null
      const amount = (locked.amount ?? 0) - (locked.refundedAmount ?? 0)
      if (amount <= 0) return null
      const result = await providerById(locked.provider).refund(locked.reference, amount, {
        providerPaymentId: locked.providerPaymentId ?? null,
        currency: locked.currency || 'EUR',
        idempotencyKey: `tresen-refund-${locked.id}`,
      })
      return {
        status: 'refunded',
        extra: { refundReference: result.reference, refundedAmount: (locked.refundedAmount ?? 0) + amount },
      }
    })
    return { state: to ?? 'unchanged' }
  } catch (error) {
    await logFailure(payload, 'payment', `Rückerstattung für Bestellung ${orderId} fehlgeschlagen`, error)
    throw new RefundRetryError(`${PAYMENT_MESSAGES.refundFailed} ${errorText(error)}`)
  }
}
