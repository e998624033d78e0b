/**
 * Admin operations of the time accounts (Zeitkonten): month lock, corrections with a reason, working schedules
 * generated from a branch's opening hours. All run as the calling admin (overrideAccess: false).
 */
import type { PayloadRequest } from 'payload'

import { DEFAULT_TIME_ZONE, isoWeekMonday, localDayNumber, scheduleFromOpeningHours, WEEKDAYS } from '../../domain'
import type { OpeningHoursRule } from '../../domain'
import type { Branch, User, WorkingSchedule } from '../../contracts/payload-types'
import { ApiError } from '../../platform/api/errors'
import { isRecordId } from '../../platform/records/records'
import { monthBalance, monthRange } from './balances'
import { TIME_MESSAGES as M } from './messages'

const asAdmin = (req: PayloadRequest) => ({ req, user: req.user, overrideAccess: false as const, depth: 0 })

const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined

async function targetUser(req: PayloadRequest, raw: unknown): Promise<User> {
  const id = Number(raw)
  if (!isRecordId(id)) throw new ApiError(400, [{ field: 'user', message: M.userNotFound }])
  const user = (await req.payload.findByID({ collection: 'users', id, ...asAdmin(req), disableErrors: true })) as User | null
  if (!user) throw new ApiError(404, [{ field: 'user', message: M.userNotFound }])
  return user
}

const monthOf = (raw: unknown): string => {
  const month = typeof raw === 'string' ? raw.trim() : ''
  monthRange(month)
  return month
}

/** POST /time-sheets/locks { user, month }: locks the month and keeps its balance at this moment. */
export async function lockMonth(req: PayloadRequest, body: unknown, now: number) {
  const user = await targetUser(req, field(body, 'user'))
  const month = monthOf(field(body, 'month'))
  const balance = await monthBalance(req, user, month, now)
  const lock = await req.payload.create({ collection: 'working-time-locks', data: { user: user.id, month }, ...asAdmin(req) })
  // the kept balance is written by the system (the field is read-only for every API/admin write)
  await req.payload.update({
    collection: 'working-time-locks',
    id: lock.id,
    data: { balanceMinutes: balance.balanceMinutes },
    req,
    depth: 0,
    overrideAccess: true,
  })
  return { id: lock.id, user: user.id, month, balanceMinutes: balance.balanceMinutes }
}

/** POST /time-sheets/corrections { user, month, minutes, reason }: books ± minutes into an open month. */
export async function addCorrection(req: PayloadRequest, body: unknown) {
  const user = await targetUser(req, field(body, 'user'))
  const month = monthOf(field(body, 'month'))
  const minutes = Number(field(body, 'minutes'))
  const reason = typeof field(body, 'reason') === 'string' ? String(field(body, 'reason')).trim() : ''
  const errors = []
  if (!Number.isInteger(minutes) || minutes === 0 || Math.abs(minutes) > 100_000)
    errors.push({ field: 'minutes', message: M.minutesRequired })
  if (!reason) errors.push({ field: 'reason', message: M.reasonRequired })
  if (errors.length) throw new ApiError(400, errors)
  const doc = await req.payload.create({
    collection: 'working-time-corrections',
    data: { user: user.id, month, minutes, reason },
    ...asAdmin(req),
  })
  return { id: doc.id, user: user.id, month, minutes, reason, createdAt: doc.createdAt }
}

/**
 * POST /working-schedules/generate { user, branch, replace? }: weekday entries from the branch's opening hours of
 * the current week (one per shift). `replace: true` first deletes the user's weekday entries (dated ones stay).
 */
export async function generateSchedules(req: PayloadRequest, body: unknown, now: number) {
  const user = await targetUser(req, field(body, 'user'))
  const branchId = Number(field(body, 'branch'))
  const branch = isRecordId(branchId)
    ? ((await req.payload.findByID({
        collection: 'branches',
        id: branchId,
        ...asAdmin(req),
        disableErrors: true,
      })) as Branch | null)
    : null
  if (!branch) throw new ApiError(404, [{ field: 'branch', message: M.branchNotFound }])
  const rules = (branch.openingHours ?? []) as unknown as OpeningHoursRule[]
  const monday = isoWeekMonday(localDayNumber(now, branch.timeZone || DEFAULT_TIME_ZONE))
  const entries = scheduleFromOpeningHours(rules, monday)
  if (entries.length === 0) throw new ApiError(409, [{ field: 'branch', message: M.noOpeningHours }])
  if (field(body, 'replace') === true) {
    await req.payload.delete({
      collection: 'working-schedules',
      where: { and: [{ user: { equals: user.id } }, { weekday: { exists: true } }, { date: { exists: false } }] },
      ...asAdmin(req),
    })
  }
  const created: WorkingSchedule[] = []
  for (const e of entries) {
    const weekday = WEEKDAYS[e.weekday]
    if (!weekday) continue
    created.push(
      (await req.payload.create({
        collection: 'working-schedules',
        data: { user: user.id, weekday, from: e.from, to: e.to, note: `Aus den Öffnungszeiten von ${branch.name}` },
        ...asAdmin(req),
      })) as WorkingSchedule,
    )
  }
  return created.map((s) => ({ id: s.id, weekday: s.weekday, from: s.from, to: s.to, hours: s.hours ?? null }))
}
