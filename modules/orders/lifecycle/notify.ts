/**
 * "An order of branch B changed state", sent with pg_notify inside the order's transaction (delivered after COMMIT to
 * every listening process, never on rollback). Listened to by the signage players' "Abholbereit" zone
 * (modules/devices/signage/ws.ts), which then reads the branch's ready orders again.
 */
import type { PayloadRequest } from 'payload'

import type { Order } from '../../../contracts/payload-types'
import { ORDER_CHANNEL } from '../../../platform/cache/contentEvents'
import { execute, sql } from '../../../platform/db'


export async function notifyOrderStateChange(req: PayloadRequest, order: Pick<Order, 'id' | 'branch'>): Promise<void> {
  const branch = typeof order.branch === 'object' && order.branch !== null ? order.branch.id : order.branch
  if (typeof branch !== 'number') return
  await execute(req, sql`select pg_notify(${ORDER_CHANNEL}, ${JSON.stringify({ order: order.id, branch })})`)
}
