/**
 * Kitchen capacity and preparation time at the server (issue 33): which 15-minute slots of a branch and delivery type
 * are full (one SQL aggregate over the orders' promised times), and the slot a new order takes — under a
 * transaction-scoped advisory lock per (branch, delivery type, slot), counted again under the lock and inserted in the
 * same transaction, so 50 simultaneous checkouts for the last place of a slot book it exactly once. The rules are
 * domain/kitchen.ts.
 */
import type { Payload, PayloadRequest } from 'payload'

import {
  CAPACITY_SLOT_MINUTES,
  CHECKOUT_SLOT_HORIZON_DAYS,
  CHECKOUT_SLOT_STEP_MINUTES,
  COUNTED_UNIT_TYPES,
  DELIVERY_TYPES,
  KITCHEN_MESSAGES,
  MINUTE_MS,
  capacitySlot,
  cartCount,
  checkoutSlots,
  earliestOrderTime,
  firstTimeWithRoom,
  branchSlots,
  branchTimeZone,
  formatSlotTime,
  fullSlots,
  hasCapacityLimit,
  kitchenRules,
  localDayNumber,
  parseIsoDate,
  startOfLocalDay,
} from '../../../domain'
import type { DeliveryType, KitchenBranchInput, KitchenRules, SlotLoad } from '../../../domain'
import type { Branch } from '../../../contracts/payload-types'
import { badRequest, notFound } from '../../../platform/api/errors'
import { cachedContent } from '../../../platform/cache/publicCache'
import { execute, sql } from '../../../platform/db'
import type { DbScope } from '../../../platform/db'
import { toBranchInput } from './load'
import type { PreparedOrder } from './validate'

const SLOT_MS = CAPACITY_SLOT_MINUTES * MINUTE_MS
const COUNTED = sql.raw(COUNTED_UNIT_TYPES.map((type) => `'${type}'`).join(', '))

/**
 * Orders and items (SF §4 cart count: pieces, servings and pairs by amount, 1 per other line) per 15-minute slot of
 * `[from, to)`; rejected, cancelled and failed orders free their place.
 */
export async function loadSlotLoads(scope: DbScope, branchId: number, deliveryType: DeliveryType, from: number, to: number): Promise<Map<number, SlotLoad>> {
  const rows = await execute<{ slot: string | number; orders: string | number; items: string | number | null }>(
    scope,
    sql`select (floor(extract(epoch from o.promised_at) / ${SLOT_MS / 1000}) * ${SLOT_MS})::bigint as slot,
               count(*) as orders,
               coalesce(sum(i.items), 0) as items
          from orders o
          left join lateral (
            select sum(case when coalesce(it.unit ->> 'type', 'amount') in (${COUNTED}) then coalesce(it.amount, 1) else 1 end) as items
              from orders_items it where it._parent_id = o.id
          ) i on true
         where o.branch_id = ${branchId} and o.delivery_type = ${deliveryType}
           and o.promised_at >= ${new Date(from).toISOString()}::timestamptz and o.promised_at < ${new Date(to).toISOString()}::timestamptz
           and o.is_rejected is not true and o.is_canceled is not true and o.is_failed is not true
         group by 1`,
  )
  return new Map(rows.map((row) => [Number(row.slot), { orders: Number(row.orders), items: Number(row.items ?? 0) }]))
}

// ---------------------------------------------------------------------------
// The storefront's read: full slots, kept briefly per branch and delivery type
// ---------------------------------------------------------------------------

/** How long the public read keeps its aggregate (the server's locked count decides; this only hides slots early). */
const LOADS_TTL_MS = 5_000
const loadsCache = new Map<string, { at: number; from: number; to: number; loads: Promise<Map<number, SlotLoad>> }>()

/** Drops the kept aggregate of a branch and delivery type (after an order was booked into it in this process). */
export function invalidateSlotLoads(branchId: number, deliveryType: DeliveryType): void {
  loadsCache.delete(`${branchId}:${deliveryType}`)
}

/** The slot loads of `[from, to)`, from the brief cache when it covers that range. */
export function cachedSlotLoads(payload: Payload, branchId: number, deliveryType: DeliveryType, from: number, to: number, now: number): Promise<Map<number, SlotLoad>> {
  const key = `${branchId}:${deliveryType}`
  const kept = loadsCache.get(key)
  if (kept && now - kept.at < LOADS_TTL_MS && kept.from <= from && kept.to >= to) return kept.loads
  const loads = loadSlotLoads(payload, branchId, deliveryType, from, to)
  loadsCache.set(key, { at: now, from, to, loads })
  loads.catch(() => loadsCache.delete(key))
  return loads
}

// ---------------------------------------------------------------------------
// The order's slot
// ---------------------------------------------------------------------------

export interface SlotPlan {
  readonly rules: KitchenRules
  readonly limited: boolean
  /** The checkout's offered times (5-minute steps in the opening hours), from the earliest on. */
  readonly times: readonly number[]
  /** "asap": the earliest time (now + max(preparation + busy, lead times), rounded up to 5 minutes). */
  readonly earliest: number
  readonly appointment: number | null
  /** The cart's items (SF §4 count). */
  readonly items: number
}

/** What the order's slot is decided from (no I/O). `busyMinutes`: busy mode's extra minutes (kitchen control). */
export function planSlot(order: PreparedOrder, appointment: number | null, now: number, busyMinutes = 0): SlotPlan {
  const branch = order.branch as KitchenBranchInput
  const rules = kitchenRules(branch, order.deliveryType)
  const products = order.items.map((item) => item.input.product)
  const earliest = earliestOrderTime({ now, preparationMinutes: rules.preparationMinutes, busyMinutes, products, timeZone: order.timeZone })
  const limited = hasCapacityLimit(rules)
  // the offered times: all of the checkout's horizon to find a slot with room (and the next free one); without a limit
  // only the first open time of an "asap" order is needed, so a week suffices (the hot path stays cheap)
  const input = { branch: toBranchInput(order.branch), deliveryType: order.deliveryType, products, now }
  const times = limited
    ? checkoutSlots(input).filter((t) => t >= earliest)
    : appointment === null
      ? branchSlots(input, { horizonDays: 7, stepMinutes: CHECKOUT_SLOT_STEP_MINUTES, roundMinutes: CHECKOUT_SLOT_STEP_MINUTES }).filter((t) => t >= earliest)
      : []
  return { rules, limited, times, earliest, appointment, items: cartCount(order.items.map((item) => item.input)) }
}

/** The promised time of an order without a capacity limit: its appointment, else the first open time from the earliest on. */
export function unlimitedPromise(plan: SlotPlan): number {
  return plan.appointment ?? plan.times[0] ?? plan.earliest
}

const lockSlot = (req: PayloadRequest, branchId: number, deliveryType: DeliveryType, slot: number) =>
  execute(req, sql`select pg_advisory_xact_lock(hashtextextended(${`tresen-capacity:${branchId}:${deliveryType}:${slot}`}, 0))`)

/** At most this many slots are tried under their lock for one "asap" order (each found full meanwhile). */
const MAX_LOCKED_TRIES = 50

/**
 * The promised time of an order with a capacity limit, decided under the slot's advisory lock — call inside the
 * order's transaction (`inTransaction(req, …)`) and insert before it commits. A full slot answers 400 on
 * `appointmentDate` with the next free time (German), never a booking beyond the limit.
 */
export async function claimSlot(req: PayloadRequest, plan: SlotPlan, branchId: number, deliveryType: DeliveryType, now: number, timeZone: string): Promise<number> {
  const horizonEnd = (plan.times.at(-1) ?? plan.earliest) + SLOT_MS
  const from = capacitySlot(Math.min(plan.appointment ?? plan.earliest, plan.earliest))
  const loads = await loadSlotLoads(req, branchId, deliveryType, from, Math.max(horizonEnd, from + SLOT_MS))
  const full = new Set<number>()
  const recount = async (slot: number): Promise<boolean> => {
    await lockSlot(req, branchId, deliveryType, slot)
    const fresh = (await loadSlotLoads(req, branchId, deliveryType, slot, slot + SLOT_MS)).get(slot)
    loads.set(slot, fresh ?? { orders: 0, items: 0 })
    const room = firstTimeWithRoom([slot], slot, loads, plan.rules, plan.items) !== null
    if (!room) full.add(slot)
    return room
  }
  const refuse = (after: number): never => {
    const next = firstTimeWithRoom(plan.times, after, loads, plan.rules, plan.items, full)
    // the next free time also machine-readable beside the message (ISO, null when none is left in the horizon)
    const entry = { field: 'appointmentDate', message: KITCHEN_MESSAGES.slotFull(next === null ? null : formatSlotTime(next, now, timeZone)), nextFreeSlot: next === null ? null : new Date(next).toISOString() }
    throw badRequest([entry])
  }
  if (plan.appointment !== null) {
    if (await recount(capacitySlot(plan.appointment))) return plan.appointment
    return refuse(plan.appointment)
  }
  for (let tries = 0; tries < MAX_LOCKED_TRIES; tries += 1) {
    const time = firstTimeWithRoom(plan.times, plan.earliest, loads, plan.rules, plan.items, full)
    if (time === null) break
    if (await recount(capacitySlot(time))) return time
  }
  return refuse(plan.earliest)
}

// ---------------------------------------------------------------------------
// GET /api/branches/:id/slots
// ---------------------------------------------------------------------------

export type FullSlotsAnswer = {
  /** The capacity slot's length in minutes. */
  slotMinutes: number
  /** Starts (ISO) of the 15-minute slots without room for an order of `items` items, from now to the checkout horizon (or on `date`). */
  full: string[]
}

const SLOTS_MESSAGES = {
  deliveryType: 'Bitte wählen Sie eine gültige Bestellart.',
  date: 'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT).',
  items: 'Bitte geben Sie eine gültige Artikelanzahl an.',
} as const

/**
 * The full slots of a public branch for the checkout's time and date pickers: `deliveryType` (required), `items` (the
 * cart's count, default 1), `date` (YYYY-MM-DD in the branch's zone; default: the whole checkout horizon). Unknown
 * or non-public branch: 404. Read from a 5-second aggregate per branch and delivery type (dropped when this process
 * books into it); the server's locked count at submit decides.
 */
export async function fullSlotsOfBranch(req: PayloadRequest, branchId: number, query: URLSearchParams, now: number): Promise<FullSlotsAnswer> {
  const type = query.get('deliveryType') ?? ''
  const rawItems = query.get('items')
  const rawDate = query.get('date')
  const errors = []
  if (!(DELIVERY_TYPES as readonly string[]).includes(type)) errors.push({ field: 'deliveryType', message: SLOTS_MESSAGES.deliveryType })
  const items = rawItems === null || rawItems === '' ? 1 : Number(rawItems)
  if (!Number.isFinite(items) || items < 0 || items > 100_000) errors.push({ field: 'items', message: SLOTS_MESSAGES.items })
  const day = rawDate === null || rawDate === '' ? null : parseIsoDate(rawDate)
  if (rawDate !== null && rawDate !== '' && day === null) errors.push({ field: 'date', message: SLOTS_MESSAGES.date })
  if (errors.length > 0) throw badRequest(errors)
  const deliveryType = type as DeliveryType
  const branch = await cachedContent(`slots:branch:${branchId}`, async () =>
    (await req.payload.findByID({ collection: 'branches', id: branchId, depth: 0, disableErrors: true, req, user: null, overrideAccess: false })) as Branch | null,
  )
  if (!branch || branch.isPublic === false) throw notFound()
  const rules = kitchenRules(branch as KitchenBranchInput, deliveryType)
  if (!hasCapacityLimit(rules)) return { slotMinutes: CAPACITY_SLOT_MINUTES, full: [] }
  const timeZone = branchTimeZone(toBranchInput(branch))
  const today = localDayNumber(now, timeZone)
  const horizon = { from: capacitySlot(now), to: startOfLocalDay(today + CHECKOUT_SLOT_HORIZON_DAYS, timeZone) }
  const loads = await cachedSlotLoads(req.payload, branchId, deliveryType, horizon.from, horizon.to, now)
  const range = day === null ? horizon : { from: startOfLocalDay(day, timeZone), to: startOfLocalDay(day + 1, timeZone) }
  const full = fullSlots(loads, rules, items).filter((slot) => slot >= range.from && slot < range.to)
  return { slotMinutes: CAPACITY_SLOT_MINUTES, full: full.map((slot) => new Date(slot).toISOString()) }
}
