/**
 * Time tracking rules (BO §3, §4; issue 17). Pure: every instant and the time zone are parameters. Instants are UTC
 * epoch milliseconds truncated to the minute, durations integer minutes, so daily, weekly and monthly sums add up
 * exactly; a local day is measured between its two midnights (23 or 25 hours on DST days).
 * docs/time-tracking.md "Rules".
 */
import {
  dayNumberFromParts,
  formatTimeOfDay,
  isoWeekMonday,
  isoWeekdayIndex,
  localDayNumber,
  localToInstant,
  MINUTE_MS,
  MINUTES_PER_DAY,
  parseTimeOfDay,
  partsFromDayNumber,
  startOfLocalDay,
} from './time-zone'
import type { Schedule } from './types'
import { shiftsOnDay } from './schedule'

// ---------------------------------------------------------------------------
// Activities and the clock state machine (BO §4)
// ---------------------------------------------------------------------------

export type ActivityType = 'work' | 'holiday' | 'sick' | 'compensation' | 'other'

/** Types whose recorded duration counts as worked time. */
export const WORKED_ACTIVITY_TYPES: readonly ActivityType[] = ['work', 'other']
/** Absence types that credit the day's scheduled minutes (the day is neither plus nor minus). */
export const CREDITED_ABSENCE_TYPES: readonly ActivityType[] = ['holiday', 'sick']

export interface PauseInput {
  readonly start: number
  readonly end: number | null
}

export interface ActivityInput {
  readonly type: ActivityType
  readonly start: number
  /** null while the activity runs (it is the user's current activity). */
  readonly end: number | null
  readonly pauses: readonly PauseInput[]
}

export type ClockState = 'idle' | 'working' | 'paused'
export type ClockAction = 'start' | 'pause' | 'resume' | 'end'

/** What the clock shows for the user's current activity (null = none running). */
export function clockState(current: ActivityInput | null): ClockState {
  if (current === null || current.end !== null) return 'idle'
  return current.pauses.some((p) => p.end === null) ? 'paused' : 'working'
}

export type ClockErrorCode = 'alreadyRunning' | 'notRunning' | 'alreadyPaused' | 'notPaused' | 'beforeLastChange'

/** The reason behind a refused transition, in German (shown after the BO §8 message). */
export const CLOCK_ERROR_DETAILS: Readonly<Record<ClockErrorCode, string>> = {
  alreadyRunning: 'Es läuft bereits eine Aktivität. Bitte beenden Sie diese zuerst.',
  notRunning: 'Es läuft keine Aktivität.',
  alreadyPaused: 'Die Aktivität ist bereits pausiert.',
  notPaused: 'Die Aktivität ist nicht pausiert.',
  beforeLastChange: 'Der Zeitpunkt liegt vor der letzten Buchung.',
}

/** BO §8: the message of a failed clock call, by action. */
export const CLOCK_ACTION_FAILED: Readonly<Record<ClockAction, string>> = {
  start: 'Aktivität konnte nicht gestartet werden.',
  end: 'Aktivität konnte nicht beendet werden.',
  pause: 'Aktivität konnte nicht pausiert werden.',
  resume: 'Aktivität konnte nicht fortgesetzt werden.',
}

export type ClockTransition =
  { readonly ok: true; readonly activity: ActivityInput } | { readonly ok: false; readonly code: ClockErrorCode }

/** Truncates an instant to its whole minute (seconds are never recorded). */
export const toMinute = (ms: number): number => Math.floor(ms / MINUTE_MS) * MINUTE_MS

function lastChange(activity: ActivityInput): number {
  let last = activity.start
  for (const pause of activity.pauses) last = Math.max(last, pause.start, pause.end ?? pause.start)
  return last
}

/**
 * BO §4: start sets a new current activity (only when none runs: one current activity per user); pause opens a
 * pause; resume closes it; end closes an open pause and the activity (the current activity is then cleared).
 * `current` is the user's running activity or null; `now` is truncated to the minute.
 */
export function applyClockAction(
  current: ActivityInput | null,
  action: ClockAction,
  now: number,
  type: ActivityType = 'work',
): ClockTransition {
  const at = toMinute(now)
  const state = clockState(current)
  if (action === 'start') {
    if (state !== 'idle') return { ok: false, code: 'alreadyRunning' }
    return { ok: true, activity: { type, start: at, end: null, pauses: [] } }
  }
  if (current === null || state === 'idle') return { ok: false, code: 'notRunning' }
  if (at < lastChange(current)) return { ok: false, code: 'beforeLastChange' }
  if (action === 'pause') {
    if (state === 'paused') return { ok: false, code: 'alreadyPaused' }
    return { ok: true, activity: { ...current, pauses: [...current.pauses, { start: at, end: null }] } }
  }
  const closedPauses = current.pauses.map((p) => (p.end === null ? { start: p.start, end: at } : p))
  if (action === 'resume') {
    if (state !== 'paused') return { ok: false, code: 'notPaused' }
    return { ok: true, activity: { ...current, pauses: closedPauses } }
  }
  return { ok: true, activity: { ...current, end: at, pauses: closedPauses } }
}

// ---------------------------------------------------------------------------
// Intervals
// ---------------------------------------------------------------------------

/** Half-open UTC interval [start, end) in epoch milliseconds (whole minutes). */
export interface TimeSpan {
  readonly start: number
  readonly end: number
}

const spanMinutes = (span: TimeSpan): number => Math.max(0, Math.round((span.end - span.start) / MINUTE_MS))

/** Rounding of an activity's start and end (per division; Kimai-like). step 0 = no rounding. */
export interface RoundingRule {
  readonly stepMinutes: number
  readonly start: 'up' | 'down' | 'nearest'
  readonly end: 'up' | 'down' | 'nearest'
}

export const NO_ROUNDING: RoundingRule = { stepMinutes: 0, start: 'down', end: 'down' }

/** Rounds an instant to a multiple of `stepMinutes` counted from the local midnight of its day. */
export function roundInstant(ms: number, stepMinutes: number, mode: RoundingRule['start'], timeZone: string): number {
  const at = toMinute(ms)
  if (stepMinutes <= 1) return at
  const midnight = startOfLocalDay(localDayNumber(at, timeZone), timeZone)
  const minutes = Math.round((at - midnight) / MINUTE_MS)
  const rounded =
    mode === 'up'
      ? Math.ceil(minutes / stepMinutes) * stepMinutes
      : mode === 'down'
        ? Math.floor(minutes / stepMinutes) * stepMinutes
        : Math.round(minutes / stepMinutes) * stepMinutes
  return midnight + rounded * MINUTE_MS
}

/**
 * The worked spans of an activity: [start, end) minus its pauses, with start/end rounded by the rule and a running
 * activity or pause measured up to `now`. Pauses are clipped to the activity.
 */
export function workedSpans(
  activity: ActivityInput,
  now: number,
  timeZone: string,
  rounding: RoundingRule = NO_ROUNDING,
): TimeSpan[] {
  const start = roundInstant(activity.start, rounding.stepMinutes, rounding.start, timeZone)
  const rawEnd = activity.end ?? Math.max(toMinute(now), toMinute(activity.start))
  const end = Math.max(
    start,
    activity.end === null ? toMinute(rawEnd) : roundInstant(rawEnd, rounding.stepMinutes, rounding.end, timeZone),
  )
  const pauses = activity.pauses
    .map((p) => ({ start: Math.max(start, toMinute(p.start)), end: Math.min(end, toMinute(p.end ?? Math.max(now, p.start))) }))
    .filter((p) => p.end > p.start)
    .sort((a, b) => a.start - b.start)
  const spans: TimeSpan[] = []
  let cursor = start
  for (const pause of pauses) {
    if (pause.start > cursor) spans.push({ start: cursor, end: pause.start })
    cursor = Math.max(cursor, pause.end)
  }
  if (end > cursor) spans.push({ start: cursor, end })
  return spans
}

/** Minutes of the spans per local day (a span crossing midnight is split at the local midnight). */
export function minutesByDay(spans: readonly TimeSpan[], timeZone: string): Map<number, number> {
  const days = new Map<number, number>()
  for (const span of spans) {
    let cursor = span.start
    while (cursor < span.end) {
      const day = localDayNumber(cursor, timeZone)
      const nextMidnight = startOfLocalDay(day + 1, timeZone)
      const stop = Math.min(span.end, nextMidnight)
      days.set(day, (days.get(day) ?? 0) + spanMinutes({ start: cursor, end: stop }))
      cursor = stop
    }
  }
  return days
}

/** Total minutes of an activity's worked spans (pauses excluded). */
export function workedMinutes(
  activity: ActivityInput,
  now: number,
  timeZone: string,
  rounding: RoundingRule = NO_ROUNDING,
): number {
  return workedSpans(activity, now, timeZone, rounding).reduce((sum, span) => sum + spanMinutes(span), 0)
}

/** Total pause minutes of an activity (an open pause up to `now`). */
export function pauseMinutes(activity: ActivityInput, now: number): number {
  const end = activity.end ?? toMinute(now)
  return activity.pauses.reduce(
    (sum, p) => sum + spanMinutes({ start: toMinute(p.start), end: Math.min(end, toMinute(p.end ?? now)) }),
    0,
  )
}

// ---------------------------------------------------------------------------
// Statutory breaks (AT: AZG §11; DE: ArbZG §4)
// ---------------------------------------------------------------------------

export type BreakCountry = 'AT' | 'DE'

export interface BreakRule {
  /** Worked minutes above which `breakMinutes` are required. */
  readonly aboveMinutes: number
  readonly breakMinutes: number
}

export interface BreakRules {
  readonly thresholds: readonly BreakRule[]
  /** Only pauses of at least this length count (DE: 15 min; AT: split breaks of 10 min). */
  readonly minPauseMinutes: number
  /** Longest stretch of work without a counting pause. */
  readonly maxStretchMinutes: number
}

export const BREAK_RULES: Readonly<Record<BreakCountry, BreakRules>> = {
  AT: { thresholds: [{ aboveMinutes: 360, breakMinutes: 30 }], minPauseMinutes: 10, maxStretchMinutes: 360 },
  DE: {
    thresholds: [
      { aboveMinutes: 360, breakMinutes: 30 },
      { aboveMinutes: 540, breakMinutes: 45 },
    ],
    minPauseMinutes: 15,
    maxStretchMinutes: 360,
  },
}

export type BreakWarningCode = 'breakTooShort' | 'stretchTooLong'

export interface BreakWarning {
  readonly code: BreakWarningCode
  readonly requiredMinutes: number
  readonly takenMinutes: number
  readonly message: string
}

export interface BreakCheck {
  readonly requiredMinutes: number
  /** Minutes of counting pauses. */
  readonly takenMinutes: number
  /** requiredMinutes − takenMinutes when positive, else 0. */
  readonly missingMinutes: number
  readonly warnings: readonly BreakWarning[]
}

const hoursText = (minutes: number): string => String(minutes / 60).replace('.', ',')

/** The break required for `worked` minutes under the rules (0 up to the first threshold). */
export function requiredBreakMinutes(worked: number, rules: BreakRules): number {
  let required = 0
  for (const t of rules.thresholds) if (worked > t.aboveMinutes) required = Math.max(required, t.breakMinutes)
  return required
}

/**
 * Checks one activity against the statutory breaks: enough pause for its worked minutes, and no stretch of work
 * longer than 6 hours without a counting pause.
 */
export function checkBreaks(activity: ActivityInput, now: number, timeZone: string, rules: BreakRules): BreakCheck {
  const spans = workedSpans(activity, now, timeZone)
  const worked = spans.reduce((sum, s) => sum + spanMinutes(s), 0)
  const required = requiredBreakMinutes(worked, rules)
  const end = activity.end ?? toMinute(now)
  const countingPauses = activity.pauses
    .map((p) => spanMinutes({ start: toMinute(p.start), end: Math.min(end, toMinute(p.end ?? now)) }))
    .filter((m) => m >= rules.minPauseMinutes)
  const taken = countingPauses.reduce((a, b) => a + b, 0)
  const warnings: BreakWarning[] = []
  if (taken < required) {
    warnings.push({
      code: 'breakTooShort',
      requiredMinutes: required,
      takenMinutes: taken,
      message: `Bei mehr als ${hoursText(
        [...rules.thresholds].reverse().find((t) => worked > t.aboveMinutes)?.aboveMinutes ?? 360,
      )} Stunden Arbeitszeit ist eine Pause von mindestens ${required} Minuten vorgeschrieben (genommen: ${taken} Minuten).`,
    })
  }
  // stretches: worked time between counting pauses (short pauses do not interrupt a stretch)
  const counting = activity.pauses
    .map((p) => ({ start: toMinute(p.start), end: Math.min(end, toMinute(p.end ?? now)) }))
    .filter((p) => spanMinutes(p) >= rules.minPauseMinutes)
    .sort((a, b) => a.start - b.start)
  let stretch = 0
  let longest = 0
  let pauseIndex = 0
  for (const span of spans) {
    while (pauseIndex < counting.length && (counting[pauseIndex]?.end ?? 0) <= span.start) {
      stretch = 0
      pauseIndex += 1
    }
    stretch += spanMinutes(span)
    longest = Math.max(longest, stretch)
  }
  if (longest > rules.maxStretchMinutes) {
    warnings.push({
      code: 'stretchTooLong',
      requiredMinutes: required,
      takenMinutes: taken,
      message: `Es wurde länger als ${hoursText(rules.maxStretchMinutes)} Stunden ohne Pause gearbeitet.`,
    })
  }
  return { requiredMinutes: required, takenMinutes: taken, missingMinutes: Math.max(0, required - taken), warnings }
}

// ---------------------------------------------------------------------------
// Working schedules (targets)
// ---------------------------------------------------------------------------

/** A schedule entry of a user: a date or a weekday (0 = Monday), from/to as HH:mm (to ≤ from ends next day). */
export interface ScheduleEntryInput {
  readonly date: number | null
  readonly weekday: number | null
  readonly from: string
  readonly to: string
  /** Planned minutes; null = measured from the wall clock of from/to on that day. */
  readonly minutes: number | null
  readonly validFrom: number | null
  readonly validUntil: number | null
}

function entryMinutesOn(entry: ScheduleEntryInput, day: number, timeZone: string): number {
  if (entry.minutes !== null) return Math.max(0, Math.round(entry.minutes))
  const from = parseTimeOfDay(entry.from)
  const toRaw = parseTimeOfDay(entry.to)
  if (from === null || toRaw === null) return 0
  const to = toRaw <= from ? toRaw + MINUTES_PER_DAY : toRaw
  return spanMinutes({ start: localToInstant(day, from, timeZone), end: localToInstant(day, to, timeZone) })
}

const validOn = (entry: ScheduleEntryInput, day: number): boolean =>
  (entry.validFrom === null || day >= entry.validFrom) && (entry.validUntil === null || day <= entry.validUntil)

/**
 * Scheduled (target) minutes on a local day: entries for that date replace the weekday entries; 0 on public
 * holidays (`holidays` holds their day numbers).
 */
export function scheduledMinutesOn(
  entries: readonly ScheduleEntryInput[],
  day: number,
  timeZone: string,
  holidays: ReadonlySet<number>,
): number {
  if (holidays.has(day)) return 0
  const weekday = isoWeekdayIndex(day)
  const valid = entries.filter((e) => validOn(e, day))
  const dated = valid.filter((e) => e.date === day)
  const chosen = dated.length > 0 ? dated : valid.filter((e) => e.date === null && e.weekday === weekday)
  return chosen.reduce((sum, e) => sum + entryMinutesOn(e, day, timeZone), 0)
}

export interface GeneratedScheduleEntry {
  readonly weekday: number
  readonly from: string
  readonly to: string
}

/**
 * Weekday schedule entries from a branch's opening hours: the shifts of the week starting `monday` (a day number),
 * one entry per shift. The admin edits the result (e.g. to part-time).
 */
export function scheduleFromOpeningHours(openingHours: Schedule, monday: number): GeneratedScheduleEntry[] {
  const entries: GeneratedScheduleEntry[] = []
  for (let weekday = 0; weekday < 7; weekday += 1) {
    for (const shift of shiftsOnDay(openingHours, monday + weekday)) {
      entries.push({
        weekday,
        from: formatTimeOfDay(shift.from),
        to: shift.to === MINUTES_PER_DAY ? '24:00' : formatTimeOfDay(shift.to),
      })
    }
  }
  return entries
}

// ---------------------------------------------------------------------------
// Calendar ranges
// ---------------------------------------------------------------------------

export interface DayRange {
  /** First day number (inclusive). */
  readonly from: number
  /** Last day number (inclusive). */
  readonly to: number
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** 'YYYY-MM' → its days; null when malformed. */
export function parseMonth(value: string): DayRange | null {
  const match = MONTH.exec(value.trim())
  if (match === null) return null
  const year = Number(match[1])
  const month = Number(match[2])
  return { from: dayNumberFromParts(year, month, 1), to: dayNumberFromParts(year, month + 1, 1) - 1 }
}

export function monthOfDay(day: number): string {
  const { year, month } = partsFromDayNumber(day)
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`
}

export const yearRange = (year: number): DayRange => ({
  from: dayNumberFromParts(year, 1, 1),
  to: dayNumberFromParts(year + 1, 1, 1) - 1,
})

/** The ISO week (Monday–Sunday) containing `day`. */
export const weekRange = (day: number): DayRange => ({ from: isoWeekMonday(day), to: isoWeekMonday(day) + 6 })

/** The local days an absence covers: from its start day to the day of its last minute. */
export function absenceDays(activity: Pick<ActivityInput, 'start' | 'end'>, now: number, timeZone: string): DayRange {
  const start = toMinute(activity.start)
  const end = Math.max(start, toMinute(activity.end ?? now))
  return { from: localDayNumber(start, timeZone), to: localDayNumber(Math.max(start, end - MINUTE_MS), timeZone) }
}

// ---------------------------------------------------------------------------
// Balances
// ---------------------------------------------------------------------------

export interface DayBalance {
  readonly day: number
  readonly scheduledMinutes: number
  readonly workedMinutes: number
  /** Minutes credited for holiday/sick days (the day's scheduled minutes). */
  readonly creditedMinutes: number
  /** Break minutes deducted automatically (division setting "deduct"). */
  readonly deductedBreakMinutes: number
  /** worked + credited − deducted − scheduled */
  readonly balanceMinutes: number
  readonly isPublicHoliday: boolean
  readonly absence: ActivityType | null
  readonly breakWarnings: readonly BreakWarning[]
}

export interface BalanceSettings {
  readonly timeZone: string
  readonly rounding: RoundingRule
  readonly breakRules: BreakRules
  /** 'warn' only reports missing breaks; 'deduct' also subtracts them from the worked time. */
  readonly breakMode: 'warn' | 'deduct'
}

export interface BalanceInput {
  readonly activities: readonly ActivityInput[]
  readonly schedule: readonly ScheduleEntryInput[]
  readonly holidays: ReadonlySet<number>
  readonly settings: BalanceSettings
  readonly now: number
}

/** Per-day balances of `range` (days after the day of `now` get no target yet: future days are not owed). */
export function dailyBalances(input: BalanceInput, range: DayRange): DayBalance[] {
  const { settings, now } = input
  const tz = settings.timeZone
  const today = localDayNumber(now, tz)
  const worked = new Map<number, number>()
  const deducted = new Map<number, number>()
  const warnings = new Map<number, BreakWarning[]>()
  const absences = new Map<number, ActivityType>()
  for (const activity of input.activities) {
    if (WORKED_ACTIVITY_TYPES.includes(activity.type)) {
      const spans = workedSpans(activity, now, tz, settings.rounding)
      const byDay = minutesByDay(spans, tz)
      for (const [day, minutes] of byDay) worked.set(day, (worked.get(day) ?? 0) + minutes)
      const check = checkBreaks(activity, now, tz, settings.breakRules)
      const startDay = localDayNumber(activity.start, tz)
      if (check.warnings.length > 0) warnings.set(startDay, [...(warnings.get(startDay) ?? []), ...check.warnings])
      if (settings.breakMode === 'deduct' && check.missingMinutes > 0 && activity.end !== null) {
        deducted.set(startDay, (deducted.get(startDay) ?? 0) + check.missingMinutes)
      }
    } else {
      const days = absenceDays(activity, now, tz)
      for (let day = Math.max(days.from, range.from); day <= Math.min(days.to, range.to); day += 1) {
        if (!absences.has(day) || CREDITED_ABSENCE_TYPES.includes(activity.type)) absences.set(day, activity.type)
      }
    }
  }
  const result: DayBalance[] = []
  for (let day = range.from; day <= range.to; day += 1) {
    const isPublicHoliday = input.holidays.has(day)
    const scheduled = day > today ? 0 : scheduledMinutesOn(input.schedule, day, tz, input.holidays)
    const absence = absences.get(day) ?? null
    const credited = absence !== null && CREDITED_ABSENCE_TYPES.includes(absence) ? scheduled : 0
    const w = worked.get(day) ?? 0
    const d = deducted.get(day) ?? 0
    result.push({
      day,
      scheduledMinutes: scheduled,
      workedMinutes: w,
      creditedMinutes: credited,
      deductedBreakMinutes: d,
      balanceMinutes: w + credited - d - scheduled,
      isPublicHoliday,
      absence,
      breakWarnings: warnings.get(day) ?? [],
    })
  }
  return result
}

export interface BalanceTotals {
  readonly scheduledMinutes: number
  readonly workedMinutes: number
  readonly creditedMinutes: number
  readonly deductedBreakMinutes: number
  readonly balanceMinutes: number
}

export function sumBalances(days: readonly DayBalance[]): BalanceTotals {
  const totals = { scheduledMinutes: 0, workedMinutes: 0, creditedMinutes: 0, deductedBreakMinutes: 0, balanceMinutes: 0 }
  for (const d of days) {
    totals.scheduledMinutes += d.scheduledMinutes
    totals.workedMinutes += d.workedMinutes
    totals.creditedMinutes += d.creditedMinutes
    totals.deductedBreakMinutes += d.deductedBreakMinutes
    totals.balanceMinutes += d.balanceMinutes
  }
  return totals
}

export interface WeekBalance extends BalanceTotals {
  /** Monday of the ISO week (day number). */
  readonly monday: number
}

/** Groups day balances into ISO weeks (partial weeks at the range edges hold only the days inside it). */
export function weeklyBalances(days: readonly DayBalance[]): WeekBalance[] {
  const weeks = new Map<number, DayBalance[]>()
  for (const d of days) {
    const monday = weekRange(d.day).from
    weeks.set(monday, [...(weeks.get(monday) ?? []), d])
  }
  return [...weeks.entries()].sort((a, b) => a[0] - b[0]).map(([monday, list]) => ({ monday, ...sumBalances(list) }))
}

// ---------------------------------------------------------------------------
// Holiday (vacation) balances
// ---------------------------------------------------------------------------

export interface HolidayBalance {
  readonly year: number
  readonly entitlementDays: number
  readonly carryOverDays: number
  /** Working days (scheduled, not a public holiday) covered by holiday activities up to today. */
  readonly takenDays: number
  /** The same after today. */
  readonly plannedDays: number
  readonly remainingDays: number
}

/**
 * Holiday days of a year: each day covered by a 'holiday' activity that is a working day of the user's schedule
 * (scheduled minutes > 0, public holidays excluded) counts one day.
 */
export function holidayBalance(
  input: Omit<BalanceInput, 'settings'> & {
    readonly timeZone: string
    readonly year: number
    readonly entitlementDays: number
    readonly carryOverDays: number
  },
): HolidayBalance {
  const range = yearRange(input.year)
  const today = localDayNumber(input.now, input.timeZone)
  const days = new Set<number>()
  for (const activity of input.activities) {
    if (activity.type !== 'holiday') continue
    const covered = absenceDays(activity, input.now, input.timeZone)
    for (let day = Math.max(covered.from, range.from); day <= Math.min(covered.to, range.to); day += 1) {
      if (scheduledMinutesOn(input.schedule, day, input.timeZone, input.holidays) > 0) days.add(day)
    }
  }
  let taken = 0
  let planned = 0
  for (const day of days)
    if (day <= today) taken += 1
    else planned += 1
  return {
    year: input.year,
    entitlementDays: input.entitlementDays,
    carryOverDays: input.carryOverDays,
    takenDays: taken,
    plannedDays: planned,
    remainingDays: input.entitlementDays + input.carryOverDays - taken - planned,
  }
}

// ---------------------------------------------------------------------------
// Branch staffing alerts (order board header)
// ---------------------------------------------------------------------------

export const STAFFING_ALERTS = {
  openButNobody: 'Filiale geöffnet, aber niemand eingestempelt',
  clockedInWhileClosed: 'Eingestempelt, obwohl die Filiale geschlossen ist',
} as const

export type StaffingAlert = keyof typeof STAFFING_ALERTS

/** The alert for a branch's state: open with nobody clocked in, or somebody clocked in while closed. */
export function staffingAlert(isOpen: boolean, clockedInCount: number): StaffingAlert | null {
  if (isOpen && clockedInCount === 0) return 'openButNobody'
  if (!isOpen && clockedInCount > 0) return 'clockedInWhileClosed'
  return null
}

// ---------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------

/** Minutes as hours:minutes, German sheet style: 450 → '7:30', -75 → '-1:15'. */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : ''
  const abs = Math.abs(Math.round(minutes))
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`
}

/** Minutes as decimal hours with a German comma: 450 → '7,50'. */
export function formatDecimalHours(minutes: number): string {
  const hundredths = Math.round((minutes * 100) / 60)
  const sign = hundredths < 0 ? '-' : ''
  const abs = Math.abs(hundredths)
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}
