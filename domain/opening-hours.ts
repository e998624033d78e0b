/**
 * Opening state of a schedule / branch at a given instant (SF §4, §8, §9).
 */
import type { BranchHoursInput, DeliveryType, Schedule } from './types'
import type { CompiledSchedule, Interval } from './schedule'
import { openIntervals, toCompiled } from './schedule'
import { DAY_MS, DEFAULT_TIME_ZONE, HOUR_MS, MINUTE_MS, localDayNumber, parseTimeOfDay, toEpochMs, toLocal } from './time-zone'
import type { InstantInput } from './time-zone'
import { MESSAGES, WEEKDAY_NAMES_DE, messageTemplates } from './messages'
import { formatTime } from './format'

/** SF §9 */
export const CLOSING_SOON_MINUTES = 60
export const NEXT_OPENING_STEP_MINUTES = 15
export const NEXT_OPENING_HORIZON_HOURS = 72
/** Decision: how far ahead a closing time is looked for; none ⇒ open around the clock (closesAt null). */
export const CLOSING_SEARCH_DAYS = 7

export type OpeningStatus = 'open' | 'closingSoon' | 'closed'

export interface OpeningState {
  readonly status: OpeningStatus
  readonly isOpen: boolean
  /** End of the current open period; null when closed or when no closing lies within 7 days. */
  readonly closesAt: number | null
  /** Start of the next shift found by the 15-minute search; null when open or none within 72 h. */
  readonly opensAt: number | null
}

export interface OpeningOptions {
  readonly timeZone?: string
  readonly closingSoonMinutes?: number
  readonly searchStepMinutes?: number
  readonly searchHorizonHours?: number
}

type AnySchedule = Schedule | CompiledSchedule

/**
 * Next opening (SF §4): the instants now + k·15 min for k = 1…72 h/15 min are probed and the first
 * open one wins; the result is the start of the shift containing it. Computed from the shift
 * boundaries: a shift [s, e) is hit iff the first probe at or after max(s, now + step) is < e.
 */
export function findNextOpening(schedule: AnySchedule, now: InstantInput, options: OpeningOptions = {}): number | null {
  const nowMs = toEpochMs(now)
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE
  const step = (options.searchStepMinutes ?? NEXT_OPENING_STEP_MINUTES) * MINUTE_MS
  const lastProbe = nowMs + Math.floor(((options.searchHorizonHours ?? NEXT_OPENING_HORIZON_HOURS) * HOUR_MS) / step) * step
  for (const interval of openIntervals(schedule, nowMs, lastProbe, timeZone)) {
    const from = Math.max(interval.start, nowMs + step)
    const probe = nowMs + Math.ceil((from - nowMs) / step) * step
    if (probe > lastProbe) return null
    if (probe < interval.end) return interval.start > nowMs ? interval.start : probe
  }
  return null
}

function containing(intervals: readonly Interval[], ms: number): Interval | undefined {
  return intervals.find((interval) => interval.start <= ms && ms < interval.end)
}

/** Opening state of a schedule at `now`: open / closing soon (< 60 min left) / closed. */
export function getOpeningState(schedule: AnySchedule, now: InstantInput, options: OpeningOptions = {}): OpeningState {
  const nowMs = toEpochMs(now)
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE
  const compiled = toCompiled(schedule)
  const windowEnd = nowMs + CLOSING_SEARCH_DAYS * DAY_MS
  const current = containing(openIntervals(compiled, nowMs, windowEnd, timeZone), nowMs)
  if (current === undefined) {
    return { status: 'closed', isOpen: false, closesAt: null, opensAt: findNextOpening(compiled, nowMs, options) }
  }
  const closesAt = current.end > windowEnd ? null : current.end
  const soon = (options.closingSoonMinutes ?? CLOSING_SOON_MINUTES) * MINUTE_MS
  const status: OpeningStatus = closesAt !== null && closesAt - nowMs < soon ? 'closingSoon' : 'open'
  return { status, isOpen: true, closesAt, opensAt: null }
}

// ---------------------------------------------------------------------------
// Branch level
// ---------------------------------------------------------------------------

export function branchTimeZone(branch: Pick<BranchHoursInput, 'timeZone'>): string {
  return branch.timeZone ?? DEFAULT_TIME_ZONE
}

const EMPTY: Schedule = []

/** Delivery uses delivery hours when isDeliveryHoursEnabled, otherwise opening hours (SF §4). */
export function hoursForDeliveryType(branch: BranchHoursInput, deliveryType: DeliveryType): Schedule {
  if (deliveryType === 'delivery' && branch.isDeliveryHoursEnabled === true) return branch.deliveryHours ?? EMPTY
  return branch.openingHours ?? EMPTY
}

export function getBranchOpeningState(
  branch: BranchHoursInput,
  deliveryType: DeliveryType,
  now: InstantInput,
  options: Omit<OpeningOptions, 'timeZone'> = {},
): OpeningState {
  return getOpeningState(hoursForDeliveryType(branch, deliveryType), now, { ...options, timeZone: branchTimeZone(branch) })
}

/**
 * Orderable (SF §4): open for the delivery type's hours (delivery hours for delivery).
 * Decision for `orderableFrom` ('HH:mm'): while closed, orders are also accepted from that
 * wall-clock time on a day whose next opening is later the same day.
 */
export function isBranchOrderable(branch: BranchHoursInput, deliveryType: DeliveryType, now: InstantInput): boolean {
  const state = getBranchOpeningState(branch, deliveryType, now)
  if (state.isOpen) return true
  const orderableFrom = typeof branch.orderableFrom === 'string' ? parseTimeOfDay(branch.orderableFrom) : null
  if (orderableFrom === null || state.opensAt === null) return false
  const timeZone = branchTimeZone(branch)
  const local = toLocal(now, timeZone)
  return local.minuteOfDay >= orderableFrom && localDayNumber(state.opensAt, timeZone) === local.dayNumber
}

/**
 * SF §8: 'Wir öffnen wieder um {time} Uhr.' (same local day) / 'Wir öffnen wieder am {day} um {time} Uhr.',
 * for delivery 'Wir liefern wieder ab …'. Null when there is no next opening within the horizon.
 */
export function nextOpeningText(
  opensAt: number | null,
  now: InstantInput,
  deliveryType: DeliveryType,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  if (opensAt === null) return null
  const time = formatTime(opensAt, timeZone)
  const opening = toLocal(opensAt, timeZone)
  const sameDay = opening.dayNumber === localDayNumber(now, timeZone)
  const day = WEEKDAY_NAMES_DE[opening.weekday] ?? ''
  if (deliveryType === 'delivery') {
    return sameDay ? messageTemplates.deliversAgainAt(time) : messageTemplates.deliversAgainOn(day, time)
  }
  return sameDay ? messageTemplates.opensAgainAt(time) : messageTemplates.opensAgainOn(day, time)
}

/**
 * The closed notice lines of SF §8 for a branch and delivery type, or [] when open.
 * Takeaway/dine-in: 'Derzeit haben wir leider geschlossen.' + next opening, else the branch's closedMessage.
 * Delivery: 'Derzeit ist leider keine Lieferung möglich.' + next delivery time (closedMessage if none).
 */
export function closedNoticeLines(
  branch: BranchHoursInput & { readonly closedMessage?: string | null },
  deliveryType: DeliveryType,
  now: InstantInput,
): string[] {
  const state = getBranchOpeningState(branch, deliveryType, now)
  if (state.isOpen) return []
  const headline = deliveryType === 'delivery' ? MESSAGES.deliveryClosed : MESSAGES.branchClosed
  const next = nextOpeningText(state.opensAt, now, deliveryType, branchTimeZone(branch))
  const detail = next ?? (branch.closedMessage !== undefined && branch.closedMessage !== null && branch.closedMessage.trim() !== '' ? branch.closedMessage : null)
  return detail === null ? [headline] : [headline, detail]
}
