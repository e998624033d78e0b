/**
 * Kitchen capacity and preparation time (issue 33 "Kitchen control"): the earliest time of an "asap" order and which
 * 15-minute slots still have room. Pure: `now`, the time zone and the slot loads (orders and items already booked per
 * slot, read by the server with one SQL aggregate) are parameters.
 */
import type { DeliveryType, ProductInput } from './types'
import { CHECKOUT_SLOT_STEP_MINUTES, bookingMinute, earliestStart } from './slots'
import { DEFAULT_TIME_ZONE, MINUTE_MS, localDayNumber } from './time-zone'
import type { InstantInput } from './time-zone'
import { formatDateTime, formatTime } from './format'

/** Capacity is counted per 15-minute slot (Square Online's throttling unit). */
export const CAPACITY_SLOT_MINUTES = 15
const CAPACITY_SLOT_MS = CAPACITY_SLOT_MINUTES * MINUTE_MS
type LeadTimeProduct = Pick<ProductInput, 'isLeadTimeEnabled' | 'leadTimeType' | 'leadTimeValue'>

const ASAP_ROUND_MS = CHECKOUT_SLOT_STEP_MINUTES * MINUTE_MS

/** One delivery type's settings of a branch (the Branches group "Küche & Kapazität"). */
export interface KitchenTypeSettings {
  readonly preparationMinutes?: number | null
  readonly maxOrdersPerSlot?: number | null
  readonly maxItemsPerSlot?: number | null
}

export interface KitchenBranchInput {
  readonly kitchen?: {
    readonly takeaway?: KitchenTypeSettings | null
    readonly delivery?: KitchenTypeSettings | null
    readonly dineIn?: KitchenTypeSettings | null
  } | null
}

export interface KitchenRules {
  readonly preparationMinutes: number
  /** null: no limit */
  readonly maxOrders: number | null
  readonly maxItems: number | null
}

const positive = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : null

/** A branch's preparation time and slot limits for a delivery type (blank or 0 = none). */
export function kitchenRules(branch: KitchenBranchInput, deliveryType: DeliveryType): KitchenRules {
  const settings = branch.kitchen?.[deliveryType] ?? null
  return {
    preparationMinutes: positive(settings?.preparationMinutes) ?? 0,
    maxOrders: positive(settings?.maxOrdersPerSlot),
    maxItems: positive(settings?.maxItemsPerSlot),
  }
}

export const hasCapacityLimit = (rules: KitchenRules): boolean => rules.maxOrders !== null || rules.maxItems !== null

/** The start of the 15-minute slot an instant lies in (zone offsets are multiples of 15 minutes: the UTC grid is the local one). */
export function capacitySlot(instant: number): number {
  return Math.floor(instant / CAPACITY_SLOT_MS) * CAPACITY_SLOT_MS
}

export interface EarliestInput {
  readonly now: InstantInput
  /** The branch's preparation time for the delivery type. */
  readonly preparationMinutes: number
  /** Busy mode's extra minutes (set from the board); default 0. */
  readonly busyMinutes?: number
  /** The cart's products, for their lead times. */
  readonly products?: readonly LeadTimeProduct[]
  readonly timeZone?: string
}

/**
 * The earliest time of an "asap" order: now + max(preparation + busy minutes, the products' lead times) — the latest
 * constraint wins — rounded UP to the next 5-minute slot. From the booking minute (now rounded up to the minute), so
 * never in the past, not even by seconds: 12:00:30 with no preparation time gives 12:05.
 */
export function earliestOrderTime(input: EarliestInput): number {
  const start = bookingMinute(input.now)
  const kitchenMinutes = Math.max(0, input.preparationMinutes) + Math.max(0, input.busyMinutes ?? 0)
  const kitchen = start + kitchenMinutes * MINUTE_MS
  const lead = earliestStart(start, input.products ?? [], input.timeZone ?? DEFAULT_TIME_ZONE)
  return Math.ceil(Math.max(kitchen, lead) / ASAP_ROUND_MS) * ASAP_ROUND_MS
}

/** What is booked in one slot already (orders not rejected, cancelled or failed). */
export interface SlotLoad {
  readonly orders: number
  readonly items: number
}

const EMPTY: SlotLoad = { orders: 0, items: 0 }

/**
 * Whether an order with `items` items (SF §4 cart count) still fits into a slot: one more order within the order
 * limit, and its items within the item limit — a single order larger than the item limit only into an empty slot,
 * else it could never be placed. `items` 0 asks only whether the slot is full.
 */
export function slotHasRoom(load: SlotLoad | undefined, rules: KitchenRules, items: number = 1): boolean {
  const { orders, items: booked } = load ?? EMPTY
  if (rules.maxOrders !== null && orders + 1 > rules.maxOrders) return false
  if (rules.maxItems !== null) {
    if (booked >= rules.maxItems) return false
    if (booked > 0 && booked + items > rules.maxItems) return false
  }
  return true
}

export type SlotLoads = ReadonlyMap<number, SlotLoad>

/** The slot starts (15-minute) among `loads` that have no room for an order of `items` items. */
export function fullSlots(loads: SlotLoads, rules: KitchenRules, items: number = 1): number[] {
  if (!hasCapacityLimit(rules)) return []
  return [...loads.entries()]
    .filter(([, load]) => !slotHasRoom(load, rules, items))
    .map(([slot]) => slot)
    .sort((a, b) => a - b)
}

/** Offered times (e.g. checkoutSlots) not before `earliest` and whose 15-minute slot is not in `full`. */
export function offeredTimes(times: readonly number[], earliest: number, full: Iterable<number>): number[] {
  const closed = new Set(full)
  return times.filter((time) => time >= earliest && !closed.has(capacitySlot(time)))
}

/** The first of `times` (sorted) at or after `from` whose slot has room; null when none has. */
export function firstTimeWithRoom(
  times: readonly number[],
  from: number,
  loads: SlotLoads,
  rules: KitchenRules,
  items: number = 1,
  skipSlots: ReadonlySet<number> = new Set(),
): number | null {
  for (const time of times) {
    if (time < from) continue
    const slot = capacitySlot(time)
    if (skipSlots.has(slot)) continue
    if (slotHasRoom(loads.get(slot), rules, items)) return time
  }
  return null
}

/** 'HH:mm Uhr' on the same local day as `now`, else 'DD.MM.YYYY HH:mm Uhr'. */
export function formatSlotTime(instant: number, now: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const sameDay = localDayNumber(instant, timeZone) === localDayNumber(now, timeZone)
  return `${sameDay ? formatTime(instant, timeZone) : formatDateTime(instant, timeZone)} Uhr`
}

export const KITCHEN_MESSAGES = {
  slotFull: (next: string | null): string =>
    next === null
      ? 'Dieser Zeitraum ist leider ausgebucht. Zurzeit ist kein freier Termin verfügbar.'
      : `Dieser Zeitraum ist leider ausgebucht. Nächster freier Termin: ${next}.`,
  beforePreparation: (earliest: string): string =>
    `Der gewählte Termin liegt vor der Vorbereitungszeit. Frühester Termin: ${earliest}.`,
} as const
