import { describe, expect, it } from 'vitest'
import {
  deliveryAreaForPostcode,
  deliveryPostcode,
  duplicatePostcode,
  filterBranches,
  normalizePostcode,
  priceCart,
  resolveDeliveryArea,
  splitPostcodes,
  validateCheckout,
} from '../../../domain'
import type { CheckoutInput, DeliveryAreaInput, OrderFormInput } from '../../../domain'
import { at, branch, schnitzel } from './fixtures'

// Wien's demo areas (seed/data/business.ts): each lists its district's postcode
const NEUBAU: DeliveryAreaInput = { id: 'a1', area: '1070 Neubau', postcodes: ['1070'], price: 290, tax: 20, freeFromOrderValue: 2500, minimumOrderValue: 1500 }
const MARIAHILF: DeliveryAreaInput = { id: 'a2', area: '1060 Mariahilf', postcodes: ['1060'], price: 390, tax: 20, minimumOrderValue: 2000 }
const FUENFHAUS: DeliveryAreaInput = { id: 'a3', area: '1150 Rudolfsheim-Fünfhaus', postcodes: ['1150'], price: 0, tax: 20, free: true, minimumOrderValue: 3000 }
const UMLAND: DeliveryAreaInput = { id: 'a4', area: 'Umland', price: 690, tax: 20 }
const wien = branch({ deliveryAreas: [NEUBAU, MARIAHILF, FUENFHAUS] })

const form: OrderFormInput = {
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna@example.at',
  phone: '+43 664 1234567',
  street: 'Gumpendorfer Straße 10',
  zipCode: '1060',
  city: 'Wien',
  country: 'AT',
  deliveryArea: 'a1',
  paymentMethod: 'cash',
  legalInstructions: true,
  privacyPolicy: true,
}
// two schnitzel: 25,80 € — above every minimum, above Neubau's free-from 25,00 €
const checkout = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  form,
  deliveryType: 'delivery',
  branch: wien,
  items: [{ product: schnitzel, amount: 2 }],
  now: at('2026-03-30T12:00:00+02:00'),
  ...overrides,
})

describe('postcodes of a delivery area', () => {
  it('normalizes what customers and admins type', () => {
    expect(normalizePostcode(' 1070 ')).toBe('1070')
    expect(normalizePostcode('A-1070')).toBe('1070')
    expect(normalizePostcode('D-10115')).toBe('10115')
    expect(splitPostcodes(['1070, 1080;1090', ' 1070 ', ''])).toEqual(['1070', '1080', '1090'])
  })

  it('names a postcode listed by two areas of one branch', () => {
    expect(duplicatePostcode([NEUBAU, MARIAHILF, FUENFHAUS])).toBeNull()
    expect(duplicatePostcode([NEUBAU, { ...MARIAHILF, postcodes: ['1060', '1070'] }])).toBe('1070')
  })

  it('takes the delivery PLZ from deliveryZipCode when the delivery address differs, else from zipCode', () => {
    expect(deliveryPostcode({ zipCode: '1060', deliveryZipCode: '1150' })).toBe('1060')
    expect(deliveryPostcode({ zipCode: '1060', isDeliveryAddressDifferent: true, deliveryZipCode: '1150' })).toBe('1150')
    expect(deliveryAreaForPostcode(wien, '1150')?.area).toBe('1150 Rudolfsheim-Fünfhaus')
    expect(deliveryAreaForPostcode(wien, '1010')).toBeNull()
  })
})

describe('the delivery area follows the PLZ (issue 33)', () => {
  it('PLZ 1060 → 1060 Mariahilf, although the form names 1070 Neubau', () => {
    expect(resolveDeliveryArea(wien, { zipCode: '1060', deliveryArea: 'a1' })).toEqual({ area: MARIAHILF, source: 'postcode', error: null })
    expect(resolveDeliveryArea(wien, { zipCode: '1060', deliveryArea: 'Mond' }).area).toBe(MARIAHILF)
  })

  it('uses the different delivery address’s PLZ', () => {
    expect(resolveDeliveryArea(wien, { zipCode: '1060', isDeliveryAddressDifferent: true, deliveryZipCode: '1150', deliveryArea: 'a2' }).area).toBe(FUENFHAUS)
  })

  it('the fee, minimum and free-from are those of the PLZ’s area, not of the named one', () => {
    // named Neubau would be free (25,80 € > 25,00 €); the PLZ's Mariahilf costs 3,90 €
    expect(validateCheckout(checkout())).toEqual([])
    expect(priceCart([{ product: schnitzel, amount: 2 }], 'delivery', resolveDeliveryArea(wien, form).area).deliveryGross).toBe(390)
    // one schnitzel (12,90 €): below Mariahilf's 20,00 € although above Neubau's 15,00 €
    expect(validateCheckout(checkout({ items: [{ product: schnitzel, amount: 1 }] }))).toEqual([
      { field: 'deliveryArea', message: 'Sie haben den Mindestbestellwert in Höhe von 20,00 € leider noch nicht erreicht.' },
    ])
  })

  it('refuses a PLZ in no area with the German message on zipCode', () => {
    expect(validateCheckout(checkout({ form: { ...form, zipCode: '1010' } }))).toEqual([
      { field: 'zipCode', message: 'Leider liefern wir nicht an die Postleitzahl 1010.' },
    ])
  })

  it('refuses a different delivery address’s PLZ on deliveryZipCode', () => {
    const different = { ...form, isDeliveryAddressDifferent: true, deliveryStreet: 'Praterstraße 1', deliveryZipCode: '1020', deliveryCity: 'Wien', deliveryCountry: 'AT' }
    expect(validateCheckout(checkout({ form: different }))).toEqual([{ field: 'deliveryZipCode', message: 'Leider liefern wir nicht an die Postleitzahl 1020.' }])
  })

  it('without a PLZ reports only the missing PLZ (the named area is the estimate)', () => {
    expect(validateCheckout(checkout({ form: { ...form, zipCode: '' } }))).toEqual([{ field: 'zipCode', message: 'Dieser Wert sollte nicht leer sein.' }])
    expect(resolveDeliveryArea(wien, { zipCode: '', deliveryArea: 'a1' }).area).toBe(NEUBAU)
  })

  it('does not apply to takeaway', () => {
    expect(validateCheckout(checkout({ deliveryType: 'takeaway', form: { ...form, zipCode: '1010' } }))).toEqual([])
  })
})

describe('areas without postcodes are chosen by name, as before', () => {
  const byName = branch({ deliveryAreas: [{ ...NEUBAU, postcodes: [] }, { ...MARIAHILF, postcodes: null }] })

  it('takes the named area whatever the PLZ', () => {
    expect(resolveDeliveryArea(byName, { zipCode: '1010', deliveryArea: 'a1' })).toMatchObject({ area: { id: 'a1' }, source: 'name', error: null })
    expect(validateCheckout(checkout({ branch: byName, form: { ...form, zipCode: '9999', deliveryArea: '1060 Mariahilf' } }))).toEqual([])
  })

  it('requires a known area', () => {
    expect(validateCheckout(checkout({ branch: byName, form: { ...form, deliveryArea: null } }))).toEqual([{ field: 'deliveryArea', message: 'Dieser Wert sollte nicht leer sein.' }])
    expect(validateCheckout(checkout({ branch: byName, form: { ...form, deliveryArea: 'Mond' } }))).toEqual([{ field: 'deliveryArea', message: 'Dieser Wert ist ungültig.' }])
  })

  it('at a branch with both kinds, a PLZ outside the postcode areas needs an area without postcodes', () => {
    const mixed = branch({ deliveryAreas: [NEUBAU, UMLAND] })
    expect(resolveDeliveryArea(mixed, { zipCode: '1070', deliveryArea: 'a4' }).area).toBe(NEUBAU)
    expect(resolveDeliveryArea(mixed, { zipCode: '2340', deliveryArea: 'a4' })).toEqual({ area: UMLAND, source: 'name', error: null })
    expect(resolveDeliveryArea(mixed, { zipCode: '2340', deliveryArea: 'a1' }).error).toEqual({ field: 'deliveryArea', message: 'Dieser Wert ist ungültig.' })
    expect(resolveDeliveryArea(mixed, { zipCode: '2340', deliveryArea: null }).error).toEqual({ field: 'deliveryArea', message: 'Dieser Wert sollte nicht leer sein.' })
  })
})

describe('branch search by postcode', () => {
  const branches = [
    { id: 1, name: 'Genusswerk Wien', zipCode: '1070', city: 'Wien', isDeliveryEnabled: true, deliveryAreas: [NEUBAU, MARIAHILF, FUENFHAUS] },
    { id: 2, name: 'Genusswerk Graz', zipCode: '8010', city: 'Graz', isDeliveryEnabled: false, deliveryAreas: [{ area: 'Graz', postcodes: ['8020'] }] },
  ]

  it('finds the branches that deliver to a postcode', () => {
    expect(filterBranches(branches, '1150').map((b) => b.id)).toEqual([1])
    expect(filterBranches(branches, '106').map((b) => b.id)).toEqual([1])
  })

  it('ignores the areas of a branch that does not deliver', () => {
    expect(filterBranches(branches, '8020').map((b) => b.id)).toEqual([])
  })
})
