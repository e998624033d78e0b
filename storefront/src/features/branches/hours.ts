import { WEEKDAY_NAMES_DE, formatTimeOfDay, isoWeekMonday, localDayNumber, shiftsOnDay } from '@domain'
import type { Schedule, Shift } from '@domain'

export function shiftsText(shifts: readonly Shift[]): string {
  if (shifts.length === 0) return 'Geschlossen'
  if (shifts.length === 1 && shifts[0]?.from === 0 && shifts[0].to >= 1440) return '00:00 – 24:00'
  return shifts.map((shift) => `${formatTimeOfDay(shift.from)} – ${shift.to >= 1440 && shift.to - 1440 === 0 ? '24:00' : formatTimeOfDay(shift.to)}`).join(', ')
}

export function todayText(schedule: Schedule, now: number, timeZone: string): string {
  return shiftsText(shiftsOnDay(schedule, localDayNumber(now, timeZone)))
}

/** The seven days of the current ISO week (Monday first) with their shifts. */
export function weekRows(schedule: Schedule, now: number, timeZone: string): { day: string; text: string; isToday: boolean }[] {
  const today = localDayNumber(now, timeZone)
  const monday = isoWeekMonday(today)
  return WEEKDAY_NAMES_DE.map((day, index) => ({
    day,
    text: shiftsText(shiftsOnDay(schedule, monday + index)),
    isToday: monday + index === today,
  }))
}
