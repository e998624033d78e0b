/**
 * POST /api/orders/public — the anonymous customer's order (SF §3, §4 "Order submit", §5).
 *
 * parse (shapes) → load the server's own data → validate with domain/ (all errors at once, 400, nothing written)
 * → one transaction: ticket number (advisory-locked per branch and local day) + insert → commit
 * → payment start (offline: no redirect) → the 'created' order event (server/order-lifecycle/events.ts).
 * An Idempotency-Key header makes a retried submit return the first answer (the unique index on
 * orders.idempotencyKey settles races between two simultaneous retries).
 */
import type { PayloadRequest } from 'payload'

import { DONATION_AMOUNT_CENTS, formatIsoDate, formatTicketNumber, localDayNumber, orderItemSnapshot, orderTotals } from '../../domain'
import type { Order } from '../../payload-types'
import { badRequest } from '../api/errors'
import { onOrderEvent } from '../order-lifecycle/events'
import { isUniqueViolation, queryPool } from '../db'
import { allocateTicketSequence } from './db'
import { insertOrder } from './insert'
import type { InsertedOrder } from './insert'
import { loadOrderContext } from './load'
import { ORDER_MESSAGES as M } from './messages'
import { parseOrderBody } from './parse'
import { newOrderUid, newSecretHash } from './secrets'
import type { PreparedOrder } from './validate'
import { validateOrder } from './validate'

export type CreatedOrderAnswer = { uid: string; hash: string; paymentRedirectUrl?: string }

export type CreateOrderResult = { answer: CreatedOrderAnswer; replayed: boolean }

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/

/** The Idempotency-Key header: absent → null; malformed → 400. */
export function parseIdempotencyKey(raw: string | null): string | null {
  if (raw === null || raw.trim() === '') return null
  const key = raw.trim()
  if (!IDEMPOTENCY_KEY.test(key)) throw badRequest([{ field: 'Idempotency-Key', message: M.idempotencyKeyInvalid }])
  return key
}

/** The first answer of an earlier submit with the same Idempotency-Key, or null. */
async function replay(req: PayloadRequest, key: string): Promise<CreatedOrderAnswer | null> {
  // The anonymous caller proves ownership with the key itself; only uid, hash and the open payment's redirect are read.
  const rows = await queryPool<{ uid: string | null; hash: string | null; redirect_url: string | null }>(
    req.payload,
    'tresen_order_replay',
    `select o.uid, o.hash,
            (select p.redirect_url from payments p where p.order_id = o.id and p.status in ('created', 'pending')
              order by p.created_at desc limit 1) as redirect_url
       from orders o where o.idempotency_key = $1 limit 1`,
    [key],
  )
  const order = rows[0]
  if (!order?.uid || !order.hash) return null
  // an online order whose payment is still open answers its redirect again (the first answer may have been lost)
  return order.redirect_url ? { uid: order.uid, hash: order.hash, paymentRedirectUrl: order.redirect_url } : { uid: order.uid, hash: order.hash }
}

const nullIfBlank = (value: string | null | undefined): string | null => (value === undefined || value === null || value === '' ? null : value)

/** The order row of a validated submission (prices computed by the server; the client's totals are never read). */
export function buildOrderData(order: PreparedOrder, now: number) {
  const { submission, pricing, deliveryType } = order
  const { form } = submission
  const isDelivery = deliveryType === 'delivery'
  const different = isDelivery && form.isDeliveryAddressDifferent === true
  const lines = pricing.lines
  return {
    branch: order.branch.id,
    deliveryType,
    isDelivery,
    isDineIn: deliveryType === 'dineIn',
    table: order.table?.id ?? null,
    tableIdentifier: order.table?.identifier ?? null,
    appointmentDate: nullIfBlank(form.appointmentDate as string | null),
    comment: nullIfBlank(form.comment),
    items: order.items.map((item, index) => {
      const snapshot = orderItemSnapshot({ product: item.input.product, amount: item.input.amount, option: item.option, line: lines[index], parts: item.parts })
      return { ...snapshot, product: item.product.id, name: item.product.name, parts: [...snapshot.parts] }
    }),
    isCompany: form.isCompany === true,
    companyName: form.isCompany === true ? nullIfBlank(form.companyName) : null,
    vatNumber: form.isCompany === true ? nullIfBlank(form.vatNumber) : null,
    firstName: nullIfBlank(form.firstName),
    lastName: nullIfBlank(form.lastName),
    email: nullIfBlank(form.email),
    phone: nullIfBlank(form.phone),
    street: nullIfBlank(form.street),
    floor: nullIfBlank(form.floor),
    stairway: nullIfBlank(form.stairway),
    door: nullIfBlank(form.door),
    zipCode: nullIfBlank(form.zipCode),
    city: nullIfBlank(form.city),
    country: nullIfBlank(form.country),
    isDeliveryAddressDifferent: different,
    deliveryStreet: different ? nullIfBlank(form.deliveryStreet) : null,
    deliveryFloor: different ? nullIfBlank(form.deliveryFloor) : null,
    deliveryStairway: different ? nullIfBlank(form.deliveryStairway) : null,
    deliveryDoor: different ? nullIfBlank(form.deliveryDoor) : null,
    deliveryZipCode: different ? nullIfBlank(form.deliveryZipCode) : null,
    deliveryCity: different ? nullIfBlank(form.deliveryCity) : null,
    deliveryCountry: different ? nullIfBlank(form.deliveryCountry) : null,
    deliveryArea: order.area?.area ?? null,
    // the fee's rate as charged now: a later staff change of a position re-prices the fee with it
    deliveryTaxRate: order.area ? (order.area.tax ?? 0) : null,
    legalInstructions: form.legalInstructions === true,
    privacyPolicy: form.privacyPolicy === true,
    donatee: order.donatee?.id ?? null,
    // SF §9: the donation shown is 0.07 in the shop currency; the domain keeps it out of the order total
    donationAmount: order.donatee ? DONATION_AMOUNT_CENTS : 0,
    ...orderTotals(pricing),
    paymentMethod: order.paymentMethod as Order['paymentMethod'],
    isPaid: false,
    isRefunded: false,
    history: [{ at: new Date(now).toISOString(), action: 'created', from: null, to: 'pending', message: null }],
    ticketDate: formatIsoDate(localDayNumber(now, order.timeZone)),
  }
}

/**
 * The created order as Payload would read it back (depth 0), built from the inserted values — the notifications
 * after commit render from it instead of reading the row again.
 */
function insertedOrderDoc(row: ReturnType<typeof buildOrderData> & Partial<Order>, inserted: InsertedOrder): Order {
  return {
    ...row,
    id: inserted.id,
    items: row.items.map((item) => ({ ...item, id: null })),
    history: row.history.map((entry) => ({ ...entry, id: null })),
    isConfirmed: false,
    isInDelivery: false,
    isDelivered: false,
    isCompleted: false,
    isRejected: false,
    isCanceled: false,
    isFailed: false,
    createdAt: inserted.createdAt,
    updatedAt: inserted.updatedAt,
  } as Order
}

const UID_ATTEMPTS = 3

export async function createPublicOrder(req: PayloadRequest, body: unknown, idempotencyKeyHeader: string | null): Promise<CreateOrderResult> {
  const key = parseIdempotencyKey(idempotencyKeyHeader)
  if (key) {
    const earlier = await replay(req, key)
    if (earlier) return { answer: earlier, replayed: true }
  }

  const now = Date.now()
  const { submission, errors: shapeErrors } = parseOrderBody(body)
  const context = await loadOrderContext(req, submission, now)
  const { errors, order } = validateOrder(submission, context, shapeErrors, now)
  if (errors.length > 0 || order === null) throw badRequest(errors)

  const data = buildOrderData(order, now)
  let created: { doc: Order; uid: string; hash: string } | null = null
  for (let attempt = 1; created === null; attempt += 1) {
    const uid = newOrderUid()
    const hash = newSecretHash()
    try {
      const sequence = await allocateTicketSequence(req, order.branch.id, data.ticketDate)
      const row = { ...data, ticketSequence: sequence, ticketNumber: formatTicketNumber(sequence), uid, hash, idempotencyKey: key }
      // one statement (order, items, history); every value was validated and computed by the server above
      const inserted = await insertOrder(req.payload, row, now)
      created = { doc: insertedOrderDoc(row, inserted), uid, hash }
    } catch (error) {
      if (key && isUniqueViolation(error, 'idempotencyKey')) {
        const earlier = await replay(req, key)
        if (earlier) return { answer: earlier, replayed: true }
      }
      if (isUniqueViolation(error, 'uid') && attempt < UID_ATTEMPTS) continue
      throw error
    }
  }

  const { doc } = created
  const payment = await order.provider.startPayment(doc, order.branch, req)
  await onOrderEvent({ orderId: doc.id, type: 'created', order: doc }, req)
  const answer: CreatedOrderAnswer = { uid: created.uid, hash: created.hash }
  if (payment.redirectUrl) answer.paymentRedirectUrl = payment.redirectUrl
  return { answer, replayed: false }
}
