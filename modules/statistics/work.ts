/**
 * Time-tracking statistics (BO §7): working-activities, working-schedules, user-profile and
 * user-profile-working-activities. The minutes come from the domain's time-tracking rules (domain/time-tracking.ts:
 * workedSpans, minutesByDay, scheduledMinutesOn, dailyBalances) over the records of modules/time-tracking, read with
 * the caller's access.
 */
import type { PayloadRequest } from 'payload'

import {
  dailyBalances,
  formatIsoDate,
  localDayNumber,
  minutesByDay,
  scheduledMinutesOn,
  startOfLocalDay,
  sumBalances,
  WORKED_ACTIVITY_TYPES,
  workedSpans,
} from '../../domain'
import type { ActivityType } from '../../domain'
import type { WorkingActivity, WorkingSchedule } from '../../contracts/payload-types'
import { isAdminUser } from '../../platform/access/roles'
import { ApiError, badRequest } from '../../platform/api/errors'
import type { MetricAnswer } from '../../contracts'
import { execute, sql } from '../../platform/db'
import type { SQL } from '../../platform/db'
import { publicHolidays } from '../time-tracking'
import { userName } from '../time-tracking'
import { activitiesInRange, activityDto, schedulesOf, toActivityInput, toScheduleInput } from '../time-tracking'
import { userTimeSettings } from '../time-tracking'
import { series } from './query'
import { branchSql, iso, parseStatisticsRange, STATISTICS_MESSAGES } from './range'
import type { StatisticsRange } from './range'

/** With the bucket the series really has (at least days: an hour-bucket range answers 'day'). */
type Answer = Required<Pick<MetricAnswer, 'total' | 'series' | 'rows' | 'bucket'>> & { unit: 'minutes' }

/** Working statistics use at least day buckets (minutes are split at local midnight). */
const dayRange = (range: StatisticsRange): StatisticsRange => (range.bucket === 'hour' ? { ...range, bucket: 'day' } : range)

/** A (t, n) source from per-day minutes (t = the local day's midnight). */
function daySource(perDay: Map<number, number>, timeZone: string): SQL {
  const values = [...perDay.entries()].map(([day, minutes]) => sql`(${iso(startOfLocalDay(day, timeZone))}::timestamptz, ${minutes}::bigint)`)
  if (values.length === 0) return sql`select null::timestamptz as t, 0::bigint as n where false`
  return sql`select v.t, v.n from (values ${sql.join(values, sql`, `)}) as v(t, n)`
}

const add = (map: Map<number, number>, key: number, value: number) => map.set(key, (map.get(key) ?? 0) + value)

/**
 * Worked minutes (types work and other, pauses off, recorded times without rounding) of the activities of the scope's
 * branches, the part inside the range, per local day → bucket, and per person.
 */
export async function workingActivities(req: PayloadRequest, input: StatisticsRange, now = Date.now()): Promise<Answer> {
  const range = dayRange(input)
  const rows = await execute<{ id: number; user_id: number; type: string; start: Date; end: Date | null; pauses: { start: string; end: string | null }[]; name: string }>(
    req,
    sql`select a.id, a.user_id, a.type, a.start, a."end",
          coalesce((select json_agg(json_build_object('start', p.start, 'end', p."end")) from working_activities_pauses p where p._parent_id = a.id), '[]') as pauses,
          coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as name
        from working_activities a join users u on u.id = a.user_id
        where a.start < ${iso(range.to)}::timestamptz and (a."end" is null or a."end" > ${iso(range.from)}::timestamptz)
          and a.type::text in (${sql.join(WORKED_ACTIVITY_TYPES.map((t) => sql`${t}`), sql`, `)})
          and ${branchSql(range.scope, sql`a.branch_id`)}`,
  )
  const perDay = new Map<number, number>()
  const perUser = new Map<number, { name: string; minutes: number }>()
  for (const row of rows) {
    const activity = {
      type: row.type as ActivityType,
      start: new Date(row.start).getTime(),
      end: row.end ? new Date(row.end).getTime() : null,
      pauses: row.pauses.map((p) => ({ start: Date.parse(p.start), end: p.end ? Date.parse(p.end) : null })),
    }
    const spans = workedSpans(activity, now, range.timeZone)
      .map((s) => ({ start: Math.max(s.start, range.from), end: Math.min(s.end, range.to) }))
      .filter((s) => s.end > s.start)
    for (const [day, minutes] of minutesByDay(spans, range.timeZone)) {
      add(perDay, day, minutes)
      const person = perUser.get(row.user_id) ?? { name: row.name, minutes: 0 }
      person.minutes += minutes
      perUser.set(row.user_id, person)
    }
  }
  const points = await series(req, range, daySource(perDay, range.timeZone), sql`sum(s.n)`)
  return {
    unit: 'minutes',
    bucket: range.bucket,
    total: points.reduce((sum, p) => sum + p.value, 0),
    series: points,
    rows: [...perUser.entries()].map(([id, p]) => ({ key: String(id), label: p.name, value: p.minutes })).sort((a, b) => b.value - a.value),
  }
}

/**
 * Scheduled (target) minutes of the range's local days for the people of the scope's branches (public holidays of
 * each person's settings count 0; dated entries replace weekday entries — domain scheduledMinutesOn).
 */
export async function workingSchedules(req: PayloadRequest, input: StatisticsRange): Promise<Answer> {
  const range = dayRange(input)
  const users = await execute<{ id: number }>(
    req,
    range.scope.all
      ? sql`select distinct s.user_id as id from working_schedules s`
      : sql`select distinct r.parent_id as id from users_rels r where r.path = 'branches' and ${branchSql(range.scope, sql`r.branches_id`)}`,
  )
  const ids = users.map((u) => Number(u.id))
  const { docs } = ids.length
    ? await req.payload.find({
        collection: 'working-schedules',
        where: { user: { in: ids } },
        pagination: false,
        depth: 1,
        req,
        user: req.user,
        overrideAccess: false,
      })
    : { docs: [] as WorkingSchedule[] }
  const byUser = new Map<number, { name: string; entries: WorkingSchedule[] }>()
  for (const doc of docs as WorkingSchedule[]) {
    const user = doc.user
    const id = typeof user === 'object' && user ? user.id : Number(user)
    const entry = byUser.get(id) ?? { name: typeof user === 'object' && user ? userName(user) : String(id), entries: [] }
    entry.entries.push(doc)
    byUser.set(id, entry)
  }
  const firstDay = localDayNumber(range.from, range.timeZone)
  const lastDay = localDayNumber(range.to - 1, range.timeZone)
  const perDay = new Map<number, number>()
  const rows: Answer['rows'] = []
  for (const [id, { name, entries }] of byUser) {
    const settings = await userTimeSettings(req, id)
    const years = Array.from({ length: 3 }, (_, i) => new Date(range.from).getUTCFullYear() - 1 + i)
    const holidays = publicHolidays(settings.country, settings.region, years)
    const inputs = entries.map(toScheduleInput)
    let minutes = 0
    for (let day = firstDay; day <= lastDay; day++) {
      const m = scheduledMinutesOn(inputs, day, range.timeZone, holidays)
      if (m) {
        add(perDay, day, m)
        minutes += m
      }
    }
    rows.push({ key: String(id), label: name, value: minutes })
  }
  const points = await series(req, range, daySource(perDay, range.timeZone), sql`sum(s.n)`)
  return { unit: 'minutes', bucket: range.bucket, total: points.reduce((sum, p) => sum + p.value, 0), series: points, rows: rows.sort((a, b) => b.value - a.value) }
}

/** The user of `?user=`: admins may ask for anybody, everybody else only for themselves. */
async function profileUser(req: PayloadRequest, query: URLSearchParams) {
  const raw = query.get('user')?.trim() ?? ''
  if (!raw) throw badRequest([{ field: 'user', message: STATISTICS_MESSAGES.missing }])
  const id = Number(raw)
  if (!Number.isInteger(id) || id <= 0) throw badRequest([{ field: 'user', message: STATISTICS_MESSAGES.invalidUser }])
  if (!isAdminUser(req.user) && req.user?.id !== id) throw new ApiError(403, [{ field: 'user', message: STATISTICS_MESSAGES.invalidUser }])
  const [row] = await execute<{ id: number; first_name: string | null; last_name: string | null; email: string }>(
    req,
    sql`select id, first_name, last_name, email from users where id = ${id}`,
  )
  if (!row) throw new ApiError(404, [{ field: 'user', message: STATISTICS_MESSAGES.invalidUser }])
  return { id: row.id, name: userName({ firstName: row.first_name, lastName: row.last_name, email: row.email }) }
}

function parseNow(query: URLSearchParams): number {
  const raw = query.get('now')?.trim()
  if (!raw) return Date.now()
  const ms = Date.parse(raw)
  if (!Number.isFinite(ms) || !/^\d{4}-\d{2}-\d{2}T/.test(raw)) throw badRequest([{ field: 'now', message: STATISTICS_MESSAGES.invalidDate }])
  return ms
}

/** GET /statistics/user-profile?user&start&now&end: the person's balance over the local days of [start, end). */
export async function userProfile(req: PayloadRequest, query: URLSearchParams) {
  const user = await profileUser(req, query)
  const now = parseNow(query)
  const range = await parseStatisticsRange(req, query, { from: 'start', to: 'end' })
  const settings = await userTimeSettings(req, user.id)
  const tz = settings.timeZone
  const days = { from: localDayNumber(range.from, tz), to: localDayNumber(range.to - 1, tz) }
  const [activities, schedules] = await Promise.all([activitiesInRange(req, user.id, days, tz), schedulesOf(req, user.id)])
  const years = Array.from({ length: new Date(range.to).getUTCFullYear() - new Date(range.from).getUTCFullYear() + 1 }, (_, i) => new Date(range.from).getUTCFullYear() + i)
  const balances = dailyBalances(
    {
      activities: activities.map(toActivityInput),
      schedule: schedules.map(toScheduleInput),
      holidays: publicHolidays(settings.country, settings.region, years),
      settings: settings.balance,
      now,
    },
    days,
  )
  return {
    user,
    start: iso(range.from),
    end: iso(range.to),
    now: iso(now),
    timeZone: tz,
    totals: sumBalances(balances),
    days: balances.map((d) => ({
      date: formatIsoDate(d.day),
      scheduledMinutes: d.scheduledMinutes,
      workedMinutes: d.workedMinutes,
      balanceMinutes: d.balanceMinutes,
      absence: d.absence,
    })),
  }
}

/** GET /statistics/user-profile-working-activities?user&start&end: the person's activities overlapping [start, end). */
export async function userProfileWorkingActivities(req: PayloadRequest, query: URLSearchParams) {
  const user = await profileUser(req, query)
  const range = await parseStatisticsRange(req, query, { from: 'start', to: 'end' })
  const settings = await userTimeSettings(req, user.id)
  const days = { from: localDayNumber(range.from, settings.timeZone), to: localDayNumber(range.to - 1, settings.timeZone) }
  const now = Date.now()
  const docs: WorkingActivity[] = await activitiesInRange(req, user.id, days, settings.timeZone)
  const activities = docs
    .filter((d) => Date.parse(d.start) < range.to && (!d.end || Date.parse(d.end) > range.from))
    .map((d) => activityDto(d, now, settings.timeZone))
  return {
    user,
    start: iso(range.from),
    end: iso(range.to),
    activities,
    workedMinutes: activities.reduce((sum, a) => sum + a.workedMinutes, 0),
  }
}
