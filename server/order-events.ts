/**
 * Side effects of order events (notifications, printing, payments), run AFTER the order's transaction committed.
 * Callers: order creation (server/orders), staff transitions (server/order-admin), public counter-appointment answers.
 * Never throws into the caller: a failing side effect is recorded (outbox / print job / payment record) and retried.
 */
import type { PayloadRequest } from 'payload'

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

export type OrderEvent = { orderId: number; type: OrderEventType; message?: string | null }

/** Filled in by the notifications/printing/payments module; a no-op until then. */
export async function onOrderEvent(event: OrderEvent, req: PayloadRequest): Promise<void> {
  void event
  void req
}
