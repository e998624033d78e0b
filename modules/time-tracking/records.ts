/**
 * Loading a user's activities, schedules, corrections and locks as the domain's inputs, and the answer shapes.
 * Every read runs with the request's user and `overrideAccess: false`: employees read only their own rows.
 */
import type { PayloadRequest, Where } from 'payload'

import { DAY_MS, formatIsoDate, parseIsoDate, pauseMinutes, startOfLocalDay, workedMinutes, WEEKDAYS } from '../../domain'
import type { ActivityInput, ActivityType, DayRange, ScheduleEntryInput } from '../../domain'
import type { WorkingActivity, WorkingSchedule, WorkingTimeCorrection, WorkingTimeLock } from '../../contracts/payload-types'
import type { ActivityDto } from '../../contracts'

const ms = (value: string | null | undefined): number | null => (value ? Date.parse(value) : null)

export const toActivityInput = (doc: WorkingActivity): ActivityInput => ({
  type: (doc.type ?? 'work') as ActivityType,
  start: Date.parse(doc.start),
  end: ms(doc.end),
  pauses: (doc.pauses ?? []).map((p) => ({ start: Date.parse(p.start), end: ms(p.end) })),
})

export function activityDto(doc: WorkingActivity, now: number, timeZone: string): ActivityDto {
  const input = toActivityInput(doc)
  return {
    id: doc.id,
    type: input.type,
    start: doc.start,
    end: doc.end ?? null,
    pauses: (doc.pauses ?? []).map((p) => ({ start: p.start, end: p.end ?? null })),
    branch: typeof doc.branch === 'object' && doc.branch ? doc.branch.id : (doc.branch ?? null),
    note: doc.note ?? null,
    workedMinutes: input.type === 'work' || input.type === 'other' ? workedMinutes(input, now, timeZone) : 0,
    pauseMinutes: pauseMinutes(input, now),
  }
}

const asUser = (req: PayloadRequest) => ({
  req,
  user: req.user,
  overrideAccess: false as const,
  depth: 0,
  pagination: false as const,
})

/** The user's running activity (no end), newest first; null when none. */
export async function currentActivity(req: PayloadRequest, userId: number): Promise<WorkingActivity | null> {
  const { docs } = await req.payload.find({
    collection: 'working-activities',
    where: { and: [{ user: { equals: userId } }, { end: { exists: false } }] },
    sort: '-start',
    ...asUser(req),
  })
  return (docs[0] as WorkingActivity | undefined) ?? null
}

/** Activities touching the local days of `range` (one day of margin each side for overnight shifts). */
export async function activitiesInRange(
  req: PayloadRequest,
  userId: number,
  range: DayRange,
  timeZone: string,
): Promise<WorkingActivity[]> {
  const from = new Date(startOfLocalDay(range.from, timeZone) - DAY_MS).toISOString()
  const to = new Date(startOfLocalDay(range.to + 1, timeZone)).toISOString()
  const where: Where = {
    and: [
      { user: { equals: userId } },
      { start: { less_than: to } },
      { or: [{ end: { exists: false } }, { end: { greater_than: from } }] },
    ],
  }
  const { docs } = await req.payload.find({ collection: 'working-activities', where, sort: 'start', ...asUser(req) })
  return docs as WorkingActivity[]
}

export async function schedulesOf(req: PayloadRequest, userId: number): Promise<WorkingSchedule[]> {
  const { docs } = await req.payload.find({
    collection: 'working-schedules',
    where: { user: { equals: userId } },
    sort: 'id',
    ...asUser(req),
  })
  return docs as WorkingSchedule[]
}

const day = (value: string | null | undefined): number | null => (value ? parseIsoDate(value) : null)

export const toScheduleInput = (doc: WorkingSchedule): ScheduleEntryInput => ({
  date: day(doc.date),
  weekday: doc.weekday ? WEEKDAYS.indexOf(doc.weekday) : null,
  from: doc.from,
  to: doc.to,
  minutes: typeof doc.hours === 'number' ? Math.round(doc.hours * 60) : null,
  validFrom: day(doc.validFrom),
  validUntil: day(doc.validUntil),
})

export const scheduleDto = (doc: WorkingSchedule) => ({
  id: doc.id,
  date: doc.date ? formatIsoDate(parseIsoDate(doc.date) ?? 0) : null,
  weekday: doc.weekday ?? null,
  from: doc.from,
  to: doc.to,
  hours: doc.hours ?? null,
  validFrom: doc.validFrom ? doc.validFrom.slice(0, 10) : null,
  validUntil: doc.validUntil ? doc.validUntil.slice(0, 10) : null,
  note: doc.note ?? null,
})

export async function correctionsOf(req: PayloadRequest, userId: number, month: string): Promise<WorkingTimeCorrection[]> {
  const { docs } = await req.payload.find({
    collection: 'working-time-corrections',
    where: { and: [{ user: { equals: userId } }, { month: { equals: month } }] },
    sort: 'createdAt',
    ...asUser(req),
    depth: 1,
  })
  return docs as WorkingTimeCorrection[]
}

export async function lockOf(req: PayloadRequest, userId: number, month: string): Promise<WorkingTimeLock | null> {
  const { docs } = await req.payload.find({
    collection: 'working-time-locks',
    where: { and: [{ user: { equals: userId } }, { month: { equals: month } }] },
    ...asUser(req),
  })
  return (docs[0] as WorkingTimeLock | undefined) ?? null
}
