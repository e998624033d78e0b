/**
 * Balances of a user (BO §3 "balances"; time sheets "balances" and "holiday balances"): the domain rules over the
 * user's activities, schedules, public holidays, corrections and month lock.
 */
import type { PayloadRequest } from 'payload'

import {
  dailyBalances,
  formatIsoDate,
  holidayBalance,
  localDayNumber,
  parseMonth,
  partsFromDayNumber,
  sumBalances,
  weeklyBalances,
  yearRange,
} from '../../domain'
import type { DayRange } from '../../domain'
import type { User } from '../../contracts/payload-types'
import { ApiError } from '../../platform/api/errors'
import type { HolidayBalanceDto, MonthBalance } from '../../contracts'
import { publicHolidays } from './holidays'
import { userName } from './locks'
import { TIME_MESSAGES as M } from './messages'
import { activitiesInRange, correctionsOf, lockOf, schedulesOf, toActivityInput, toScheduleInput } from './records'
import { userTimeSettings } from './settings'
import type { UserTimeSettings } from './settings'

export function monthRange(month: string): DayRange {
  const range = parseMonth(month)
  if (!range) throw new ApiError(400, [{ field: 'month', message: M.invalidMonth }])
  return range
}

const yearsOf = (range: DayRange): number[] => {
  const first = partsFromDayNumber(range.from).year
  const last = partsFromDayNumber(range.to).year
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
}

async function balanceInputs(req: PayloadRequest, userId: number, range: DayRange, settings: UserTimeSettings, now: number) {
  const [activities, schedules] = await Promise.all([
    activitiesInRange(req, userId, range, settings.timeZone),
    schedulesOf(req, userId),
  ])
  return {
    activities: activities.map(toActivityInput),
    schedule: schedules.map(toScheduleInput),
    holidays: publicHolidays(settings.country, settings.region, yearsOf(range)),
    now,
  }
}

/** The balance of `userId` in `month` ('YYYY-MM') at `now`. */
export async function monthBalance(
  req: PayloadRequest,
  user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>,
  month: string,
  now: number,
): Promise<MonthBalance> {
  const range = monthRange(month)
  const settings = await userTimeSettings(req, user.id)
  const input = await balanceInputs(req, user.id, range, settings, now)
  const days = dailyBalances({ ...input, settings: settings.balance }, range)
  const totals = sumBalances(days)
  const [corrections, lock] = await Promise.all([correctionsOf(req, user.id, month), lockOf(req, user.id, month)])
  const correctionMinutes = corrections.reduce((sum, c) => sum + c.minutes, 0)
  const live = totals.balanceMinutes + correctionMinutes
  return {
    user: { id: user.id, name: userName(user) },
    month,
    days: days.map((d) => ({
      date: formatIsoDate(d.day),
      scheduledMinutes: d.scheduledMinutes,
      workedMinutes: d.workedMinutes,
      creditedMinutes: d.creditedMinutes,
      deductedBreakMinutes: d.deductedBreakMinutes,
      balanceMinutes: d.balanceMinutes,
      isPublicHoliday: d.isPublicHoliday,
      absence: d.absence,
      breakWarnings: d.breakWarnings.map((w) => w.message),
    })),
    weeks: weeklyBalances(days).map(({ monday, ...rest }) => ({ monday: formatIsoDate(monday), ...rest })),
    totals,
    corrections: corrections.map((c) => ({
      id: c.id,
      minutes: c.minutes,
      reason: c.reason,
      createdAt: c.createdAt,
      createdBy: c.createdBy && typeof c.createdBy === 'object' ? userName(c.createdBy) : null,
    })),
    correctionMinutes,
    balanceMinutes: lock && typeof lock.balanceMinutes === 'number' ? lock.balanceMinutes : live,
    locked: lock !== null,
    lockedAt: lock?.createdAt ?? null,
  }
}

/** Today's worked and pause minutes and the day's break warnings (for the clock). */
export async function todayBalance(req: PayloadRequest, userId: number, now: number) {
  const settings = await userTimeSettings(req, userId)
  const today = localDayNumber(now, settings.timeZone)
  const range = { from: today, to: today }
  const input = await balanceInputs(req, userId, range, settings, now)
  const [day] = dailyBalances({ ...input, settings: settings.balance }, range)
  return { settings, day }
}

export async function userHolidayBalance(req: PayloadRequest, user: User, year: number, now: number): Promise<HolidayBalanceDto> {
  const settings = await userTimeSettings(req, user.id)
  const range = yearRange(year)
  const input = await balanceInputs(req, user.id, range, settings, now)
  return {
    user: { id: user.id, name: userName(user) },
    ...holidayBalance({
      ...input,
      timeZone: settings.timeZone,
      year,
      entitlementDays: settings.holidayDaysPerYear,
      carryOverDays: settings.carryOverDays,
    }),
  }
}
