import { describe, expect, it } from 'vitest'

import { placedTime, waitingText } from '../../../modules/orders/admin/board/format'

const VIENNA = 'Europe/Vienna'

describe("a card's time tells the day when the ticket numbers started again", () => {
  // 00:01 in Vienna on 25 Nov 2026 (UTC+1)
  const now = Date.parse('2026-11-24T23:01:00Z')

  it("today's order shows the bare time", () => {
    expect(placedTime('2026-11-24T23:00:30Z', VIENNA, now)).toBe('00:00')
  })

  it("yesterday's order, three minutes earlier but before midnight, shows its day", () => {
    expect(placedTime('2026-11-24T22:58:00Z', VIENNA, now)).toBe('24.11. 23:58')
  })

  it('the day is the shop zone\'s, not UTC\'s (summer time: UTC+2)', () => {
    const summerNow = Date.parse('2026-07-01T08:00:00Z')
    expect(placedTime('2026-06-30T22:30:00Z', VIENNA, summerNow)).toBe('00:30')
    expect(placedTime('2026-06-30T21:30:00Z', VIENNA, summerNow)).toBe('30.06. 23:30')
  })

  it('no time, no text', () => {
    expect(placedTime(null, VIENNA, now)).toBe('')
  })
})

describe('how long a new order has waited, as its card says it', () => {
  it('minutes, then hours and minutes, then days', () => {
    expect(waitingText(0)).toBe('0 min')
    expect(waitingText(59)).toBe('59 min')
    expect(waitingText(60)).toBe('1 h')
    expect(waitingText(125)).toBe('2 h 5 min')
    expect(waitingText(1439)).toBe('23 h 59 min')
    expect(waitingText(1440)).toBe('1 Tag')
    expect(waitingText(3 * 1440 + 7)).toBe('3 Tage')
  })
})
