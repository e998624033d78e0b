import { describe, expect, it } from 'vitest'
import {
  DONATION_AMOUNT_CENTS,
  calculationModelPrefix,
  computePricing,
  deliveryFee,
  divideRounded,
  formatPrice,
  isMinimumOrderReached,
  minimumOrderMessage,
  multiplyCents,
  netPrice4,
  priceCart,
  productUnitPrices,
  roundHalfAwayFromZero,
  taxOfGross,
  taxRateFor,
  unitGrossWithParts,
} from '../../../domain'
import type { CartItemInput, DeliveryAreaInput, ProductInput } from '../../../domain'
import { g, kg, piece, schnitzel, wine } from './fixtures'

const area: DeliveryAreaInput = { id: 'a1', area: '1010 Wien', price: 350, tax: 20, free: false, freeFromOrderValue: 3030, minimumOrderValue: 1500 }
const item = (product: ProductInput, amount: number, extra: Partial<CartItemInput> = {}): CartItemInput => ({ product, amount, ...extra })

describe('rounding rule', () => {
  it('rounds half away from zero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3)
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3)
    expect(divideRounded(5, 2)).toBe(3)
    expect(divideRounded(-5, 2)).toBe(-3)
  })

  it('multiplies cents by decimal quantities exactly: 1999 × 0.35 = 699.65 → 700, 5 × 0.5 → 3', () => {
    expect(multiplyCents(1999, 0.35)).toBe(700)
    expect(multiplyCents(5, 0.5)).toBe(3)
    expect(multiplyCents(1005, 0.1)).toBe(101)
  })

  it('computes tax from gross exactly, also for 8.1 %', () => {
    expect(taxOfGross(2580, 1000)).toBe(235)
    expect(taxOfGross(1000, 810)).toBe(75)
    expect(taxOfGross(110, 1000)).toBe(10)
  })

  it('rounds the net unit price to 4 decimals', () => {
    expect(netPrice4(1000, 1000)).toBe(9.0909)
    expect(netPrice4(1290, 2000)).toBe(10.75)
  })
})

describe('tax by delivery type', () => {
  const p: ProductInput = { price: 1000, tax: 10, takeawayTax: 7, dineInTax: 19 }
  it('uses tax for delivery, takeawayTax and dineInTax otherwise, falling back to tax', () => {
    expect(taxRateFor(p, 'delivery')).toBe(10)
    expect(taxRateFor(p, 'takeaway')).toBe(7)
    expect(taxRateFor(p, 'dineIn')).toBe(19)
    expect(taxRateFor({ tax: 10 }, 'dineIn')).toBe(10)
  })
})

describe('configurable part modifiers', () => {
  const pizza: ProductInput = {
    price: 900,
    tax: 10,
    config: {
      parts: [
        { name: 'Größe', type: 'select', options: [{ name: 'Familie', modifier: 'overwrite', value: 1800 }, { name: 'Normal' }] },
        {
          name: 'Extras',
          type: 'multiselect',
          optional: true,
          options: [
            { name: 'Käse', modifier: 'add', value: 150 },
            { name: 'Ohne Zwiebel', modifier: 'subtract', value: 50 },
          ],
        },
      ],
    },
  }

  it('adds and subtracts option values', () => {
    expect(unitGrossWithParts(pizza, [{ value: 'Normal' }, { values: ['Käse', 'Ohne Zwiebel'] }])).toBe(1000)
  })

  it('lets an overwrite replace the base price before additions, regardless of part order', () => {
    expect(unitGrossWithParts(pizza, [{ value: 'Familie' }, { values: ['Käse'] }])).toBe(1950)
  })

  it('never goes below zero', () => {
    const cheap: ProductInput = { price: 30, config: { parts: [{ name: 'x', type: 'select', options: [{ name: 'a', modifier: 'subtract', value: 100 }] }] } }
    expect(unitGrossWithParts(cheap, [{ value: 'a' }])).toBe(0)
  })
})

describe('cart totals', () => {
  it('sums mixed tax rates per rate so that gross = net + tax exactly', () => {
    const result = priceCart([item(schnitzel, 2), item(wine, 1)], 'takeaway')
    expect(result.taxes).toEqual({ '10': 235, '20': 75 })
    expect(result).toMatchObject({ gross: 3030, tax: 310, net: 2720, totalGross: 3030, totalTax: 310, totalNet: 2720 })
    expect(result.deliveryGross).toBe(0)
  })

  it('adds the delivery fee as its own tax basis for delivery', () => {
    const result = priceCart([item(schnitzel, 1)], 'delivery', area)
    expect(result).toMatchObject({ gross: 1290, deliveryGross: 350, deliveryTax: 58, deliveryNet: 292, totalGross: 1640 })
    expect(result.taxes).toEqual({ '10': 117, '20': 58 })
    expect(result.totalTax).toBe(117 + 58)
    expect(result.totalNet + result.totalTax).toBe(result.totalGross)
  })

  it('ignores the delivery area for takeaway', () => {
    expect(priceCart([item(schnitzel, 1)], 'takeaway', area).deliveryGross).toBe(0)
  })

  it('charges delivery at exactly freeFromOrderValue and waives it only above (SF §9 "exceeds")', () => {
    expect(deliveryFee(area, 3031)).toMatchObject({ gross: 0, isFree: true })
    expect(deliveryFee(area, 3030)).toMatchObject({ gross: 350, isFree: false })
    expect(deliveryFee(area, 3029)).toMatchObject({ gross: 350, isFree: false })
    // 2 × schnitzel + wine = 3030 exactly: the fee still applies
    expect(priceCart([item(schnitzel, 2), item(wine, 1)], 'delivery', area).isDeliveryFree).toBe(false)
  })

  it('makes delivery free when the area is marked free and ignores a zero threshold', () => {
    expect(deliveryFee({ ...area, free: true }, 0).gross).toBe(0)
    expect(deliveryFee({ ...area, freeFromOrderValue: 0 }, 99_999).gross).toBe(350)
  })

  it('prices weight products in kg and alternative units by ratio', () => {
    const cheese: ProductInput = {
      price: 2000,
      tax: 10,
      unit: kg,
      alternativeUnits: [{ unit: piece, ratio: 0.25, calculationModel: 'approximate' }, { unit: g }],
    }
    expect(priceCart([item(cheese, 0.35)], 'takeaway').gross).toBe(700)
    expect(priceCart([item(cheese, 3, { unit: piece })], 'takeaway').gross).toBe(1500)
    expect(priceCart([item(cheese, 250, { unit: g })], 'takeaway').gross).toBe(500)
    expect(priceCart([item(cheese, 3, { unit: piece })], 'takeaway').calculationModel).toBe('approximate')
  })

  it('marks a cart with approximate and minimum items as approximate ("ca.")', () => {
    const approx: ProductInput = { ...schnitzel, calculationModel: 'approximate' }
    const minimum: ProductInput = { ...wine, calculationModel: 'minimum' }
    const result = priceCart([item(approx, 1), item(minimum, 1)], 'dineIn')
    expect(result.calculationModel).toBe('approximate')
    expect(formatPrice(result.totalGross, result.calculationModel)).toBe('ca. 17,40 €')
    expect(priceCart([item(minimum, 1), item(wine, 1)], 'dineIn').calculationModel).toBe('minimum')
    expect(calculationModelPrefix('minimum')).toBe('ab')
    expect(calculationModelPrefix('fixed')).toBe('')
  })

  it('prices hidden-price items but flags them', () => {
    const result = priceCart([item({ ...wine, isPriceHidden: true }, 1)], 'takeaway')
    expect(result.gross).toBe(450)
    expect(result.hasHiddenPrice).toBe(true)
    expect(productUnitPrices({ ...wine, isPriceHidden: true })[0]?.text).toBeNull()
  })

  it('returns zeros for an empty cart', () => {
    expect(computePricing([])).toMatchObject({ net: 0, tax: 0, gross: 0, totalGross: 0, taxes: {} })
  })

  it('shows the price per unit and per alternative unit', () => {
    const cheese: ProductInput = { price: 2000, tax: 10, unit: kg, alternativeUnits: [{ unit: piece, ratio: 0.25, calculationModel: 'approximate' }] }
    expect(productUnitPrices(cheese).map((p) => p.text)).toEqual(['20,00 €', 'ca. 5,00 €'])
  })
})

describe('minimum order value', () => {
  it('is reached when the gross exactly equals the minimum', () => {
    expect(isMinimumOrderReached(area, 1500)).toBe(true)
    expect(minimumOrderMessage(area, 1500)).toBeNull()
  })

  it('reports the spec message with the German amount below the minimum', () => {
    expect(isMinimumOrderReached(area, 1499)).toBe(false)
    expect(minimumOrderMessage(area, 1499)).toBe('Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.')
  })
})

describe('donation', () => {
  it('is 7 cents', () => {
    expect(DONATION_AMOUNT_CENTS).toBe(7)
  })
})
