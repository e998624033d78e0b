/**
 * Side effects of order events (notifications, printing, the refund job), run AFTER the order's transaction committed;
 * called by the writer (writer.ts runOrderChange) and by order creation. Never throws into the caller: a failed side
 * effect is recorded and retried by the job queue. What each event does: docs/operations.md "Order events".
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
