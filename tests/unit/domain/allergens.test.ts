import { describe, expect, it } from 'vitest'
import {
  ALLERGEN_CODES,
  ALLERGEN_MESSAGES,
  NO_ALLERGENS_TEXT,
  allergenDeclarationError,
  allergenDeclarationText,
  allergenLegend,
  allergenName,
  formatAllergens,
  invalidAllergenInput,
  itemAllergens,
  mergeAllergens,
  normalizeAllergens,
  orderItemSnapshot,
  parseAllergens,
  partSnapshots,
  readPartSnapshots,
} from '../../../domain'
import type { AllergenProduct } from '../../../domain'

describe('allergen codes', () => {
  it('are the 14 Austrian letters A–R without I, J, K and Q, each with its German name', () => {
    expect(ALLERGEN_CODES.join('')).toBe('ABCDEFGHLMNOPR')
    expect(allergenName('A')).toBe('Gluten')
    expect(allergenName('G')).toBe('Milch/Laktose')
    expect(allergenName('H')).toBe('Schalenfrüchte')
    expect(allergenName('R')).toBe('Weichtiere')
  })

  it('formats codes once each in legal order and writes the legend of exactly those codes', () => {
    expect(formatAllergens(['G', 'A', 'C', 'A', 'X'])).toBe('A, C, G')
    expect(formatAllergens(null)).toBe('')
    expect(allergenLegend(['G', 'A'])).toBe('A = Gluten, G = Milch/Laktose')
  })

  it('read anything sent or stored without throwing, and call what is no list of the 14 invalid (fuzz seed 691902041)', () => {
    for (const junk of ['~_Vp*', 'G', 7, { G: true }, true]) {
      expect(normalizeAllergens(junk)).toEqual([])
      expect(invalidAllergenInput(junk)).toBe(true)
    }
    expect(mergeAllergens(['A'], 'G' as never, null)).toEqual(['A'])
    expect(invalidAllergenInput(['G', 'K'])).toBe(true)
    expect([invalidAllergenInput(['G', 'A']), invalidAllergenInput([]), invalidAllergenInput(null), invalidAllergenInput(undefined)]).toEqual([false, false, false, false])
  })
})

describe('parseAllergens (the old free text)', () => {
  it('reads comma lists, blanks, run-together letters and lower case', () => {
    expect(parseAllergens('A, C, G, L')).toEqual({ codes: ['A', 'C', 'G', 'L'], unknown: [] })
    expect(parseAllergens('a c g')).toEqual({ codes: ['A', 'C', 'G'], unknown: [] })
    expect(parseAllergens('ACG')).toEqual({ codes: ['A', 'C', 'G'], unknown: [] })
    expect(parseAllergens('Allergene: A; G / M')).toEqual({ codes: ['A', 'G', 'M'], unknown: [] })
  })

  it('reads the German names and reports what is neither a code nor a name', () => {
    expect(parseAllergens('Gluten, Milch und Senf')).toEqual({ codes: ['A', 'G', 'M'], unknown: [] })
    expect(parseAllergens('F, K, N')).toEqual({ codes: ['F', 'N'], unknown: ['K'] })
    expect(parseAllergens('kann Spuren enthalten')).toEqual({ codes: [], unknown: ['kann', 'Spuren', 'enthalten'] })
    expect(parseAllergens('ACGK')).toEqual({ codes: [], unknown: ['ACGK'] })
    expect(parseAllergens('')).toEqual({ codes: [], unknown: [] })
    expect(parseAllergens(null)).toEqual({ codes: [], unknown: [] })
  })
})

describe('the declaration and its publish rule', () => {
  it('an active product needs codes or the explicit "none" (German message)', () => {
    expect(allergenDeclarationError({ isEnabled: true, allergens: [], allergenFree: false })).toBe(ALLERGEN_MESSAGES.undeclared)
    expect(allergenDeclarationError({ allergens: null })).toBe(ALLERGEN_MESSAGES.undeclared)
    expect(allergenDeclarationError({ isEnabled: true, allergens: ['A'] })).toBeNull()
    expect(allergenDeclarationError({ isEnabled: true, allergenFree: true })).toBeNull()
    expect(allergenDeclarationError({ isEnabled: false, allergens: [] })).toBeNull()
  })

  it('refuses codes together with "contains none"', () => {
    expect(allergenDeclarationError({ isEnabled: false, allergens: ['G'], allergenFree: true })).toBe(ALLERGEN_MESSAGES.contradictory)
  })

  it('shows the codes, the "none" text, or nothing', () => {
    expect(allergenDeclarationText({ allergens: ['G', 'A'] })).toBe('A, G')
    expect(allergenDeclarationText({ allergens: [], allergenFree: true })).toBe(NO_ALLERGENS_TEXT)
    expect(allergenDeclarationText({ allergens: [] })).toBeNull()
  })
})

describe('an item merges the product with its chosen options', () => {
  const burger: AllergenProduct & { id: number; name: string } = {
    id: 1,
    name: 'Burger',
    type: 'configurable',
    allergens: ['A', 'C'],
    config: {
      parts: [
        { type: 'select', options: [{ name: 'Brioche', allergens: ['A', 'G'] }, { name: 'Salatblatt' }] },
        { type: 'multiselect', options: [{ name: 'Käse', allergens: ['G'] }, { name: 'Senf', allergens: ['M'] }, { name: 'Zwiebel' }] },
      ],
    },
  }

  it('adds only the chosen options, in legal order', () => {
    expect(itemAllergens(burger, [{ value: 'Salatblatt' }, { values: ['Käse', 'Zwiebel'] }])).toEqual(['A', 'C', 'G'])
    expect(itemAllergens(burger, [{ value: 'Brioche' }, { values: ['Senf'] }])).toEqual(['A', 'C', 'G', 'M'])
    expect(itemAllergens(burger, [])).toEqual(['A', 'C'])
    expect(mergeAllergens(['M'], null, ['A'])).toEqual(['A', 'M'])
  })

  it('ignores the parts of a product that is not configurable', () => {
    expect(itemAllergens({ ...burger, type: 'simple' }, [{ value: 'Brioche' }, { values: ['Senf'] }])).toEqual(['A', 'C'])
  })

  it('keeps the options’ allergens in the order snapshot and merges them into the item', () => {
    const product = {
      id: 1,
      name: 'Burger',
      allergens: ['A', 'C'],
      config: {
        parts: [{ name: 'Extras', type: 'multiselect' as const, options: [{ name: 'Käse', value: 100, allergens: ['G'] }, { name: 'Zwiebel', value: 50 }] }],
      },
    }
    const parts = partSnapshots(product, [{ values: ['Käse', 'Zwiebel'] }])
    expect(parts[0]?.options).toEqual([
      { name: 'Käse', modifier: 'add', value: 100, allergens: ['G'] },
      { name: 'Zwiebel', modifier: 'add', value: 50 },
    ])
    expect(readPartSnapshots(JSON.parse(JSON.stringify(parts)))[0]?.options?.[0]?.allergens).toEqual(['G'])
    const item = orderItemSnapshot({ product, amount: 1, option: { unit: null, ratio: 1 } as never, line: undefined, parts })
    expect(item.allergens).toBe('A, C, G')
    expect(orderItemSnapshot({ product: { id: 2, name: 'Wasser', allergens: [] }, amount: 1, option: { unit: null, ratio: 1 } as never, line: undefined, parts: [] }).allergens).toBeNull()
  })
})
