/**
 * The two hot paths of the board in SQL (measured: Payload's find of 500 orders with their items ≈ 400 ms and
 * Payload's update of an order with its history array 50–200 ms; both must stay well below 50 / 30 ms):
 *   • boardJson: the board's cards built by PostgreSQL as one JSON array (json_agg), no per-order JS work;
 *   • writeOrderChange: a status change as one UPDATE plus one INSERT into orders_history, inside the caller's
 *     Payload transaction (req.transactionID).
 * Access is decided before either runs (server/order-admin/scope.ts: the caller's branches, the order read with
 * overrideAccess: false). Orders have no collection hooks; side effects run through onOrderEvent after commit.
 */
import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { execute } from '../orders/db'
import type { Scope } from './scope'
import { scopeSql } from './scope'

type SQL = ReturnType<typeof sql>

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export const OPEN_SQL = sql`coalesce(o.is_completed, false) = false and coalesce(o.is_rejected, false) = false
  and coalesce(o.is_canceled, false) = false and coalesce(o.is_failed, false) = false`

/** Board set: open orders, plus orders completed, rejected or cancelled since `dayStart` (failed ones never). */
export const boardCondition = (scope: Scope, dayStart: string) => sql`${scopeSql(scope)} and (
  (${OPEN_SQL})
  or (coalesce(o.is_failed, false) = false and (o.is_completed or o.is_rejected or o.is_canceled)
      and coalesce(o.status_changed_at, o.updated_at) >= ${dayStart}::timestamptz))`

/** Ids and versions of the board's set (for the ETag). */
export async function boardVersions(req: PayloadRequest, scope: Scope, dayStart: string) {
  const rows = await execute(
    req,
    sql`select o.id, (extract(epoch from o.updated_at) * 1000)::bigint as v from orders o
        where ${boardCondition(scope, dayStart)} order by o.id`,
  )
  return rows.map((r) => ({ id: Number(r.id), v: Number(r.v) }))
}

/**
 * The board's cards as a JSON array text, oldest first. Field names are the order's (camelCase), plus `items`
 * with the position snapshot. Money stays integer cents.
 */
export async function boardJson(req: PayloadRequest, scope: Scope, dayStart: string): Promise<string> {
  // row_to_json over aliased columns: no argument limit and no jsonb round trip
  const rows = await execute(
    req,
    sql`select coalesce(json_agg(row_to_json(c) order by c."createdAt", c.id), '[]'::json)::text as cards from (
      select o.id, o.uid, o.ticket_number as "ticketNumber", o.branch_id as branch,
        ${iso(sql`o.created_at`)} as "createdAt", ${iso(sql`o.updated_at`)} as "updatedAt",
        ${iso(sql`o.status_changed_at`)} as "statusChangedAt", ${iso(sql`o.acknowledged_at`)} as "acknowledgedAt",
        o.delivery_type as "deliveryType", o.is_delivery as "isDelivery", o.is_dine_in as "isDineIn",
        o.table_identifier as "tableIdentifier",
        ${iso(sql`o.appointment_date`)} as "appointmentDate", ${iso(sql`o.counter_appointment`)} as "counterAppointment",
        o.comment, o.rejection_message as "rejectionMessage",
        o.is_company as "isCompany", o.company_name as "companyName", o.first_name as "firstName", o.last_name as "lastName",
        o.email, o.phone, o.street, o.floor, o.stairway, o.door, o.zip_code as "zipCode", o.city,
        o.is_delivery_address_different as "isDeliveryAddressDifferent", o.delivery_street as "deliveryStreet",
        o.delivery_floor as "deliveryFloor", o.delivery_stairway as "deliveryStairway", o.delivery_door as "deliveryDoor",
        o.delivery_zip_code as "deliveryZipCode", o.delivery_city as "deliveryCity", o.delivery_area as "deliveryArea",
        o.gross::float8 as gross, o.delivery_gross::float8 as "deliveryGross", o.total_gross::float8 as "totalGross",
        o.is_approximate as "isApproximate", o.donation_amount::float8 as "donationAmount",
        o.payment_method as "paymentMethod", o.is_paid as "isPaid", o.is_refunded as "isRefunded", o.payment_status as "paymentStatus",
        o.is_confirmed as "isConfirmed", o.is_in_delivery as "isInDelivery", o.is_delivered as "isDelivered",
        o.is_completed as "isCompleted", o.is_rejected as "isRejected", o.is_canceled as "isCanceled", o.is_failed as "isFailed",
        coalesce((
          select json_agg(json_build_object(
            'id', it.id, 'product', it.product_id, 'name', it.name, 'amount', it.amount::float8, 'unitName', it.unit_name,
            'unitPrice', it.unit_price::float8, 'gross', it.gross::float8, 'taxRate', it.tax_rate::float8,
            'calculationModel', it.calculation_model, 'unit', it.unit, 'parts', it.parts) order by it._order)
          from orders_items it where it._parent_id = o.id
        ), '[]'::json) as items
      from orders o where ${boardCondition(scope, dayStart)}
    ) c`,
  )
  return String(rows[0]?.cards ?? '[]')
}

/** Columns a staff status change may write. */
const COLUMNS = {
  isConfirmed: 'is_confirmed',
  isInDelivery: 'is_in_delivery',
  isCompleted: 'is_completed',
  isRejected: 'is_rejected',
  isCanceled: 'is_canceled',
  rejectionMessage: 'rejection_message',
  counterAppointment: 'counter_appointment',
  statusChangedAt: 'status_changed_at',
  acknowledgedAt: 'acknowledged_at',
  acknowledgedBy: 'acknowledged_by_id',
} as const

export type OrderChange = Partial<Record<keyof typeof COLUMNS, string | number | boolean | null>>

export type HistoryRow = {
  at: string
  action: string
  from: string | null
  to: string | null
  user: number | null
  message: string | null
}

/** Payload's id format for array rows (24 hex characters). */
const rowId = () => randomBytes(12).toString('hex')

export type WrittenChange = { updatedAt: string; historyRow: HistoryRow & { id: string } }

/** One UPDATE of the order's columns + one appended history row, in the request's transaction. */
export async function writeOrderChange(req: PayloadRequest, id: number, change: OrderChange, entry: HistoryRow): Promise<WrittenChange> {
  const sets = Object.entries(change).map(([key, value]) => {
    const column = COLUMNS[key as keyof typeof COLUMNS]
    if (!column) throw new Error(`unknown order column ${key}`)
    const cast = key === 'counterAppointment' || key === 'statusChangedAt' || key === 'acknowledgedAt' ? sql`::timestamptz` : sql``
    return sql`${sql.identifier(column)} = ${value}${cast}`
  })
  const rows = await execute(
    req,
    sql`update orders set ${sql.join([...sets, sql`updated_at = now()`], sql`, `)} where id = ${id}
        returning ${iso(sql`updated_at`)} as updated_at`,
  )
  const historyId = rowId()
  await execute(
    req,
    sql`insert into orders_history (_order, _parent_id, id, at, action, "from", "to", user_id, message)
        select coalesce(max(_order), 0) + 1, ${id}, ${historyId}, ${entry.at}::timestamptz, ${entry.action}, ${entry.from}, ${entry.to},
               ${entry.user}, ${entry.message}
        from orders_history where _parent_id = ${id}`,
  )
  return { updatedAt: String(rows[0]?.updated_at ?? new Date().toISOString()), historyRow: { id: historyId, ...entry } }
}

/**
 * The order as a fresh read would return it after `writeOrderChange` (the caller read `order` with its own access
 * inside the same transaction and row lock, so nothing else changed in between) — saves a second read.
 */
export function withChange<T extends { history?: unknown[] | null; updatedAt: string }>(order: T, change: OrderChange, written: WrittenChange): T {
  return { ...order, ...change, updatedAt: written.updatedAt, history: [...(order.history ?? []), written.historyRow] }
}
