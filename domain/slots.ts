/**
 * Lead times, booking time slots and appointment validation (SF §4, §5, §9).
 */
import type { BranchHoursInput, DeliveryType, ProductInput, Schedule } from './types'
import type { CompiledSchedule } from './schedule'
import { intervalsForDays, isOpenAt, toCompiled } from './schedule'
import { branchTimeZone, hoursForDeliveryType } from './opening-hours'
import {
  DAY_MS,
  DEFAULT_TIME_ZONE,
  HOUR_MS,
  MINUTE_MS,
  formatIsoDate,
  formatTimeOfDay,
  localDayNumber,
  localToInstant,
  parseIsoDate,
  startOfLocalDay,
  toEpochMs,
  toLocal,
} from './time-zone'
import type { InstantInput } from './time-zone'
import { MESSAGES } from './messages'

/** SF §4/§9 */
export const SLOT_HORIZON_DAYS = 180
export const SLOT_GAP_MINUTES = 15
export const SLOT_ROUNDING_MINUTES = 5
export const CHECKOUT_SLOT_HORIZON_DAYS = 90
export const CHECKOUT_SLOT_STEP_MINUTES = 5
export const TIME_PICKER_MINUTE_STEP = 5

// ---------------------------------------------------------------------------
// Lead time
// ---------------------------------------------------------------------------

export type LeadTimeUnit = 'minutes' | 'hours' | 'days' | 'weeks'
export interface LeadTime {
  readonly type: LeadTimeUnit
  readonly value: number
}

const LEAD_TIME_UNITS: readonly string[] = ['minutes', 'hours', 'days', 'weeks']

type LeadTimeProduct = Pick<ProductInput, 'isLeadTimeEnabled' | 'leadTimeType' | 'leadTimeValue'>

/** A product's lead time: only when isLeadTimeEnabled and the type is minutes/hours/days/weeks and value > 0. */
export function productLeadTime(product: LeadTimeProduct): LeadTime | null {
  if (product.isLeadTimeEnabled !== true) return null
  const type = product.leadTimeType
  const value = product.leadTimeValue
  if (typeof type !== 'string' || !LEAD_TIME_UNITS.includes(type)) return null
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null
  return { type: type as LeadTimeUnit, value }
}

/**
 * The instant a lead time ends. Minutes and hours are exact durations; days and weeks are calendar
 * days in the branch's zone (same wall-clock time N days later, so a day across DST is 23 or 25 h).
 * Closed days do not pause a lead time.
 */
export function applyLeadTime(now: InstantInput, leadTime: LeadTime | null, timeZone: string = DEFAULT_TIME_ZONE): number {
  const nowMs = toEpochMs(now)
  if (leadTime === null) return nowMs
  if (leadTime.type === 'minutes') return nowMs + Math.round(leadTime.value * MINUTE_MS)
  if (leadTime.type === 'hours') return nowMs + Math.round(leadTime.value * HOUR_MS)
  const days = leadTime.value * (leadTime.type === 'weeks' ? 7 : 1)
  const wholeDays = Math.floor(days)
  const local = toLocal(nowMs, timeZone)
  const subMinute = nowMs - Math.floor(nowMs / MINUTE_MS) * MINUTE_MS
  const shifted = localToInstant(local.dayNumber + wholeDays, local.minuteOfDay, timeZone) + subMinute
  return shifted + Math.round((days - wholeDays) * DAY_MS)
}

/**
 * Appointments are booked to the minute, and "now" for booking is now rounded UP to the minute — for the slots offered
 * (generateSlots, earliestStart) and the server's check (checkAppointment) alike, so no slot lies in the past, not
 * even by seconds (issue 33: at 12:00:30 the first slot is 12:05, not 12:00). The picker computes its slots for this
 * booking minute too: what it offers during a minute the server accepts during that minute.
 */
export function bookingMinute(now: InstantInput): number {
  return Math.ceil(toEpochMs(now) / MINUTE_MS) * MINUTE_MS
}

/** Earliest possible start for a cart: the booking minute pushed by the longest lead time of its products. */
export function earliestStart(
  now: InstantInput,
  products: readonly LeadTimeProduct[],
  timeZone: string = DEFAULT_TIME_ZONE,
): number {
  const start = bookingMinute(now)
  let earliest = start
  for (const product of products) earliest = Math.max(earliest, applyLeadTime(start, productLeadTime(product), timeZone))
  return earliest
}

// ---------------------------------------------------------------------------
// Slots
// ---------------------------------------------------------------------------

export interface SlotOptions {
  readonly timeZone?: string
  /** Slots lie on the local dates today … today + horizonDays − 1. */
  readonly horizonDays?: number
  /** Distance between consecutive slots of one open period. */
  readonly stepMinutes?: number
  /** The first slot of an open period is rounded up to this many minutes. */
  readonly roundMinutes?: number
  /** Earliest start (e.g. from earliestStart); default now. */
  readonly earliest?: number
}

/**
 * Slots (UTC instants) of a schedule: for each merged open period [s, e) the first slot is
 * max(s, earliest) rounded up to `roundMinutes`, then every `stepMinutes` while < e and before
 * the horizon. Zone offsets are whole multiples of 5 minutes, so rounding on the UTC grid is
 * rounding on the local wall clock.
 */
export function generateSlots(schedule: Schedule | CompiledSchedule, now: InstantInput, options: SlotOptions = {}): number[] {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE
  const nowMs = bookingMinute(now)
  const earliest = Math.max(nowMs, options.earliest ?? nowMs)
  const horizonDays = options.horizonDays ?? SLOT_HORIZON_DAYS
  const step = (options.stepMinutes ?? SLOT_GAP_MINUTES) * MINUTE_MS
  const rounding = (options.roundMinutes ?? SLOT_ROUNDING_MINUTES) * MINUTE_MS
  const today = localDayNumber(nowMs, timeZone)
  const horizonEnd = startOfLocalDay(today + horizonDays, timeZone)
  const slots: number[] = []
  if (earliest >= horizonEnd || step <= 0 || rounding <= 0) return slots
  const firstDay = localDayNumber(earliest, timeZone) - 1
  for (const interval of intervalsForDays(toCompiled(schedule), firstDay, today + horizonDays - 1, timeZone)) {
    if (interval.end <= earliest) continue
    const end = Math.min(interval.end, horizonEnd)
    for (let slot = Math.ceil(Math.max(interval.start, earliest) / rounding) * rounding; slot < end; slot += step) {
      slots.push(slot)
    }
  }
  return slots
}

export interface BranchSlotInput {
  readonly branch: BranchHoursInput
  readonly deliveryType: DeliveryType
  /** Products in the cart (for their lead times). */
  readonly products: readonly LeadTimeProduct[]
  readonly now: InstantInput
  /** Busy mode (issue 33, domain/kitchen.ts): extra lead minutes on top of the booking minute. */
  readonly busyMinutes?: number
  /** A pause of online orders (domain/kitchen.ts): no slot before this instant. */
  readonly notBefore?: number | null
}

/** The earliest start of a slot input: lead times, busy minutes, and the end of a pause (the latest wins). */
function slotInputEarliest(input: BranchSlotInput, timeZone: string): number {
  const lead = earliestStart(input.now, input.products, timeZone)
  const busy = bookingMinute(input.now) + Math.max(0, input.busyMinutes ?? 0) * MINUTE_MS
  return Math.max(lead, busy, input.notBefore ?? Number.NEGATIVE_INFINITY)
}

/** Booking slots of SF §4: 180 days, 15-minute gap, starts rounded up to 5 minutes, after the lead time. */
export function branchSlots(input: BranchSlotInput, options: Omit<SlotOptions, 'timeZone' | 'earliest'> = {}): number[] {
  const timeZone = branchTimeZone(input.branch)
  return generateSlots(hoursForDeliveryType(input.branch, input.deliveryType), input.now, {
    horizonDays: SLOT_HORIZON_DAYS,
    stepMinutes: SLOT_GAP_MINUTES,
    roundMinutes: SLOT_ROUNDING_MINUTES,
    ...options,
    timeZone,
    earliest: slotInputEarliest(input, timeZone),
  })
}

/** The checkout appointment generator of SF §4: 90 days, 5-minute granularity. */
export function checkoutSlots(input: BranchSlotInput): number[] {
  return branchSlots(input, {
    horizonDays: CHECKOUT_SLOT_HORIZON_DAYS,
    stepMinutes: CHECKOUT_SLOT_STEP_MINUTES,
    roundMinutes: CHECKOUT_SLOT_STEP_MINUTES,
  })
}

/** Slots grouped by local date 'YYYY-MM-DD' (in slot order). */
export function groupSlotsByDay(slots: readonly number[], timeZone: string = DEFAULT_TIME_ZONE): Map<string, number[]> {
  const days = new Map<string, number[]>()
  for (const slot of slots) {
    const key = formatIsoDate(localDayNumber(slot, timeZone))
    const list = days.get(key)
    if (list === undefined) days.set(key, [slot])
    else list.push(slot)
  }
  return days
}

export interface DaySlots {
  readonly date: string
  readonly slots: readonly number[]
  /** 'HH:mm' of each slot. */
  readonly times: readonly string[]
  /** 'Zum ausgewählten Tag sind keine Termine verfügbar' when the day has no slot. */
  readonly message: string | null
  /** When the day is empty: the next day with slots and its times (the "list of available times"). */
  readonly nextAvailable: { readonly date: string; readonly times: readonly string[] } | null
}

/** The time picker's view of one day (SF §8 "no slots" message with the available times). */
export function slotsForDay(slots: readonly number[], date: string, timeZone: string = DEFAULT_TIME_ZONE): DaySlots {
  const dayNumber = parseIsoDate(date)
  const key = dayNumber === null ? date : formatIsoDate(dayNumber)
  const toTimes = (list: readonly number[]): string[] => list.map((slot) => formatTimeOfDay(toLocal(slot, timeZone).minuteOfDay))
  const daySlots = slots.filter((slot) => localDayNumber(slot, timeZone) === dayNumber)
  if (daySlots.length > 0) return { date: key, slots: daySlots, times: toTimes(daySlots), message: null, nextAvailable: null }
  const later = slots.find((slot) => dayNumber !== null && localDayNumber(slot, timeZone) > dayNumber)
  let nextAvailable: DaySlots['nextAvailable'] = null
  if (later !== undefined) {
    const laterDay = localDayNumber(later, timeZone)
    nextAvailable = {
      date: formatIsoDate(laterDay),
      times: toTimes(slots.filter((slot) => localDayNumber(slot, timeZone) === laterDay)),
    }
  }
  return { date: key, slots: [], times: [], message: MESSAGES.noSlotsForDay, nextAvailable }
}

// ---------------------------------------------------------------------------
// Appointment validation (used by the server at submit time)
// ---------------------------------------------------------------------------

export type AppointmentProblem = 'past' | 'beforeLeadTime' | 'tooFarAhead' | 'closed' | 'outsideDeliveryHours'

export type AppointmentCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: AppointmentProblem; readonly message: string }

const APPOINTMENT_MESSAGES: Readonly<Record<AppointmentProblem, string>> = {
  past: MESSAGES.appointmentPast,
  beforeLeadTime: MESSAGES.appointmentBeforeLeadTime,
  tooFarAhead: MESSAGES.appointmentTooFarAhead,
  closed: MESSAGES.appointmentClosed,
  outsideDeliveryHours: MESSAGES.appointmentOutsideDeliveryHours,
}

function problem(reason: AppointmentProblem): AppointmentCheck {
  return { ok: false, reason, message: APPOINTMENT_MESSAGES[reason] }
}

export interface AppointmentInput extends BranchSlotInput {
  readonly appointment: InstantInput
  /** Default: the checkout generator's 90 days. */
  readonly horizonDays?: number
}

/**
 * Whether an appointment is acceptable for a branch, delivery type and cart:
 * not in the past, not before the lead time, within the horizon, and inside the opening hours
 * (delivery: the delivery hours when enabled).
 */
export function checkAppointment(input: AppointmentInput): AppointmentCheck {
  const timeZone = branchTimeZone(input.branch)
  const nowMs = bookingMinute(input.now)
  const appointment = toEpochMs(input.appointment)
  if (appointment < nowMs) return problem('past')
  if (appointment < slotInputEarliest({ ...input, notBefore: null }, timeZone)) return problem('beforeLeadTime')
  const horizonDays = input.horizonDays ?? CHECKOUT_SLOT_HORIZON_DAYS
  if (appointment >= startOfLocalDay(localDayNumber(nowMs, timeZone) + horizonDays, timeZone)) return problem('tooFarAhead')
  if (!isOpenAt(hoursForDeliveryType(input.branch, input.deliveryType), appointment, timeZone)) {
    return problem(input.deliveryType === 'delivery' ? 'outsideDeliveryHours' : 'closed')
  }
  return { ok: true }
}
