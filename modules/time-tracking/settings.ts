/**
 * The time-tracking settings that apply to a user: time zone of their (first) branch, and the break rules, public
 * holidays, rounding and holiday entitlement of that branch's division (Organisation → Zeiterfassung).
 */
import type { PayloadRequest } from 'payload'

import { BREAK_RULES, DEFAULT_TIME_ZONE, localDayNumber, monthOfDay } from '../../domain'
import type { BalanceSettings, BreakCountry, RoundingRule } from '../../domain'
import type { Branch, Division, User } from '../../contracts/payload-types'

export type UserTimeSettings = {
  userId: number
  branchId: number | null
  timeZone: string
  country: BreakCountry
  region: string | null
  balance: BalanceSettings
  holidayDaysPerYear: number
  carryOverDays: number
}

const DEFAULT_HOLIDAY_DAYS = 25
const ROUNDING_MODES = new Set(['up', 'down', 'nearest'])

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number')
    return (value as { id: number }).id
  return null
}

/** Settings from a division's time-tracking group (defaults: AT, warn, no rounding, 25 days). */
export function divisionTimeSettings(division: Pick<Division, 'timeTracking'> | null, timeZone: string) {
  const t = division?.timeTracking
  const country: BreakCountry = t?.country === 'DE' ? 'DE' : 'AT'
  const mode = (value: unknown): RoundingRule['start'] =>
    ROUNDING_MODES.has(String(value)) ? (value as RoundingRule['start']) : 'down'
  const rounding: RoundingRule = {
    stepMinutes: Number(t?.roundingStep ?? 0) || 0,
    start: mode(t?.roundingStart),
    end: mode(t?.roundingEnd),
  }
  const balance: BalanceSettings = {
    timeZone,
    rounding,
    breakRules: BREAK_RULES[country],
    breakMode: t?.breakMode === 'deduct' ? 'deduct' : 'warn',
  }
  return { country, region: t?.holidayRegion ?? null, balance, holidayDaysPerYear: t?.holidayDaysPerYear ?? DEFAULT_HOLIDAY_DAYS }
}

/**
 * Reads the user's settings. Deliberately overrideAccess: branch time zones and division settings are configuration
 * the caller is already entitled to use; nothing of them is returned except what the balances need.
 */
export async function userTimeSettings(req: PayloadRequest, userId: number): Promise<UserTimeSettings> {
  const user = (await req.payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })) as User | null
  const branchId = idOf(user?.branches?.[0])
  const branch = branchId
    ? ((await req.payload.findByID({
        collection: 'branches',
        id: branchId,
        depth: 0,
        req,
        overrideAccess: true,
        disableErrors: true,
        select: { timeZone: true, division: true },
      })) as Branch | null)
    : null
  const timeZone = branch?.timeZone || DEFAULT_TIME_ZONE
  const divisionId = idOf(branch?.division)
  const division = divisionId
    ? ((await req.payload.findByID({
        collection: 'divisions',
        id: divisionId,
        depth: 0,
        req,
        overrideAccess: true,
        disableErrors: true,
        select: { timeTracking: true },
      })) as Division | null)
    : null
  const d = divisionTimeSettings(division, timeZone)
  return {
    userId,
    branchId,
    timeZone,
    country: d.country,
    region: d.region,
    balance: d.balance,
    holidayDaysPerYear: user?.holidayDaysPerYear ?? d.holidayDaysPerYear,
    carryOverDays: user?.holidayCarryOverDays ?? 0,
  }
}

/** The current month 'YYYY-MM' in the caller's zone (their first branch; default Europe/Vienna). */
export async function currentMonth(req: PayloadRequest, now = Date.now()): Promise<string> {
  const timeZone = req.user ? (await userTimeSettings(req, req.user.id)).timeZone : DEFAULT_TIME_ZONE
  return monthOfDay(localDayNumber(now, timeZone))
}
