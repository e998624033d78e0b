import { describe, expect, it } from 'vitest'
import {
  applyLeadTime,
  bookingMinute,
  branchSlots,
  checkAppointment,
  checkoutSlots,
  earliestStart,
  formatDateTime,
  formatTime,
  generateSlots,
  groupSlotsByDay,
  productLeadTime,
  slotsForDay,
} from '../../../domain'
import type { ProductInput } from '../../../domain'
import { DAY_SHOP, SPLIT_SHIFTS, VIENNA, at, branch, closed, rule } from './fixtures'

const times = (slots: readonly number[]): string[] => slots.map((slot) => formatTime(slot, VIENNA))
const lead = (type: string, value: number): ProductInput => ({ price: 100, tax: 10, isLeadTimeEnabled: true, leadTimeType: type, leadTimeValue: value })

describe('lead time', () => {
  it('is used only when enabled and of type minutes, hours, days or weeks', () => {
    expect(productLeadTime(lead('hours', 2))).toEqual({ type: 'hours', value: 2 })
    expect(productLeadTime({ ...lead('hours', 2), isLeadTimeEnabled: false })).toBeNull()
    expect(productLeadTime(lead('months', 1))).toBeNull()
    expect(productLeadTime(lead('days', 0))).toBeNull()
  })

  it('takes the longest lead time of the cart', () => {
    const now = at('2026-03-30T10:00:00+02:00')
    expect(earliestStart(now, [lead('minutes', 30), lead('hours', 2), { price: 1 }], VIENNA)).toBe(at('2026-03-30T12:00:00+02:00'))
  })

  it('counts days as calendar days in the zone across DST (same wall-clock time)', () => {
    expect(applyLeadTime(at('2026-03-28T10:00:00+01:00'), { type: 'days', value: 1 }, VIENNA)).toBe(at('2026-03-29T10:00:00+02:00'))
    expect(applyLeadTime(at('2026-10-24T10:00:00+02:00'), { type: 'weeks', value: 1 }, VIENNA)).toBe(at('2026-10-31T10:00:00+01:00'))
  })
})

describe('slot generation', () => {
  it('rounds the first slot up to 5 minutes: 10:58 → 11:00, then every 15 minutes', () => {
    const slots = generateSlots(DAY_SHOP, at('2026-03-30T10:58:00+02:00'), { timeZone: VIENNA, horizonDays: 1 })
    expect(times(slots.slice(0, 3))).toEqual(['11:00', '11:15', '11:30'])
    expect(times(slots).at(-1)).toBe('19:45')
  })

  it('rounds 10:52:30 to 10:55 and keeps the 15-minute gap from there', () => {
    const slots = generateSlots(DAY_SHOP, at('2026-03-30T10:52:30+02:00'), { timeZone: VIENNA, horizonDays: 1 })
    expect(times(slots.slice(0, 2))).toEqual(['10:55', '11:10'])
  })

  it('produces no slot on a closed day and none between split shifts', () => {
    const days = groupSlotsByDay(generateSlots(SPLIT_SHIFTS, at('2026-04-04T21:00:00+02:00'), { timeZone: VIENNA, horizonDays: 3 }), VIENNA)
    expect([...days.keys()]).toEqual(['2026-04-04', '2026-04-06'])
    const monday = times(days.get('2026-04-06') ?? [])
    expect(monday).toContain('13:45')
    expect(monday).not.toContain('14:00')
    expect(monday).not.toContain('16:45')
    expect(monday).toContain('17:00')
  })

  it('does not apply the lead time twice at midnight', () => {
    const slots = generateSlots(DAY_SHOP, at('2026-04-03T23:30:00+02:00'), {
      timeZone: VIENNA,
      horizonDays: 3,
      earliest: at('2026-04-04T00:30:00+02:00'),
    })
    expect(formatDateTime(slots[0] ?? 0, VIENNA)).toBe('04.04.2026 08:00')
  })

  it('pushes a lead time across closed days to the next opening', () => {
    const b = branch({ openingHours: [rule('daily', '10:00', '18:00'), closed('sunday')] })
    const slots = branchSlots({ branch: b, deliveryType: 'takeaway', products: [lead('days', 1)], now: at('2026-04-04T12:00:00+02:00') })
    expect(formatDateTime(slots[0] ?? 0, VIENNA)).toBe('06.04.2026 10:00')
  })

  it('starts a lead time inside a shift at the rounded lead time end', () => {
    const b = branch()
    const slots = branchSlots({ branch: b, deliveryType: 'takeaway', products: [lead('minutes', 42)], now: at('2026-03-30T12:00:00+02:00') })
    expect(times(slots.slice(0, 2))).toEqual(['12:45', '13:00'])
  })

  it('keeps local opening times on the spring-forward day and skips the missing hour', () => {
    const slots = generateSlots([rule('daily', '01:00', '04:00')], at('2026-03-29T00:00:00+01:00'), { timeZone: VIENNA, horizonDays: 1 })
    expect(times(slots)).toEqual(['01:00', '01:15', '01:30', '01:45', '03:00', '03:15', '03:30', '03:45'])
    expect(times(generateSlots(DAY_SHOP, at('2026-03-29T00:00:00+01:00'), { timeZone: VIENNA, horizonDays: 1 })).slice(0, 1)).toEqual(['08:00'])
  })

  it('offers the repeated hour twice on the fall-back day', () => {
    const slots = generateSlots([rule('daily', '01:00', '04:00')], at('2026-10-25T00:00:00+02:00'), { timeZone: VIENNA, horizonDays: 1 })
    expect(slots).toHaveLength(16)
    expect(times(slots).filter((time) => time === '02:00')).toHaveLength(2)
    expect(times(generateSlots(DAY_SHOP, at('2026-10-25T00:00:00+02:00'), { timeZone: VIENNA, horizonDays: 1 })).at(-1)).toBe('19:45')
  })

  it('serves a 24-hour shop around the clock without duplicates at midnight', () => {
    const slots = generateSlots([rule('daily', '00:00', '00:00')], at('2026-03-30T23:20:00+02:00'), { timeZone: VIENNA, horizonDays: 2 })
    expect(times(slots.slice(0, 4))).toEqual(['23:20', '23:35', '23:50', '00:05'])
    expect(new Set(slots).size).toBe(slots.length)
  })

  it('includes overnight shift slots after midnight', () => {
    const slots = generateSlots([rule('friday', '22:00', '02:00')], at('2026-04-03T21:00:00+02:00'), { timeZone: VIENNA, horizonDays: 2 })
    expect(times(slots).at(-1)).toBe('01:45')
    expect(slots).toHaveLength(16)
  })

  it('covers 180 days with the booking defaults and 90 days with 5-minute steps at checkout', () => {
    const now = at('2026-03-30T09:00:00+02:00')
    const booking = branchSlots({ branch: branch(), deliveryType: 'takeaway', products: [], now })
    const days = [...groupSlotsByDay(booking, VIENNA).keys()]
    expect(days).toHaveLength(180)
    expect(days.at(-1)).toBe('2026-09-25')
    const checkout = checkoutSlots({ branch: branch(), deliveryType: 'takeaway', products: [], now })
    expect(groupSlotsByDay(checkout, VIENNA).size).toBe(90)
    expect(times(checkout.slice(0, 3))).toEqual(['09:00', '09:05', '09:10'])
  })

  it('uses the delivery hours for delivery slots', () => {
    const b = branch({ deliveryHours: [rule('daily', '11:00', '13:00')], isDeliveryHoursEnabled: true })
    const slots = branchSlots({ branch: b, deliveryType: 'delivery', products: [], now: at('2026-03-30T09:00:00+02:00') }, { horizonDays: 1 })
    expect(times(slots)).toEqual(['11:00', '11:15', '11:30', '11:45', '12:00', '12:15', '12:30', '12:45'])
  })
})

describe('day view of the time picker', () => {
  const slots = generateSlots(SPLIT_SHIFTS, at('2026-04-04T21:00:00+02:00'), { timeZone: VIENNA, horizonDays: 3 })

  it('lists the available times of a day', () => {
    const saturday = slotsForDay(slots, '2026-04-04', VIENNA)
    expect(saturday.times).toEqual(['21:00', '21:15', '21:30', '21:45'])
    expect(saturday.message).toBeNull()
  })

  it('says "no slots" on a closed day and offers the next day with times', () => {
    const sunday = slotsForDay(slots, '2026-04-05', VIENNA)
    expect(sunday.message).toBe('Zum ausgewählten Tag sind keine Termine verfügbar')
    expect(sunday.times).toEqual([])
    expect(sunday.nextAvailable?.date).toBe('2026-04-06')
    expect(sunday.nextAvailable?.times[0]).toBe('11:00')
  })
})

describe('appointment check', () => {
  const b = branch({ deliveryHours: [rule('daily', '11:00', '19:00')], isDeliveryHoursEnabled: true })
  const now = at('2026-03-30T10:00:00+02:00')
  const check = (appointment: string, deliveryType: 'takeaway' | 'delivery' = 'takeaway', products: ProductInput[] = []) =>
    checkAppointment({ branch: b, deliveryType, products, now, appointment: at(appointment) })

  it('accepts an appointment inside the hours after the lead time', () => {
    expect(check('2026-03-30T12:00:00+02:00')).toEqual({ ok: true })
  })

  it('rejects a past appointment', () => {
    expect(check('2026-03-30T09:00:00+02:00')).toMatchObject({ ok: false, reason: 'past' })
  })

  it('rejects an appointment before the lead time', () => {
    expect(check('2026-03-30T11:00:00+02:00', 'takeaway', [lead('hours', 2)])).toMatchObject({ ok: false, reason: 'beforeLeadTime' })
  })

  it('rejects an appointment when the branch is closed', () => {
    expect(check('2026-03-30T21:00:00+02:00')).toMatchObject({ ok: false, reason: 'closed' })
  })

  it('rejects a delivery outside the delivery hours even when the shop is open', () => {
    expect(check('2026-03-30T19:30:00+02:00', 'delivery')).toMatchObject({ ok: false, reason: 'outsideDeliveryHours' })
    expect(check('2026-03-30T19:30:00+02:00', 'takeaway')).toEqual({ ok: true })
  })

  it('rejects an appointment beyond the 90-day checkout horizon', () => {
    expect(check('2026-06-27T12:00:00+02:00')).toEqual({ ok: true })
    expect(check('2026-06-28T12:00:00+02:00')).toMatchObject({ ok: false, reason: 'tooFarAhead' })
  })
})

describe('no slot in the past, not even by seconds (issue 33)', () => {
  const b = branch({ openingHours: DAY_SHOP })
  const products: ProductInput[] = [{ price: 490, tax: 10 }]
  const shop24 = branch({ openingHours: [rule('daily', '00:00', '00:00')] })
  const first = (now: number, cart: ProductInput[] = products, at24 = false) =>
    checkoutSlots({ branch: at24 ? shop24 : b, deliveryType: 'takeaway', products: cart, now })[0] ?? 0

  it('at 12:00:30 the first slot is 12:05 (rounded up to 5 minutes), and the server refuses 12:00 as past', () => {
    const clock = at('2026-11-23T12:00:30+01:00')
    expect(formatTime(first(clock), VIENNA)).toBe('12:05')
    expect(generateSlots(DAY_SHOP, clock, { timeZone: VIENNA, horizonDays: 1 })[0]).toBe(at('2026-11-23T12:05:00+01:00'))
    expect(checkAppointment({ branch: b, deliveryType: 'takeaway', products, now: clock, appointment: at('2026-11-23T12:00:00+01:00') })).toMatchObject({
      ok: false,
      reason: 'past',
    })
  })

  it('at 12:00:00 sharp the 12:00 slot is not past yet: offered and accepted', () => {
    const clock = at('2026-11-23T12:00:00+01:00')
    expect(formatTime(first(clock), VIENNA)).toBe('12:00')
    expect(checkAppointment({ branch: b, deliveryType: 'takeaway', products, now: clock, appointment: clock })).toEqual({ ok: true })
  })

  it('books from now rounded up to the minute: 12:00:30 → 12:01', () => {
    expect(bookingMinute(at('2026-11-23T12:00:30+01:00'))).toBe(at('2026-11-23T12:01:00+01:00'))
    expect(bookingMinute(at('2026-11-23T12:00:00+01:00'))).toBe(at('2026-11-23T12:00:00+01:00'))
    expect(earliestStart(at('2026-11-23T12:00:00.001+01:00'), [], VIENNA)).toBe(at('2026-11-23T12:01:00+01:00'))
  })

  it('never earlier than now + lead time: at 12:00:30 with 45 minutes the first slot is 12:50', () => {
    const clock = at('2026-11-23T12:00:30+01:00')
    const cart = [...products, lead('minutes', 45)]
    expect(formatTime(first(clock, cart), VIENNA)).toBe('12:50')
    expect(checkAppointment({ branch: b, deliveryType: 'takeaway', products: cart, now: clock, appointment: at('2026-11-23T12:45:00+01:00') })).toMatchObject({
      reason: 'beforeLeadTime',
    })
  })

  it('every second of a minute, with and without a lead time: no offered slot lies before now, and the server accepts each', () => {
    const withLead = [...products, lead('minutes', 45)]
    for (const cart of [products, withLead]) {
      // the picker computes its slots for the booking minute of its last tick in the minute (16:35:01 → 16:36)
      const offered = checkoutSlots({ branch: b, deliveryType: 'takeaway', products: cart, now: bookingMinute(at('2026-11-23T16:35:01+01:00')) }).slice(0, 3)
      for (let second = 1; second < 60; second += 7) {
        const clock = at(`2026-11-23T16:35:${String(second).padStart(2, '0')}+01:00`)
        for (const slot of offered) {
          expect(slot).toBeGreaterThan(clock)
          expect(checkAppointment({ branch: b, deliveryType: 'takeaway', products: cart, now: clock, appointment: slot })).toEqual({ ok: true })
        }
      }
    }
  })

  it('on the spring-forward day at 01:55:30 (24-hour shop) the first slot is 03:00 CEST, not 01:55: the missing hour is skipped', () => {
    const clock = at('2026-03-29T01:55:30+01:00')
    const slot = first(clock, products, true)
    expect(slot).toBe(at('2026-03-29T03:00:00+02:00'))
    expect(slot).toBeGreaterThan(clock)
  })

  it('on the fall-back day at 02:55:30 CEST (24-hour shop) the first slot is the repeated 02:00 CET, not 02:55 CEST', () => {
    const clock = at('2026-10-25T02:55:30+02:00')
    const slot = first(clock, products, true)
    expect(slot).toBe(at('2026-10-25T02:00:00+01:00'))
    expect(formatTime(slot, VIENNA)).toBe('02:00')
    expect(slot).toBeGreaterThan(clock)
  })
})
