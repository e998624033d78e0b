/**
 * Job `repairOrderNotifications` (every minute, jobs.ts): announces every accepted open order of the lookback window
 * that still lacks its "Neue Bestellung" outbox row or its print on arrival — a process can die between an online
 * payment's commit and its announcement. Dedupe keys make a repeat harmless; each repair is logged
 * (docs/operations.md "Order events").
 */
import type { Payload } from 'payload'

import { OFFLINE_PAYMENT_METHODS, OPEN_ORDER_STATES } from '../../../domain'
import { execute, sql } from '../../../platform/db'
import { logFailure } from '../../../platform/jobs/log'
import { orderStateSql } from '..'
import { announceNewOrder, newOrderDedupeKey } from '../../notifications'
import { loadOrderBundle } from '../../notifications'

export const REPAIR_TASK = 'repairOrderNotifications'
export const REPAIR_LOOKBACK_MS = 2 * 24 * 60 * 60_000
export const REPAIR_GRACE_MS = 2 * 60_000
/** Orders repaired per run at most (the next run takes the rest). */
export const REPAIR_BATCH = 100

/** The accepted, open orders without their announcement rows (oldest first). */
export async function ordersMissingAnnouncement(payload: Payload, graceMs = REPAIR_GRACE_MS): Promise<number[]> {
  // the branch row's key is '<order id>' + this suffix (modules/notifications/outbox.ts messageDedupeKey)
  const keySuffix = newOrderDedupeKey(0).slice(1)
  const offline = sql.join(
    OFFLINE_PAYMENT_METHODS.map((method) => sql`${method}`),
    sql`, `,
  )
  const rows = await execute<{ id: number }>(
    payload,
    sql`select o.id from orders o join branches b on b.id = o.branch_id
         where o.created_at > now() - make_interval(secs => ${REPAIR_LOOKBACK_MS / 1000})
           and o.updated_at <= now() - make_interval(secs => ${graceMs / 1000})
           and (o.payment_method is null or o.payment_method::text in (${offline}) or o.is_paid is true)
           and ${orderStateSql(OPEN_ORDER_STATES)}
           and (not exists (select 1 from outbox x where x.dedupe_key = o.id::text || ${keySuffix})
                or (b.auto_print = 'onArrival' and not exists (select 1 from print_jobs p where p.order_id = o.id and p.kind = 'auto')))
         -- newest first: a shop needs the order that just came in announced before one from yesterday
         order by o.id desc
         limit ${REPAIR_BATCH}`,
  )
  return rows.map((row) => Number(row.id))
}

/** One run: announces every order found, logs each repair; answers the repaired order ids. */
export async function repairOrderNotifications(payload: Payload, graceMs = REPAIR_GRACE_MS): Promise<number[]> {
  const repaired: number[] = []
  for (const orderId of await ordersMissingAnnouncement(payload, graceMs)) {
    await announceNewOrder(payload, await loadOrderBundle(payload, orderId))
    await logFailure(payload, 'notifications', `Benachrichtigungen zu Bestellung ${orderId} fehlten und wurden nachgeholt`, undefined, { orderId })
    repaired.push(orderId)
  }
  return repaired
}
