/**
 * Time-zone and calendar arithmetic without a hidden clock: instants are UTC epoch milliseconds, local dates are day
 * numbers (days since 1970-01-01), times of day minutes since local midnight. The only zone-dependent primitive is the
 * UTC offset at an instant, through a cached `Intl.DateTimeFormat` memoised per UTC day.
 * docs/domain.md "Representations".
 */

export const DEFAULT_TIME_ZONE = 'Europe/Vienna'

export const MINUTE_MS = 60_000
export const HOUR_MS = 3_600_000
export const DAY_MS = 86_400_000
export const MINUTES_PER_DAY = 1440

/** Instant in UTC milliseconds or a Date (the Date is read, never created). */
export type InstantInput = number | Date

export function toEpochMs(instant: InstantInput): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime()
  if (!Number.isFinite(ms)) throw new RangeError('Ungültiger Zeitpunkt')
  return ms
}

// ---------------------------------------------------------------------------
// Zone offsets
// ---------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>()

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Throws a RangeError for an unknown IANA zone name. */
export function assertTimeZone(timeZone: string): string {
  zoneFormatter(timeZone)
  return timeZone
}

function readOffsetMinutes(timeZone: string, ms: number): number {
  let year = 0
  let month = 1
  let day = 1
  let hour = 0
  let minute = 0
  let second = 0
  for (const part of zoneFormatter(timeZone).formatToParts(ms)) {
    switch (part.type) {
      case 'year':
        year = Number(part.value)
        break
      case 'month':
        month = Number(part.value)
        break
      case 'day':
        day = Number(part.value)
        break
      case 'hour':
        hour = Number(part.value)
        break
      case 'minute':
        minute = Number(part.value)
        break
      case 'second':
        second = Number(part.value)
        break
      default:
        break
    }
  }
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second)
  const wholeSecond = Math.floor(ms / 1000) * 1000
  return Math.round((wallClock - wholeSecond) / MINUTE_MS)
}

const MAX_CACHE_ENTRIES = 20_000
const QUARTER_HOUR_MS = 15 * MINUTE_MS

interface ZoneCache {
  readonly dayStart: Map<number, number>
  readonly quarter: Map<number, number>
}

const zoneCaches = new Map<string, ZoneCache>()

function zoneCache(timeZone: string): ZoneCache {
  let cache = zoneCaches.get(timeZone)
  if (cache === undefined) {
    cache = { dayStart: new Map(), quarter: new Map() }
    zoneCaches.set(timeZone, cache)
  }
  return cache
}

function memo(map: Map<number, number>, key: number, compute: () => number): number {
  const hit = map.get(key)
  if (hit !== undefined) return hit
  if (map.size >= MAX_CACHE_ENTRIES) map.clear()
  const value = compute()
  map.set(key, value)
  return value
}

/**
 * UTC offset of `timeZone` at instant `ms`, in minutes east of UTC (Vienna: 60 or 120).
 * Assumes at most one offset change per UTC day and changes on quarter-hour UTC instants,
 * which holds for every zone in the IANA database since 1970.
 */
export function zoneOffsetMinutes(timeZone: string, ms: number): number {
  const cache = zoneCache(timeZone)
  const utcDay = Math.floor(ms / DAY_MS)
  const atStart = memo(cache.dayStart, utcDay, () => readOffsetMinutes(timeZone, utcDay * DAY_MS))
  const atEnd = memo(cache.dayStart, utcDay + 1, () => readOffsetMinutes(timeZone, (utcDay + 1) * DAY_MS))
  if (atStart === atEnd) return atStart
  const quarter = Math.floor(ms / QUARTER_HOUR_MS)
  return memo(cache.quarter, quarter, () => readOffsetMinutes(timeZone, quarter * QUARTER_HOUR_MS))
}

// ---------------------------------------------------------------------------
// Calendar dates as day numbers
// ---------------------------------------------------------------------------

export interface YearMonthDay {
  readonly year: number
  readonly month: number
  readonly day: number
}

export function dayNumberFromParts(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS)
}

export function partsFromDayNumber(dayNumber: number): YearMonthDay {
  // Civil-from-days (H. Hinnant), exact integer arithmetic.
  const z = dayNumber + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0)
  return { year, month, day }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/

/** Parses 'YYYY-MM-DD' (a trailing time part such as 'T00:00:00.000Z' is ignored). */
export function parseIsoDate(value: string): number | null {
  const match = ISO_DATE.exec(value.trim())
  if (match === null) return null
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  const dayNumber = dayNumberFromParts(year, month, day)
  const check = partsFromDayNumber(dayNumber)
  return check.month === month && check.day === day ? dayNumber : null
}

const pad2 = (value: number): string => String(value).padStart(2, '0')

export function formatIsoDate(dayNumber: number): string {
  const { year, month, day } = partsFromDayNumber(dayNumber)
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`
}

/** ISO weekday index: 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function isoWeekdayIndex(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7
}

/** Day number of the Monday that starts the ISO week containing `dayNumber`. */
export function isoWeekMonday(dayNumber: number): number {
  return dayNumber - isoWeekdayIndex(dayNumber)
}

export interface IsoWeek {
  readonly year: number
  readonly week: number
}

/** ISO-8601 week: the week belongs to the year of its Thursday (2024-12-30 → 2025-W01). */
export function isoWeek(dayNumber: number): IsoWeek {
  const thursday = isoWeekMonday(dayNumber) + 3
  const { year } = partsFromDayNumber(thursday)
  const week = Math.floor((thursday - dayNumberFromParts(year, 1, 1)) / 7) + 1
  return { year, week }
}

// ---------------------------------------------------------------------------
// Local wall clock ↔ instant
// ---------------------------------------------------------------------------

export interface LocalDateTime {
  readonly dayNumber: number
  /** Minutes since local midnight, 0..1439. */
  readonly minuteOfDay: number
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
  /** 0 = Monday … 6 = Sunday */
  readonly weekday: number
}

/** The wall clock of `timeZone` at the instant. */
export function toLocal(instant: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): LocalDateTime {
  const ms = toEpochMs(instant)
  const localMs = ms + zoneOffsetMinutes(timeZone, ms) * MINUTE_MS
  const dayNumber = Math.floor(localMs / DAY_MS)
  const minuteOfDay = Math.floor((localMs - dayNumber * DAY_MS) / MINUTE_MS)
  const { year, month, day } = partsFromDayNumber(dayNumber)
  return {
    dayNumber,
    minuteOfDay,
    year,
    month,
    day,
    hour: Math.floor(minuteOfDay / 60),
    minute: minuteOfDay % 60,
    weekday: isoWeekdayIndex(dayNumber),
  }
}

export function localDayNumber(instant: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): number {
  const ms = toEpochMs(instant)
  return Math.floor((ms + zoneOffsetMinutes(timeZone, ms) * MINUTE_MS) / DAY_MS)
}

/**
 * The instant at which the wall clock of `timeZone` shows `minuteOfDay` on `dayNumber`.
 * `minuteOfDay` may exceed 1440 (it then rolls into the following days).
 * - Non-existent wall time (spring-forward gap): moved forward by the gap length
 *   (Vienna 2026-03-29 02:30 → 03:30 CEST).
 * - Ambiguous wall time (fall-back overlap): the earlier instant (the first 02:30 on 2026-10-25).
 */
export function localToInstant(dayNumber: number, minuteOfDay: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  const naive = dayNumber * DAY_MS + minuteOfDay * MINUTE_MS
  const offsetBefore = zoneOffsetMinutes(timeZone, naive - DAY_MS)
  const offsetAfter = zoneOffsetMinutes(timeZone, naive + DAY_MS)
  const early = naive - offsetBefore * MINUTE_MS
  if (offsetBefore === offsetAfter) return early
  const late = naive - offsetAfter * MINUTE_MS
  const earlyValid = early + zoneOffsetMinutes(timeZone, early) * MINUTE_MS === naive
  const lateValid = late + zoneOffsetMinutes(timeZone, late) * MINUTE_MS === naive
  if (earlyValid && lateValid) return Math.min(early, late)
  if (lateValid) return late
  // earlyValid, or the gap: the pre-transition offset moves the time forward by the gap.
  return early
}

/** Start of the local day (00:00 wall clock, or the first instant of the day on a gap). */
export function startOfLocalDay(dayNumber: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  return localToInstant(dayNumber, 0, timeZone)
}

// ---------------------------------------------------------------------------
// HH:mm
// ---------------------------------------------------------------------------

const HH_MM = /^(\d{1,2}):(\d{2})(?::\d{2})?$/

/** Parses 'HH:mm' (also 'H:mm' and 'HH:mm:ss') to minutes; '24:00' → 1440. Invalid → null. */
export function parseTimeOfDay(value: string): number | null {
  const match = HH_MM.exec(value.trim())
  if (match === null) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (minutes > 59) return null
  if (hours === 24 && minutes === 0) return MINUTES_PER_DAY
  if (hours > 23) return null
  return hours * 60 + minutes
}

export function formatTimeOfDay(minuteOfDay: number): string {
  const normalized = ((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
  return `${pad2(Math.floor(normalized / 60))}:${pad2(normalized % 60)}`
}
