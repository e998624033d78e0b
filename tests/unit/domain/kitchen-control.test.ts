/**
 * Kitchen control rules (issue 33, domain/kitchen-control.ts) with pinned clocks: what ran out is omitted, the pause message,
 * busy minutes moving the earliest slot, and the sold-out list's reset at the branch's next opening day — across the
 * end (25 Oct 2026) and the start (29 Mar 2026) of summer time in Vienna, and for an overnight shift.
 */
import { describe, expect, it } from 'vitest'

import {
  KITCHEN_CONTROL_MESSAGES,
  checkoutSlots,
  currentKitchen,
  isOptionSoldOut,
  isProductSoldOut,
  kitchenOrderErrors,
  orderNotice,
  pauseMessage,
  soldOutResetsAt,
  soldOutServiceDay,
  submitButtonText,
} from '../../../domain'
import type { BranchInput, KitchenState } from '../../../domain'

const WIEN: BranchInput = {
  id: 1,
  timeZone: 'Europe/Vienna',
  isTakeawayEnabled: true,
  isPreorderEnabled: true,
  openingHours: [
    { type: 'monday', from: '11:00', to: '22:00' },
    { type: 'tuesday', from: '11:00', to: '22:00' },
    { type: 'wednesday', from: '11:00', to: '22:00' },
    { type: 'thursday', from: '11:00', to: '22:00' },
    { type: 'friday', from: '11:00', to: '22:00' },
    { type: 'saturday', from: '11:00', to: '22:00' },
    { type: 'sunday', from: '00:00', to: '00:00', isClosed: true },
  ],
}
const BAR: BranchInput = { ...WIEN, openingHours: [{ type: 'daily', from: '18:00', to: '02:00' }] }
const at = (iso: string) => Date.parse(iso)
const soldOut = (day: string): KitchenState => ({ pause: null, busy: null, soldOut: { day, products: [7], options: [{ product: 9, part: 'Größe', option: 'Familie' }] } })

describe('sold out today: reset at the next opening day', () => {
  it('Saturday’s list holds through the closed Sunday and the change to winter time until Monday 11:00 CET', () => {
    const saturdayEvening = at('2026-10-24T19:00:00Z') // 21:00 CEST
    expect(soldOutServiceDay(WIEN, saturdayEvening)).toBe('2026-10-24')
    expect(soldOutResetsAt(WIEN, '2026-10-24')).toBe(at('2026-10-26T10:00:00Z')) // 11:00 CET
    expect(isProductSoldOut(WIEN, soldOut('2026-10-24'), 7, at('2026-10-26T09:59:59Z'))).toBe(true)
    expect(isProductSoldOut(WIEN, soldOut('2026-10-24'), 7, at('2026-10-26T10:00:00Z'))).toBe(false)
    expect(isOptionSoldOut(WIEN, soldOut('2026-10-24'), 9, 'Größe', 'Familie', at('2026-10-25T12:00:00Z'))).toBe(true)
    expect(isOptionSoldOut(WIEN, soldOut('2026-10-24'), 9, 'Größe', 'Klein', at('2026-10-25T12:00:00Z'))).toBe(false)
  })

  it('across the start of summer time the next day opens at 11:00 CEST', () => {
    expect(soldOutResetsAt(WIEN, '2026-03-28')).toBe(at('2026-03-30T09:00:00Z'))
    expect(soldOutResetsAt(WIEN, '2026-03-27')).toBe(at('2026-03-28T10:00:00Z'))
  })

  it('an overnight shift: set at 01:00 belongs to the evening before and ends at the next evening’s opening', () => {
    const night = at('2026-11-21T00:00:00Z') // Sat 01:00 CET, in Friday's shift
    expect(soldOutServiceDay(BAR, night)).toBe('2026-11-20')
    expect(soldOutResetsAt(BAR, '2026-11-20')).toBe(at('2026-11-21T17:00:00Z'))
  })

  it('omits what ran out', () => {
    const state: KitchenState = { pause: { until: '2026-11-23T12:00:00.000Z' }, busy: { minutes: 30, until: '2026-11-23T11:30:00.000Z' }, soldOut: soldOut('2026-11-23').soldOut }
    expect(currentKitchen(WIEN, state, at('2026-11-23T11:00:00Z'))).toEqual(state)
    expect(currentKitchen(WIEN, state, at('2026-11-23T11:30:00Z')).busy).toBeNull()
    expect(currentKitchen(WIEN, state, at('2026-11-23T12:00:00Z')).pause).toBeNull()
    expect(currentKitchen(WIEN, state, at('2026-11-24T10:00:00Z')).soldOut).toBeNull()
  })
})

describe('pause', () => {
  const paused = (until: string | null): BranchInput => ({ ...WIEN, kitchenState: { pause: { until }, busy: null, soldOut: null } })
  const now = at('2026-11-23T11:00:00Z') // Mon 12:00 in Vienna

  it('says until when, offers pre-orders after it and refuses orders within it', () => {
    const branch = paused('2026-11-23T13:30:00.000Z')
    expect(pauseMessage(branch, branch.kitchenState, now)).toBe('Online-Bestellungen sind bis 14:30 pausiert.')
    expect(orderNotice({ branch, deliveryType: 'takeaway', now })?.lines).toEqual([
      'Online-Bestellungen sind bis 14:30 pausiert.',
      'Sie können eine Vorbestellung für die Zeit ab 14:30 Uhr aufgeben.',
    ])
    expect(submitButtonText({ branch, deliveryType: 'takeaway', now })).toBe('Vorbestellung abschicken')
    expect(submitButtonText({ branch: { ...branch, isPreorderEnabled: false }, deliveryType: 'takeaway', now })).toBeNull()
    const slots = checkoutSlots({ branch, deliveryType: 'takeaway', products: [], now, notBefore: at('2026-11-23T13:30:00Z') })
    expect(slots[0]).toBe(at('2026-11-23T13:30:00Z'))
    expect(kitchenOrderErrors({ branch, items: [], appointment: null, now })).toEqual([{ field: 'branch', message: 'Online-Bestellungen sind bis 14:30 pausiert.' }])
    expect(kitchenOrderErrors({ branch, items: [], appointment: at('2026-11-23T13:30:00Z'), now })).toEqual([])
    expect(kitchenOrderErrors({ branch: { ...branch, isPreorderEnabled: false }, items: [], appointment: at('2026-11-23T13:30:00Z'), now })).toHaveLength(1)
  })

  it('until resumed, and a pause ending on another day names the date', () => {
    expect(pauseMessage(WIEN, paused(null).kitchenState, now)).toBe(KITCHEN_CONTROL_MESSAGES.pausedOpenEnded)
    expect(submitButtonText({ branch: paused(null), deliveryType: 'takeaway', now })).toBeNull()
    expect(pauseMessage(WIEN, paused('2026-11-24T10:00:00.000Z').kitchenState, now)).toBe('Online-Bestellungen sind bis 24.11.2026 11:00 pausiert.')
  })
})

describe('busy mode', () => {
  it('moves the first slot by the busy minutes', () => {
    const now = at('2026-11-23T11:00:00Z')
    const plain = checkoutSlots({ branch: WIEN, deliveryType: 'takeaway', products: [], now })
    const busy = checkoutSlots({ branch: WIEN, deliveryType: 'takeaway', products: [], now, busyMinutes: 30 })
    expect(plain[0]).toBe(now)
    expect(busy[0]).toBe(now + 30 * 60_000)
  })
})
