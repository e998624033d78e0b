/**
 * The one writer of an order's lifecycle: `writeOrderChange` (one UPDATE of the changed columns and one history row, in
 * the caller's transaction) and `runOrderChange` (transaction → lock → decision → write → the event after commit).
 * Staff transitions, item edits, the customer's answers and payments all go through it; the flags are not writable
 * through the API, so nothing else changes them (docs/architecture.md "Where each order concern lives").
 */
import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { orderState } from '../../../domain'
import type { OrderFlags, OrderHistoryAction, OrderState } from '../../../domain'
import type { Order } from '../../../contracts/payload-types'
import { execute, inTransaction } from '../../../platform/db'
import { onOrderEvent } from './events'
import { notifyOrderStateChange } from './notify'
import type { OrderEventType } from './events'

type SQL = ReturnType<typeof sql>

/** The order's flags in the domain's shape. */
export const orderFlags = (order: Order): OrderFlags => ({
  ...order,
  appointment: order.appointmentDate ?? null,
  counterAppointment: order.counterAppointment ?? null,
  questionnaireRating: typeof order.questionnaireRating?.rating === 'number' ? order.questionnaireRating : null,
})

type Rating = NonNullable<Order['questionnaireRating']>

/** What a lifecycle change may write (camelCase, as on the Order). */
export type OrderChange = {
  isConfirmed?: boolean
  isInDelivery?: boolean
  isCompleted?: boolean
  isRejected?: boolean
  isCanceled?: boolean
  isFailed?: boolean
  isPaid?: boolean
  isRefunded?: boolean
  paymentStatus?: string | null
  paymentReference?: string | null
  rejectionMessage?: string | null
  appointmentDate?: string | null
  counterAppointment?: string | null
  acknowledgedAt?: string | null
  acknowledgedBy?: number | null
  questionnaireRating?: Pick<Rating, 'rating' | 'foodRating' | 'serviceRating' | 'processRating' | 'comment'>
}

type Scalar = Exclude<keyof OrderChange, 'questionnaireRating'>

/** Column and cast of every scalar the writer may set. */
const COLUMNS: Readonly<Record<Scalar, readonly [string, 'bool' | 'text' | 'time' | 'int']>> = {
  isConfirmed: ['is_confirmed', 'bool'],
  isInDelivery: ['is_in_delivery', 'bool'],
  isCompleted: ['is_completed', 'bool'],
  isRejected: ['is_rejected', 'bool'],
  isCanceled: ['is_canceled', 'bool'],
  isFailed: ['is_failed', 'bool'],
  isPaid: ['is_paid', 'bool'],
  isRefunded: ['is_refunded', 'bool'],
  paymentStatus: ['payment_status', 'text'],
  paymentReference: ['payment_reference', 'text'],
  rejectionMessage: ['rejection_message', 'text'],
  appointmentDate: ['appointment_date', 'time'],
  counterAppointment: ['counter_appointment', 'time'],
  acknowledgedAt: ['acknowledged_at', 'time'],
  acknowledgedBy: ['acknowledged_by_id', 'int'],
}

const RATING_COLUMNS = {
  rating: 'questionnaire_rating_rating',
  foodRating: 'questionnaire_rating_food_rating',
  serviceRating: 'questionnaire_rating_service_rating',
  processRating: 'questionnaire_rating_process_rating',
  comment: 'questionnaire_rating_comment',
} as const

const CASTS = { bool: sql`::boolean`, text: sql`::varchar`, time: sql`::timestamptz`, int: sql`::integer` } as const

function assignments(change: OrderChange, statusChangedAt: string | null): SQL[] {
  const sets: SQL[] = []
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) continue
    if (key === 'questionnaireRating') {
      for (const [field, columnName] of Object.entries(RATING_COLUMNS)) {
        const v = (value as Record<string, unknown>)[field] ?? null
        sets.push(sql`${sql.identifier(columnName)} = ${v}${field === 'comment' ? sql`::varchar` : sql`::numeric`}`)
      }
      continue
    }
    const spec = COLUMNS[key as Scalar]
    if (!spec) throw new Error(`order column ${key} is not written by the lifecycle`)
    sets.push(sql`${sql.identifier(spec[0])} = ${value}${CASTS[spec[1]]}`)
  }
  if (statusChangedAt !== null) sets.push(sql`status_changed_at = ${statusChangedAt}::timestamptz`)
  sets.push(sql`updated_at = now()`)
  return sets
}

/** What the history row says; `from`/`to` are the order's states before and after, filled in by the writer. */
export type HistoryNote = { at: string; action: OrderHistoryAction; user: number | null; message: string | null }

type HistoryRow = HistoryNote & { id: string; from: OrderState; to: OrderState }

/** Payload's id format for array rows (24 hex characters). */
const rowId = () => randomBytes(12).toString('hex')

/**
 * Writes `change` to the (locked) `order` and appends one history row (none for `note: null`: payment bookkeeping
 * that moves no state), in the request's transaction. Sets `statusChangedAt` when the order's state moves. Returns the order as a fresh read would (no second read).
 */
export async function writeOrderChange(req: PayloadRequest, order: Order, change: OrderChange, note: HistoryNote | null): Promise<Order> {
  const from = orderState(orderFlags(order))
  const merged = { ...order, ...change } as Order
  const to = orderState(orderFlags(merged))
  const statusChangedAt = from !== to ? (note?.at ?? new Date().toISOString()) : null
  const rows = await execute(
    req,
    sql`update orders set ${sql.join(assignments(change, statusChangedAt), sql`, `)} where id = ${order.id}
        returning to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at`,
  )
  if (rows.length === 0) throw new Error(`order ${order.id} vanished during its change`)
  // the signage players' ready zone follows state changes (modules/orders/lifecycle/notify.ts; delivered on commit)
  if (statusChangedAt !== null) await notifyOrderStateChange(req, order)
  if (note === null) return { ...merged, ...(statusChangedAt !== null ? { statusChangedAt } : {}), updatedAt: String(rows[0]?.updated_at) }
  const row: HistoryRow = { id: rowId(), ...note, from, to }
  await execute(
    req,
    sql`insert into orders_history (_order, _parent_id, id, at, action, "from", "to", user_id, message)
        select coalesce(max(_order), 0) + 1, ${order.id}, ${row.id}, ${row.at}::timestamptz, ${row.action}, ${row.from}, ${row.to},
               ${row.user}, ${row.message}
        from orders_history where _parent_id = ${order.id}`,
  )
  return {
    ...merged,
    ...(statusChangedAt !== null ? { statusChangedAt } : {}),
    questionnaireRating: change.questionnaireRating ? { ...order.questionnaireRating, ...change.questionnaireRating } : order.questionnaireRating,
    updatedAt: String(rows[0]?.updated_at),
    history: [...(order.history ?? []), row],
  }
}

/**
 * A lifecycle decision: what to write, its history row (null: none, payment bookkeeping) and which event follows;
 * `null` writes nothing (e.g. already acknowledged).
 */
export type OrderDecision = {
  change: OrderChange
  note: HistoryNote | null
  event: { type: OrderEventType; message?: string | null } | null
} | null

type Decide = (order: Order) => OrderDecision | Promise<OrderDecision>

/**
 * One lifecycle step: in one transaction `load` reads and locks the order, `decide` applies the domain's rule
 * (throwing an ApiError to refuse), the writer stores it; after the commit the event runs (never throws).
 * A payment's `load` locks and writes its payment row first, and answers null when the order is not touched.
 */
export async function runOrderChange(req: PayloadRequest, load: () => Promise<Order>, decide: Decide): Promise<Order>
export async function runOrderChange(req: PayloadRequest, load: () => Promise<Order | null>, decide: Decide): Promise<Order | null>
export async function runOrderChange(req: PayloadRequest, load: () => Promise<Order | null>, decide: Decide): Promise<Order | null> {
  const { order, event } = await inTransaction(req, async () => {
    const current = await load()
    if (current === null) return { order: null, event: null }
    const decision = await decide(current)
    if (decision === null) return { order: current, event: null }
    return { order: await writeOrderChange(req, current, decision.change, decision.note), event: decision.event }
  })
  // the event reads the order again with the system's access (links need the secret hash, staff reads do not see it)
  if (order && event) await onOrderEvent({ orderId: order.id, type: event.type, message: event.message ?? null }, req)
  return order
}
