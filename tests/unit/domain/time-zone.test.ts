import { describe, expect, it } from 'vitest'
import {
  formatIsoDate,
  isoWeek,
  localToInstant,
  parseIsoDate,
  parseTimeOfDay,
  toLocal,
  zoneOffsetMinutes,
} from '../../../domain'
import { VIENNA, at } from './fixtures'

const day = (iso: string): number => {
  const parsed = parseIsoDate(iso)
  if (parsed === null) throw new Error(iso)
  return parsed
}

describe('time zone arithmetic', () => {
  it('reads the Vienna offset on both sides of the 2026 DST changes', () => {
    expect(zoneOffsetMinutes(VIENNA, at('2026-03-29T00:59:00Z'))).toBe(60)
    expect(zoneOffsetMinutes(VIENNA, at('2026-03-29T01:00:00Z'))).toBe(120)
    expect(zoneOffsetMinutes(VIENNA, at('2026-10-25T00:59:00Z'))).toBe(120)
    expect(zoneOffsetMinutes(VIENNA, at('2026-10-25T01:00:00Z'))).toBe(60)
  })

  it('moves a non-existent wall time in the spring-forward gap forward by the gap', () => {
    expect(localToInstant(day('2026-03-29'), 2 * 60 + 30, VIENNA)).toBe(at('2026-03-29T03:30:00+02:00'))
  })

  it('maps an ambiguous fall-back wall time to the earlier instant', () => {
    expect(localToInstant(day('2026-10-25'), 2 * 60 + 30, VIENNA)).toBe(at('2026-10-25T02:30:00+02:00'))
  })

  it('reads the local wall clock of an instant', () => {
    const local = toLocal(at('2026-10-25T02:30:00+01:00'), VIENNA)
    expect([local.year, local.month, local.day, local.hour, local.minute, local.weekday]).toEqual([2026, 10, 25, 2, 30, 6])
  })

  it('works for other zones than Vienna', () => {
    expect(toLocal(at('2026-07-01T12:00:00Z'), 'America/New_York').hour).toBe(8)
    expect(localToInstant(day('2026-07-01'), 9 * 60, 'Asia/Kathmandu')).toBe(at('2026-07-01T09:00:00+05:45'))
  })

  it('puts 2024-12-30 into ISO week 1 of 2025 and 2027-01-01 into week 53 of 2026', () => {
    expect(isoWeek(day('2024-12-30'))).toEqual({ year: 2025, week: 1 })
    expect(isoWeek(day('2024-12-29'))).toEqual({ year: 2024, week: 52 })
    expect(isoWeek(day('2027-01-01'))).toEqual({ year: 2026, week: 53 })
    expect(isoWeek(day('2026-03-29'))).toEqual({ year: 2026, week: 13 })
  })

  it('parses and formats ISO dates and HH:mm', () => {
    expect(formatIsoDate(day('2024-02-29'))).toBe('2024-02-29')
    expect(parseIsoDate('2025-02-29')).toBeNull()
    expect(parseIsoDate('2026-03-29T00:00:00.000Z')).toBe(day('2026-03-29'))
    expect(parseTimeOfDay('24:00')).toBe(1440)
    expect(parseTimeOfDay('9:05')).toBe(545)
    expect(parseTimeOfDay('25:00')).toBeNull()
    expect(parseTimeOfDay('12:60')).toBeNull()
  })
})
