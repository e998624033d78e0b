/**
 * POST /api/orders/public — the anonymous customer's order (SF §3, §4, §5): parse → load the server's own data →
 * validate with domain/ (every error at once, nothing written) → ticket number and id → ONE insert statement with
 * items, history, an offline order's announcement and the Idempotency-Key's order (a branch printing on arrival: one
 * transaction with its print jobs) → payment start. Online orders are announced on 'paid'. Why one statement and the
 * statement counts: docs/architecture.md (New-order notifications), docs/benchmarks.md; the key: ./idempotency.ts.
 */
import type { PayloadRequest } from 'payload'

import { DONATION_AMOUNT_CENTS, formatIsoDate, parseAppointment, formatTicketNumber, isOnlinePayment, localDayNumber, orderItemSnapshot, orderTotals } from '../../../domain'
import type { Order } from '../../../contracts/payload-types'
import { ApiError, badRequest } from '../../../platform/api/errors'
import { saveCustomerFromOrder } from '../../accounts'
import { inTransaction, isUniqueViolation, queryPool } from '../../../platform/db'
import { announceNewOrder, loadAnnouncementContext, newOrderOutboxValues } from '../../notifications'
import { allocateTicketAndOrderId } from './db'
import { claimSlot, invalidateSlotLoads, planSlot, unlimitedPromise } from './capacity'
import { bodyFingerprint, claimOrWait, isClaimLost, recordKeyOrder, releaseKey } from './idempotency'
import type { KeyState } from './idempotency'
import { insertOrder } from './insert'
import type { InsertedOrder } from './insert'
import { loadOrderContext } from './load'
import { ORDER_MESSAGES as M } from '../../../domain/order-messages'
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

/** The first answer of the order an Idempotency-Key was used for, or null when that order is gone. */
async function replay(req: PayloadRequest, orderId: number): Promise<CreatedOrderAnswer | null> {
  // The anonymous caller proves ownership with the key itself; only uid, hash and the open payment's redirect are read.
  const rows = await queryPool<{ uid: string | null; hash: string | null; redirect_url: string | null }>(
    req.payload,
    'tresen_order_replay_by_id',
    `select o.uid, o.hash,
            (select p.redirect_url from payments p where p.order_id = o.id and p.status in ('created', 'pending')
              order by p.created_at desc limit 1) as redirect_url
       from orders o where o.id = $1 limit 1`,
    [orderId],
  )
  const order = rows[0]
  if (!order?.uid || !order.hash) return null
  // an online order whose payment is still open answers its redirect again (the first answer may have been lost)
  return order.redirect_url ? { uid: order.uid, hash: order.hash, paymentRedirectUrl: order.redirect_url } : { uid: order.uid, hash: order.hash }
}

/**
 * What another request's claim of the key means for this one: 422 for a different body, the first answer for the
 * same body, 409 while the first request is still running (or its order is gone).
 */
async function answerForClaim(req: PayloadRequest, state: KeyState | null, fingerprint: string): Promise<CreateOrderResult | null> {
  if (state === null) throw new ApiError(409, [{ field: 'Idempotency-Key', message: M.idempotencyKeyInProgress }])
  if (state.kind !== 'other') return null
  if (state.fingerprint !== fingerprint) throw new ApiError(422, [{ field: 'Idempotency-Key', message: M.idempotencyKeyReused }])
  if (state.orderId === null) return null
  const earlier = await replay(req, state.orderId)
  if (!earlier) throw new ApiError(409, [{ field: 'Idempotency-Key', message: M.idempotencyKeyInProgress }])
  return { answer: earlier, replayed: true }
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
  // built before the insert (its id and timestamps are known): the notification texts render from it
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
  const { payload } = req
  const key = parseIdempotencyKey(idempotencyKeyHeader)
  const fingerprint = key ? bodyFingerprint(body) : ''
  // the key is claimed first, in one statement that answers the other request's claim instead when there is one: a
  // finished earlier submit answers without validating again, a duplicate waits for this request's answer and
  // allocates nothing
  let claimId: string | null = null
  if (key) {
    const claim = await claimOrWait(payload, key, fingerprint)
    const earlier = await answerForClaim(req, claim, fingerprint)
    if (earlier) return earlier
    if (claim?.kind === 'claimed') claimId = claim.claimId
  }

  const now = Date.now()
  let created: { doc: Order; uid: string; hash: string; order: PreparedOrder } | null = null
  try {
    const { submission, errors: shapeErrors } = parseOrderBody(body)
    const context = await loadOrderContext(req, submission, now)
    const { errors, order } = validateOrder(submission, context, shapeErrors, now)
    if (errors.length > 0 || order === null) throw badRequest(errors)

    const data = buildOrderData(order, now)
    const offline = !isOnlinePayment(data.paymentMethod)
    // read before the transaction: nothing inside it waits for another pool connection
    const announcement = offline ? await loadAnnouncementContext(payload, order.branch.id) : null

    // kitchen capacity (issue 33, ./capacity.ts): the promised time is the appointment, or for "asap" the first time
    // with room after the preparation time; with a slot limit it is decided under the slot's lock, in the insert's
    // transaction
    const slotPlan = planSlot(order, parseAppointment(order.submission.form.appointmentDate), now, order.busyMinutes)

    for (let attempt = 1; created === null; attempt += 1) {
      const uid = newOrderUid()
      const hash = newSecretHash()
      try {
        // the ticket number and the order's id in one statement (the notification texts name the id)
        const { sequence, orderId } = await allocateTicketAndOrderId(req, order.branch.id, data.ticketDate)
        const insert = async (promisedAt: number, scope: typeof payload | PayloadRequest): Promise<Order> => {
          const row = { ...data, id: orderId, ticketSequence: sequence, ticketNumber: formatTicketNumber(sequence), uid, hash, idempotencyKey: null, promisedAt: new Date(promisedAt).toISOString() }
          const stamp = new Date(now).toISOString()
          const doc = insertedOrderDoc(row, { id: orderId, createdAt: stamp, updatedAt: stamp })
          const bundle = announcement ? { order: doc, ...announcement.context } : null
          // a branch printing on arrival gets print job rows (a 'skipped' one without a printer): written by the printing module
          if (!announcement || announcement.context.branch.autoPrint !== 'onArrival') {
            // ONE statement: order, items, history, its outbox rows with their jobs, the key's order — atomic without
            // an explicit transaction and one round trip (every value was validated and computed by the server above)
            const outbox = bundle ? newOrderOutboxValues(bundle) : []
            await insertOrder(scope, row, now, { outbox, branchId: order.branch.id, idempotencyKey: key, claimId })
          } else {
            // … in the order's transaction, with the order and its other notification rows
            await inTransaction(req, async () => {
              await insertOrder(req, row, now)
              if (key && claimId) await recordKeyOrder(req, key, claimId, doc.id)
              // the notification rows in the same transaction: the order exists with them or not at all
              await announceNewOrder(payload, bundle!, { req, printers: announcement.printers })
            })
          }
          return doc
        }
        const doc = slotPlan.limited
          ? // lock the slot, count, insert — one transaction (the print path's inner transaction joins it)
            await inTransaction(req, async () => insert(await claimSlot(req, slotPlan, order.branch.id, order.deliveryType, now, order.timeZone), req))
          : await insert(unlimitedPromise(slotPlan), payload)
        if (slotPlan.limited) invalidateSlotLoads(order.branch.id, order.deliveryType)
        created = { doc, uid, hash, order }
      } catch (error) {
        if (isUniqueViolation(error, 'uid') && attempt < UID_ATTEMPTS) continue
        throw error
      }
    }
  } catch (error) {
    // the claim was taken over meanwhile (this request counted as dead): nothing was written, the other request owns
    // the key — the client's retry gets its order
    if (isClaimLost(error)) throw new ApiError(409, [{ field: 'Idempotency-Key', message: M.idempotencyKeyInProgress }])
    // no order (invalid, or the insert failed): the key is free again for the client's retry
    if (key && claimId) await releaseKey(payload, key, claimId).catch(() => {})
    throw error
  }

  const { doc, order } = created
  await saveCustomerFromOrder(req, doc, body) // customers (issue 19): once, after commit, opt-in only; never throws
  const payment = await order.provider.startPayment(doc, order.branch, req)
  const answer: CreatedOrderAnswer = { uid: created.uid, hash: created.hash }
  if (payment.redirectUrl) answer.paymentRedirectUrl = payment.redirectUrl
  return { answer, replayed: false }
}
