/**
 * Customers filled from orders (issue 19) and a customer's order history. `saveCustomerFromOrder` runs after an
 * accepted public order committed, only with the customer's opt-in (`saveCustomerData`): it finds the customer by the
 * domain's matching rule and creates or updates it in its own transaction, serialised per match key, and never throws.
 * `customerOrderHistory` lists a customer's orders with the viewer's access.
 * docs/device-screens.md "Customers from orders".
 */
import type { PayloadRequest, Where } from 'payload'

import { formatDateTime, formatMoney, orderState } from '../../domain'
import type { OrderState } from '../../domain'
import { customerDataFromOrder, customerKeys } from '../../domain/customers'
import type { CustomerKeys } from '../../domain/customers'
import type { Customer, Order } from '../../contracts/payload-types'
import { OrderBodyLenient } from '../../contracts/order-body'
import { execute, inTransaction, sql } from '../../platform/db'
import { logFailure } from '../../platform/jobs/log'
import { orderFlags } from '../orders'
import { readSettings, shopLocale } from '../settings'

/** req.context flag of the customer write (hooks that want to skip order-driven writes can check it). */
export const CUSTOMER_FROM_ORDER = 'customerFromOrder'

/** The opt-in of an order body: true only for a literal `saveCustomerData: true` (the contract's flag). */
export function customerOptIn(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  return OrderBodyLenient.shape.saveCustomerData.parse((body as Record<string, unknown>).saveCustomerData) === true
}

/** The oldest customer the keys match (domain/customers.ts customerMatches), or null. */
async function findMatchingCustomer(req: PayloadRequest, keys: CustomerKeys): Promise<Customer | null> {
  const or: Where[] = []
  if (keys.emailKey !== null) or.push({ emailKey: { equals: keys.emailKey } })
  if (keys.phoneKey !== null) {
    // a phone match only where the order or the customer has no e-mail
    or.push(keys.emailKey === null ? { phoneKey: { equals: keys.phoneKey } } : { and: [{ phoneKey: { equals: keys.phoneKey } }, { emailKey: { exists: false } }] })
  }
  if (or.length === 0) return null
  const { docs } = await req.payload.find({
    collection: 'customers',
    where: { or },
    sort: 'id',
    limit: 10,
    depth: 0,
    req,
    // Deliberately overrideAccess: a system write on behalf of the ordering (anonymous) customer, who opted in.
    overrideAccess: true,
  })
  const customers = docs as Customer[]
  // e-mail matches first, then phone matches; the oldest of each
  return customers.find((c) => keys.emailKey !== null && c.emailKey === keys.emailKey) ?? customers[0] ?? null
}

export type SavedCustomer = { id: number; created: boolean }

/**
 * Creates or updates the customer of an accepted order when its body carries the opt-in. Never throws (a failure is
 * logged to the 'customers' channel); answers what it did, or null when nothing was written.
 */
export async function saveCustomerFromOrder(req: PayloadRequest, order: Order, body: unknown, now = Date.now()): Promise<SavedCustomer | null> {
  try {
    if (!customerOptIn(body)) return null
    const keys = customerKeys(order)
    if (keys.emailKey === null && keys.phoneKey === null) return null
    const data = customerDataFromOrder(order)
    const stamp = new Date(now).toISOString()
    const context = { ...req.context, [CUSTOMER_FROM_ORDER]: true }
    return await inTransaction(req, async () => {
      // one writer per match key at a time (transaction-scoped advisory locks, released at commit)
      for (const key of [keys.emailKey, keys.phoneKey]) {
        if (key !== null) await execute(req, sql`select pg_advisory_xact_lock(hashtext(${`customer:${key}`}))`)
      }
      const existing = await findMatchingCustomer(req, keys)
      // Deliberately overrideAccess below: see findMatchingCustomer (system write after the customer's opt-in).
      if (existing) {
        await req.payload.update({
          collection: 'customers',
          id: existing.id,
          data: { ...data, dataConsentAt: stamp, lastOrderAt: order.createdAt ?? stamp },
          depth: 0,
          req,
          context,
          overrideAccess: true,
        })
        return { id: existing.id, created: false }
      }
      const lastName = data.lastName ?? data.company ?? data.email ?? data.phone ?? 'Unbekannt'
      const doc = await req.payload.create({
        collection: 'customers',
        data: { ...data, lastName, dataConsentAt: stamp, lastOrderAt: order.createdAt ?? stamp },
        depth: 0,
        req,
        context,
        overrideAccess: true,
      })
      return { id: doc.id, created: true }
    })
  } catch (error) {
    await logFailure(req.payload, 'customers', `Kunde aus Bestellung ${order.id} konnte nicht gespeichert werden`, error, { orderId: order.id })
    return null
  }
}

// ---------------------------------------------------------------------------
// Order history
// ---------------------------------------------------------------------------

export const CUSTOMER_HISTORY_LIMIT = 50

export type CustomerOrderRow = {
  id: number
  ticketNumber: string | null
  branchId: number | null
  branchName: string | null
  createdAt: string
  /** DD.MM.YYYY HH:mm in the shop's time zone */
  date: string
  /** e.g. '24,50 €' */
  total: string
  state: OrderState
}

export type CustomerOrderHistory = { orders: CustomerOrderRow[]; total: number; mixedBranches: boolean }

/**
 * The orders of a customer (domain/customers.ts matching rule, SQL below), newest first, at most 50, as the viewer may
 * read them (overrideAccess: false: branch staff see their branches' orders only). null when the viewer may not read
 * the customer.
 */
export async function customerOrderHistory(req: PayloadRequest, customerId: number): Promise<CustomerOrderHistory | null> {
  const customer = (await req.payload.findByID({
    collection: 'customers',
    id: customerId,
    depth: 0,
    req,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
  })) as Customer | null
  if (!customer) return null
  const keys = customerKeys(customer)
  if (keys.emailKey === null && keys.phoneKey === null) return { orders: [], total: 0, mixedBranches: false }
  // customerMatches() in SQL: orders store the phone normalised (modules/orders/intake/parse.ts) and the e-mail as typed
  const orderEmail = sql`nullif(lower(btrim(o.email)), '')`
  const byEmail = keys.emailKey === null ? sql`false` : sql`${orderEmail} = ${keys.emailKey}`
  const byPhone =
    keys.phoneKey === null ? sql`false` : keys.emailKey === null ? sql`o.phone = ${keys.phoneKey}` : sql`(o.phone = ${keys.phoneKey} and ${orderEmail} is null)`
  const rows = await execute<{ id: number }>(req, sql`select o.id from orders o where ${byEmail} or ${byPhone} order by o.created_at desc, o.id desc limit 1000`)
  const ids = rows.map((row) => Number(row.id))
  if (ids.length === 0) return { orders: [], total: 0, mixedBranches: false }
  const { docs, totalDocs } = await req.payload.find({
    collection: 'orders',
    where: { id: { in: ids } },
    sort: '-createdAt',
    limit: CUSTOMER_HISTORY_LIMIT,
    depth: 0,
    select: { ticketNumber: true, branch: true, createdAt: true, totalGross: true, isConfirmed: true, isInDelivery: true, isCompleted: true, isRejected: true, isCanceled: true, isFailed: true },
    req,
    user: req.user,
    overrideAccess: false,
  })
  const orders = docs as Order[]
  const branchIds = [...new Set(orders.map((o) => (typeof o.branch === 'object' && o.branch !== null ? o.branch.id : o.branch)).filter((id): id is number => typeof id === 'number'))]
  const branches = branchIds.length
    ? (await req.payload.find({ collection: 'branches', where: { id: { in: branchIds } }, select: { name: true }, depth: 0, limit: branchIds.length, req, user: req.user, overrideAccess: false })).docs
    : []
  const branchName = new Map(branches.map((b) => [b.id, (b as { name?: string | null }).name ?? null]))
  const { timeZone, currency } = shopLocale(await readSettings(req.payload))
  return {
    total: totalDocs,
    mixedBranches: branchIds.length > 1,
    orders: orders.map((o) => {
      const branchId = typeof o.branch === 'object' && o.branch !== null ? o.branch.id : (o.branch ?? null)
      return {
        id: o.id,
        ticketNumber: o.ticketNumber ?? null,
        branchId,
        branchName: branchId === null ? null : (branchName.get(branchId) ?? null),
        createdAt: o.createdAt,
        date: formatDateTime(new Date(o.createdAt), timeZone),
        total: formatMoney(o.totalGross ?? 0, currency),
        state: orderState(orderFlags(o)),
      }
    }),
  }
}
