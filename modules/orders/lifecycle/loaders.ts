/**
 * Loading an order for a change: staff actions read it with the caller's access (another branch's order answers 404,
 * exactly like an unknown one, so ids cannot be probed), the customer's actions by uid + secret hash, jobs and
 * webhooks as the system. With `lock`, the row is locked (FOR UPDATE) before it is read.
 */
import type { PayloadRequest } from 'payload'

import type { Branch, Order } from '../../../contracts/payload-types'
import { notFound } from '../../../platform/api/errors'
import { ORDER_ADMIN_MESSAGES as M } from '../../../domain/order-admin-messages'
import { lockOrderRow } from '../intake/db'
import { findOrderByUidHash } from '../intake/public'

export async function orderForStaff(req: PayloadRequest, id: number, { lock = false } = {}): Promise<Order> {
  if (lock) await lockOrderRow(req, id)
  const order = (await req.payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    req,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
  })) as Order | null
  if (!order) throw notFound(M.orderNotFound)
  return order
}

/** The order of a status page (uid + hash), locked for the rest of the transaction and read after the lock. */
export async function orderForCustomer(req: PayloadRequest, uid: string, hash: string): Promise<Order> {
  const found = await findOrderByUidHash(req, uid, hash)
  await lockOrderRow(req, found.id)
  // Deliberately overrideAccess: the caller proved access with uid + hash above.
  return (await req.payload.findByID({ collection: 'orders', id: found.id, depth: 0, req, overrideAccess: true })) as Order
}

/** The order for a system step (payments, jobs: no user), locked and read after the lock. */
export async function orderForSystem(req: PayloadRequest, id: number): Promise<Order> {
  await lockOrderRow(req, id)
  // Deliberately overrideAccess: a verified webhook, a job or the server's own payment start — no caller to scope by.
  return (await req.payload.findByID({ collection: 'orders', id, depth: 0, req, overrideAccess: true })) as Order
}

/** The order's branch as the caller may read it (null when the caller cannot, or it is gone). */
export async function orderBranchForStaff(req: PayloadRequest, order: Order): Promise<Branch | null> {
  const branchId = typeof order.branch === 'object' ? order.branch.id : order.branch
  return (await req.payload.findByID({
    collection: 'branches',
    id: branchId,
    depth: 0,
    req,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
  })) as Branch | null
}
