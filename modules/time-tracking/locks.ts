/**
 * Month locks (Monatsabschluss) and record titles of time tracking. A locked month of a user cannot change: no
 * activity starting in it is created, changed or deleted, and no correction is booked into it.
 */
import type { PayloadRequest } from 'payload'
import { ValidationError } from 'payload'

import { formatDate, formatTime, localDayNumber, monthOfDay } from '../../domain'
import type { User } from '../../contracts/payload-types'
import { TIME_MESSAGES as M } from './messages'

export const userName = (user: Pick<User, 'firstName' | 'lastName' | 'email'> | null | undefined): string => {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim()
  return name || user?.email || 'Unbekannt'
}

/** The name of a user by id (system read: names label records the caller may already see). */
export async function userNameById(req: PayloadRequest, id: number): Promise<string> {
  const user = (await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
    select: { firstName: true, lastName: true, email: true },
  })) as User | null
  return userName(user)
}

/** 'MM/JJJJ' for a 'YYYY-MM' month. */
export const monthLabel = (month: string): string => `${month.slice(5, 7)}/${month.slice(0, 4)}`

export async function isMonthLocked(req: PayloadRequest, userId: number, month: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'working-time-locks',
    where: { and: [{ user: { equals: userId } }, { month: { equals: month } }] },
    req,
    // Deliberately overrideAccess: the lock applies whoever writes (admins included).
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Throws the German validation error when the month of `instant` (the user's zone) is locked. */
export async function assertMonthOpen(
  req: PayloadRequest,
  userId: number,
  instant: string | number,
  timeZone: string,
  path = 'start',
): Promise<void> {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant)
  if (Number.isNaN(ms)) return
  if (await isMonthLocked(req, userId, monthOfDay(localDayNumber(ms, timeZone)))) {
    throw new ValidationError({ errors: [{ path, message: M.monthLocked }] })
  }
}

/** 'Max Muster · 30.03.2026 08:00–16:30' (running: '… 08:00 – läuft'). */
export function activityTitle(
  name: string,
  start: string | number,
  end: string | number | null | undefined,
  timeZone: string,
): string {
  const s = new Date(start).getTime()
  const head = `${name} · ${formatDate(s, timeZone)} ${formatTime(s, timeZone)}`
  if (end === null || end === undefined || end === '') return `${head} – läuft`
  const e = new Date(end).getTime()
  const sameDay = localDayNumber(s, timeZone) === localDayNumber(e, timeZone)
  return `${head}–${sameDay ? formatTime(e, timeZone) : `${formatDate(e, timeZone)} ${formatTime(e, timeZone)}`}`
}
