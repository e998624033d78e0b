/**
 * Payment rows (`payments`: order, provider, reference, status, amount, processed events) and their status changes.
 * A change locks the row, writes it, and the order's flags follow as the domain decides (orderAfterPayment), written
 * by the order lifecycle's writer in the same transaction, which emits the order event after commit.
 * Local API calls pass overrideAccess deliberately: payment state is set only by the server (webhook, job, endpoint).
 */
import { createLocalReq } from 'payload'
import type { Payload, PayloadRequest } from 'payload'

import { isOnlinePayment, nextPaymentStatus, orderAfterPayment } from '../../domain'
import type { OrderPaymentDecision } from '../../domain'
import type { Order, Payment } from '../../contracts/payload-types'
import { execute, sql } from '../../platform/db'
import { orderFlags, orderForSystem, runOrderChange } from '../orders'
import { issueInvoice } from './invoices'
import type { OrderDecision } from '../orders'
import type { ProviderPaymentStatus, WebhookEvent } from '../../platform/payment-providers/types'

/** A payment row as Payload reads it (the generated record type; provider and status unions included). */
export type PaymentRow = Payment

const idOf = (value: number | { id: number }): number => (typeof value === 'number' ? value : value.id)

export async function latestPayment(payload: Payload, orderId: number, req?: PayloadRequest): Promise<PaymentRow | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { order: { equals: orderId } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    req,
    // Deliberately overrideAccess: system read (the caller was authorised for the order, or this is a job/webhook).
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function lockPayment(req: PayloadRequest, paymentId: number): Promise<PaymentRow> {
  await execute(req, sql`select id from payments where id = ${paymentId} for update`)
  return await req.payload.findByID({ collection: 'payments', id: paymentId, depth: 0, req, overrideAccess: true })
}

/** The domain's payment decision as the order writer's decision (the clock is the server's). */
export function orderDecisionOf(decision: OrderPaymentDecision): OrderDecision {
  return {
    change: decision.change,
    note: decision.history ? { at: new Date().toISOString(), action: decision.history, user: null, message: null } : null,
    event: decision.event ? { type: decision.event } : null,
  }
}

/** What a step found for its locked row: the status to apply, other row fields, the webhook event it came with. */
export type PaymentUpdate = { status: ProviderPaymentStatus; extra?: Partial<PaymentRow>; event?: WebhookEvent }

export type PaymentChangeResult = { payment: PaymentRow; to: ProviderPaymentStatus | null }

/** Writes `update` to the locked row; answers the row's new status (null: it keeps its status). */
async function writePaymentRow(
  req: PayloadRequest,
  payment: PaymentRow,
  update: PaymentUpdate,
): Promise<ProviderPaymentStatus | null> {
  const { status, extra = {}, event } = update
  const to = nextPaymentStatus(payment.status, status)
  const data: Record<string, unknown> = { ...extra }
  if (event) {
    const seen = (payment.events ?? []).map(({ eventId, type, status: s, receivedAt }) => ({
      eventId,
      type,
      status: s,
      receivedAt,
    }))
    data.events = [
      ...seen,
      { eventId: event.eventId, type: event.type, status: event.status, receivedAt: new Date().toISOString() },
    ]
  }
  if (to) data.status = to
  if (to === 'refunded' && extra.refundedAmount === undefined) data.refundedAmount = payment.amount ?? 0
  if (Object.keys(data).length > 0) {
    // Deliberately overrideAccess: payment rows are written only by the server.
    await req.payload.update({ collection: 'payments', id: payment.id, data, depth: 0, req, overrideAccess: true })
  }
  return to
}

/**
 * One payment status change, one transaction: the row is locked and `step` answers its update (it may ask the
 * provider; null: nothing to write), the row is written, then — when its status moved — the order is locked and
 * changed by runOrderChange, whose event ('paid' announces the order) runs after the commit.
 */
export async function changePaymentStatus(
  payload: Payload,
  paymentId: number,
  step: (locked: PaymentRow) => PaymentUpdate | null | Promise<PaymentUpdate | null>,
): Promise<PaymentChangeResult> {
  const req = await createLocalReq({}, payload)
  const result: { payment?: PaymentRow; to: ProviderPaymentStatus | null } = { to: null }
  await runOrderChange(
    req,
    async (): Promise<Order | null> => {
      const locked = await lockPayment(req, paymentId)
      result.payment = locked
      const update = await step(locked)
      if (!update) return null
      result.to = await writePaymentRow(req, locked, update)
      if (!result.to) return null
      const order = await orderForSystem(req, idOf(locked.order))
      // the invoice's (or its correction's) number belongs to this transaction: a rollback takes it back, no gaps
      if (result.to === 'paid' && isOnlinePayment(order.paymentMethod)) await issueInvoice(req, order, 'invoice', Date.now())
      if (result.to === 'refunded') await issueInvoice(req, order, 'credit-note', Date.now())
      return order
    },
    (order) =>
      result.to
        ? orderDecisionOf(orderAfterPayment({ ...orderFlags(order), paymentStatus: order.paymentStatus }, result.to))
        : null,
  )
  if (!result.payment) throw new Error(`payment ${paymentId} was not read`)
  return { payment: result.payment, to: result.to }
}
