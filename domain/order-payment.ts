/**
 * What a payment event does to its payment and its order (SF §8): which payment status may follow which, and the
 * order's payment flags, history code and event after it. Pure: modules/payments applies it, the order lifecycle's
 * writer (modules/orders/lifecycle/writer.ts runOrderChange) writes it and alone emits the event.
 */
import { orderState } from './order-status'
import type { OrderHistoryAction } from './order-labels'
import type { OrderFlags } from './order-status'

/** A payment row's status ('created' until the provider answered). */
export type PaymentStatus = 'created' | 'pending' | 'paid' | 'failed' | 'canceled' | 'refunded'
/** A payment row's status in German (the admin's payment records and the order's "Zahlungsstatus"). */
export const PAYMENT_STATUS_NAMES: Readonly<Record<PaymentStatus, string>> = {
  created: 'Angelegt',
  pending: 'Ausstehend',
  paid: 'Bezahlt',
  failed: 'Fehlgeschlagen',
  canceled: 'Abgebrochen',
  refunded: 'Rückerstattet',
}
/** A status a provider reports. */
export type ReportedPaymentStatus = Exclude<PaymentStatus, 'created'>

/** The history codes of payment events; each is also the order event of the same name. */
export type PaymentHistoryAction = Extract<OrderHistoryAction, 'payment-started' | 'paid' | 'refunded' | 'payment-failed'>
export type PaymentEventType = Exclude<PaymentHistoryAction, 'payment-started'>

/** The order's history code and event of a reported status (absent: bookkeeping only, e.g. 'pending'). */
export const PAYMENT_STATUS_OUTCOMES: Readonly<Partial<Record<ReportedPaymentStatus, PaymentEventType>>> = {
  paid: 'paid',
  refunded: 'refunded',
  failed: 'payment-failed',
  canceled: 'payment-failed',
}

/**
 * Which reported status may follow which (null: the row keeps its status): refunded is final, paid only becomes
 * refunded, a late 'paid' wins over failed.
 */
export function nextPaymentStatus(current: PaymentStatus, incoming: ReportedPaymentStatus): ReportedPaymentStatus | null {
  if (current === incoming) return null
  if (current === 'refunded') return null
  if (current === 'paid') return incoming === 'refunded' ? 'refunded' : null
  if (current === 'failed' || current === 'canceled') return incoming === 'paid' ? 'paid' : null
  if (incoming === 'refunded') return null
  return incoming
}

/** The order's columns a payment event may set. */
export type OrderPaymentChange = {
  paymentStatus: ReportedPaymentStatus
  paymentReference?: string
  isPaid?: boolean
  isRefunded?: boolean
  isFailed?: boolean
}

/** What the order writer stores after a payment event: the change, its history code and its event (null: none). */
export type OrderPaymentDecision = {
  change: OrderPaymentChange
  history: PaymentHistoryAction | null
  event: PaymentEventType | null
}

export type OrderPaymentFlags = OrderFlags & { readonly paymentStatus?: string | null }

/**
 * The order after its payment reached `status`: paid sets isPaid (and lifts a failure the payment caused), refunded
 * sets isRefunded, failed/canceled fail the order only while it is unpaid and pending (a confirmed order stays).
 */
export function orderAfterPayment(order: OrderPaymentFlags, status: ReportedPaymentStatus): OrderPaymentDecision {
  const change: OrderPaymentChange = { paymentStatus: status }
  if (status === 'paid') {
    change.isPaid = true
    if (order.isFailed === true && order.paymentStatus !== 'paid') change.isFailed = false
  } else if (status === 'refunded') {
    change.isRefunded = true
  } else if ((status === 'failed' || status === 'canceled') && order.isPaid !== true && orderState(order) === 'pending') {
    change.isFailed = true
  }
  const outcome = PAYMENT_STATUS_OUTCOMES[status] ?? null
  return { change, history: outcome, event: outcome }
}

/** The order after the provider accepted its payment: pending, with the provider's reference; no event yet. */
export function orderPaymentStarted(reference: string): OrderPaymentDecision {
  return { change: { paymentStatus: 'pending', paymentReference: reference }, history: 'payment-started', event: null }
}
