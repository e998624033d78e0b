/** Issue 34: the unit price (Grundpreis) rule of domain/unit-price.ts — references, rounding, Füllmenge, estimates. */
import { describe, expect, it } from 'vitest'

import { formatMeasure, netQuantityErrors, netQuantityText, productUnitPrice, referencePrice, UNIT_PRICE_MESSAGES, unitEstimate, unitPriceLine } from '../../../domain'
import type { ProductInput, UnitInput } from '../../../domain'

const unit = (shortName: string, type: UnitInput['type'], factor: number, id?: number): UnitInput => ({ id, shortName, name: shortName, type, factor })
const g = unit('g', 'weight', 1, 1)
const dag = unit('dag', 'weight', 10, 2)
const kg = unit('kg', 'weight', 1000, 3)
const cl = unit('cl', 'volume', 10, 4)
const l = unit('l', 'volume', 1000, 5)
const cm = unit('cm', 'length', 10, 6)
const m = unit('m', 'length', 1000, 7)
const m2 = unit('m²', 'square', 1_000_000, 8)
const cm2 = unit('cm²', 'square', 100, 9)
const piece = unit('Stk', 'amount', 1, 10)
const pack = unit('Packung', 'package', 1, 11)

describe('referencePrice: price per 1 kg / 1 l / 1 m / 1 m²', () => {
  it('is the price per kg for weights (250 g for 2,86 € → 11,44 € / 1 kg)', () => {
    expect(referencePrice(286, 250, g)).toEqual({ cents: 1144, reference: '1 kg', text: '11,44 € / 1 kg' })
    expect(referencePrice(249, 1, dag)?.text).toBe('249,00 € / 1 kg')
  })

  it('is the price per litre for volumes, also from centilitres (2 cl for 4,60 € → 230,00 € / 1 l)', () => {
    expect(referencePrice(460, 2, cl)?.text).toBe('230,00 € / 1 l')
    expect(referencePrice(390, 0.35, l)?.text).toBe('11,14 € / 1 l')
  })

  it('is the price per metre for lengths and per square metre for areas', () => {
    expect(referencePrice(450, 30, cm)?.text).toBe('15,00 € / 1 m')
    expect(referencePrice(1200, 2.5, m)?.text).toBe('4,80 € / 1 m')
    expect(referencePrice(99, 50, cm2)?.text).toBe('198,00 € / 1 m²')
  })

  it('is per 100 g / 100 ml when asked, only for weights and volumes (small pack: 150 g for 1,80 € → 1,20 € / 100 g)', () => {
    expect(referencePrice(180, 150, g, { per100: true })).toEqual({ cents: 120, reference: '100 g', text: '1,20 € / 100 g' })
    expect(referencePrice(390, 0.35, l, { per100: true })?.text).toBe('1,11 € / 100 ml')
    expect(referencePrice(1200, 2.5, m, { per100: true })?.text).toBe('4,80 € / 1 m')
  })

  it('rounds once, half away from zero, from the exact quotient (no float drift)', () => {
    // 1 € for 3 × 1/3 … : 100 / 0.3 l = 333.33… → 333; 2,00 € for 0,75 l = 266.666… → 267
    expect(referencePrice(100, 0.3, l)?.cents).toBe(333)
    expect(referencePrice(200, 0.75, l)?.cents).toBe(267)
    // exactly half a cent rounds up: 1 cent for 2 kg = 0.5 cent / 1 kg → 1
    expect(referencePrice(1, 2, kg)?.cents).toBe(1)
    // 0,1 + 0,2 l style binary noise does not shift the cent
    expect(referencePrice(330, 0.1 + 0.2, l)?.cents).toBe(1100)
  })

  it('has none for pieces, portions or packages, or a quantity that is not positive', () => {
    expect(referencePrice(450, 1, piece)).toBeNull()
    expect(referencePrice(450, 1, pack)).toBeNull()
    expect(referencePrice(450, 0, g)).toBeNull()
  })
})

describe('productUnitPrice: what the card, overlay and cart show', () => {
  const coffee: ProductInput = { price: 990, unit: pack, netQuantity: { amount: 250, unit: 'g' } }
  const almdudler: ProductInput = { price: 390, unit: piece, netQuantity: { amount: 0.35, unit: 'l' } }

  it('computes a piece’s unit price from its Füllmenge (250 g coffee, 0,35 l Almdudler, 2 cl schnapps)', () => {
    expect(productUnitPrice(coffee)).toMatchObject({ text: '39,60 € / 1 kg', basis: 'netQuantity' })
    expect(productUnitPrice(almdudler)?.text).toBe('11,14 € / 1 l')
    expect(productUnitPrice({ price: 460, unit: piece, netQuantity: { amount: 2, unit: 'cl' } })?.text).toBe('230,00 € / 1 l')
    expect(productUnitPrice({ price: 2500, unit: piece, netQuantity: { amount: 2, unit: 'm2' } })?.text).toBe('12,50 € / 1 m²')
  })

  it('computes a product sold by measure from its unit (per dag, per cl); none when its unit is 1 kg / 1 l / 1 m / 1 m²', () => {
    expect(productUnitPrice({ price: 249, unit: dag })).toMatchObject({ text: '249,00 € / 1 kg', basis: 'unit' })
    expect(productUnitPrice({ price: 230, unit: cl })?.text).toBe('230,00 € / 1 l')
    expect(productUnitPrice({ price: 1690, unit: kg })).toBeNull()
    expect(productUnitPrice({ price: 1200, unit: m2 })).toBeNull()
    expect(productUnitPrice({ price: 390, unit: piece, netQuantity: { amount: 1, unit: 'l' } })).toBeNull()
  })

  it('uses 100 g for ham when the product opts in (2,49 € / dag → 24,90 € / 100 g)', () => {
    expect(productUnitPrice({ price: 249, unit: dag, isUnitPricePer100: true })?.text).toBe('24,90 € / 100 g')
    expect(productUnitPrice({ ...coffee, isUnitPricePer100: true })?.text).toBe('3,96 € / 100 g')
  })

  it('follows a cart line’s price incl. options, hides with a hidden price, ignores incomplete Füllmengen', () => {
    expect(productUnitPrice(coffee, 'EUR', 1090)?.text).toBe('43,60 € / 1 kg')
    expect(productUnitPrice({ ...coffee, isPriceHidden: true })).toBeNull()
    expect(productUnitPrice({ price: 390, unit: piece, netQuantity: { amount: 0.35, unit: null } })).toBeNull()
    expect(productUnitPrice({ price: 390, unit: piece, netQuantity: { amount: null, unit: 'l' } })).toBeNull()
    expect(productUnitPrice({ price: 390, unit: piece })).toBeNull()
  })

  it('prints the Füllmenge in German', () => {
    expect(netQuantityText(almdudler.netQuantity)).toBe('0,35 l')
    expect(netQuantityText({ amount: 2, unit: 'm2' })).toBe('2 m²')
    expect(netQuantityText(null)).toBeNull()
  })
})

describe('approximate products: price per kg and the estimate of a piece', () => {
  const scheibe = unit('Scheibe', 'amount', 1, 12)
  const cheese: ProductInput = {
    price: 2890,
    unit: kg,
    calculationModel: 'approximate',
    alternativeUnits: [
      { unit: piece, ratio: 0.25, calculationModel: 'approximate' },
      { unit: g, ratio: 0.001, calculationModel: 'approximate' },
    ],
  }

  it('has the price per kg as its unit price (no second line) and estimates one piece at ca. 250 g', () => {
    expect(productUnitPrice(cheese)).toBeNull()
    expect(unitEstimate(cheese, piece)).toBe('ca. 250 g')
    expect(unitEstimate(cheese, g)).toBeNull()
    expect(unitEstimate(cheese, kg)).toBeNull()
  })

  it('estimates a slice of a per-dag ham in grams and a fixed unit without "ca."', () => {
    const ham: ProductInput = { price: 249, unit: dag, alternativeUnits: [{ unit: scheibe, ratio: 3, calculationModel: 'approximate' }, { unit: piece, ratio: 150 }] }
    expect(unitEstimate(ham, scheibe)).toBe('ca. 30 g')
    expect(unitEstimate(ham, piece)).toBe('1,5 kg')
    expect(unitEstimate({ unit: piece }, piece)).toBeNull()
  })

  it('formats a measure in the unit people read it in', () => {
    expect(formatMeasure(250, 'weight')).toBe('250 g')
    expect(formatMeasure(1500, 'weight')).toBe('1,5 kg')
    expect(formatMeasure(750, 'volume')).toBe('750 ml')
    expect(formatMeasure(300, 'length')).toBe('30 cm')
    expect(formatMeasure(0, 'weight')).toBeNull()
  })
})

describe('netQuantityErrors: the admin’s validation', () => {
  it('accepts both empty or a positive amount with a unit', () => {
    expect(netQuantityErrors(null)).toEqual([])
    expect(netQuantityErrors({ amount: null, unit: null })).toEqual([])
    expect(netQuantityErrors({ amount: 0.35, unit: 'l' })).toEqual([])
  })

  it('refuses zero or negative amounts, an amount without unit and a unit without amount, in German', () => {
    expect(netQuantityErrors({ amount: 0, unit: 'l' })).toEqual([{ field: 'netQuantity.amount', message: UNIT_PRICE_MESSAGES.amountPositive }])
    expect(netQuantityErrors({ amount: -1, unit: 'g' })[0]?.message).toBe('Bitte geben Sie eine Füllmenge größer als 0 an.')
    expect(netQuantityErrors({ amount: 250, unit: null })).toEqual([{ field: 'netQuantity.unit', message: UNIT_PRICE_MESSAGES.unitRequired }])
    expect(netQuantityErrors({ amount: null, unit: 'g' })).toEqual([{ field: 'netQuantity.amount', message: UNIT_PRICE_MESSAGES.amountRequired }])
    expect(netQuantityErrors({ amount: 1, unit: 'Fass' }).map((error) => error.field)).toEqual(['netQuantity.unit'])
  })
})

describe('unitPriceLine: the text under a price', () => {
  const kgUnit: UnitInput = { id: 3, shortName: 'kg', name: 'Kilogramm', type: 'weight', factor: 1000 }
  const stk: UnitInput = { id: 10, shortName: 'Stk', name: 'Stück', type: 'amount', factor: 1 }
  const cheese: ProductInput = { price: 2890, unit: kgUnit, calculationModel: 'approximate', alternativeUnits: [{ unit: stk, ratio: 0.25, calculationModel: 'approximate' }] }

  it('names the Füllmenge and the Grundpreis of a piece', () => {
    expect(unitPriceLine({ price: 390, unit: stk, netQuantity: { amount: 0.35, unit: 'l' } })).toBe('0,35 l · Grundpreis 11,14 € / 1 l')
  })

  it('gives the Grundpreis of a product sold per dag, per 100 g where chosen', () => {
    expect(unitPriceLine({ price: 249, unit: { shortName: 'dag', type: 'weight', factor: 10 }, isUnitPricePer100: true })).toBe('Grundpreis 24,90 € / 100 g')
  })

  it('estimates a chosen piece of an approximate product and repeats its price per kg; nothing for the kg itself', () => {
    expect(unitPriceLine(cheese, { unit: stk })).toBe('1 Stk ca. 250 g · Grundpreis 28,90 € / 1 kg')
    expect(unitPriceLine(cheese, { unit: kgUnit })).toBeNull()
    expect(unitPriceLine(cheese)).toBeNull()
  })

  it('says nothing for a hidden price or a dish', () => {
    expect(unitPriceLine({ price: 390, unit: stk, netQuantity: { amount: 0.35, unit: 'l' }, isPriceHidden: true })).toBeNull()
    expect(unitPriceLine({ price: 1450, unit: stk })).toBeNull()
  })
})
