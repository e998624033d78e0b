/**
 * Answers of the time-tracking calls (docs/time-tracking.md), written once for server and the admin's clock, terminal,
 * time accounts and the order board's staffing alerts. Types only. Built by modules/time-tracking (clock.ts,
 * balances.ts, sheets.ts, alerts.ts).
 */
import type { ActivityType, BalanceTotals, ClockState, HolidayBalance, StaffingAlert } from '../domain'
import type { User } from './payload-types'

/** A working activity with its worked and pause minutes at the time of the answer. */
export type ActivityDto = {
  id: number
  type: ActivityType
  start: string
  end: string | null
  pauses: { start: string; end: string | null }[]
  branch: number | null
  note: string | null
  workedMinutes: number
  pauseMinutes: number
}

/** GET …/me and the clock's POST …/start|pause|resume|end: the acting user's clock after the call. */
export type ClockView = {
  user: Pick<User, 'id' | 'email'> & {
    username: string | null
    firstName: string | null
    lastName: string | null
    roles: NonNullable<User['roles']>
  }
  branch: { id: number; name: string }
  /** 'terminal': the branch's shared time clock (device key and PIN); 'personal': the signed-in user. */
  mode: 'terminal' | 'personal'
  timeZone: string
  serverTime: string
  state: ClockState
  currentActivity: ActivityDto | null
  today: { workedMinutes: number; scheduledMinutes: number; breakWarnings: string[] }
}

export type PersonRef = { id: number; name: string }

export type BalanceCorrection = { id: number; minutes: number; reason: string; createdAt: string; createdBy: string | null }

/** A day of a month balance (minutes; the date in the person's time zone). */
export type DayDto = {
  date: string
  scheduledMinutes: number
  workedMinutes: number
  creditedMinutes: number
  deductedBreakMinutes: number
  balanceMinutes: number
  isPublicHoliday: boolean
  absence: string | null
  breakWarnings: string[]
}

/** A person's month: its days, weeks and totals, corrections and lock (GET …/balances, time sheets). */
export type MonthBalance = {
  user: PersonRef
  month: string
  days: DayDto[]
  weeks: (BalanceTotals & { monday: string })[]
  totals: BalanceTotals
  corrections: BalanceCorrection[]
  correctionMinutes: number
  /** totals.balanceMinutes + correctionMinutes; for a locked month the balance kept when it was locked. */
  balanceMinutes: number
  locked: boolean
  lockedAt: string | null
}

/** An entry of GET /api/time-sheets/balances?month: a person's month without its days and weeks. */
export type MonthBalanceSummary = BalanceTotals & {
  user: PersonRef
  month: string
  correctionMinutes: number
  corrections: BalanceCorrection[]
  /** totals.balanceMinutes + correctionMinutes; for a locked month the balance kept when it was locked. */
  balanceMinutes: number
  locked: boolean
  lockedAt: string | null
}

/** An entry of GET /api/time-sheets/holiday-balances?year. */
export type HolidayBalanceDto = HolidayBalance & { user: PersonRef }

/** An entry of GET /api/time-tracking/alerts: a branch open without anyone clocked in, or the other way round. */
export type StaffingAlertDto = {
  branch: { id: number; name: string }
  isOpen: boolean
  clockedIn: number
  alert: StaffingAlert | null
  message: string | null
}
