/**
 * The clock calls (BO §4, §7): me, start / pause / resume / end, and the acting user's schedules, activities and
 * balances. One current activity per user: every transition runs in a transaction holding the user's row lock.
 */
import { sql } from '@payloadcms/db-postgres'

import {
  applyClockAction,
  CLOCK_ACTION_FAILED,
  CLOCK_ERROR_DETAILS,
  clockState,
  localDayNumber,
  monthOfDay,
  parseIsoDate,
} from '../../domain'
import type { ClockAction } from '../../domain'
import type { Branch, User, WorkingActivity } from '../../contracts/payload-types'
import { ApiError } from '../../platform/api/errors'
import type { ApiContext } from '../../platform/api/types'
import type { ClockView } from '../../contracts'
import { execute, inTransaction } from '../../platform/db'
import { resolveActor } from './actor'
import type { Actor, ClockPath } from './actor'
import { monthBalance, todayBalance } from './balances'
import { withMessage } from './errors'
import { TIME_MESSAGES as M } from './messages'
import { activitiesInRange, activityDto, currentActivity, scheduleDto, schedulesOf, toActivityInput } from './records'
import { userTimeSettings } from './settings'

const publicUser = (user: User) => ({
  id: user.id,
  username: user.username ?? null,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  email: user.email,
  roles: user.roles ?? [],
})

async function branchName(ctx: ApiContext, id: number): Promise<string> {
  const branch = (await ctx.payload.findByID({
    collection: 'branches',
    id,
    depth: 0,
    req: ctx.req,
    overrideAccess: false,
    select: { name: true },
  })) as Pick<Branch, 'name'>
  return branch.name
}

async function clockView(ctx: ApiContext, actor: Actor, now: number): Promise<ClockView> {
  const current = await currentActivity(ctx.req, actor.user.id)
  const { settings, day } = await todayBalance(ctx.req, actor.user.id, now)
  return {
    user: publicUser(actor.user),
    branch: { id: actor.branchId, name: await branchName(ctx, actor.branchId) },
    mode: actor.mode,
    timeZone: settings.timeZone,
    serverTime: new Date(now).toISOString(),
    state: clockState(current ? toActivityInput(current) : null),
    currentActivity: current ? activityDto(current, now, settings.timeZone) : null,
    today: {
      workedMinutes: day?.workedMinutes ?? 0,
      scheduledMinutes: day?.scheduledMinutes ?? 0,
      breakWarnings: day?.breakWarnings.map((w) => w.message) ?? [],
    },
  }
}

/** GET …/me: the acting user, the clock state, the current activity and today's totals. */
export const getMe = (ctx: ApiContext, path: ClockPath) =>
  withMessage(M.userFailed, async () => {
    const actor = await resolveActor(ctx, path)
    return clockView(ctx, actor, Date.now())
  })

/** POST …/working-activities/start|end|pause|resume: the transition; answers the clock view after it. */
export const clockAction = (ctx: ApiContext, path: ClockPath, action: ClockAction) =>
  withMessage(CLOCK_ACTION_FAILED[action], async () => {
    const actor = await resolveActor(ctx, path)
    const req = ctx.req
    const userId = actor.user.id
    await inTransaction(req, async () => {
      await execute(req, sql`select id from users where id = ${userId} for update`)
      const current = await currentActivity(req, userId)
      const now = Date.now()
      const result = applyClockAction(current ? toActivityInput(current) : null, action, now)
      if (!result.ok) throw new ApiError(409, [{ field: 'activity', message: CLOCK_ERROR_DETAILS[result.code] }])
      const iso = (value: number | null) => (value === null ? null : new Date(value).toISOString())
      const pauses = result.activity.pauses.map((p) => ({ start: new Date(p.start).toISOString(), end: iso(p.end) }))
      if (action === 'start' || current === null) {
        await req.payload.create({
          collection: 'working-activities',
          data: {
            user: userId,
            type: 'work',
            start: new Date(result.activity.start).toISOString(),
            branch: actor.branchId,
            source: actor.mode,
            pauses,
          },
          req,
          user: req.user,
          overrideAccess: false,
          depth: 0,
        })
      } else {
        await req.payload.update({
          collection: 'working-activities',
          id: current.id,
          data: { end: iso(result.activity.end), pauses },
          req,
          user: req.user,
          overrideAccess: false,
          depth: 0,
        })
      }
    })
    return clockView(ctx, actor, Date.now())
  })

/** GET …/working-schedules: the acting user's schedule entries. */
export const getSchedules = (ctx: ApiContext, path: ClockPath) =>
  withMessage(M.schedulesFailed, async () => {
    const actor = await resolveActor(ctx, path)
    return (await schedulesOf(ctx.req, actor.user.id)).map(scheduleDto)
  })

const MAX_RANGE_DAYS = 366

/** GET …/working-activities?from=YYYY-MM-DD&to=YYYY-MM-DD (default: the current month): the acting user's activities. */
export const getActivities = (ctx: ApiContext, path: ClockPath) =>
  withMessage(M.activitiesFailed, async () => {
    const actor = await resolveActor(ctx, path)
    const now = Date.now()
    const { timeZone } = await userTimeSettings(ctx.req, actor.user.id)
    const today = localDayNumber(now, timeZone)
    const parse = (name: 'from' | 'to', fallback: number) => {
      const raw = ctx.query.get(name)
      if (raw === null || raw === '') return fallback
      const parsed = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? parseIsoDate(raw) : null
      if (parsed === null) throw new ApiError(400, [{ field: name, message: M.invalidDate }])
      return parsed
    }
    const month = monthOfDay(today)
    const firstOfMonth = parseIsoDate(`${month}-01`) ?? today
    const from = parse('from', firstOfMonth)
    const to = parse('to', today)
    if (to < from || to - from > MAX_RANGE_DAYS) throw new ApiError(400, [{ field: 'to', message: M.invalidDate }])
    const docs = await activitiesInRange(ctx.req, actor.user.id, { from, to }, timeZone)
    return docs.map((doc: WorkingActivity) => activityDto(doc, now, timeZone))
  })

/** GET …/balances?month=YYYY-MM (default: the current month): the acting user's month balance. */
export const getBalances = (ctx: ApiContext, path: ClockPath) =>
  withMessage(M.balancesFailed, async () => {
    const actor = await resolveActor(ctx, path)
    const now = Date.now()
    const { timeZone } = await userTimeSettings(ctx.req, actor.user.id)
    const month = ctx.query.get('month') || monthOfDay(localDayNumber(now, timeZone))
    return monthBalance(ctx.req, actor.user, month, now)
  })
