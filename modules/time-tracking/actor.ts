/**
 * Who a time-tracking clock call acts for (BO §7 "two path parameters {a}/{b}"): {a} is the branch where the clock
 * stands; {b} is either a "Stempeluhr-Terminal" device's API key, and the person is named with `X-Username` and proved
 * with their PIN as `X-Access-Token`, or `personal`, a signed-in user (an admin may name another user). Internally the
 * two are `branchId` and `clockKey` (ClockPath). docs/time-tracking.md "The two path parameters".
 */
import { sql } from '@payloadcms/db-postgres'

import { isAdminUser } from '../../platform/access/roles'
import type { User } from '../../contracts/payload-types'
import { ApiError, unauthorized } from '../../platform/api/errors'
import type { ApiContext } from '../../platform/api/types'
import { isDeviceKeyValid } from '../devices'
import { execute } from '../../platform/db'
import { isRecordId } from '../../platform/records/records'
import { TIME_MESSAGES as M } from './messages'
import { PIN_LOCK_MINUTES, PIN_MAX_FAILURES, verifyPin } from './pin'

export const PERSONAL = 'personal'

/** The clock calls' path `/time-tracking/{a}/{b}/…` (the spec's names) with names that say what each value is. */
export type ClockPath = {
  /** {a}: the branch where the clock stands, as the path carries it. */
  branchId: string
  /** {b}: the API key of a "Stempeluhr-Terminal" device of that branch, or `personal`. */
  clockKey: string
}

/** The one place that reads {a}/{b}; everything inward gets the descriptive names. */
export const clockPath = (params: Record<string, string | undefined>): ClockPath => ({
  branchId: params.a ?? '',
  clockKey: params.b ?? '',
})

export type Actor = {
  /** The user the call acts for. */
  user: User
  /** The clock's branch (the path's {a}). */
  branchId: number
  mode: 'terminal' | 'personal'
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

function credentials(ctx: ApiContext): { username: string; accessToken: string } {
  const body = ctx.body && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>) : {}
  return {
    username: text(ctx.headers.get('x-username')) || text(body.username) || text(ctx.query.get('username')),
    accessToken: text(ctx.headers.get('x-access-token')) || text(body.accessToken),
  }
}

const branchIds = (user: Pick<User, 'branches'>): number[] =>
  (user.branches ?? []).map((b) => (typeof b === 'number' ? b : b.id)).filter((id): id is number => typeof id === 'number')

async function findByUsername(ctx: ApiContext, username: string): Promise<User | null> {
  const { docs } = await ctx.payload.find({
    collection: 'users',
    where: { username: { equals: username } },
    limit: 1,
    depth: 0,
    req: ctx.req,
    // Deliberately overrideAccess: the terminal has no user yet; the PIN below decides, and nothing of this row
    // is answered before it matched.
    overrideAccess: true,
    showHiddenFields: true,
  })
  return (docs[0] as User | undefined) ?? null
}

async function pinState(ctx: ApiContext, id: number): Promise<{ hash: string | null; lockedUntil: number | null }> {
  const rows = await execute(ctx.req, sql`select time_clock_pin_hash, time_clock_pin_locked_until from users where id = ${id}`)
  const row = rows[0] ?? {}
  const until = row.time_clock_pin_locked_until ? new Date(String(row.time_clock_pin_locked_until)).getTime() : null
  return { hash: row.time_clock_pin_hash ? String(row.time_clock_pin_hash) : null, lockedUntil: until }
}

async function recordFailure(ctx: ApiContext, id: number): Promise<void> {
  await execute(
    ctx.req,
    sql`update users set
          time_clock_pin_failures = coalesce(time_clock_pin_failures, 0) + 1,
          time_clock_pin_locked_until = case when coalesce(time_clock_pin_failures, 0) + 1 >= ${PIN_MAX_FAILURES}
            then now() + make_interval(mins => ${PIN_LOCK_MINUTES}) else time_clock_pin_locked_until end
        where id = ${id}`,
  )
}

async function resetFailures(ctx: ApiContext, id: number): Promise<void> {
  await execute(
    ctx.req,
    sql`update users set time_clock_pin_failures = 0, time_clock_pin_locked_until = null where id = ${id} and (time_clock_pin_failures > 0 or time_clock_pin_locked_until is not null)`,
  )
}

/** 401 without the login redirect header: the terminal opts out of the back-office login (BO §8). */
const terminalDenied = (message: string) => new ApiError(401, message)

async function terminalActor(ctx: ApiContext, branchId: number, terminalKey: string): Promise<Actor> {
  if (!(await isDeviceKeyValid(ctx.req, 'timeclock', branchId, terminalKey))) throw new ApiError(404, M.terminalNotFound)
  const { username, accessToken } = credentials(ctx)
  if (!username || !accessToken) throw terminalDenied(M.credentialsMissing)
  const user = await findByUsername(ctx, username)
  const state = user ? await pinState(ctx, user.id) : { hash: null, lockedUntil: null }
  if (state.lockedUntil !== null && state.lockedUntil > Date.now()) {
    throw new ApiError(429, M.pinLocked(Math.max(1, Math.ceil((state.lockedUntil - Date.now()) / 60_000))))
  }
  const ok = await verifyPin(accessToken, state.hash)
  if (!user || !ok) {
    if (user) await recordFailure(ctx, user.id)
    throw terminalDenied(M.credentialsWrong)
  }
  await resetFailures(ctx, user.id)
  if (!isAdminUser(user) && !branchIds(user).includes(branchId)) throw terminalDenied(M.notInBranch)
  // every Local API call of this request now runs as the PIN-verified user (overrideAccess: false)
  ctx.req.user = { ...user, collection: 'users' } as typeof ctx.req.user
  return { user, branchId, mode: 'terminal' }
}

async function personalActor(ctx: ApiContext, branchId: number): Promise<Actor> {
  const caller = ctx.user
  if (!caller) throw unauthorized()
  const self = (await ctx.payload.findByID({
    collection: 'users',
    id: caller.id,
    depth: 0,
    req: ctx.req,
    overrideAccess: false,
    user: caller,
  })) as User
  const { username } = credentials(ctx)
  let user = self
  if (username && username !== self.username) {
    if (!isAdminUser(caller)) throw new ApiError(403, M.otherUser)
    const other = await ctx.payload.find({
      collection: 'users',
      where: { username: { equals: username } },
      limit: 1,
      depth: 0,
      req: ctx.req,
      overrideAccess: false,
      user: caller,
    })
    if (!other.docs[0]) throw new ApiError(404, M.userNotFound)
    user = other.docs[0] as User
  }
  if (!isAdminUser(caller) && !branchIds(self).includes(branchId)) throw new ApiError(403, M.notInBranch)
  return { user, branchId, mode: 'personal' }
}

/** Resolves the clock path and the credentials to the acting user, or throws the German 4xx. */
export async function resolveActor(ctx: ApiContext, path: ClockPath): Promise<Actor> {
  const branchId = Number(path.branchId)
  if (!isRecordId(branchId)) throw new ApiError(404, M.branchNotFound)
  const exists = await ctx.payload.count({
    collection: 'branches',
    where: { id: { equals: branchId } },
    req: ctx.req,
    // Deliberately overrideAccess: only whether the branch exists (the clock's own check follows); nothing of it is answered
    overrideAccess: true,
  })
  if (exists.totalDocs === 0) throw new ApiError(404, M.branchNotFound)
  return path.clockKey === PERSONAL ? personalActor(ctx, branchId) : terminalActor(ctx, branchId, path.clockKey)
}

/**
 * For the time-sheet calls: the users whose sheets the caller may see. `?user=ID` narrows; employees only
 * themselves (another id → 403), admins anyone.
 */
export function sheetUserFilter(ctx: ApiContext, raw: string | null = ctx.query.get('user')): number | null {
  const caller = ctx.user
  if (!caller) throw unauthorized()
  if (raw === null || raw === '') return isAdminUser(caller) ? null : caller.id
  const id = Number(raw)
  if (!isRecordId(id)) throw new ApiError(404, M.userNotFound)
  if (!isAdminUser(caller) && id !== caller.id) throw new ApiError(403, M.otherUser)
  return id
}
