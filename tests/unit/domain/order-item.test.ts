import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DELIVERY_TAX_RATE,
  alignStoredParts,
  computePricing,
  invalidPartIndexes,
  isCartItemValid,
  isFilePartType,
  orderItemSnapshot,
  orderableProduct,
  partSnapshot,
  partSnapshots,
  productUnitById,
  readPartSnapshots,
  resolveUnitOption,
  storedDeliveryArea,
  storedDeliveryTaxRate,
  storedPricedLine,
  storedUnitId,
  storedUploads,
  toPricedLine,
  unknownOptionPartIndexes,
} from '../../../domain'
import type { ConfigPartInput, ProductInput, UploadRef } from '../../../domain'
import { g, kg, piece } from './fixtures'

const parts: ConfigPartInput[] = [
  {
    name: 'Größe',
    type: 'select',
    options: [
      { name: 'Normal', value: 0 },
      { name: 'Familie', modifier: 'overwrite', value: 1890 },
    ],
  },
  {
    name: 'Extras',
    type: 'multiselect',
    optional: true,
    options: [
      { name: 'Rucola', value: 150 },
      { name: 'Schinken', modifier: 'add', value: 250 },
    ],
  },
  { name: 'Foto', type: 'image', optional: true },
  { name: 'Widmung', type: 'text', optional: true },
]
const pizza: ProductInput = { id: 7, name: 'Pizza', type: 'configurable', price: 990, tax: 10, unit: piece, config: { parts } }
const photo: UploadRef = { id: 42, extension: 'jpg', mimeType: 'image/jpeg', publicHash: 'abc', filename: 'torte.jpg' }

describe('file part types', () => {
  it('knows the four upload part types and nothing else', () => {
    expect(['image', 'images', 'file', 'files'].every(isFilePartType)).toBe(true)
    expect(['select', 'multiselect', 'text', 'textarea', '', null, undefined].some(isFilePartType)).toBe(false)
  })
})

describe('SF §5: only a configurable product has parts', () => {
  const simple: ProductInput = { ...pizza, type: 'simple' }

  it('does not validate the parts of a non-configurable product, so a required part left empty is no error', () => {
    expect(invalidPartIndexes({ product: simple, parts: [] })).toEqual([])
    expect(isCartItemValid({ product: simple, amount: 1, parts: [] })).toBe(true)
    expect(isCartItemValid({ product: { ...simple, type: 'bundle' }, amount: 1, parts: [] })).toBe(true)
    expect(isCartItemValid({ product: orderableProduct(simple), amount: 1, parts: [] })).toBe(true)
    expect(orderableProduct(simple).config?.parts).toEqual([])
  })

  it('keeps the parts of a configurable product', () => {
    expect(orderableProduct(pizza)).toBe(pizza)
    expect(isCartItemValid({ product: orderableProduct(pizza), amount: 1, parts: [] })).toBe(false)
  })

  it('prices a non-configurable product without its part options', () => {
    const line = toPricedLine({ product: orderableProduct(simple), amount: 1, parts: [{ value: 'Familie' }] }, 'takeaway')
    expect(line.unitGross).toBe(990)
  })
})

describe('writing part snapshots', () => {
  it('stores a select with its option, a multiselect with its known options, uploads with their references', () => {
    const values = [{ value: 'Familie' }, { values: ['Rucola', 'Gold'] }, null, { value: '' }]
    expect(partSnapshots(pizza, values, () => [photo])).toEqual([
      { name: 'Größe', type: 'select', value: 'Familie', options: [{ name: 'Familie', modifier: 'overwrite', value: 1890 }] },
      { name: 'Extras', type: 'multiselect', values: ['Rucola'], options: [{ name: 'Rucola', modifier: 'add', value: 150 }] },
      { name: 'Foto', type: 'image', values: ['42'], uploads: [photo] },
    ])
  })

  it('stores nothing for a part without a choice', () => {
    expect(partSnapshot(parts[0]!, null)).toBeNull()
    expect(partSnapshot(parts[1]!, { values: [] })).toBeNull()
    expect(partSnapshot(parts[2]!, { values: ['42'] }, [])).toBeNull()
    expect(partSnapshot(parts[3]!, { value: '' })).toBeNull()
  })

  it('reports multiselect names the part does not offer', () => {
    expect(unknownOptionPartIndexes(pizza, [{ value: 'Normal' }, { values: ['Rucola', 'Gold'] }])).toEqual([1])
    expect(unknownOptionPartIndexes(pizza, [{ value: 'Riesig' }, { values: ['Rucola'] }])).toEqual([])
  })
})

describe('reading stored snapshots', () => {
  const stored = [
    { name: 'Größe', type: 'select', value: 'Familie', options: [{ name: 'Familie', modifier: 'overwrite', value: 1890 }] },
    { name: 'Foto', type: 'image', values: ['42'], uploads: [photo] },
    'kaputt',
    null,
  ]

  it('skips entries that are no objects and keeps the rest as written', () => {
    expect(readPartSnapshots(stored)).toEqual([stored[0], stored[1]])
    expect(readPartSnapshots(null)).toEqual([])
    expect(readPartSnapshots({ name: 'x' })).toEqual([])
  })

  it('aligns the stored parts by name with the product’s current parts', () => {
    expect(alignStoredParts(pizza, stored)).toEqual([
      { value: 'Familie', values: null },
      null,
      { value: null, values: ['42'] },
      null,
    ])
  })

  it('finds the stored uploads of a file part by name', () => {
    expect(storedUploads(stored, 'Foto')).toEqual([photo])
    expect(storedUploads(stored, 'Größe')).toEqual([])
  })

  it('reads the stored unit id and a stored line at its stored gross', () => {
    expect(storedUnitId({ id: 3, name: 'kg' })).toBe(3)
    expect(storedUnitId(null)).toBeNull()
    expect(storedUnitId({ id: '3' })).toBeNull()
    expect(storedPricedLine({ gross: 1234.4, taxRate: 20, calculationModel: 'approximate' })).toEqual({
      unitGross: 1234,
      quantity: 1,
      taxRate: 20,
      calculationModel: 'approximate',
    })
    expect(storedPricedLine({ gross: null, taxRate: null, calculationModel: 'unbekannt' })).toEqual({
      unitGross: 0,
      quantity: 1,
      taxRate: 0,
      calculationModel: 'fixed',
    })
  })
})

describe('item snapshot', () => {
  const cheese: ProductInput = {
    id: 9,
    name: 'Bergkäse',
    price: 2400,
    tax: 10,
    unit: kg,
    alternativeUnits: [{ unit: g, calculationModel: 'approximate' }],
  }

  it('finds a unit by id among the product’s own and alternative units; an unknown id is refused by the unit rules', () => {
    expect(productUnitById(cheese, 'g')).toBe(g)
    expect(productUnitById(cheese, 'kg')).toBe(kg)
    expect(productUnitById(cheese, null)).toBeNull()
    expect(resolveUnitOption(cheese, productUnitById(cheese, 'liter'))).toBeNull()
  })

  it('stores name, unit with its ratio, unit price, line gross, tax rate and model of the priced line', () => {
    const option = resolveUnitOption(cheese, g)!
    const pricing = computePricing([toPricedLine({ product: cheese, amount: 250, unit: g }, 'takeaway')])
    expect(orderItemSnapshot({ product: cheese, amount: 250, option, line: pricing.lines[0], parts: [] })).toEqual({
      product: 9,
      name: 'Bergkäse',
      amount: 250,
      unitName: 'g',
      unit: { id: 'g', name: 'Gramm', shortName: 'g', type: 'weight', factor: 1, ratio: 0.001 },
      unitPrice: 2,
      gross: 600,
      taxRate: 10,
      calculationModel: 'approximate',
      parts: [],
      allergens: null,
    })
  })
})

describe('delivery fee of a stored order', () => {
  const area = { area: 'Innenstadt', price: 350, tax: 13, freeFromOrderValue: 5000 }

  it('re-prices with the tax rate stored at order time, not the branch’s current one', () => {
    expect(storedDeliveryTaxRate(10, area)).toBe(10)
    expect(storedDeliveryArea({ deliveryArea: 'Innenstadt', deliveryGross: 350, deliveryTaxRate: 10 }, area)).toEqual({
      ...area,
      tax: 10,
    })
  })

  it('keeps the stored fee as a fixed one when the branch no longer has the area', () => {
    expect(storedDeliveryArea({ deliveryArea: 'Alt', deliveryGross: 400, deliveryTaxRate: 20 }, null)).toEqual({
      area: 'Alt',
      price: 400,
      tax: 20,
    })
    expect(storedDeliveryArea({ deliveryArea: 'Alt', deliveryGross: 0, deliveryTaxRate: 20 }, null)).toBeNull()
  })

  it('falls back for orders stored without a rate: the area’s current rate, else the default rate', () => {
    expect(storedDeliveryTaxRate(null, area)).toBe(13)
    expect(storedDeliveryTaxRate(undefined, null)).toBe(DEFAULT_DELIVERY_TAX_RATE)
    expect(storedDeliveryTaxRate(0, area)).toBe(0)
  })
})
