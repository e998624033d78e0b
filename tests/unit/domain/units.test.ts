import { describe, expect, it } from 'vitest'
import {
  UNIT_FACTORS,
  amountInPriceUnit,
  cartCount,
  changeUnit,
  convertUnitAmount,
  defaultQuantity,
  formatQuantity,
  normalizeQuantity,
  parseQuantity,
  parseQuantityInput,
  unitFactor,
} from '../../../domain'
import type { ProductInput } from '../../../domain'
import { g, kg, person, piece, schnitzel, serving } from './fixtures'

describe('unit factors', () => {
  it('has the SF §9 factors', () => {
    expect(UNIT_FACTORS.dag?.factor).toBe(10)
    expect(UNIT_FACTORS.km?.factor).toBe(1_000_000)
    expect(UNIT_FACTORS['m²']?.factor).toBe(1_000_000)
    expect(UNIT_FACTORS['m³']?.factor).toBe(1_000_000_000)
    expect(UNIT_FACTORS.dl?.factor).toBe(100)
    expect(unitFactor({ shortName: 'kg', type: 'weight' })).toBe(1000)
    expect(unitFactor({ shortName: 'Stk', type: 'amount' })).toBe(1)
  })

  it('converts within a unit type and refuses across types', () => {
    expect(convertUnitAmount(500, g, kg)).toBe(0.5)
    expect(convertUnitAmount(1.25, kg, g)).toBe(1250)
    expect(convertUnitAmount(1, kg, piece)).toBeNull()
  })
})

describe('quantity entry', () => {
  const rules = { minimumQuantity: 0.25, maximumQuantity: 5, quantityStepSize: 0.25 }

  it('turns commas into dots', () => {
    expect(parseQuantityInput('1,5')).toBe(1.5)
  })

  it('turns anything that is not a number into 0, then clamps to the minimum', () => {
    expect(parseQuantityInput('abc')).toBe(0)
    expect(parseQuantity('abc', rules)).toBe(0.25)
    expect(parseQuantity('', {})).toBe(0)
  })

  it('clamps to the maximum and snaps to the step', () => {
    expect(parseQuantity('7', rules)).toBe(5)
    expect(parseQuantity('1,3', rules)).toBe(1.25)
    expect(parseQuantity('1,38', rules)).toBe(1.5)
    expect(parseQuantity('0,3', { quantityStepSize: 0.1 })).toBe(0.3)
  })

  it('keeps snapped values inside the bounds', () => {
    expect(normalizeQuantity(10, { minimumQuantity: 1, maximumQuantity: 9, quantityStepSize: 2 })).toBe(8)
    expect(normalizeQuantity(0, { minimumQuantity: 1, quantityStepSize: 2 })).toBe(2)
  })

  it('formats German quantities', () => {
    expect(formatQuantity(1.5)).toBe('1,5')
    expect(formatQuantity(2)).toBe('2')
    expect(formatQuantity(0.1 + 0.2)).toBe('0,3')
  })
})

describe('alternative units', () => {
  const cheese: ProductInput = {
    price: 2000,
    unit: kg,
    defaultQuantity: 0.5,
    quantityStepSize: 0.05,
    alternativeUnits: [{ unit: piece, ratio: 0.25, minimumQuantity: 1, quantityStepSize: 1 }, { unit: g, quantityStepSize: 50 }],
  }

  it('expresses amounts in the price unit by ratio or by factor', () => {
    expect(amountInPriceUnit({ product: cheese, amount: 3, unit: piece })).toBe(0.75)
    expect(amountInPriceUnit({ product: cheese, amount: 250, unit: g })).toBe(0.25)
    expect(amountInPriceUnit({ product: cheese, amount: 0.4 })).toBe(0.4)
  })

  it('converts the amount when the unit changes and applies the new unit rules', () => {
    expect(changeUnit(cheese, 0.5, kg, piece)).toBe(2)
    expect(changeUnit(cheese, 0.6, kg, piece)).toBe(2)
    expect(changeUnit(cheese, 2, piece, kg)).toBe(0.5)
    expect(changeUnit(cheese, 0.42, kg, g)).toBe(400)
  })

  it('uses defaultQuantity for the product unit and the minimum for alternative units', () => {
    expect(defaultQuantity(cheese)).toBe(0.5)
    expect(defaultQuantity(cheese, piece)).toBe(1)
  })
})

describe('cart count', () => {
  it('sums amounts of piece, serving and pair units and counts other items once', () => {
    const soup: ProductInput = { price: 500, unit: serving }
    const buffet: ProductInput = { price: 2500, unit: person }
    const ham: ProductInput = { price: 3000, unit: kg }
    expect(
      cartCount([
        { product: schnitzel, amount: 2 },
        { product: soup, amount: 3 },
        { product: buffet, amount: 10 },
        { product: ham, amount: 0.35 },
        { product: { price: 100 }, amount: 4 },
      ]),
    ).toBe(2 + 3 + 1 + 1 + 4)
  })
})
