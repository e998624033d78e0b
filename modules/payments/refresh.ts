/** POST /api/orders/:id/update-payment-status: the provider is asked again and its answer applied like a webhook's. */
import type { Payload } from 'payload'

import { isOnlinePayment } from '../../domain'
import type { Order } from '../../contracts/payload-types'
import { ApiError } from '../../platform/api/errors'
import { logFailure } from '../../platform/jobs/log'
import { PAYMENT_MESSAGES } from './messages'
import { providerById } from '../../platform/payment-providers/registry'
import { changePaymentStatus, latestPayment } from './rows'
import type { PaymentRow } from './rows'

export type PaymentInfo = { paymentMethod: string | null; paymentStatus: string | null; isPaid: boolean; isRefunded: boolean }

const infoOf = (order: Order): PaymentInfo => ({
  paymentMethod: order.paymentMethod ?? null,
  paymentStatus: order.paymentStatus ?? null,
  isPaid: order.isPaid === true,
  isRefunded: order.isRefunded === true,
})

/** Asks the provider for the order's latest payment and applies its answer; answers the order's payment state. */
export async function refreshPaymentStatus(payload: Payload, orderId: number): Promise<PaymentInfo> {
  const order = (await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })) as Order
  if (!isOnlinePayment(order.paymentMethod)) return infoOf(order)
  const payment = await latestPayment(payload, orderId)
  if (!payment?.reference) return infoOf(order)
  let answer
  try {
    answer = await providerById(payment.provider).queryStatus(payment.reference)
  } catch (error) {
    await logFailure(payload, 'payment', `Zahlungsstatus von Bestellung ${orderId} konnte nicht abgefragt werden`, error)
    throw new ApiError(502, PAYMENT_MESSAGES.statusCheckFailed)
  }
  await changePaymentStatus(payload, payment.id, (locked) => {
    const extra: Partial<PaymentRow> =
      answer.providerPaymentId && !locked.providerPaymentId ? { providerPaymentId: answer.providerPaymentId } : {}
    return { status: answer.status, extra }
  })
  return infoOf((await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })) as Order)
}
