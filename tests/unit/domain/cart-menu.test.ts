import { describe, expect, it } from 'vitest'
import {
  acceptedExtensions,
  activeMenu,
  deliveryTypeOf,
  invalidPartIndexes,
  isCartItemValid,
  isPartValid,
  isUploadAccepted,
  itemAvailability,
  productAvailability,
  visibleCatalog,
} from '../../../domain'
import type { ConfigPartInput, ProductInput, ScheduledInput } from '../../../domain'
import { VIENNA, at, kg, rule, schnitzel } from './fixtures'

describe('cart item validation', () => {
  const parts: ConfigPartInput[] = [
    { name: 'Größe', type: 'select', options: [{ name: 'S' }, { name: 'L' }] },
    { name: 'Widmung', type: 'text' },
    { name: 'Extras', type: 'multiselect', options: [{ name: 'Käse' }] },
    { name: 'Foto', type: 'image' },
    { name: 'Notiz', type: 'textarea', optional: true },
  ]
  const cake: ProductInput = { price: 3500, type: 'configurable', config: { parts } }

  it('accepts an item with all required parts filled', () => {
    const parts = [{ value: 'L' }, { value: 'Alles Gute' }, { values: ['Käse'] }, { values: ['upload-1'] }]
    expect(isCartItemValid({ product: cake, amount: 1, parts })).toBe(true)
  })

  it('needs an amount above zero', () => {
    expect(isCartItemValid({ product: schnitzel, amount: 0 })).toBe(false)
    expect(isCartItemValid({ product: schnitzel, amount: -1 })).toBe(false)
  })

  it('needs a value for required select/text/textarea and an entry for multiselect/file/image parts', () => {
    expect(invalidPartIndexes({ product: cake, parts: [{ value: ' ' }, null, { values: [] }, { values: [] }] })).toEqual([0, 1, 2, 3])
  })

  it('rejects a select value that is not an option, even for optional parts', () => {
    expect(isPartValid({ name: 'x', type: 'select', optional: true, options: [{ name: 'a' }] }, { value: 'b' })).toBe(false)
  })

  it('rejects a unit the product is not sold in', () => {
    expect(isCartItemValid({ product: schnitzel, amount: 1, unit: kg })).toBe(false)
  })

  it('derives the delivery type from the cart flags', () => {
    expect(deliveryTypeOf({ isDelivery: true, isDineIn: true })).toBe('delivery')
    expect(deliveryTypeOf({ isDineIn: true })).toBe('dineIn')
    expect(deliveryTypeOf({})).toBe('takeaway')
  })
})

describe('upload types', () => {
  it('accepts only jpg, jpeg, png and gif for image parts', () => {
    expect(isUploadAccepted({ extension: 'JPG', mimeType: 'image/jpeg' }, 'image')).toBe(true)
    expect(isUploadAccepted({ extension: 'gif', mimeType: 'image/gif' }, 'images')).toBe(true)
    expect(isUploadAccepted({ extension: 'webp', mimeType: 'image/webp' }, 'image')).toBe(false)
    expect(isUploadAccepted({ extension: 'pdf', mimeType: 'application/pdf' }, 'image')).toBe(false)
    expect(acceptedExtensions('image')).toEqual(['jpg', 'jpeg', 'png', 'gif'])
  })

  it('accepts txt, csv, images, video, zip, pdf and office files for file parts', () => {
    for (const [extension, mimeType] of [
      ['txt', 'text/plain; charset=utf-8'],
      ['csv', 'text/csv'],
      ['webp', 'image/webp'],
      ['mp4', 'video/mp4'],
      ['zip', 'application/zip'],
      ['pdf', 'application/pdf'],
      ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ] as const) {
      expect(isUploadAccepted({ extension, mimeType }, 'files'), extension).toBe(true)
    }
  })

  it('rejects unknown extensions, mismatched mime types and uploads on non-file parts', () => {
    expect(isUploadAccepted({ extension: 'exe', mimeType: 'application/x-msdownload' }, 'file')).toBe(false)
    expect(isUploadAccepted({ extension: 'pdf', mimeType: 'application/x-msdownload' }, 'file')).toBe(false)
    expect(isUploadAccepted({ extension: 'pdf', mimeType: 'application/pdf' }, 'text')).toBe(false)
  })
})

describe('active menu', () => {
  const menus = [
    { id: 'winter', availableFrom: '2025-11-01T00:00:00+01:00', branches: ['b1'] },
    { id: 'spring', availableFrom: '2026-03-01T00:00:00+01:00', branches: ['b1'] },
    { id: 'summer', availableFrom: '2026-06-01T00:00:00+02:00', branches: ['b1'] },
    { id: 'other', availableFrom: '2026-03-15T00:00:00+01:00', branches: ['b2'] },
  ]

  it('picks the latest availableFrom in the past for the branch', () => {
    expect(activeMenu(menus, at('2026-04-01T12:00:00+02:00'), 'b1')?.id).toBe('spring')
    expect(activeMenu(menus, at('2026-06-01T00:00:00+02:00'), 'b1')?.id).toBe('summer')
    expect(activeMenu(menus, at('2026-04-01T12:00:00+02:00'), 'b2')?.id).toBe('other')
  })

  it('returns null when no menu has started', () => {
    expect(activeMenu(menus, at('2025-01-01T12:00:00+01:00'), 'b1')).toBeNull()
  })
})

describe('category and product availability', () => {
  const lunch = [rule('daily', '11:00', '14:00')]
  const noon = at('2026-03-30T12:00:00+02:00')
  const evening = at('2026-03-30T19:00:00+02:00')

  it('treats an empty schedule as always available', () => {
    expect(itemAvailability({ schedule: [] }, evening, VIENNA)).toEqual({ isAvailable: true, isVisible: true })
  })

  it('follows the schedule and isVisibleWhenUnavailable', () => {
    expect(itemAvailability({ schedule: lunch }, noon, VIENNA).isAvailable).toBe(true)
    expect(itemAvailability({ schedule: lunch }, evening, VIENNA)).toEqual({ isAvailable: false, isVisible: false })
    expect(itemAvailability({ schedule: lunch, isVisibleWhenUnavailable: true }, evening, VIENNA)).toEqual({ isAvailable: false, isVisible: true })
  })

  it('hides disabled items', () => {
    expect(itemAvailability({ isEnabled: false, isVisibleWhenUnavailable: true }, noon, VIENNA)).toEqual({ isAvailable: false, isVisible: false })
  })

  it('makes a product unavailable when its category is', () => {
    expect(productAvailability({}, { schedule: lunch, isVisibleWhenUnavailable: true }, evening, VIENNA)).toEqual({ isAvailable: false, isVisible: true })
  })

  it('builds the visible catalogue, dropping empty categories', () => {
    const categories: (ScheduledInput & { id: string })[] = [
      { id: 'mittag', schedule: lunch },
      { id: 'getraenke' },
      { id: 'aus', isEnabled: false },
    ]
    const products: Record<string, (ScheduledInput & { id: string })[]> = {
      mittag: [{ id: 'menue' }],
      getraenke: [{ id: 'cola' }, { id: 'bier', isEnabled: false }],
      aus: [{ id: 'x' }],
    }
    const catalog = visibleCatalog(categories, (category) => products[category.id] ?? [], evening, VIENNA)
    expect(catalog.map((entry) => [entry.category.id, entry.products.map((p) => p.product.id)])).toEqual([['getraenke', ['cola']]])
  })
})
