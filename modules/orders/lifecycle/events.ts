/**
 * Side effects of order events (notifications, printing, payments), run AFTER the order's transaction committed.
 * Callers: the order lifecycle's writer (modules/orders/lifecycle/writer.ts runOrderChange) for every state change — staff
 * transitions, the customer's answers, payments —, and order creation (modules/orders/intake/create.ts).
 * Never throws into the caller: a failing side effect is recorded (outbox / print job / payment record / logs)
 * and retried by the job queue (platform/jobs).
 *
 *   created                       customer 'received' (mail + SMS) + branch mail + print if autoPrint = onArrival
 *                                 (online payments: not yet — see 'paid'). A public order paid offline writes these
 *                                 rows in its own transaction instead (modules/orders/intake/create.ts); the job
 *                                 repairOrderNotifications (modules/orders/lifecycle/repair-notifications.ts) repairs lost ones
 *   paid                          an online order's payment arrived: announced now as 'created' is for offline ones
 *   refunded / payment-failed     nothing (the status page and the board show it)
 *   confirm                       customer 'confirmed' + print if autoPrint = onConfirmation
 *   reject / cancel               customer mail with the message + refund when paid online
 *   in-delivery                   customer 'on the way' / 'ready for pickup' / 'served'
 *   completed                     customer mail with the rating link
 *   counter-appointment-proposed  customer mail with the link to confirm or reject (/status/{uid}/{hash})
 *   counter-appointment-confirmed branch mail + customer 'confirmed' + print if onConfirmation
 *   counter-appointment-rejected  branch mail + customer 'canceled' + refund when paid online
 *   item-updated / reviewed / acknowledged   nothing
 */
import type { Payload, PayloadRequest } from 'payload'

import { isOnlinePayment } from '../../../domain'
import type { Order } from '../../../contracts/payload-types'
import { logFailure } from '../../../platform/jobs/log'
import type { TaskSlug } from '../../../platform/jobs/tasks'
import { announceNewOrder, customerMessages } from '../../notifications'
import { loadOrderBundle } from '../../notifications'
import type { OrderBundle } from '../../notifications'
import { queueMessages } from '../../notifications'
import { queueAutoPrint } from '../../notifications'

export type OrderEventType =
  | 'created'
  | 'confirm'
  | 'reject'
  | 'cancel'
  | 'in-delivery'
  | 'completed'
  | 'counter-appointment-proposed'
  | 'counter-appointment-confirmed'
  | 'counter-appointment-rejected'
  | 'item-updated'
  | 'reviewed'
  | 'acknowledged'
  | 'paid'
  | 'refunded'
  | 'payment-failed'

export type OrderEvent = {
  orderId: number
  type: OrderEventType
  message?: string | null
  /** The order as just written and committed (saves reading it again); read from the database when absent. */
  order?: Order
}

async function confirmed(payload: Payload, bundle: OrderBundle) {
  await queueMessages(payload, bundle.order.id, customerMessages(bundle, 'confirmed'), bundle)
  await queueAutoPrint(payload, bundle, 'onConfirmation')
}

/**
 * Refunds are queued by the job's name, not through modules/payments: payments writes orders through this lifecycle,
 * so importing it here made an import cycle. The job (modules/payments/refunds.ts) refunds only a paid payment row.
 */
const REFUND_TASK = 'refundPayment' satisfies TaskSlug

async function ended(payload: Payload, bundle: OrderBundle, template: 'rejected' | 'canceled', message: string | null | undefined) {
  await queueMessages(payload, bundle.order.id, customerMessages(bundle, template, { message: message ?? bundle.order.rejectionMessage }), bundle)
  if (isOnlinePayment(bundle.order.paymentMethod) && bundle.order.isPaid === true && bundle.order.isRefunded !== true) {
    await payload.jobs.queue({ task: REFUND_TASK, input: { orderId: bundle.order.id } })
  }
}

/** Events without side effects (yet): recorded in the order's history only. */
const QUIET_EVENTS: ReadonlySet<OrderEventType> = new Set(['item-updated', 'reviewed', 'acknowledged', 'refunded', 'payment-failed'])

async function dispatch(payload: Payload, event: OrderEvent): Promise<void> {
  if (QUIET_EVENTS.has(event.type)) return
  const bundle = await loadOrderBundle(payload, event.orderId, event.order)
  const { order } = bundle
  switch (event.type) {
    case 'created':
      // an online order is announced when its payment arrives ('paid', written by runOrderChange)
      if (isOnlinePayment(order.paymentMethod) && order.isPaid !== true) return
      return announceNewOrder(payload, bundle)
    case 'paid':
      return announceNewOrder(payload, bundle)
    case 'confirm':
      return confirmed(payload, bundle)
    case 'reject':
      return ended(payload, bundle, 'rejected', event.message)
    case 'cancel':
      return ended(payload, bundle, 'canceled', event.message)
    case 'in-delivery':
      await queueMessages(payload, order.id, customerMessages(bundle, 'inDelivery'), bundle)
      return
    case 'completed':
      await queueMessages(payload, order.id, customerMessages(bundle, 'completed'), bundle)
      return
    case 'counter-appointment-proposed':
      await queueMessages(payload, order.id, customerMessages(bundle, 'counterAppointment', { message: event.message }, order.counterAppointment ?? null), bundle)
      return
    case 'counter-appointment-confirmed':
      await queueMessages(payload, order.id, [{ channel: 'email', template: 'counterAppointmentAnswer', audience: 'branch', options: { answer: 'confirm' } }], bundle)
      return confirmed(payload, bundle)
    case 'counter-appointment-rejected':
      await queueMessages(payload, order.id, [{ channel: 'email', template: 'counterAppointmentAnswer', audience: 'branch', options: { answer: 'reject' } }], bundle)
      return ended(payload, bundle, 'canceled', event.message)
  }
}

/** Runs the side effects of an order event after commit. Never throws (failures are logged and recorded). */
export async function onOrderEvent(event: OrderEvent, req: PayloadRequest): Promise<void> {
  try {
    await dispatch(req.payload, event)
  } catch (error) {
    await logFailure(req.payload, 'order-events', `Folgeaktionen für Bestellung ${event.orderId} (${event.type}) fehlgeschlagen`, error, { ...event })
  }
}
