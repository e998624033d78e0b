/** The statistics dashboard's pure helpers: presets, previous period, German formats, CSV for Excel. */
import { describe, expect, it } from 'vitest'

import { readFileSync } from 'node:fs'

import { bucketLabelAt, chartValues, formatBucket, formatCents, formatChange, formatCount, presetRange, previousRange, toCsv } from '../../../modules/statistics/admin/format'

const today = new Date(2026, 2, 29) // Sunday 29 March 2026 (local)

describe('date range presets', () => {
  it('are inclusive local date ranges ending today', () => {
    expect(presetRange('today', today)).toEqual({ from: '2026-03-29', to: '2026-03-29' })
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-03-28', to: '2026-03-28' })
    expect(presetRange('7', today)).toEqual({ from: '2026-03-23', to: '2026-03-29' })
    expect(presetRange('30', today)).toEqual({ from: '2026-02-28', to: '2026-03-29' })
    expect(presetRange('year', today)).toEqual({ from: '2026-01-01', to: '2026-03-29' })
  })

  it('compare with the same number of days right before', () => {
    expect(previousRange({ from: '2026-03-23', to: '2026-03-29' })).toEqual({ from: '2026-03-16', to: '2026-03-22' })
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' })
  })
})

describe('German formats', () => {
  it('formats counts, euros and changes', () => {
    expect(formatCount(1234567)).toBe('1.234.567')
    expect(formatCents(123456)).toBe('1.234,56\u00a0€')
    expect(formatChange(150, 100)).toBe('+50\u00a0%')
    expect(formatChange(50, 100)).toBe('−50\u00a0%')
    expect(formatChange(5, 0)).toBe('neu')
  })

  it('labels buckets', () => {
    expect(formatBucket('2026-03-29', 'day')).toBe('29.03.2026')
    expect(formatBucket('2026-03-29T14:00', 'hour')).toBe('29.03. 14:00')
    expect(formatBucket('2026-03-23', 'week')).toBe('Woche ab 23.03.')
    expect(formatBucket('2026-03', 'month')).toBe('03/2026')
  })
})

it('writes CSV for Excel: BOM, semicolons, quoted text, decimal comma', () => {
  expect(toCsv(['Eintrag', 'Umsatz'], [['Pizza "Roma"', 12.5]])).toBe('\uFEFF"Eintrag";"Umsatz"\r\n"Pizza ""Roma""";12,5\r\n')
})

describe('chart series', () => {
  // 2026-03-29 13:20 UTC = 15:20 CEST in Vienna (the spring-forward day)
  const now = new Date('2026-03-29T13:20:00Z')

  it('name the bucket holding now in the answer’s time zone, in the server’s label format', () => {
    expect(bucketLabelAt(now, 'Europe/Vienna', 'hour')).toBe('2026-03-29T15:00')
    expect(bucketLabelAt(now, 'Europe/Vienna', 'day')).toBe('2026-03-29')
    expect(bucketLabelAt(now, 'Europe/Vienna', 'week')).toBe('2026-03-29')
    expect(bucketLabelAt(now, 'Europe/Vienna', 'month')).toBe('2026-03')
    expect(bucketLabelAt(new Date('2026-03-29T23:30:00Z'), 'Europe/Vienna', 'day')).toBe('2026-03-30')
  })

  it('leave the buckets still ahead empty (gaps), not zero; those begun keep their value, zeros included', () => {
    const series = [
      { bucket: '2026-03-29T14:00', value: 0 },
      { bucket: '2026-03-29T15:00', value: 3 },
      { bucket: '2026-03-29T16:00', value: 0 },
      { bucket: '2026-03-29T23:00', value: 0 },
    ]
    expect(chartValues(series, { timeZone: 'Europe/Vienna', bucket: 'hour' }, now)).toEqual([0, 3, null, null])
    // the week of Monday 23 March has begun, that of 30 March not
    const weeks = [
      { bucket: '2026-03-23', value: 5 },
      { bucket: '2026-03-30', value: 0 },
    ]
    expect(chartValues(weeks, { timeZone: 'Europe/Vienna', bucket: 'week' }, now)).toEqual([5, null])
  })

  it('are drawn as straight segments: no smoothed curve invents values between the points', () => {
    // the charts are their own chunk (loaded beside the dashboard's calls)
    const source = readFileSync(new URL('../../../modules/statistics/admin/Charts.tsx', import.meta.url), 'utf8')
    const types = [...source.matchAll(/<(?:Line|Area)\b[^>]*?\btype="([a-zA-Z]+)"/g)].map((m) => m[1])
    expect(types.length).toBeGreaterThan(0)
    expect(new Set(types)).toEqual(new Set(['linear']))
    expect(source).not.toMatch(/connectNulls(?!=\{false\})/)
  })
})
