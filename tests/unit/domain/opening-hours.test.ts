import { describe, expect, it } from 'vitest'
import {
  closedNoticeLines,
  findNextOpening,
  getBranchOpeningState,
  getOpeningState,
  hoursForDeliveryType,
  isBranchOrderable,
  isOpenAt,
  nextOpeningText,
  parseIsoDate,
  shiftsOnDay,
  weeklyRuleSet,
  isoWeekMonday,
} from '../../../domain'
import type { OpeningHoursRule } from '../../../domain'
import { DAY_SHOP, SPLIT_SHIFTS, VIENNA, at, branch, closed, rule } from './fixtures'

const day = (iso: string): number => parseIsoDate(iso) ?? Number.NaN

describe('weekly rule set', () => {
  it('applies a daily rule to every day and defaults to closed without rules', () => {
    const week = weeklyRuleSet(DAY_SHOP, isoWeekMonday(day('2026-03-30')))
    expect(week.every((shifts) => shifts.length === 1 && shifts[0]?.from === 480 && shifts[0]?.to === 1200)).toBe(true)
    expect(weeklyRuleSet([], isoWeekMonday(day('2026-03-30'))).every((shifts) => shifts.length === 0)).toBe(true)
    expect(getOpeningState([], at('2026-03-30T12:00:00+02:00')).status).toBe('closed')
  })

  it('lets a later weekday rule override the daily hours for that day', () => {
    const rules = [rule('daily', '10:00', '18:00'), rule('saturday', '10:00', '14:00')]
    expect(isOpenAt(rules, at('2026-04-04T15:00:00+02:00'), VIENNA)).toBe(false)
    expect(isOpenAt(rules, at('2026-04-03T15:00:00+02:00'), VIENNA)).toBe(true)
  })

  it('lets a later daily rule override an earlier weekday rule', () => {
    const rules = [rule('saturday', '10:00', '14:00'), rule('daily', '09:00', '12:00')]
    expect(shiftsOnDay(rules, day('2026-04-04'))).toEqual([{ from: 540, to: 720 }])
  })

  it('accumulates consecutive rules of the same type as split shifts', () => {
    expect(shiftsOnDay(SPLIT_SHIFTS, day('2026-03-30'))).toEqual([
      { from: 660, to: 840 },
      { from: 1020, to: 1320 },
    ])
    expect(isOpenAt(SPLIT_SHIFTS, at('2026-03-30T15:00:00+02:00'), VIENNA)).toBe(false)
  })

  it('empties the day with a closed rule', () => {
    expect(shiftsOnDay(SPLIT_SHIFTS, day('2026-04-05'))).toEqual([])
    const closedThenOpen = [rule('monday', '08:00', '12:00'), closed('monday'), rule('monday', '13:00', '15:00')]
    expect(shiftsOnDay(closedThenOpen, day('2026-03-30'))).toEqual([{ from: 780, to: 900 }])
  })

  it('ignores rules with unparsable times and once rules without a date', () => {
    const rules: OpeningHoursRule[] = [rule('daily', '8 Uhr', '20:00'), rule('once', '10:00', '12:00')]
    expect(shiftsOnDay(rules, day('2026-03-30'))).toEqual([])
  })
})

describe('once rules and ISO weeks', () => {
  const rules = [rule('daily', '10:00', '18:00'), closed('once', { date: '2024-12-30' })]

  it('applies a once rule dated 2024-12-30 in ISO week 1 of 2025 only', () => {
    expect(isOpenAt(rules, at('2024-12-30T12:00:00+01:00'), VIENNA)).toBe(false)
    expect(isOpenAt(rules, at('2024-12-29T12:00:00+01:00'), VIENNA)).toBe(true)
    expect(isOpenAt(rules, at('2025-01-01T12:00:00+01:00'), VIENNA)).toBe(true)
  })

  it('does not repeat a once rule in the following week', () => {
    expect(isOpenAt(rules, at('2025-01-06T12:00:00+01:00'), VIENNA)).toBe(true)
    expect(isOpenAt(rules, at('2024-12-23T12:00:00+01:00'), VIENNA)).toBe(true)
  })

  it('finds the next opening across the ISO year boundary, skipping the once-closed day', () => {
    const now = at('2024-12-29T19:00:00+01:00')
    const opensAt = findNextOpening(rules, now, { timeZone: VIENNA })
    expect(opensAt).toBe(at('2024-12-31T10:00:00+01:00'))
    expect(nextOpeningText(opensAt, now, 'takeaway', VIENNA)).toBe('Wir öffnen wieder am Dienstag um 10:00 Uhr.')
  })

  it('lets a once opening override a closed weekday in its week', () => {
    const special = [rule('daily', '10:00', '18:00'), closed('sunday'), rule('once', '12:00', '16:00', { date: '2026-04-05' })]
    expect(isOpenAt(special, at('2026-04-05T13:00:00+02:00'), VIENNA)).toBe(true)
    expect(isOpenAt(special, at('2026-04-12T13:00:00+02:00'), VIENNA)).toBe(false)
  })
})

describe('opening state', () => {
  it('is open, closing soon under 60 minutes, then closed', () => {
    expect(getOpeningState(DAY_SHOP, at('2026-03-30T18:59:00+02:00'), { timeZone: VIENNA }).status).toBe('open')
    const soon = getOpeningState(DAY_SHOP, at('2026-03-30T19:01:00+02:00'), { timeZone: VIENNA })
    expect(soon.status).toBe('closingSoon')
    expect(soon.closesAt).toBe(at('2026-03-30T20:00:00+02:00'))
    expect(getOpeningState(DAY_SHOP, at('2026-03-30T20:00:00+02:00'), { timeZone: VIENNA }).status).toBe('closed')
  })

  it('opens at 08:00 local time on the spring-forward day 2026-03-29', () => {
    const state = getOpeningState(DAY_SHOP, at('2026-03-29T07:30:00+02:00'), { timeZone: VIENNA })
    expect(state.isOpen).toBe(false)
    expect(state.opensAt).toBe(at('2026-03-29T08:00:00+02:00'))
    expect(getOpeningState(DAY_SHOP, at('2026-03-29T08:00:00+02:00'), { timeZone: VIENNA }).isOpen).toBe(true)
  })

  it('closes at 20:00 local time on the fall-back day 2026-10-25', () => {
    const state = getOpeningState(DAY_SHOP, at('2026-10-25T19:30:00+01:00'), { timeZone: VIENNA })
    expect(state.status).toBe('closingSoon')
    expect(state.closesAt).toBe(at('2026-10-25T20:00:00+01:00'))
  })

  it('keeps a shift 18:00–02:00 open after midnight, belonging to the day it starts', () => {
    const rules = [rule('friday', '18:00', '02:00')]
    expect(isOpenAt(rules, at('2026-04-04T01:00:00+02:00'), VIENNA)).toBe(true)
    expect(isOpenAt(rules, at('2026-04-04T02:00:00+02:00'), VIENNA)).toBe(false)
    expect(isOpenAt(rules, at('2026-04-03T01:00:00+02:00'), VIENNA)).toBe(false)
    const state = getOpeningState(rules, at('2026-04-04T01:30:00+02:00'), { timeZone: VIENNA })
    expect(state.status).toBe('closingSoon')
    expect(state.closesAt).toBe(at('2026-04-04T02:00:00+02:00'))
  })

  it('runs an overnight shift through the spring-forward gap: 18:00–04:00 lasts 9 hours', () => {
    const rules = [rule('saturday', '18:00', '04:00')]
    const state = getOpeningState(rules, at('2026-03-28T18:00:00+01:00'), { timeZone: VIENNA })
    expect(state.closesAt).toBe(at('2026-03-29T04:00:00+02:00'))
    expect((state.closesAt ?? 0) - at('2026-03-28T18:00:00+01:00')).toBe(9 * 3_600_000)
  })

  it('runs an overnight shift through the fall-back night: 18:00–04:00 lasts 11 hours', () => {
    const rules = [rule('saturday', '18:00', '04:00')]
    const state = getOpeningState(rules, at('2026-10-24T18:00:00+02:00'), { timeZone: VIENNA })
    expect(state.closesAt).toBe(at('2026-10-25T04:00:00+01:00'))
    expect((state.closesAt ?? 0) - at('2026-10-24T18:00:00+02:00')).toBe(11 * 3_600_000)
  })

  it('treats 00:00–00:00 and 00:00–24:00 as open 24 hours with no closing time', () => {
    for (const rules of [[rule('daily', '00:00', '00:00')], [rule('daily', '00:00', '24:00')]]) {
      const state = getOpeningState(rules, at('2026-03-29T23:45:00+02:00'), { timeZone: VIENNA })
      expect(state).toEqual({ status: 'open', isOpen: true, closesAt: null, opensAt: null })
    }
  })

  it('reports closing soon for a 24-hour shop before its closed day', () => {
    const rules = [rule('daily', '00:00', '00:00'), closed('sunday')]
    const state = getOpeningState(rules, at('2026-04-04T23:30:00+02:00'), { timeZone: VIENNA })
    expect(state.status).toBe('closingSoon')
    expect(state.closesAt).toBe(at('2026-04-05T00:00:00+02:00'))
  })
})

describe('next opening search', () => {
  it('finds a shift 71 h 45 min or exactly 72 h ahead but not one 73 h ahead', () => {
    const now = at('2026-04-03T20:00:00+02:00') // Friday
    expect(findNextOpening([rule('monday', '19:45', '22:00')], now, { timeZone: VIENNA })).toBe(at('2026-04-06T19:45:00+02:00'))
    expect(findNextOpening([rule('monday', '20:00', '22:00')], now, { timeZone: VIENNA })).toBe(at('2026-04-06T20:00:00+02:00'))
    expect(findNextOpening([rule('monday', '21:00', '22:00')], now, { timeZone: VIENNA })).toBeNull()
  })

  it('counts the 72 h horizon in real hours across the DST change', () => {
    const now = at('2026-03-27T20:00:00+01:00') // Friday before the spring-forward night
    expect(findNextOpening([rule('monday', '21:00', '22:00')], now, { timeZone: VIENNA })).toBe(at('2026-03-30T21:00:00+02:00'))
    expect(findNextOpening([rule('monday', '21:15', '22:00')], now, { timeZone: VIENNA })).toBeNull()
  })

  it('probes in 15-minute steps, so a 10-minute shift between two probes is not found', () => {
    const rules = [rule('daily', '10:05', '10:15'), rule('daily', '12:00', '13:00')]
    expect(findNextOpening(rules, at('2026-03-30T10:00:00+02:00'), { timeZone: VIENNA })).toBe(at('2026-03-30T12:00:00+02:00'))
  })

  it('phrases the next opening today as "um" and on another day with the weekday', () => {
    const now = at('2026-03-30T09:00:00+02:00')
    expect(nextOpeningText(at('2026-03-30T11:00:00+02:00'), now, 'takeaway', VIENNA)).toBe('Wir öffnen wieder um 11:00 Uhr.')
    expect(nextOpeningText(at('2026-03-31T11:00:00+02:00'), now, 'delivery', VIENNA)).toBe('Wir liefern wieder am Dienstag ab 11:00 Uhr.')
    expect(nextOpeningText(at('2026-03-30T11:00:00+02:00'), now, 'delivery', VIENNA)).toBe('Wir liefern wieder ab 11:00 Uhr.')
  })

  it('falls back to the closedMessage when there is no next shift', () => {
    const b = branch({ openingHours: [], closedMessage: 'Wir sind im Urlaub.' })
    expect(closedNoticeLines(b, 'takeaway', at('2026-03-30T12:00:00+02:00'))).toEqual([
      'Derzeit haben wir leider geschlossen.',
      'Wir sind im Urlaub.',
    ])
  })
})

describe('branch hours by delivery type', () => {
  const deliveryHours = [rule('daily', '11:00', '21:00')]

  it('uses delivery hours for delivery only when isDeliveryHoursEnabled', () => {
    expect(hoursForDeliveryType(branch({ deliveryHours, isDeliveryHoursEnabled: true }), 'delivery')).toBe(deliveryHours)
    expect(hoursForDeliveryType(branch({ deliveryHours, isDeliveryHoursEnabled: false }), 'delivery')).toBe(DAY_SHOP)
    expect(hoursForDeliveryType(branch({ deliveryHours, isDeliveryHoursEnabled: true }), 'takeaway')).toBe(DAY_SHOP)
  })

  it('is orderable for takeaway when open and for delivery when delivery hours are open', () => {
    const b = branch({ deliveryHours, isDeliveryHoursEnabled: true })
    const morning = at('2026-03-30T09:00:00+02:00')
    expect(isBranchOrderable(b, 'takeaway', morning)).toBe(true)
    expect(isBranchOrderable(b, 'delivery', morning)).toBe(false)
    expect(getBranchOpeningState(b, 'delivery', morning).opensAt).toBe(at('2026-03-30T11:00:00+02:00'))
  })

  it('accepts orders from orderableFrom on a day whose opening is still ahead', () => {
    const b = branch({ orderableFrom: '07:00' })
    expect(isBranchOrderable(b, 'takeaway', at('2026-03-30T07:30:00+02:00'))).toBe(true)
    expect(isBranchOrderable(b, 'takeaway', at('2026-03-30T06:30:00+02:00'))).toBe(false)
    expect(isBranchOrderable(b, 'takeaway', at('2026-03-30T21:00:00+02:00'))).toBe(false)
  })

  it('computes the state in the branch time zone', () => {
    const b = branch({ timeZone: 'Europe/London' })
    expect(getBranchOpeningState(b, 'takeaway', at('2026-03-30T08:30:00+02:00')).isOpen).toBe(false)
    expect(getBranchOpeningState(b, 'takeaway', at('2026-03-30T08:30:00+01:00')).isOpen).toBe(true)
  })
})
