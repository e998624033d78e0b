/**
 * GET /orders/:id/appointment-slots?date=YYYY-MM-DD — the times staff may propose as a counter-appointment:
 * the checkout generator of SF §4 (domain checkoutSlots: 90 days, 5-minute steps, after the products' lead
 * times, inside the branch's opening or delivery hours) for one local day (domain slotsForDay).
 */
import type { PayloadRequest } from 'payload'

import { branchTimeZone, checkoutSlots, formatIsoDate, groupSlotsByDay, localDayNumber, parseIsoDate, slotsForDay } from '../../../domain'
import { badRequest } from '../../../platform/api/errors'
import { ORDER_ADMIN_MESSAGES as M } from '../../../domain/order-admin-messages'
import { orderForStaff } from '../lifecycle'
import { appointmentContext } from './transitions'

/** How many days with free slots the picker lists. */
export const SLOT_DAYS_LISTED = 14

export async function appointmentSlots(req: PayloadRequest, id: number, dateRaw: string | null, now = Date.now()) {
  const order = await orderForStaff(req, id)
  const ctx = await appointmentContext(req, order)
  const timeZone = branchTimeZone(ctx.branchInput)
  const slots = checkoutSlots({ branch: ctx.branchInput, deliveryType: ctx.deliveryType, products: ctx.products, now })
  const days = [...groupSlotsByDay(slots, timeZone).keys()].slice(0, SLOT_DAYS_LISTED)
  let date = dateRaw?.trim() || days[0] || formatIsoDate(localDayNumber(now, timeZone))
  if (parseIsoDate(date) === null) throw badRequest([{ field: 'date', message: M.invalidDate }])
  date = formatIsoDate(parseIsoDate(date) as number)
  const day = slotsForDay(slots, date, timeZone)
  return {
    date: day.date,
    timeZone,
    times: day.times,
    slots: day.slots.map((s) => new Date(s).toISOString()),
    message: day.message,
    nextAvailable: day.nextAvailable,
    days,
  }
}
