import { describe, expect, it } from 'vitest'
import {
  RANDOM_ID_ALPHABET,
  branchResultText,
  filterBranches,
  formatDate,
  formatDateTime,
  formatMoney,
  formatTaxRate,
  formatTicketNumber,
  formatTime,
  hasCoordinates,
  marqueeDirection,
  parseTicketNumber,
  randomId,
  slugify,
  slugifyPath,
  toggleTag,
  truncate,
  wildcardMatch,
} from '../../../domain'
import { VIENNA, at } from './fixtures'

const branches = [
  { id: 1, name: 'Tresen Innere Stadt', street: 'Graben 1', city: 'Wien', zipCode: '1010', keywords: 'Zentrum', tags: [{ id: 't1', name: 'Vegan' }] },
  { id: 2, name: 'Tresen Graz', street: 'Herrengasse 5', city: 'Graz', zipCode: '8010', tags: [{ id: 't2', name: 'Bio' }] },
  { id: 3, name: 'Tresen Linz', street: 'Landstraße 3', city: 'Linz', zipCode: '4020', keywords: ['Donau'] },
]

describe('branch search', () => {
  it('matches any word of the term, split on commas and spaces, case-insensitively', () => {
    expect(filterBranches(branches, ' graz, 4020 ').map((b) => b.id)).toEqual([2, 3])
    expect(filterBranches(branches, 'zentrum').map((b) => b.id)).toEqual([1])
    expect(filterBranches(branches, 'vegan').map((b) => b.id)).toEqual([1])
    expect(filterBranches(branches, 'donau').map((b) => b.id)).toEqual([3])
  })

  it('matches all branches for an empty term and filters by tag', () => {
    expect(filterBranches(branches, '  ')).toHaveLength(3)
    expect(filterBranches(branches, '', 't2').map((b) => b.id)).toEqual([2])
    expect(toggleTag('t2', 't2')).toBeNull()
    expect(toggleTag('t1', 't2')).toBe('t2')
  })

  it('phrases the result text', () => {
    expect(branchResultText(2, 3, true)).toBe('2 von 3 Filialen werden angezeigt.')
    expect(branchResultText(0, 3, true)).toBe('Leider wurden keine Ergebnisse gefunden.')
    expect(branchResultText(3, 3, false)).toBeNull()
  })

  it('shows map markers only with both coordinates', () => {
    expect(hasCoordinates({ latitude: 48.2, longitude: 16.37 })).toBe(true)
    expect(hasCoordinates({ latitude: 48.2 })).toBe(false)
  })
})

describe('slugs', () => {
  it('builds the slug per SF §5', () => {
    expect(slugify('Größe & Maße_2024  Übersicht!')).toBe('groesse-masse-2024-uebersicht')
    expect(slugify('Café au lait -')).toBe('caf-au-lait')
    expect(slugify('-a--b-')).toBe('-a-b')
  })

  it('builds the path slug keeping dots, slashes and underscores and stripping outer separators', () => {
    expect(slugifyPath('/Über uns/Team_Wien.html/')).toBe('ueber-uns/team_wien.html')
    expect(slugifyPath('--a.b--')).toBe('a.b')
  })
})

describe('wildcard, truncation, random ids, marquee', () => {
  it('matches * and ? case-insensitively by default', () => {
    expect(wildcardMatch('/site/*', '/SITE/impressum')).toBe(true)
    expect(wildcardMatch('a?c', 'abc')).toBe(true)
    expect(wildcardMatch('a?c', 'abbc')).toBe(false)
    expect(wildcardMatch('a.c', 'abc')).toBe(false)
    expect(wildcardMatch('ABC', 'abc', true)).toBe(false)
  })

  it('truncates at 128 characters with "..."', () => {
    expect(truncate('x'.repeat(128))).toBe('x'.repeat(128))
    expect(truncate('x'.repeat(130))).toBe(`${'x'.repeat(128)}...`)
    expect(truncate('Hallo Welt', 5)).toBe('Hallo...')
  })

  it('draws random ids from letters, digits, _ and - with an injected source', () => {
    expect(RANDOM_ID_ALPHABET).toHaveLength(64)
    expect(randomId(() => 0, 4)).toBe('AAAA')
    expect(randomId(() => 0.999999, 3)).toBe('---')
    const values = [0.5, 0.97]
    expect(randomId(() => values.shift() ?? 0, 2)).toBe('g_')
  })

  it('defaults the marquee direction to rtl', () => {
    expect(marqueeDirection('ltr')).toBe('ltr')
    expect(marqueeDirection('up')).toBe('rtl')
  })
})

describe('formatting', () => {
  it('formats dates and times in the given zone', () => {
    const instant = at('2026-10-25T01:30:00Z')
    expect(formatDate(instant, VIENNA)).toBe('25.10.2026')
    expect(formatTime(instant, VIENNA)).toBe('02:30')
    expect(formatDateTime(instant, VIENNA)).toBe('25.10.2026 02:30')
    expect(formatDateTime(new Date(instant), 'America/New_York')).toBe('24.10.2026 21:30')
  })

  it('formats money in German', () => {
    expect(formatMoney(1250)).toBe('12,50 €')
    expect(formatMoney(123456789)).toBe('1.234.567,89 €')
    expect(formatMoney(-5)).toBe('-0,05 €')
    expect(formatMoney(500, 'CHF')).toBe('5,00 CHF')
    expect(formatTaxRate(8.1)).toBe('8,1 %')
  })
})

describe('ticket numbers', () => {
  it('formats the daily sequence without confusable characters', () => {
    expect(formatTicketNumber(1)).toBe('A01')
    expect(formatTicketNumber(99)).toBe('A99')
    expect(formatTicketNumber(100)).toBe('C01')
    expect(formatTicketNumber(18 * 99 + 1)).toBe('AA01')
    expect(() => formatTicketNumber(0)).toThrow(RangeError)
  })

  it('parses a ticket back to its sequence number', () => {
    expect(parseTicketNumber('c01')).toBe(100)
    expect(parseTicketNumber('O01')).toBeNull()
    expect(parseTicketNumber('A00')).toBeNull()
  })
})
