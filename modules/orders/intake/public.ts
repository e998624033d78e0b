/**
 * The customer's view of an order, reached only by knowing uid and hash (SF §6).
 * `toPublicOrder` is the one row → public JSON mapping (a later fast path reuses it): status flags,
 * appointment data, items, totals and taxes, the payment's status and — for a delivery — the address it goes to (what
 * the customer checks at the door; issue 33) — never name, phone, e-mail, internal notes, history, the idempotency key
 * or the payment reference.
 */

import type { PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import { addressLines, orderDeliveryType, publicPartValues, readPartSnapshots } from '../../../domain'
import type { Order } from '../../../contracts/payload-types'
import { ApiError } from '../../../platform/api/errors'
import type { PublicOrder, PublicOrderItem, PublicOrderPart } from '../../../contracts'
import { queryTextRowsCoalesced } from '../../../platform/db/text-rows'
import type { CoalescedStatement, TextRow } from '../../../platform/db/text-rows'
import { ORDER_MESSAGES as M } from '../../../domain/order-messages'
import { cachedPublicEtag, keepPublicEtag, publicEtagTicket } from './publicEtagCache'
import { secretsMatch } from './secrets'

// the answer's shape is the wire contract (contracts/orders.ts), which the storefront imports
export type { PublicOrder, PublicOrderItem, PublicOrderPart }

const bool = (value: boolean | null | undefined) => value === true
const cents = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0)
const relId = (ref: unknown): number | null =>
  typeof ref === 'number'
    ? ref
    : ref && typeof ref === 'object' && typeof (ref as { id?: unknown }).id === 'number'
      ? (ref as { id: number }).id
      : null

/**
 * Parts summary: the chosen values by part name (domain/order-texts.ts publicPartValues). Uploads appear as
 * 'Bild (jpg)' / 'Datei (pdf)' — never with their public hash, so a forged upload id in someone's order cannot reveal
 * another customer's file.
 */
const publicParts = (raw: unknown): PublicOrderPart[] =>
  readPartSnapshots(raw).map((part) => ({ name: part.name, type: part.type || null, values: publicPartValues(part) }))

function publicRating(rating: Order['questionnaireRating']): PublicOrder['questionnaireRating'] {
  if (!rating || typeof rating.rating !== 'number') return null
  return {
    rating: rating.rating,
    foodRating: rating.foodRating ?? 0,
    serviceRating: rating.serviceRating ?? 0,
    processRating: rating.processRating ?? 0,
    comment: rating.comment ?? null,
  }
}

/**
 * The tax amounts by rate: the stored object itself when every amount is a number (what the order intake writes; no
 * copy per poll), else a copy with only the numeric ones.
 */
function publicTaxes(raw: unknown): Record<string, number> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const stored = raw as Record<string, unknown>
  for (const rate in stored) {
    if (typeof stored[rate] !== 'number') {
      const taxes: Record<string, number> = {}
      for (const key of Object.keys(stored)) {
        const amount = stored[key]
        if (typeof amount === 'number') taxes[key] = amount
      }
      return taxes
    }
  }
  return stored as Record<string, number>
}

/** Order row (depth 0, read with the hash) → the public JSON of SF §3 "Order (status response)". */
export function toPublicOrder(order: Order): PublicOrder {
  return {
    id: order.id,
    uid: order.uid ?? '',
    hash: order.hash ?? '',
    ticketNumber: order.ticketNumber ?? null,
    branch: relId(order.branch),
    deliveryType: order.deliveryType ?? null,
    isRejected: bool(order.isRejected),
    isCanceled: bool(order.isCanceled),
    isFailed: bool(order.isFailed),
    isConfirmed: bool(order.isConfirmed),
    isCompleted: bool(order.isCompleted),
    isInDelivery: bool(order.isInDelivery),
    isDelivered: bool(order.isDelivered),
    isDelivery: bool(order.isDelivery),
    isDineIn: bool(order.isDineIn),
    tableIdentifier: order.tableIdentifier ?? null,
    appointmentDate: order.appointmentDate ?? null,
    appointment: order.appointmentDate ?? null,
    counterAppointment: order.counterAppointment ?? null,
    rejectionMessage: order.rejectionMessage ?? null,
    paymentMethod: order.paymentMethod ?? null,
    isPaid: bool(order.isPaid),
    isRefunded: bool(order.isRefunded),
    paymentStatus: order.paymentStatus ?? null,
    // only a delivery's address: a pickup or dine-in order shows the branch's (from /api/init) or its table
    deliveryAddress: orderDeliveryType(order) === 'delivery' ? addressLines(order) : [],
    questionnaireRating: publicRating(order.questionnaireRating),
    items: (order.items ?? []).map((item) => ({
      name: item.name ?? null,
      amount: item.amount ?? null,
      unitName: item.unitName ?? null,
      unitPrice: item.unitPrice ?? null,
      gross: item.gross ?? null,
      taxRate: item.taxRate ?? null,
      calculationModel: item.calculationModel ?? null,
      parts: publicParts(item.parts),
    })),
    net: cents(order.net),
    tax: cents(order.tax),
    gross: cents(order.gross),
    deliveryNet: cents(order.deliveryNet),
    deliveryTax: cents(order.deliveryTax),
    deliveryGross: cents(order.deliveryGross),
    totalNet: cents(order.totalNet),
    totalTax: cents(order.totalTax),
    totalGross: cents(order.totalGross),
    taxes: publicTaxes(order.taxes),
    isApproximate: bool(order.isApproximate),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  }
}

/**
 * Strong ETag of the public view: changes whenever the row changes (updatedAt) — per order (id). Both are in the
 * answer's body already, so the tag names them as they are (`"po2-<id>-<updatedAt>"`); a SHA-256 of them (v1) hid
 * nothing and was 3–4 % of a status poll's CPU.
 */
export function publicOrderEtag(order: Pick<Order, 'id' | 'updatedAt'>): string {
  return `"po2-${order.id}-${order.updatedAt}"`
}

export const orderNotFound = () => new ApiError(404, M.orderNotFound)

const MAX_UID_LENGTH = 64

/** The row found by uid with its hash, for the comparison; null when there is no such uid. */
async function findByUid<T>(
  req: PayloadRequest,
  uid: string,
  select?: Record<string, true>,
): Promise<(T & { hash?: string | null }) | null> {
  const found = await req.payload.find({
    collection: 'orders',
    where: { uid: { equals: uid.slice(0, MAX_UID_LENGTH) } },
    limit: 1,
    depth: 0,
    pagination: false,
    joins: false,
    ...(select ? { select } : {}),
    // Deliberately overrideAccess: anonymous callers prove access with uid + hash (checked in constant time by the
    // callers below); the row leaves this module only through toPublicOrder / publicOrderEtag.
    overrideAccess: true,
    req,
  })
  return (found.docs[0] as (T & { hash?: string | null }) | undefined) ?? null
}

/**
 * The order with this uid whose hash equals `hash`, else 404 — the same query, the same constant-time
 * comparison and the same answer for an unknown uid and a wrong hash.
 */
export async function findOrderByUidHash(req: PayloadRequest, uid: string, hash: string): Promise<Order> {
  const order = await findByUid<Order>(req, uid)
  const matches = secretsMatch(order?.hash, hash)
  if (!order || !matches || uid.length > MAX_UID_LENGTH) throw orderNotFound()
  return order
}

// ---------------------------------------------------------------------------
// The status poll's reads: one prepared statement each on the uid index (every customer polls every 10 s)
// ---------------------------------------------------------------------------

/** PostgreSQL's json (or text) form of a UTC timestamptz: `2026-11-24T14:40:00.123+00:00`, `… 14:40:00+00`. */
const PG_UTC = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(?:\+00(?::?00)?|Z)$/

/**
 * A timestamp as Payload gives it: ISO 8601 in UTC with milliseconds (`Date#toISOString`). PostgreSQL's UTC form is
 * rewritten as text (digits past the milliseconds dropped, as Date does); anything else goes through Date. No Date per
 * poll: Next's server replaces the global Date with a wrapper (`node-environment-extensions/date.js`, through
 * `Reflect.construct`), and `new Date(string)` was 4 % of a status poll's CPU.
 */
export function isoTimestamp(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') {
    const m = PG_UTC.exec(value)
    if (m) return `${m[1]}T${m[2]}.${m[3] === undefined ? '000' : m[3].length >= 3 ? m[3].slice(0, 3) : m[3].padEnd(3, '0')}Z`
  }
  return (value instanceof Date ? value : new Date(String(value))).toISOString()
}

/**
 * The row only when uid AND hash match: an unknown uid and a wrong hash both give no row, so neither the answer nor
 * its timing tells them apart (a found row would cost measurably more to send and parse). The hashes are compared as
 * SHA-256 digests, so an early exit of the comparison says nothing usable about the stored hash — the same idea as
 * secretsMatch (modules/orders/intake/secrets.ts) in JavaScript.
 */
const UID_AND_HASH = `o.uid = $1 and sha256(convert_to(o.hash, 'UTF8')) = sha256(convert_to($2::text, 'UTF8'))`

/** UID_AND_HASH for the coalesced statements: the keys come from `unnest(…) as k(uid, hash, i)`. */
const KEYS_UID_AND_HASH = `o.uid = k.uid and sha256(convert_to(o.hash, 'UTF8')) = sha256(convert_to(k.hash, 'UTF8'))`

/**
 * The orders of a coalesced statement (platform/db/text-rows.ts queryTextRowsCoalesced): uid and hash arrays, numbered,
 * each looked up on the uid index by itself (lateral, limit 1) — the same plan as the single statement's whatever the
 * planner would estimate for the array.
 */
const KEYED_ORDERS = `unnest($1::text[], $2::text[]) with ordinality as k(uid, hash, i)
  cross join lateral (select * from orders o where ${KEYS_UID_AND_HASH} limit 1) o`

/**
 * The public view's fields as ONE json document (keys as Payload names them; numeric → number) next to the hash: two
 * result columns instead of forty keep the per-poll work small — pg parses the row description of every execution, and
 * that was the largest allocation of a poll. Timestamps come as json strings and are normalised in orderFromDoc.
 */
const PUBLIC_ORDER_DOC = `json_build_object(
           'id', o.id, 'uid', o.uid, 'hash', o.hash, 'ticketNumber', o.ticket_number, 'branch', o.branch_id,
           'deliveryType', o.delivery_type, 'isRejected', o.is_rejected, 'isCanceled', o.is_canceled,
           'isFailed', o.is_failed, 'isConfirmed', o.is_confirmed, 'isCompleted', o.is_completed,
           'isInDelivery', o.is_in_delivery, 'isDelivered', o.is_delivered, 'isDelivery', o.is_delivery,
           'isDineIn', o.is_dine_in, 'tableIdentifier', o.table_identifier, 'appointmentDate', o.appointment_date,
           'counterAppointment', o.counter_appointment, 'rejectionMessage', o.rejection_message,
           'paymentMethod', o.payment_method, 'isPaid', o.is_paid, 'isRefunded', o.is_refunded,
           'paymentStatus', o.payment_status,
           'address', case when o.delivery_type = 'delivery' or (o.delivery_type is null and o.is_delivery) then json_build_object(
               'street', o.street, 'stairway', o.stairway, 'floor', o.floor, 'door', o.door, 'zipCode', o.zip_code,
               'city', o.city, 'isDeliveryAddressDifferent', o.is_delivery_address_different,
               'deliveryStreet', o.delivery_street, 'deliveryStairway', o.delivery_stairway,
               'deliveryFloor', o.delivery_floor, 'deliveryDoor', o.delivery_door,
               'deliveryZipCode', o.delivery_zip_code, 'deliveryCity', o.delivery_city) end,
           'questionnaireRating', case when o.questionnaire_rating_rating is null then '{}'::json else json_build_object(
               'rating', o.questionnaire_rating_rating::float8, 'foodRating', o.questionnaire_rating_food_rating::float8,
               'serviceRating', o.questionnaire_rating_service_rating::float8,
               'processRating', o.questionnaire_rating_process_rating::float8, 'comment', o.questionnaire_rating_comment) end,
           'net', o.net::float8, 'tax', o.tax::float8, 'gross', o.gross::float8, 'deliveryNet', o.delivery_net::float8,
           'deliveryTax', o.delivery_tax::float8, 'deliveryGross', o.delivery_gross::float8,
           'totalNet', o.total_net::float8, 'totalTax', o.total_tax::float8, 'totalGross', o.total_gross::float8,
           'taxes', o.taxes, 'isApproximate', o.is_approximate, 'createdAt', o.created_at, 'updatedAt', o.updated_at,
           'items', coalesce((select json_agg(json_build_object(
               'name', i.name, 'amount', i.amount::float8, 'unitName', i.unit_name, 'unitPrice', i.unit_price::float8,
               'gross', i.gross::float8, 'taxRate', i.tax_rate::float8, 'calculationModel', i.calculation_model, 'parts', i.parts
             ) order by i._order) from orders_items i where i._parent_id = o.id), '[]'::json)
         )`

/** The status poll's read: one order by uid and hash (the plain baseline of bench/hot.mjs runs this text too). */
const PUBLIC_ORDER_SQL = `select o.hash, ${PUBLIC_ORDER_DOC} as doc from orders o where ${UID_AND_HASH} limit 1`

/** The same read for the polls of one event-loop turn (uid is unique: one row per key at most). */
const PUBLIC_ORDER_STATEMENT: CoalescedStatement = {
  name: 'tresen_public_order',
  single: PUBLIC_ORDER_SQL,
  batchName: 'tresen_public_orders',
  batch: `select k.i::text, o.hash, ${PUBLIC_ORDER_DOC} as doc from ${KEYED_ORDERS}`,
}

/**
 * The json document of PUBLIC_ORDER_SQL → the Order fields toPublicOrder reads (the same values Payload's read gives):
 * only the timestamps need normalising (PostgreSQL's json has them with an offset, Payload as ISO in UTC). In place, on
 * the freshly parsed document: a spread copy of a parsed 40-key object kept its young children alive across minor GCs
 * in V8 (≈ 0.5 MB promoted per scavenge under load, 2 ms pauses instead of 0.6 ms — docs/architecture.md).
 */
function orderFromDoc(doc: Order & { address?: Partial<Order> | null }): Order {
  // a delivery's address comes as one nested object (json_build_object takes at most 100 arguments; pickups send null)
  if (doc.address) Object.assign(doc, doc.address)
  doc.appointmentDate = isoTimestamp(doc.appointmentDate)
  doc.counterAppointment = isoTimestamp(doc.counterAppointment)
  doc.createdAt = isoTimestamp(doc.createdAt) ?? ''
  doc.updatedAt = isoTimestamp(doc.updatedAt) ?? ''
  return doc
}

/**
 * The row of a status-poll statement, or 404. PostgreSQL returned it only because its hash matched (UID_AND_HASH
 * compares SHA-256 digests), so the comparison here is a plain one: the strings are equal whenever it runs — it takes
 * the same time for every row it sees and there is nothing left for it to leak. (It used to hash both again with
 * secretsMatch: two SHA-256 digests per poll, 3 % of its CPU, guarding against a statement that is fixed in this file.)
 */
function matchedRow(rows: TextRow[], uid: string, hash: string): TextRow {
  const row = rows[0]
  if (row === undefined || row[0] !== hash || uid.length > MAX_UID_LENGTH) throw orderNotFound()
  return row
}

/** A status-poll read's answer: an error (ApiError 404, DbError, …) or the value. Never throws. */
export type PollDone<T> = (error: unknown, value?: T) => void

/**
 * The public view of the order with this uid whose hash equals `hash`, else 404 (unknown uid and wrong hash alike,
 * compared in constant time by PostgreSQL). One prepared statement on `pool` (Payload's, or the main thread's front's own),
 * shared with the other polls of the same event-loop turn (queryTextRowsCoalesced); the ETag ticket is taken before
 * the read is queued, so a change event that arrives while it waits keeps its answer out of the cache. The status
 * endpoint, its fast path beside Next and the front all answer with it. With a callback, not a promise: the poll is the
 * hottest path, and under Next every promise costs hook calls (docs/architecture.md § The hot paths).
 */
export function readPublicOrder(
  pool: Pool,
  uid: string,
  hash: string,
  done: PollDone<{ order: PublicOrder; etag: string }>,
): void {
  const ticket = publicEtagTicket()
  queryTextRowsCoalesced(pool, PUBLIC_ORDER_STATEMENT, [uid.slice(0, MAX_UID_LENGTH), hash], (error, rows) => {
    if (error !== null) return done(error)
    let answer: { order: PublicOrder; etag: string }
    try {
      // columns: hash, doc (json text)
      const order = orderFromDoc(JSON.parse(matchedRow(rows ?? [], uid, hash)[1] ?? 'null') as Order)
      const etag = publicOrderEtag(order)
      // the customer's next poll sends this ETag: kept, it is answered 304 without a statement
      keepPublicEtag(uid, hash, etag, ticket)
      answer = { order: toPublicOrder(order), etag }
    } catch (failure) {
      return done(failure)
    }
    done(null, answer)
  })
}

const PUBLIC_ORDER_ETAG_STATEMENT: CoalescedStatement = {
  name: 'tresen_public_order_etag2',
  single: `select o.hash, o.id::text, o.updated_at::text from orders o where ${UID_AND_HASH} limit 1`,
  batchName: 'tresen_public_order_etags',
  batch: `select k.i::text, o.hash, o.id::text, o.updated_at::text from ${KEYED_ORDERS}`,
}

/**
 * Only the ETag of the public view, for polls that already have the current state: they are answered 304 without
 * loading items and totals. From this process's ETag cache when kept there (modules/orders/intake/publicEtagCache.ts: dropped
 * by the `orders` trigger's change event), else a small prepared query on the uid index. 404 exactly like
 * readPublicOrder. A kept ETag is answered synchronously.
 */
export function publicOrderEtagByUidHash(pool: Pool, uid: string, hash: string, done: PollDone<string>): void {
  const kept = cachedPublicEtag(uid, hash)
  if (kept !== undefined) return done(null, kept)
  const ticket = publicEtagTicket()
  // columns: hash, id, updated_at — as text (PostgreSQL's ISO form; isoTimestamp rewrites it without a Date)
  queryTextRowsCoalesced(pool, PUBLIC_ORDER_ETAG_STATEMENT, [uid.slice(0, MAX_UID_LENGTH), hash], (error, rows) => {
    if (error !== null) return done(error)
    let etag: string
    try {
      const row = matchedRow(rows ?? [], uid, hash)
      etag = publicOrderEtag({ id: Number(row[1]), updatedAt: isoTimestamp(row[2]) ?? '' })
      keepPublicEtag(uid, hash, etag, ticket)
    } catch (failure) {
      return done(failure)
    }
    done(null, etag)
  })
}
