/**
 * The "Abholbereit" zone: ticket numbers of the branch's ready orders — the order lifecycle's 'inDelivery' state
 * (ready for pickup / being served / on its way, domain/order-status.ts; the same predicate as the front-desk screen's
 * "Abholbereit" column, modules/orders/lifecycle/predicates.ts) —, oldest first. Delivery orders are left out: they are
 * with the driver, nobody collects them at the counter. A completed order has left that state and drops out.
 */
import type { Payload } from 'payload'

import { sortTickets } from '../../../domain/signage'
import { execute, sql } from '../../../platform/db'
import { orderStateSql } from '../../orders'

export async function readyTickets(payload: Payload, branchId: number): Promise<string[]> {
  const rows = await execute<{ ticket_number: string | null; since: string | null }>(
    payload,
    sql`select o.ticket_number, to_char(o.status_changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since
        from orders o
        where o.branch_id = ${branchId} and ${orderStateSql(['inDelivery'])} and o.delivery_type is distinct from 'delivery'
        order by o.status_changed_at nulls first, o.id
        limit 60`,
  )
  return sortTickets(rows.map((r) => ({ ticketNumber: r.ticket_number, since: r.since })))
}
