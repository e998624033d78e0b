/**
 * Opening-hour rules → weekly rule sets → open intervals (UTC, half-open [start, end)). A later rule overrides the
 * day's earlier ones, consecutive rules of one type accumulate (split shifts), a closed rule empties the day, default
 * closed; a shift belongs to the day it starts on and is converted with that day's wall clock (DST nights are 9 or 11
 * hours for 18:00–04:00). docs/domain.md "Representations" and "Opening hours".
 */
import type { OpeningHoursRule, Schedule } from './types'
import { WEEKDAYS } from './types'
import {
  DEFAULT_TIME_ZONE,
  MINUTES_PER_DAY,
  isoWeekMonday,
  isoWeekdayIndex,
  localDayNumber,
  localToInstant,
  parseIsoDate,
  parseTimeOfDay,
} from './time-zone'

/** A shift in local minutes of the day it starts on: 0 <= from < 1440, from < to <= from + 1440. */
export interface Shift {
  readonly from: number
  readonly to: number
}

/** Half-open UTC interval in epoch milliseconds. */
export interface Interval {
  readonly start: number
  readonly end: number
}

interface CompiledRule {
  /** Accumulation key: same key ⇒ shifts add up; different key ⇒ the day is reset first. */
  readonly key: string
  /** Targeted weekday index (0 = Monday) or -1 for all days. */
  readonly weekday: number
  /** Day number of a once rule, otherwise null. */
  readonly date: number | null
  readonly shift: Shift | null
}

export interface CompiledSchedule {
  readonly rules: readonly CompiledRule[]
  readonly weeks: Map<number, readonly (readonly Shift[])[]>
}

/** Parses a rule's times to a shift; null when the rule is closed or its times are invalid. */
export function ruleShift(rule: Pick<OpeningHoursRule, 'from' | 'to'>): Shift | null {
  const from = parseTimeOfDay(rule.from)
  const toRaw = parseTimeOfDay(rule.to)
  if (from === null || toRaw === null || from >= MINUTES_PER_DAY) return null
  const to = toRaw <= from ? toRaw + MINUTES_PER_DAY : toRaw
  return { from, to: Math.min(to, from + MINUTES_PER_DAY) }
}

function compileRule(rule: OpeningHoursRule): CompiledRule | null {
  const closed = rule.isClosed === true
  const shift = closed ? null : ruleShift(rule)
  if (!closed && shift === null) return null // unparsable times: the rule is ignored
  if (rule.type === 'daily') return { key: 'daily', weekday: -1, date: null, shift }
  if (rule.type === 'once') {
    const date = typeof rule.date === 'string' ? parseIsoDate(rule.date) : null
    if (date === null) return null
    return { key: `once:${date}`, weekday: isoWeekdayIndex(date), date, shift }
  }
  const weekday = WEEKDAYS.indexOf(rule.type)
  if (weekday < 0) return null
  return { key: rule.type, weekday, date: null, shift }
}

const compiledCache = new WeakMap<Schedule, CompiledSchedule>()

/** Parses a schedule once; the result is memoised per schedule array. */
export function compileSchedule(schedule: Schedule): CompiledSchedule {
  let compiled = compiledCache.get(schedule)
  if (compiled === undefined) {
    const rules: CompiledRule[] = []
    for (const rule of schedule) {
      const compiledRule = compileRule(rule)
      if (compiledRule !== null) rules.push(compiledRule)
    }
    compiled = { rules, weeks: new Map() }
    compiledCache.set(schedule, compiled)
  }
  return compiled
}

/**
 * The weekly rule set for the ISO week starting on `monday` (a day number):
 * seven lists of shifts, index 0 = Monday.
 */
export function weeklyRuleSet(schedule: Schedule | CompiledSchedule, monday: number): readonly (readonly Shift[])[] {
  const compiled = toCompiled(schedule)
  const cached = compiled.weeks.get(monday)
  if (cached !== undefined) return cached
  const keys: (string | null)[] = [null, null, null, null, null, null, null]
  const days: Shift[][] = [[], [], [], [], [], [], []]
  const apply = (index: number, rule: CompiledRule): void => {
    if (keys[index] !== rule.key || rule.shift === null) days[index] = []
    keys[index] = rule.key
    if (rule.shift !== null) days[index]?.push(rule.shift)
  }
  for (const rule of compiled.rules) {
    if (rule.date !== null) {
      if (rule.date >= monday && rule.date < monday + 7) apply(rule.weekday, rule)
    } else if (rule.weekday < 0) {
      for (let index = 0; index < 7; index += 1) apply(index, rule)
    } else {
      apply(rule.weekday, rule)
    }
  }
  if (compiled.weeks.size > 1000) compiled.weeks.clear()
  compiled.weeks.set(monday, days)
  return days
}

function isCompiled(schedule: Schedule | CompiledSchedule): schedule is CompiledSchedule {
  return !Array.isArray(schedule)
}

/** Accepts a rule list or an already compiled schedule. */
export function toCompiled(schedule: Schedule | CompiledSchedule): CompiledSchedule {
  return isCompiled(schedule) ? schedule : compileSchedule(schedule)
}

/** Shifts starting on the local date `dayNumber`. */
export function shiftsOnDay(schedule: Schedule | CompiledSchedule, dayNumber: number): readonly Shift[] {
  return weeklyRuleSet(schedule, isoWeekMonday(dayNumber))[isoWeekdayIndex(dayNumber)] ?? []
}

/** Sorts and merges overlapping or touching intervals (24-hour days become one interval). */
export function mergeIntervals(intervals: Interval[]): Interval[] {
  intervals.sort((a, b) => a.start - b.start)
  const merged: Interval[] = []
  let current: Interval | undefined
  for (const interval of intervals) {
    if (interval.end <= interval.start) continue
    if (current !== undefined && interval.start <= current.end) {
      if (interval.end > current.end) current = { start: current.start, end: interval.end }
      merged[merged.length - 1] = current
    } else {
      current = interval
      merged.push(current)
    }
  }
  return merged
}

/**
 * Merged open intervals of all shifts that start on local days `firstDay`..`lastDay` (inclusive).
 * Shifts that fall entirely into a spring-forward gap have no duration and disappear.
 */
export function intervalsForDays(
  schedule: Schedule | CompiledSchedule,
  firstDay: number,
  lastDay: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): Interval[] {
  const compiled = toCompiled(schedule)
  const raw: Interval[] = []
  for (let day = firstDay; day <= lastDay; day += 1) {
    for (const shift of shiftsOnDay(compiled, day)) {
      raw.push({ start: localToInstant(day, shift.from, timeZone), end: localToInstant(day, shift.to, timeZone) })
    }
  }
  return mergeIntervals(raw)
}

/** Merged open intervals that intersect [fromMs, toMs] (not clipped). */
export function openIntervals(
  schedule: Schedule | CompiledSchedule,
  fromMs: number,
  toMs: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): Interval[] {
  const firstDay = localDayNumber(fromMs, timeZone) - 1 // yesterday's overnight shift
  const lastDay = localDayNumber(toMs, timeZone)
  return intervalsForDays(schedule, firstDay, lastDay, timeZone).filter((i) => i.end > fromMs && i.start <= toMs)
}

/** The merged open interval containing `ms`, or null. */
export function intervalAt(
  schedule: Schedule | CompiledSchedule,
  ms: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): Interval | null {
  for (const interval of openIntervals(schedule, ms, ms, timeZone)) {
    if (interval.start <= ms && ms < interval.end) return interval
  }
  return null
}

/** Whether the schedule is open at instant `ms`. */
export function isOpenAt(schedule: Schedule | CompiledSchedule, ms: number, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return intervalAt(schedule, ms, timeZone) !== null
}
