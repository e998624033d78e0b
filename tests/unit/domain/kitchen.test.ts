import { describe, expect, it } from 'vitest'
import {
  KITCHEN_MESSAGES,
  capacitySlot,
  checkoutSlots,
  earliestOrderTime,
  firstTimeWithRoom,
  formatSlotTime,
  formatTime,
  fullSlots,
  kitchenRules,
  offeredTimes,
  slotHasRoom,
} from '../../../domain'
import type { KitchenRules, ProductInput, SlotLoad } from '../../../domain'
import { DAY_SHOP, VIENNA, at, branch, rule } from './fixtures'

const lead = (type: string, value: number): ProductInput => ({ price: 100, tax: 10, isLeadTimeEnabled: true, leadTimeType: type, leadTimeValue: value })
const times = (slots: readonly number[]): string[] => slots.map((slot) => formatTime(slot, VIENNA))
const limits = (maxOrders: number | null, maxItems: number | null = null): KitchenRules => ({ preparationMinutes: 0, maxOrders, maxItems })

describe('kitchen rules of a branch', () => {
  it('reads preparation time and limits per delivery type; blank, 0 or negative mean none', () => {
    const kitchen = { takeaway: { preparationMinutes: 20, maxOrdersPerSlot: 4, maxItemsPerSlot: null }, delivery: { preparationMinutes: 0, maxOrdersPerSlot: -1 } }
    expect(kitchenRules({ kitchen }, 'takeaway')).toEqual({ preparationMinutes: 20, maxOrders: 4, maxItems: null })
    expect(kitchenRules({ kitchen }, 'delivery')).toEqual({ preparationMinutes: 0, maxOrders: null, maxItems: null })
    expect(kitchenRules({ kitchen }, 'dineIn')).toEqual({ preparationMinutes: 0, maxOrders: null, maxItems: null })
    expect(kitchenRules({}, 'takeaway')).toEqual({ preparationMinutes: 0, maxOrders: null, maxItems: null })
  })
})

describe('earliest time of an "asap" order', () => {
  it('is never a slot in the past, not even by seconds: 12:00:30 with no preparation time gives 12:05', () => {
    expect(earliestOrderTime({ now: at('2026-06-10T12:00:30+02:00'), preparationMinutes: 0, timeZone: VIENNA })).toBe(at('2026-06-10T12:05:00+02:00'))
    // exactly on a slot boundary the slot itself is still ahead
    expect(earliestOrderTime({ now: at('2026-06-10T12:00:00+02:00'), preparationMinutes: 0, timeZone: VIENNA })).toBe(at('2026-06-10T12:00:00+02:00'))
  })

  it('is now + preparation time rounded up to 5 minutes', () => {
    expect(earliestOrderTime({ now: at('2026-06-10T12:01:10+02:00'), preparationMinutes: 20, timeZone: VIENNA })).toBe(at('2026-06-10T12:25:00+02:00'))
    expect(earliestOrderTime({ now: at('2026-06-10T12:00:00+02:00'), preparationMinutes: 20, timeZone: VIENNA })).toBe(at('2026-06-10T12:20:00+02:00'))
  })

  it('adds busy minutes to the preparation time', () => {
    expect(earliestOrderTime({ now: at('2026-06-10T12:00:00+02:00'), preparationMinutes: 20, busyMinutes: 30, timeZone: VIENNA })).toBe(at('2026-06-10T12:50:00+02:00'))
  })

  it('takes the latest constraint: a product lead time longer than the preparation time wins, and the other way round', () => {
    const now = at('2026-06-10T12:00:00+02:00')
    expect(earliestOrderTime({ now, preparationMinutes: 20, products: [lead('hours', 2)], timeZone: VIENNA })).toBe(at('2026-06-10T14:00:00+02:00'))
    expect(earliestOrderTime({ now, preparationMinutes: 45, products: [lead('minutes', 10)], timeZone: VIENNA })).toBe(at('2026-06-10T12:45:00+02:00'))
  })

  it('counts preparation minutes as elapsed time across the spring DST change (01:50 + 30 min = 03:20 summer time)', () => {
    expect(earliestOrderTime({ now: at('2026-03-29T01:50:00+01:00'), preparationMinutes: 30, timeZone: VIENNA })).toBe(at('2026-03-29T03:20:00+02:00'))
  })

  it('counts preparation minutes as elapsed time across the autumn DST change (02:50 summer + 30 min = 02:20 winter)', () => {
    const earliest = earliestOrderTime({ now: at('2026-10-25T02:50:00+02:00'), preparationMinutes: 30, timeZone: VIENNA })
    expect(earliest).toBe(at('2026-10-25T02:20:00+01:00'))
    expect(formatTime(earliest, VIENNA)).toBe('02:20')
  })
})

describe('capacity per 15-minute slot', () => {
  it('puts an instant into its quarter hour, in the local zone too (also on the DST day)', () => {
    expect(capacitySlot(at('2026-06-10T12:14:59+02:00'))).toBe(at('2026-06-10T12:00:00+02:00'))
    expect(capacitySlot(at('2026-06-10T12:15:00+02:00'))).toBe(at('2026-06-10T12:15:00+02:00'))
    expect(capacitySlot(at('2026-03-29T03:10:00+02:00'))).toBe(at('2026-03-29T03:00:00+02:00'))
  })

  it('is full when its orders reach the order limit', () => {
    expect(slotHasRoom({ orders: 2, items: 5 }, limits(3))).toBe(true)
    expect(slotHasRoom({ orders: 3, items: 5 }, limits(3))).toBe(false)
    expect(slotHasRoom(undefined, limits(1))).toBe(true)
  })

  it('is full when its items reach the item limit; an order must fit the items left, a larger one only an empty slot', () => {
    expect(slotHasRoom({ orders: 1, items: 10 }, limits(null, 10), 0)).toBe(false)
    expect(slotHasRoom({ orders: 1, items: 8 }, limits(null, 10), 2)).toBe(true)
    expect(slotHasRoom({ orders: 1, items: 8 }, limits(null, 10), 3)).toBe(false)
    expect(slotHasRoom({ orders: 0, items: 0 }, limits(null, 10), 14)).toBe(true)
  })

  it('has no full slots without a limit', () => {
    const loads = new Map<number, SlotLoad>([[at('2026-06-10T12:00:00+02:00'), { orders: 99, items: 999 }]])
    expect(fullSlots(loads, limits(null))).toEqual([])
    expect(fullSlots(loads, limits(5))).toEqual([at('2026-06-10T12:00:00+02:00')])
  })

  it('hides every picker time of a full slot and every time before the earliest', () => {
    const now = at('2026-06-10T11:58:00+02:00')
    const slots = checkoutSlots({ branch: branch({ openingHours: DAY_SHOP }), deliveryType: 'takeaway', products: [], now })
    const earliest = earliestOrderTime({ now, preparationMinutes: 15, timeZone: VIENNA })
    const offered = offeredTimes(slots, earliest, [at('2026-06-10T12:15:00+02:00')])
    expect(times(offered).slice(0, 4)).toEqual(['12:30', '12:35', '12:40', '12:45'])
  })

  it('gives "asap" the first time with room, and names the next free time after a full slot', () => {
    const now = at('2026-06-10T12:00:00+02:00')
    const slots = checkoutSlots({ branch: branch({ openingHours: [rule('daily', '10:00', '22:00')] }), deliveryType: 'takeaway', products: [], now })
    const loads = new Map<number, SlotLoad>([
      [at('2026-06-10T12:15:00+02:00'), { orders: 2, items: 2 }],
      [at('2026-06-10T12:30:00+02:00'), { orders: 2, items: 2 }],
      [at('2026-06-10T12:45:00+02:00'), { orders: 1, items: 1 }],
    ])
    const earliest = earliestOrderTime({ now, preparationMinutes: 15, timeZone: VIENNA })
    const first = firstTimeWithRoom(slots, earliest, loads, limits(2))
    expect(formatTime(first!, VIENNA)).toBe('12:45')
    expect(KITCHEN_MESSAGES.slotFull(formatSlotTime(first!, now, VIENNA))).toBe('Dieser Zeitraum ist leider ausgebucht. Nächster freier Termin: 12:45 Uhr.')
    expect(firstTimeWithRoom(slots, earliest, loads, limits(1))).toBe(at('2026-06-10T13:00:00+02:00'))
    expect(formatSlotTime(at('2026-06-11T10:00:00+02:00'), now, VIENNA)).toBe('11.06.2026 10:00 Uhr')
  })

  it('skips slots the caller found full under its lock', () => {
    const times15 = [at('2026-06-10T12:00:00+02:00'), at('2026-06-10T12:05:00+02:00'), at('2026-06-10T12:15:00+02:00')]
    expect(firstTimeWithRoom(times15, 0, new Map(), limits(1), 1, new Set([at('2026-06-10T12:00:00+02:00')]))).toBe(at('2026-06-10T12:15:00+02:00'))
  })
})
