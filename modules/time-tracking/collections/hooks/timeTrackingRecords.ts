import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'
import { ValidationError } from 'payload'

import { parseMonth } from '../../../../domain'
import type { WorkingActivity } from '../../../../contracts/payload-types'
import { activityTitle, assertMonthOpen, isMonthLocked, monthLabel, userNameById } from '../../locks'
import { TIME_MESSAGES as M } from '../../messages'
import { userTimeSettings } from '../../settings'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' ? ((value as { id?: number }).id ?? null) : null

/** Working activities: no change in a locked month (old and new start), and a readable title. */
export const activityBeforeChange: CollectionBeforeChangeHook<WorkingActivity> = async ({ data, originalDoc, req }) => {
  const userId = idOf(data.user ?? originalDoc?.user)
  const start = data.start ?? originalDoc?.start
  if (userId === null || !start) return data
  const { timeZone } = await userTimeSettings(req, userId)
  await assertMonthOpen(req, userId, start, timeZone)
  const originalUser = idOf(originalDoc?.user)
  if (originalDoc?.start && originalUser !== null) await assertMonthOpen(req, originalUser, originalDoc.start, timeZone)
  const end = data.end === undefined ? originalDoc?.end : data.end
  return { ...data, title: activityTitle(await userNameById(req, userId), start, end, timeZone) }
}

export const activityBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = (await req.payload.findByID({
    collection: 'working-activities',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })) as WorkingActivity | null
  const userId = idOf(doc?.user)
  if (!doc || userId === null) return
  const { timeZone } = await userTimeSettings(req, userId)
  await assertMonthOpen(req, userId, doc.start, timeZone)
}

const validMonth = (value: unknown): true | string => (typeof value === 'string' && parseMonth(value) ? true : M.invalidMonth)
export { validMonth }

/** Locks and corrections: title from user and month; corrections only into an open month; one lock per month. */
export const monthRecordBeforeChange =
  (kind: 'lock' | 'correction'): CollectionBeforeChangeHook =>
  async ({ data, req, operation }) => {
    const userId = idOf(data.user)
    if (userId === null || typeof data.month !== 'string') return data
    if (operation === 'create' && (await isMonthLocked(req, userId, data.month))) {
      throw new ValidationError({ errors: [{ path: 'month', message: kind === 'lock' ? M.monthAlreadyLocked : M.monthLocked }] })
    }
    const name = await userNameById(req, userId)
    const extra = operation === 'create' && req.user ? { createdBy: req.user.id } : {}
    return {
      ...data,
      ...extra,
      title: `${kind === 'lock' ? 'Monatsabschluss' : 'Korrektur'} ${monthLabel(data.month)} · ${name}`,
    }
  }
