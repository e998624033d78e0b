/**
 * Signage schedule (domain/signage.ts): weekdays, time-of-day windows (also over midnight and on the days the clocks
 * change in Vienna), dayparts from the branch's opening hours, the next segment of a stream, command statuses.
 */
import { describe, expect, it } from 'vitest'

import {
  isAbortable,
  isInTimeWindow,
  isScheduledAt,
  nextSegmentIndex,
  reportedStatus,
  sortTickets,
} from '../../../domain/signage'
import type { Schedule } from '../../../domain/types'

const TZ = 'Europe/Vienna'
const at = (iso: string) => Date.parse(iso)

describe('signage time windows', () => {
  it('is always on without weekdays and times', () => {
    expect(isInTimeWindow({}, at('2026-11-23T10:00:00Z'), TZ)).toBe(true)
  })

  it('limits to weekdays in the branch time zone (Monday 00:30 Vienna is still Sunday in UTC)', () => {
    const mondayEarly = at('2026-11-22T23:30:00Z') // Mon 23.11. 00:30 CET
    expect(isInTimeWindow({ weekdays: ['monday'] }, mondayEarly, TZ)).toBe(true)
    expect(isInTimeWindow({ weekdays: ['sunday'] }, mondayEarly, TZ)).toBe(false)
  })

  it('uses wall-clock times: 11:00–14:00 is a half-open window', () => {
    const s = { timeFrom: '11:00', timeTo: '14:00' }
    expect(isInTimeWindow(s, at('2026-11-23T09:59:00Z'), TZ)).toBe(false) // 10:59 CET
    expect(isInTimeWindow(s, at('2026-11-23T10:00:00Z'), TZ)).toBe(true) // 11:00
    expect(isInTimeWindow(s, at('2026-11-23T12:59:00Z'), TZ)).toBe(true) // 13:59
    expect(isInTimeWindow(s, at('2026-11-23T13:00:00Z'), TZ)).toBe(false) // 14:00
  })

  it('runs a window over midnight on the weekday it starts', () => {
    const friday = { weekdays: ['friday' as const], timeFrom: '22:00', timeTo: '02:00' }
    expect(isInTimeWindow(friday, at('2026-11-27T21:30:00Z'), TZ)).toBe(true) // Fri 22:30
    expect(isInTimeWindow(friday, at('2026-11-28T00:30:00Z'), TZ)).toBe(true) // Sat 01:30, Friday's window
    expect(isInTimeWindow(friday, at('2026-11-28T21:30:00Z'), TZ)).toBe(false) // Sat 22:30
    expect(isInTimeWindow(friday, at('2026-11-27T00:30:00Z'), TZ)).toBe(false) // Fri 01:30 is Thursday's window
  })

  it('takes one given bound to midnight', () => {
    expect(isInTimeWindow({ timeFrom: '18:00' }, at('2026-11-23T22:59:00Z'), TZ)).toBe(true) // 23:59
    expect(isInTimeWindow({ timeTo: '06:00' }, at('2026-11-23T05:00:00Z'), TZ)).toBe(false) // 06:00
  })

  describe('DST (Europe/Vienna)', () => {
    it('spring forward 2026-03-29: 02:00–03:00 never happens, 03:00–04:00 starts at 01:00 UTC', () => {
      const gap = { timeFrom: '02:00', timeTo: '03:00' }
      for (let m = 0; m < 24 * 60; m += 15) {
        expect(isInTimeWindow(gap, at('2026-03-28T23:00:00Z') + m * 60_000, TZ)).toBe(false)
      }
      const after = { timeFrom: '03:00', timeTo: '04:00' }
      expect(isInTimeWindow(after, at('2026-03-29T00:59:00Z'), TZ)).toBe(false) // 01:59 CET
      expect(isInTimeWindow(after, at('2026-03-29T01:00:00Z'), TZ)).toBe(true) // 03:00 CEST
      expect(isInTimeWindow(after, at('2026-03-29T01:59:00Z'), TZ)).toBe(true) // 03:59 CEST
      expect(isInTimeWindow(after, at('2026-03-29T02:00:00Z'), TZ)).toBe(false) // 04:00 CEST
    })

    it('fall back 2026-10-25: 02:00–03:00 is on screen for both hours the clock shows 02:xx', () => {
      const s = { weekdays: ['sunday' as const], timeFrom: '02:00', timeTo: '03:00' }
      expect(isInTimeWindow(s, at('2026-10-24T23:59:00Z'), TZ)).toBe(false) // 01:59 CEST
      expect(isInTimeWindow(s, at('2026-10-25T00:00:00Z'), TZ)).toBe(true) // first 02:00 (CEST)
      expect(isInTimeWindow(s, at('2026-10-25T01:30:00Z'), TZ)).toBe(true) // second 02:30 (CET)
      expect(isInTimeWindow(s, at('2026-10-25T02:00:00Z'), TZ)).toBe(false) // 03:00 CET
    })

    it('keeps a morning window at 06:00 local on both sides of the change', () => {
      const s = { timeFrom: '06:00', timeTo: '07:00' }
      expect(isInTimeWindow(s, at('2026-03-28T05:00:00Z'), TZ)).toBe(true) // Sat 06:00 CET
      expect(isInTimeWindow(s, at('2026-03-29T04:00:00Z'), TZ)).toBe(true) // Sun 06:00 CEST
      expect(isInTimeWindow(s, at('2026-03-29T05:00:00Z'), TZ)).toBe(false) // Sun 07:00 CEST
    })
  })
})

describe('dayparts from opening hours', () => {
  const hours: Schedule = [{ type: 'daily', from: '11:00', to: '22:00' }] as unknown as Schedule
  const context = { timeZone: TZ, openingHours: hours }

  it('shows "open" segments only while the branch is open, "closed" ones only while closed', () => {
    const lunch = at('2026-11-23T11:00:00Z') // 12:00
    const night = at('2026-11-23T22:30:00Z') // 23:30
    expect(isScheduledAt({ daypart: 'open' }, lunch, context)).toBe(true)
    expect(isScheduledAt({ daypart: 'open' }, night, context)).toBe(false)
    expect(isScheduledAt({ daypart: 'closed' }, night, context)).toBe(true)
    expect(isScheduledAt({ daypart: 'closed' }, lunch, context)).toBe(false)
    expect(isScheduledAt({ daypart: 'always' }, night, context)).toBe(true)
  })

  it('does not restrict when the branch has no opening hours', () => {
    expect(isScheduledAt({ daypart: 'open' }, at('2026-11-23T22:30:00Z'), { timeZone: TZ, openingHours: [] })).toBe(true)
    expect(isScheduledAt({ daypart: 'closed' }, at('2026-11-23T11:00:00Z'), { timeZone: TZ, openingHours: null })).toBe(true)
  })

  it('needs both the time window and the daypart', () => {
    expect(isScheduledAt({ daypart: 'open', timeFrom: '06:00', timeTo: '11:30' }, at('2026-11-23T10:15:00Z'), context)).toBe(true) // 11:15
    expect(isScheduledAt({ daypart: 'open', timeFrom: '06:00', timeTo: '11:30' }, at('2026-11-23T09:15:00Z'), context)).toBe(false) // 10:15 closed
  })
})

describe('next segment', () => {
  const context = { timeZone: TZ, openingHours: null }
  const lunch = at('2026-11-23T11:00:00Z') // Monday 12:00
  const segments = [
    { schedule: {} },
    { schedule: { weekdays: ['tuesday' as const] } },
    { schedule: { timeFrom: '11:00', timeTo: '14:00' } },
  ]

  it('skips segments not scheduled now and wraps around', () => {
    expect(nextSegmentIndex(segments, null, lunch, context)).toBe(0)
    expect(nextSegmentIndex(segments, 0, lunch, context)).toBe(2)
    expect(nextSegmentIndex(segments, 2, lunch, context)).toBe(0)
    expect(nextSegmentIndex(segments, 0, at('2026-11-23T19:00:00Z'), context)).toBe(0) // 20:00: only the first
  })

  it('ends a non-looping stream and answers null when nothing is scheduled', () => {
    expect(nextSegmentIndex(segments, 2, lunch, context, false)).toBeNull()
    expect(nextSegmentIndex([{ schedule: { weekdays: ['sunday' as const] } }], null, lunch, context)).toBeNull()
    expect(nextSegmentIndex([], null, lunch, context)).toBeNull()
  })
})

describe('command status', () => {
  it('aborts pending and running commands only', () => {
    expect(isAbortable('pending')).toBe(true)
    expect(isAbortable('running')).toBe(true)
    for (const s of ['none', 'done', 'failed', 'aborted', null] as const) expect(isAbortable(s)).toBe(false)
  })

  it('moves a command forward on the player reports and ignores stale ones', () => {
    expect(reportedStatus('pending', 'running')).toBe('running')
    expect(reportedStatus('pending', 'done')).toBe('done')
    expect(reportedStatus('running', 'failed')).toBe('failed')
    expect(reportedStatus('running', 'running')).toBeNull()
    expect(reportedStatus('aborted', 'done')).toBeNull()
    expect(reportedStatus('done', 'running')).toBeNull()
  })
})

describe('ready tickets', () => {
  it('lists each ticket once, oldest first', () => {
    expect(
      sortTickets([
        { ticketNumber: 'W-12', since: '2026-11-23T10:05:00Z' },
        { ticketNumber: 'W-9', since: '2026-11-23T10:01:00Z' },
        { ticketNumber: null, since: '2026-11-23T10:00:00Z' },
        { ticketNumber: 'W-9', since: '2026-11-23T10:06:00Z' },
      ]),
    ).toEqual(['W-9', 'W-12'])
  })
})
