import { bench, describe } from 'vitest'

import { branchSlots, findNextOpening, priceCart } from '../domain'
import type { BranchInput, CartItemInput, OpeningHoursRule, ProductInput } from '../domain'

const NOW = Date.parse('2026-03-27T15:00:00+01:00') // Friday afternoon, DST change ahead

const splitShifts: OpeningHoursRule[] = [
  { type: 'daily', from: '11:00', to: '14:30' },
  { type: 'daily', from: '17:30', to: '23:00' },
  { type: 'friday', from: '11:00', to: '14:30' },
  { type: 'friday', from: '17:30', to: '02:00' },
  { type: 'sunday', from: '00:00', to: '00:00', isClosed: true },
  { type: 'once', date: '2026-04-06', from: '12:00', to: '15:00' },
]

const branch: BranchInput = {
  openingHours: splitShifts,
  isTakeawayEnabled: true,
  timeZone: 'Europe/Vienna',
}

const leadProduct: ProductInput = { price: 1000, tax: 10, isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: 2 }

describe('slots', () => {
  bench('180 days of 15-minute slots, split shifts (warm schedule)', () => {
    branchSlots({ branch, deliveryType: 'takeaway', products: [leadProduct], now: NOW })
  })

  bench('180 days of 15-minute slots, split shifts (schedule parsed every call)', () => {
    branchSlots({ branch: { ...branch, openingHours: [...splitShifts] }, deliveryType: 'takeaway', products: [leadProduct], now: NOW })
  })
})

describe('next opening', () => {
  const closedFriday = Date.parse('2026-04-03T23:30:00+02:00') // closed until Monday 11:00 (Sunday closed)
  const weekdays: OpeningHoursRule[] = [
    { type: 'daily', from: '11:00', to: '14:30' },
    { type: 'daily', from: '17:30', to: '22:00' },
    { type: 'saturday', from: '00:00', to: '00:00', isClosed: true },
    { type: 'sunday', from: '00:00', to: '00:00', isClosed: true },
  ]
  bench('next opening across a closed weekend (15-minute steps, 72 h)', () => {
    findNextOpening(weekdays, closedFriday, { timeZone: 'Europe/Vienna' })
  })
})

describe('pricing', () => {
  const rates = [10, 20, 13, 7, 19, 8.1]
  const items: CartItemInput[] = Array.from({ length: 50 }, (_, index) => ({
    amount: (index % 4) + 1 + (index % 3 === 0 ? 0.35 : 0),
    product: {
      price: 390 + index * 37,
      tax: rates[index % rates.length] ?? 10,
      takeawayTax: 10,
      calculationModel: index % 7 === 0 ? 'approximate' : index % 11 === 0 ? 'minimum' : 'fixed',
      config: {
        parts: [
          {
            name: 'Extras',
            type: 'multiselect',
            optional: true,
            options: [
              { name: 'Käse', modifier: 'add', value: 120 },
              { name: 'Ohne', modifier: 'subtract', value: 40 },
            ],
          },
        ],
      },
    },
    parts: [{ values: index % 2 === 0 ? ['Käse'] : ['Ohne'] }],
  }))
  const area = { area: 'Zone 1', price: 350, tax: 20, freeFromOrderValue: 999_999, minimumOrderValue: 1500 }

  bench('price a 50-line cart with mixed rates and delivery', () => {
    priceCart(items, 'delivery', area)
  })
})
