/**
 * Hook points of the order lifecycle (notifications, printing, payment follow-up, analytics).
 * Called after the database transaction committed; a failing hook never undoes or fails the order.
 */
import type { PayloadRequest } from 'payload'

import type { Order } from '../../payload-types'
import { onOrderEvent } from '../order-events'

/** After a public order was created and committed: notifications, auto-print on arrival, payment follow-up. */
export async function afterOrderCreated(order: Order, req: PayloadRequest): Promise<void> {
  await onOrderEvent({ orderId: Number(order.id), type: 'created', order }, req)
}

/** After the customer answered a counter-appointment ('confirm' or 'reject'). */
export async function afterCounterAppointmentAnswered(order: Order, answer: 'confirm' | 'reject', req: PayloadRequest): Promise<void> {
  await onOrderEvent(
    { orderId: Number(order.id), type: answer === 'confirm' ? 'counter-appointment-confirmed' : 'counter-appointment-rejected' },
    req,
  )
}

/** After the customer rated an order. */
export async function afterOrderReviewed(_order: Order, _req: PayloadRequest): Promise<void> {}

/** Runs a hook and logs (never rethrows) its failure. */
export async function runHook(name: string, hook: () => Promise<void>): Promise<void> {
  try {
    await hook()
  } catch (error) {
    console.error(`[orders] hook ${name} failed`, error)
  }
}
