/**
 * The two hot paths of the board in SQL (measured: Payload's find of 500 orders with their items ≈ 400 ms and
 * Payload's update of an order with its history array 50–200 ms; both must stay well below 50 / 30 ms):
 *   • boardSummary: counts and a version per column in one aggregate (the ETag; the 304 path reads no order rows);
 *   • boardJson: the selected cards (the first N per column, or one column's page) built by PostgreSQL as one JSON
 *     array (json_agg), no per-order JS work;
 * (status changes are written by the order lifecycle's one writer: modules/orders/lifecycle/writer.ts).
 * Access is decided before it runs (modules/orders/staff/scope.ts: the caller's branches).
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { OPEN_ORDER_STATES } from '../../../domain'
import { orderStateSql } from '../lifecycle'
import { execute } from '../../../platform/db'
import type { Scope } from './scope'
import { scopeSql } from './scope'

type SQL = ReturnType<typeof sql>

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** Board set: open orders, plus orders completed, rejected or cancelled since `dayStart` (failed ones never). */
export const boardCondition = (scope: Scope, dayStart: string) => sql`${scopeSql(scope)} and (
  ${orderStateSql(OPEN_ORDER_STATES)}
  or (${orderStateSql(['completed', 'rejected', 'canceled'])}
      and coalesce(o.status_changed_at, o.updated_at) >= ${dayStart}::timestamptz))`

/** The board's columns (the UI's), in order; open ones are worked oldest first, today's closed ones newest first. */
export const BOARD_COLUMNS = ['new', 'confirmed', 'ready', 'completed', 'closed'] as const
export type BoardColumnKey = (typeof BOARD_COLUMNS)[number]
const OLDEST_FIRST: readonly BoardColumnKey[] = ['new', 'confirmed', 'ready']
export const isOldestFirst = (column: BoardColumnKey) => OLDEST_FIRST.includes(column)

/** The column of an order of the board set (alias `o`). */
const columnSql = sql`(case when ${orderStateSql(['pending'])} then 'new' when ${orderStateSql(['confirmed'])} then 'confirmed'
  when ${orderStateSql(['inDelivery'])} then 'ready' when ${orderStateSql(['completed'])} then 'completed' else 'closed' end)`

/**
 * The board's search: ticket number, name ("Vorname Nachname"), company, e-mail, phone (case-insensitive parts), or the
 * order id. `position()` instead of LIKE: the text needs no escaping.
 */
export function searchSql(search: string | null): SQL {
  if (!search) return sql`true`
  const text = search.toLowerCase()
  const has = (column: SQL) => sql`position(${text} in lower(coalesce(${column}, ''))) > 0`
  const parts = [
    has(sql`o.ticket_number`),
    has(sql`concat_ws(' ', o.first_name, o.last_name)`),
    has(sql`o.company_name`),
    has(sql`o.email`),
    has(sql`o.phone`),
  ]
  if (/^\d{1,9}$/.test(search)) parts.push(sql`o.id = ${Number(search)}`)
  return sql`(${sql.join(parts, sql` or `)})`
}

/** Per column: how many orders, how many alarm (new, not acknowledged), how many are missed, and a version of the set. */
export type BoardColumnSummary = { column: BoardColumnKey; total: number; alarms: number; missed: number; version: string }

/**
 * One aggregate over the board set (the ETag and the counts): count, sum(id) and sum(updated_at in ms) per column —
 * an order entering or leaving changes count and sum(id), a change moves its updated_at forward and so the sum; no
 * per-order rows leave PostgreSQL (no text conversion per row either: that cost more than the old id list).
 */
export async function boardSummary(req: PayloadRequest, scope: Scope, dayStart: string, search: string | null, missedBefore: string): Promise<BoardColumnSummary[]> {
  const rows = await execute(
    req,
    sql`select c.col, count(*)::int as total,
          count(*) filter (where c.col = 'new' and c.acknowledged_at is null)::int as alarms,
          count(*) filter (where c.col = 'new' and c.created_at < ${missedBefore}::timestamptz)::int as missed,
          count(*) || ':' || sum(c.id) || ':' || sum((extract(epoch from c.updated_at) * 1000)::bigint) as version
        from (select ${columnSql} as col, o.id, o.created_at, o.updated_at, o.acknowledged_at from orders o
              where ${boardCondition(scope, dayStart)} and ${searchSql(search)}) c
        group by c.col`,
  )
  return rows.map((r) => ({ column: String(r.col) as BoardColumnKey, total: Number(r.total), alarms: Number(r.alarms), missed: Number(r.missed), version: String(r.version) }))
}

/** A position in a column: the last card's createdAt (ms precision, as stored) and id. */
export type BoardCursor = { createdAt: string; id: number }

/** Which cards to build: the first `limits[column]` of every column (+ up to `alarms` newest unacknowledged new ones), or one column's page after a cursor. */
export type BoardSelection =
  | { kind: 'windows'; limits: Readonly<Record<BoardColumnKey, number>>; alarms: number }
  | { kind: 'page'; column: BoardColumnKey; after: BoardCursor | null; limit: number }

/** The board set (alias `o`) with its column `col`, filtered by the search. */
const boardSet = (scope: Scope, dayStart: string, search: string | null) =>
  sql`select o.id, o.created_at, o.acknowledged_at, ${columnSql} as col from orders o
      where ${boardCondition(scope, dayStart)} and ${searchSql(search)}`

/**
 * The candidate rows of a selection (at most one beyond each column's limit): `id, col, rn` (rank in its column), `n`
 * (the column's limit) and `alarm` (a new, unacknowledged order shown beyond the limit). Picked: `rn <= n or alarm`;
 * the row at `rn = n` is the column's cursor when a row at `rn = n + 1` exists.
 */
function selectionRows(scope: Scope, dayStart: string, search: string | null, selection: BoardSelection): SQL {
  if (selection.kind === 'page') {
    const { column, after, limit } = selection
    const asc = isOldestFirst(column)
    const order = asc ? sql`b.created_at asc, b.id asc` : sql`b.created_at desc, b.id desc`
    const past =
      after === null
        ? sql`true`
        : asc
          ? sql`(b.created_at, b.id) > (${after.createdAt}::timestamptz, ${after.id}::int)`
          : sql`(b.created_at, b.id) < (${after.createdAt}::timestamptz, ${after.id}::int)`
    return sql`select b.id, b.col, row_number() over (order by ${order}) as rn, ${limit}::int as n, false as alarm
      from (${boardSet(scope, dayStart, search)}) b where b.col = ${column} and ${past} order by ${order} limit ${limit + 1}`
  }
  const limits = sql.join(
    BOARD_COLUMNS.map((column) => sql`(${column}, ${selection.limits[column]}::int)`),
    sql`, `,
  )
  // open columns: oldest first; today's closed ones: newest first (the two leading keys are NULL for those)
  return sql`select r.id, r.col, r.rn, l.n, (r.col = 'new' and r.acknowledged_at is null and r.alarm_rank <= ${selection.alarms}) as alarm from (
      select b.id, b.col, b.acknowledged_at,
        row_number() over (partition by b.col order by
          case when b.col in ('new', 'confirmed', 'ready') then b.created_at end asc,
          case when b.col in ('new', 'confirmed', 'ready') then b.id end asc, b.created_at desc, b.id desc) as rn,
        row_number() over (partition by (b.col = 'new' and b.acknowledged_at is null) order by b.created_at desc, b.id desc) as alarm_rank
      from (${boardSet(scope, dayStart, search)}) b) r
    join (values ${limits}) l(col, n) on l.col = r.col
    where r.rn <= l.n + 1 or (r.col = 'new' and r.acknowledged_at is null and r.alarm_rank <= ${selection.alarms})`
}

/** The selected cards (JSON array text, oldest first) and, per column with more rows, the cursor after the last one. */
export type BoardCards = { cardsJson: string; next: Partial<Record<BoardColumnKey, string>> }

/** `createdAt` (ms, as stored) and id of a card: the cursor after it. */
export const formatCursor = (cursor: BoardCursor) => `${cursor.createdAt}_${cursor.id}`

export function parseCursor(raw: string): BoardCursor | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d{1,10})$/.exec(raw)
  if (!match || !Number.isFinite(Date.parse(match[1]!))) return null
  const id = Number(match[2])
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? { createdAt: match[1]!, id } : null
}

/**
 * The board's cards as a JSON array text, oldest first. Field names are the order's (camelCase), plus `items`
 * with the position snapshot. Money stays integer cents. Only the selected cards are built (see BoardSelection).
 */
export async function boardJson(req: PayloadRequest, scope: Scope, dayStart: string, search: string | null, selection: BoardSelection): Promise<BoardCards> {
  // row_to_json over aliased columns: no argument limit and no jsonb round trip
  const rows = await execute(
    req,
    sql`with s as (${selectionRows(scope, dayStart, search, selection)}),
    p as (select s.id from s where s.rn <= s.n or s.alarm)
    select (select json_object_agg(s.col, ${iso(sql`o.created_at`)} || '_' || o.id) from s join orders o on o.id = s.id
             where s.rn = s.n and exists (select 1 from s s2 where s2.col = s.col and s2.rn = s.n + 1))::text as next,
    (select coalesce(json_agg(row_to_json(c) order by c."createdAt", c.id), '[]'::json)::text from (
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
      from orders o where o.id in (select p.id from p)
    ) c) as cards`,
  )
  const row = rows[0]
  return { cardsJson: String(row?.cards ?? '[]'), next: row?.next ? (JSON.parse(String(row.next)) as BoardCards['next']) : {} }
}
