import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { formatCentsAmount, formatMoney, parseEuroAmount } from '../../../domain'

describe('euro amounts typed in the back office', () => {
  it('reads German and plain notations as cents', () => {
    expect(parseEuroAmount('4,90')).toBe(490)
    expect(parseEuroAmount('4,9')).toBe(490)
    expect(parseEuroAmount('4')).toBe(400)
    expect(parseEuroAmount(' 4,90 € ')).toBe(490)
    expect(parseEuroAmount('1.234,50')).toBe(123450)
    expect(parseEuroAmount('1.234')).toBe(123400)
    expect(parseEuroAmount('12.9')).toBe(1290)
    expect(parseEuroAmount('0,05')).toBe(5)
    expect(parseEuroAmount(',5')).toBeNull()
  })

  it('refuses what is not an amount instead of guessing', () => {
    for (const text of ['', ' ', 'abc', '4,905', '4,9,0', '1.23,00', '12.345.6', '4 90', '€']) {
      expect(parseEuroAmount(text), text).toBeNull()
    }
  })

  it('reads back every amount it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(parseEuroAmount(formatMoney(cents))).toBe(cents)
        expect(parseEuroAmount(formatCentsAmount(cents))).toBe(cents)
      }),
    )
  })
})
