import { describe, expect, it } from 'vitest'
import {
  BREAK_RULES,
  NO_ROUNDING,
  applyClockAction,
  checkBreaks,
  clockState,
  dailyBalances,
  formatDecimalHours,
  formatMinutes,
  holidayBalance,
  minutesByDay,
  parseIsoDate,
  parseMonth,
  pauseMinutes,
  roundInstant,
  scheduleFromOpeningHours,
  scheduledMinutesOn,
  staffingAlert,
  sumBalances,
  weeklyBalances,
  workedMinutes,
  workedSpans,
} from '../../../domain'
import type { ActivityInput, BalanceSettings, ScheduleEntryInput } from '../../../domain'
import { SPLIT_SHIFTS, VIENNA, at } from './fixtures'

const day = (iso: string): number => parseIsoDate(iso) ?? Number.NaN
const BERLIN = 'Europe/Berlin'

const work = (start: string, end: string | null, pauses: [string, string | null][] = []): ActivityInput => ({
  type: 'work',
  start: at(start),
  end: end === null ? null : at(end),
  pauses: pauses.map(([s, e]) => ({ start: at(s), end: e === null ? null : at(e) })),
})

const weekdayEntry = (
  weekday: number,
  from: string,
  to: string,
  extra: Partial<ScheduleEntryInput> = {},
): ScheduleEntryInput => ({
  date: null,
  weekday,
  from,
  to,
  minutes: null,
  validFrom: null,
  validUntil: null,
  ...extra,
})

/** Mon–Fri 08:00–16:30 with 8 h target (the half hour is the break). */
const OFFICE: ScheduleEntryInput[] = [0, 1, 2, 3, 4].map((d) => weekdayEntry(d, '08:00', '16:30', { minutes: 480 }))

const SETTINGS: BalanceSettings = { timeZone: VIENNA, rounding: NO_ROUNDING, breakRules: BREAK_RULES.AT, breakMode: 'warn' }

describe('clock transitions (BO §4)', () => {
  const now = at('2026-03-30T08:00:30+02:00')

  it('start creates the current activity at the whole minute; a second start is refused (one current activity)', () => {
    const started = applyClockAction(null, 'start', now)
    expect(started).toEqual({
      ok: true,
      activity: { type: 'work', start: at('2026-03-30T08:00:00+02:00'), end: null, pauses: [] },
    })
    if (!started.ok) return
    expect(clockState(started.activity)).toBe('working')
    expect(applyClockAction(started.activity, 'start', now)).toEqual({ ok: false, code: 'alreadyRunning' })
  })

  it('pause opens a pause, resume closes it, end closes the activity and clears the current state', () => {
    const running = work('2026-03-30T08:00:00+02:00', null)
    const paused = applyClockAction(running, 'pause', at('2026-03-30T12:00:00+02:00'))
    if (!paused.ok) throw new Error('pause refused')
    expect(clockState(paused.activity)).toBe('paused')
    expect(applyClockAction(paused.activity, 'pause', at('2026-03-30T12:05:00+02:00'))).toEqual({
      ok: false,
      code: 'alreadyPaused',
    })
    const resumed = applyClockAction(paused.activity, 'resume', at('2026-03-30T12:30:00+02:00'))
    if (!resumed.ok) throw new Error('resume refused')
    expect(resumed.activity.pauses).toEqual([{ start: at('2026-03-30T12:00:00+02:00'), end: at('2026-03-30T12:30:00+02:00') }])
    expect(applyClockAction(resumed.activity, 'resume', at('2026-03-30T12:31:00+02:00'))).toEqual({
      ok: false,
      code: 'notPaused',
    })
    const ended = applyClockAction(resumed.activity, 'end', at('2026-03-30T16:30:00+02:00'))
    if (!ended.ok) throw new Error('end refused')
    expect(clockState(ended.activity)).toBe('idle')
    expect(workedMinutes(ended.activity, at('2026-03-30T20:00:00+02:00'), VIENNA)).toBe(480)
  })

  it('ending during a pause closes the pause at the end', () => {
    const paused = work('2026-03-30T08:00:00+02:00', null, [['2026-03-30T12:00:00+02:00', null]])
    const ended = applyClockAction(paused, 'end', at('2026-03-30T12:20:00+02:00'))
    expect(ended.ok && ended.activity.pauses[0]?.end).toBe(at('2026-03-30T12:20:00+02:00'))
  })

  it('refuses pause, resume and end without a running activity and a time before the last booking', () => {
    expect(applyClockAction(null, 'pause', now)).toEqual({ ok: false, code: 'notRunning' })
    expect(applyClockAction(null, 'resume', now)).toEqual({ ok: false, code: 'notRunning' })
    expect(applyClockAction(work('2026-03-30T08:00:00+02:00', '2026-03-30T09:00:00+02:00'), 'end', now)).toEqual({
      ok: false,
      code: 'notRunning',
    })
    expect(applyClockAction(work('2026-03-30T09:00:00+02:00', null), 'end', now)).toEqual({ ok: false, code: 'beforeLastChange' })
  })
})

describe('worked minutes over midnight and DST', () => {
  it('splits an overnight shift at local midnight', () => {
    const shift = work('2026-03-30T22:00:00+02:00', '2026-03-31T06:00:00+02:00', [
      ['2026-03-31T02:00:00+02:00', '2026-03-31T02:30:00+02:00'],
    ])
    expect(workedMinutes(shift, at('2026-04-01T00:00:00+02:00'), VIENNA)).toBe(450)
    const byDay = minutesByDay(workedSpans(shift, 0, VIENNA), VIENNA)
    expect(Object.fromEntries(byDay)).toEqual({ [day('2026-03-30')]: 120, [day('2026-03-31')]: 330 })
  })

  it('counts 7 real hours for 22:00–06:00 in the spring-forward night 2026-03-29 (Vienna)', () => {
    const shift = work('2026-03-28T22:00:00+01:00', '2026-03-29T06:00:00+02:00')
    expect(workedMinutes(shift, 0, VIENNA)).toBe(420)
    const byDay = minutesByDay(workedSpans(shift, 0, VIENNA), VIENNA)
    expect(byDay.get(day('2026-03-28'))).toBe(120)
    expect(byDay.get(day('2026-03-29'))).toBe(300)
  })

  it('counts 9 real hours for 22:00–06:00 in the fall-back night 2026-10-25 (Berlin)', () => {
    const shift = work('2026-10-24T22:00:00+02:00', '2026-10-25T06:00:00+01:00')
    expect(workedMinutes(shift, 0, BERLIN)).toBe(540)
    expect(minutesByDay(workedSpans(shift, 0, BERLIN), BERLIN).get(day('2026-10-25'))).toBe(420)
  })

  it('gives the DST days themselves 23 and 25 hours', () => {
    const spring = work('2026-03-29T00:00:00+01:00', '2026-03-30T00:00:00+02:00')
    const fall = work('2026-10-25T00:00:00+02:00', '2026-10-26T00:00:00+01:00')
    expect(minutesByDay(workedSpans(spring, 0, VIENNA), VIENNA).get(day('2026-03-29'))).toBe(23 * 60)
    expect(minutesByDay(workedSpans(fall, 0, VIENNA), VIENNA).get(day('2026-10-25'))).toBe(25 * 60)
  })

  it('measures a running activity and an open pause up to the pinned now', () => {
    const running = work('2026-03-30T08:00:00+02:00', null, [['2026-03-30T12:00:00+02:00', null]])
    const now = at('2026-03-30T12:15:59+02:00')
    expect(workedMinutes(running, now, VIENNA)).toBe(240)
    expect(pauseMinutes(running, now)).toBe(15)
  })
})

describe('rounding rules', () => {
  it('rounds start up and end down to 15 minutes from the local midnight', () => {
    const rounding = { stepMinutes: 15, start: 'up', end: 'down' } as const
    const shift = work('2026-03-30T07:53:00+02:00', '2026-03-30T16:38:00+02:00')
    expect(workedMinutes(shift, 0, VIENNA, rounding)).toBe(8 * 60 + 30)
    expect(roundInstant(at('2026-03-30T07:53:00+02:00'), 15, 'nearest', VIENNA)).toBe(at('2026-03-30T08:00:00+02:00'))
    expect(roundInstant(at('2026-03-30T07:52:00+02:00'), 5, 'down', VIENNA)).toBe(at('2026-03-30T07:50:00+02:00'))
  })

  it('does not round a running activity’s open end', () => {
    const rounding = { stepMinutes: 15, start: 'down', end: 'up' } as const
    expect(workedMinutes(work('2026-03-30T08:00:00+02:00', null), at('2026-03-30T08:07:00+02:00'), VIENNA, rounding)).toBe(7)
  })
})

describe('statutory breaks', () => {
  it('AT: more than 6 hours need 30 minutes; 6 hours exactly need none', () => {
    const sixHours = work('2026-03-30T08:00:00+02:00', '2026-03-30T14:00:00+02:00')
    expect(checkBreaks(sixHours, 0, VIENNA, BREAK_RULES.AT).warnings).toEqual([])
    const long = work('2026-03-30T08:00:00+02:00', '2026-03-30T15:00:00+02:00', [
      ['2026-03-30T11:00:00+02:00', '2026-03-30T11:20:00+02:00'],
    ])
    const check = checkBreaks(long, 0, VIENNA, BREAK_RULES.AT)
    expect(check.requiredMinutes).toBe(30)
    expect(check.missingMinutes).toBe(10)
    expect(check.warnings[0]?.message).toBe(
      'Bei mehr als 6 Stunden Arbeitszeit ist eine Pause von mindestens 30 Minuten vorgeschrieben (genommen: 20 Minuten).',
    )
  })

  it('DE: more than 9 hours need 45 minutes; pauses under 15 minutes do not count', () => {
    const long = work('2026-03-30T07:00:00+02:00', '2026-03-30T17:00:00+02:00', [
      ['2026-03-30T10:00:00+02:00', '2026-03-30T10:10:00+02:00'],
      ['2026-03-30T12:00:00+02:00', '2026-03-30T12:30:00+02:00'],
    ])
    const de = checkBreaks(long, 0, BERLIN, BREAK_RULES.DE)
    expect(de.requiredMinutes).toBe(45)
    expect(de.takenMinutes).toBe(30)
    expect(de.warnings.map((w) => w.message)[0]).toBe(
      'Bei mehr als 9 Stunden Arbeitszeit ist eine Pause von mindestens 45 Minuten vorgeschrieben (genommen: 30 Minuten).',
    )
    // the same day under Austrian rules: the 10-minute pause counts and 30 minutes suffice
    expect(checkBreaks(long, 0, VIENNA, BREAK_RULES.AT).warnings.filter((w) => w.code === 'breakTooShort')).toEqual([])
  })

  it('warns about more than 6 hours in a row even with enough break in total', () => {
    const late = work('2026-03-30T07:00:00+02:00', '2026-03-30T15:00:00+02:00', [
      ['2026-03-30T14:00:00+02:00', '2026-03-30T14:30:00+02:00'],
    ])
    expect(checkBreaks(late, 0, VIENNA, BREAK_RULES.AT).warnings.map((w) => w.code)).toEqual(['stretchTooLong'])
  })

  it('deducts missing break minutes from the balance when the division chooses "deduct"', () => {
    const noBreak = work('2026-03-30T08:00:00+02:00', '2026-03-30T16:00:00+02:00')
    const input = { activities: [noBreak], schedule: OFFICE, holidays: new Set<number>(), now: at('2026-03-31T12:00:00+02:00') }
    const range = { from: day('2026-03-30'), to: day('2026-03-30') }
    expect(dailyBalances({ ...input, settings: SETTINGS }, range)[0]?.balanceMinutes).toBe(0)
    const deducted = dailyBalances({ ...input, settings: { ...SETTINGS, breakMode: 'deduct' } }, range)[0]
    expect(deducted?.deductedBreakMinutes).toBe(30)
    expect(deducted?.balanceMinutes).toBe(-30)
  })
})

describe('schedules and targets', () => {
  it('measures from/to on the wall clock of the day, overnight entries included, 7 h in the spring-forward night', () => {
    const night = [weekdayEntry(5, '22:00', '06:00')]
    expect(scheduledMinutesOn(night, day('2026-03-28'), VIENNA, new Set())).toBe(420)
    expect(scheduledMinutesOn(night, day('2026-04-04'), VIENNA, new Set())).toBe(480)
    expect(scheduledMinutesOn(night, day('2026-10-24'), VIENNA, new Set())).toBe(540)
  })

  it('lets dated entries replace the weekday, respects validity and excludes public holidays', () => {
    const entries = [...OFFICE, weekdayEntry(0, '08:00', '12:00', { date: day('2026-03-30') })]
    expect(scheduledMinutesOn(entries, day('2026-03-30'), VIENNA, new Set())).toBe(240)
    expect(scheduledMinutesOn(entries, day('2026-03-31'), VIENNA, new Set([day('2026-03-31')]))).toBe(0)
    const limited = [weekdayEntry(0, '08:00', '12:00', { validFrom: day('2026-04-01') })]
    expect(scheduledMinutesOn(limited, day('2026-03-30'), VIENNA, new Set())).toBe(0)
    expect(scheduledMinutesOn(limited, day('2026-04-06'), VIENNA, new Set())).toBe(240)
  })

  it('generates one weekday entry per opening shift (split shifts, Sunday closed)', () => {
    const generated = scheduleFromOpeningHours(SPLIT_SHIFTS, day('2026-03-30'))
    expect(generated.filter((e) => e.weekday === 0)).toEqual([
      { weekday: 0, from: '11:00', to: '14:00' },
      { weekday: 0, from: '17:00', to: '22:00' },
    ])
    expect(generated.some((e) => e.weekday === 6)).toBe(false)
    expect(generated).toHaveLength(12)
  })
})

describe('balances = worked − scheduled', () => {
  // March 2026: Mon 30 and Tue 31 worked, public holiday none; April 6 (Easter Monday) is a public holiday in AT/DE
  const activities: ActivityInput[] = [
    work('2026-03-30T08:00:00+02:00', '2026-03-30T17:00:00+02:00', [['2026-03-30T12:00:00+02:00', '2026-03-30T12:30:00+02:00']]),
    work('2026-03-31T08:00:00+02:00', '2026-03-31T15:00:00+02:00', [['2026-03-31T12:00:00+02:00', '2026-03-31T12:30:00+02:00']]),
    { type: 'holiday', start: at('2026-04-01T00:00:00+02:00'), end: at('2026-04-03T00:00:00+02:00'), pauses: [] },
    { type: 'compensation', start: at('2026-04-03T00:00:00+02:00'), end: at('2026-04-04T00:00:00+02:00'), pauses: [] },
  ]
  const holidays = new Set([day('2026-04-06')])
  const now = at('2026-04-08T10:00:00+02:00')
  const days = dailyBalances(
    { activities, schedule: OFFICE, holidays, settings: SETTINGS, now },
    { from: day('2026-03-30'), to: day('2026-04-12') },
  )
  const byDay = (iso: string) => days.find((d) => d.day === day(iso))

  it('balances each day', () => {
    expect(byDay('2026-03-30')?.balanceMinutes).toBe(30)
    expect(byDay('2026-03-31')?.balanceMinutes).toBe(-90)
    expect(byDay('2026-04-01')).toMatchObject({ absence: 'holiday', creditedMinutes: 480, balanceMinutes: 0 })
    expect(byDay('2026-04-03')).toMatchObject({ absence: 'compensation', creditedMinutes: 0, balanceMinutes: -480 })
    expect(byDay('2026-04-06')).toMatchObject({ isPublicHoliday: true, scheduledMinutes: 0, balanceMinutes: 0 })
    expect(byDay('2026-04-07')?.balanceMinutes).toBe(-480)
  })

  it('owes no target for days after today (pinned now) nor for today before they happen', () => {
    expect(byDay('2026-04-09')?.scheduledMinutes).toBe(0)
    expect(byDay('2026-04-08')?.scheduledMinutes).toBe(480)
  })

  it('sums weeks and the month', () => {
    const weeks = weeklyBalances(days)
    expect(weeks.map((w) => w.balanceMinutes)).toEqual([30 - 90 - 480, -480 - 480])
    const march = parseMonth('2026-03')
    expect(march).toEqual({ from: day('2026-03-01'), to: day('2026-03-31') })
    expect(sumBalances(days.filter((d) => d.day <= (march?.to ?? 0))).balanceMinutes).toBe(-60)
    expect(parseMonth('2026-13')).toBeNull()
  })
})

describe('holiday balance', () => {
  it('counts working days covered by holiday, not weekends or public holidays, split into taken and planned', () => {
    const activities: ActivityInput[] = [
      // Thu 2026-04-02 to Tue 2026-04-07: Thu, Fri, (Sat, Sun), Easter Monday (public holiday), Tue
      { type: 'holiday', start: at('2026-04-02T00:00:00+02:00'), end: at('2026-04-07T23:59:00+02:00'), pauses: [] },
      { type: 'holiday', start: at('2026-08-03T00:00:00+02:00'), end: at('2026-08-08T00:00:00+02:00'), pauses: [] },
      { type: 'sick', start: at('2026-05-04T00:00:00+02:00'), end: at('2026-05-05T00:00:00+02:00'), pauses: [] },
    ]
    const balance = holidayBalance({
      activities,
      schedule: OFFICE,
      holidays: new Set([day('2026-04-06')]),
      now: at('2026-06-01T12:00:00+02:00'),
      timeZone: VIENNA,
      year: 2026,
      entitlementDays: 25,
      carryOverDays: 2,
    })
    expect(balance).toEqual({
      year: 2026,
      entitlementDays: 25,
      carryOverDays: 2,
      takenDays: 3,
      plannedDays: 5,
      remainingDays: 19,
    })
  })
})

describe('staffing alerts and formats', () => {
  it('alerts when open with nobody clocked in and when clocked in while closed', () => {
    expect(staffingAlert(true, 0)).toBe('openButNobody')
    expect(staffingAlert(false, 2)).toBe('clockedInWhileClosed')
    expect(staffingAlert(true, 1)).toBeNull()
    expect(staffingAlert(false, 0)).toBeNull()
  })

  it('formats minutes as h:mm and decimal hours with a comma', () => {
    expect(formatMinutes(450)).toBe('7:30')
    expect(formatMinutes(-75)).toBe('-1:15')
    expect(formatDecimalHours(450)).toBe('7,50')
    expect(formatDecimalHours(-20)).toBe('-0,33')
  })
})
