/**
 * The two hot paths of the board in SQL (measured: Payload's find of 500 orders with their items ≈ 400 ms and
 * Payload's update of an order with its history array 50–200 ms; both must stay well below 50 / 30 ms):
 *   • boardJson: the board's cards built by PostgreSQL as one JSON array (json_agg), no per-order JS work;
 * (status changes are written by the order lifecycle's one writer: server/order-lifecycle/writer.ts).
 * Access is decided before it runs (server/order-admin/scope.ts: the caller's branches).
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { OPEN_ORDER_STATES } from '../../domain'
import { orderStateSql } from '../order-lifecycle'
import { execute } from '../db'
import type { Scope } from './scope'
import { scopeSql } from './scope'

type SQL = ReturnType<typeof sql>

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** Board set: open orders, plus orders completed, rejected or cancelled since `dayStart` (failed ones never). */
export const boardCondition = (scope: Scope, dayStart: string) => sql`${scopeSql(scope)} and (
  ${orderStateSql(OPEN_ORDER_STATES)}
  or (${orderStateSql(['completed', 'rejected', 'canceled'])}
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
