/** The statistics dashboard's pure helpers: presets, previous period, German formats, CSV for Excel. */
import { describe, expect, it } from 'vitest'

import { formatBucket, formatCents, formatChange, formatCount, presetRange, previousRange, toCsv } from '../../../modules/statistics/admin/format'

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
