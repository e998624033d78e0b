/**
 * The order's own statements (executor, transactions and error mapping: platform/db).
 */
import type { PayloadRequest } from 'payload'

import { lockRow, queryPool } from '../../../platform/db'

/** Locks an order row until the surrounding transaction ends (serialises public status actions). */
export async function lockOrderRow(req: PayloadRequest, orderId: number): Promise<void> {
  await lockRow(req, 'orders', orderId)
}

/**
 * Allocates the next ticket sequence of a branch for a local day (YYYY-MM-DD) with one atomic statement on the
 * counter table (migration ticket_counters), outside the order's transaction: concurrent submits wait only for
 * this row update, not for each other's whole order insert. A counter created for a day that already has orders
 * starts after their highest number. A failed insert afterwards leaves a gap, never a duplicate; the unique index
 * (branch, ticketDate, ticketSequence) is the last line of defence.
 * In the same statement: the new order's id from the orders' id sequence — the order's notification texts (which
 * name the id) are rendered before its one insert statement (modules/orders/intake/insert.ts).
 */
export async function allocateTicketAndOrderId(req: PayloadRequest, branchId: number, ticketDate: string): Promise<{ sequence: number; orderId: number }> {
  const rows = await queryPool<{ last: string | number; order_id: string | number }>(
    req.payload,
    'tresen_ticket_sequence_and_id',
    `insert into order_ticket_counters (branch_id, ticket_date, last)
     values ($1::integer, $2::varchar, coalesce((select max(ticket_sequence) from orders where branch_id = $1::integer and ticket_date = $2::varchar), 0) + 1)
     on conflict (branch_id, ticket_date) do update set last = order_ticket_counters.last + 1
     returning last, nextval(pg_get_serial_sequence('orders', 'id')) as order_id`,
    [branchId, ticketDate],
  )
  const sequence = Number(rows[0]?.last)
  const orderId = Number(rows[0]?.order_id)
  if (!Number.isSafeInteger(sequence) || sequence < 1 || !Number.isSafeInteger(orderId)) throw new Error('ticket sequence allocation failed')
  return { sequence, orderId }
}
