import { describe, expect, it } from 'vitest'

import { branchFromRecord, priceCart, productFromRecord, scheduleFromRecords, unitFromRecord } from '../../../domain'

describe('stored records become domain inputs the same way on server and storefront', () => {
  it('keeps populated units and treats a bare unit id as a piece', () => {
    expect(unitFromRecord({ id: 3, name: 'Kilogramm', shortName: 'kg', type: 'weight', factor: 1000 })).toEqual({
      id: 3,
      name: 'Kilogramm',
      shortName: 'kg',
      type: 'weight',
      factor: 1000,
    })
    expect(unitFromRecord(7)).toEqual({ id: 7, type: 'amount' })
    expect(unitFromRecord(null)).toBeNull()
  })

  it('fills missing times of schedule rules and keeps the rule order', () => {
    expect(scheduleFromRecords([{ type: 'monday', from: '11:00', to: '14:00' }, { type: 'sunday', isClosed: true }])).toEqual([
      { type: 'monday', date: null, isClosed: null, from: '11:00', to: '14:00' },
      { type: 'sunday', date: null, isClosed: true, from: '00:00', to: '00:00' },
    ])
  })

  it('maps a configurable product so that pricing sees option modifiers and alternative units', () => {
    const product = productFromRecord({
      id: 1,
      name: 'Pizza',
      price: 1090,
      tax: 10,
      unit: { id: 1, type: 'amount', factor: 1 },
      alternativeUnits: [{ unit: { id: 2, type: 'package', factor: 1 }, ratio: 2 }],
      config: { parts: [{ name: 'Größe', type: 'select', options: [{ name: 'Familie', modifier: 'overwrite', value: 1990 }] }] },
    })
    expect(product.alternativeUnits?.[0]?.ratio).toBe(2)
    const pricing = priceCart([{ product, amount: 1, parts: [{ value: 'Familie' }] }], 'takeaway')
    expect(pricing.totalGross).toBe(1990)
  })

  it('identifies delivery areas without an id by their name', () => {
    const branch = branchFromRecord({ deliveryAreas: [{ area: '1070 Neubau', price: 290 }], openingHours: null })
    expect(branch.deliveryAreas?.[0]?.id).toBe('1070 Neubau')
    expect(branch.openingHours).toEqual([])
  })
})
