import { describe, expect, it } from 'vitest'
import {
  contactRequirements,
  filterPhoneInput,
  isValidPhone,
  normalizePhone,
  validateCheckout,
} from '../../../domain'
import type { CheckoutInput, OrderFormInput } from '../../../domain'
import { at, branch, schnitzel, wine } from './fixtures'

const validForm: OrderFormInput = {
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna@example.at',
  phone: '+43 664 1234567',
  street: 'Graben 1',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
  deliveryArea: 'a1',
  paymentMethod: 'cash',
  legalInstructions: true,
  privacyPolicy: true,
}
const noon = at('2026-03-30T12:00:00+02:00')
const input = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  form: validForm,
  deliveryType: 'delivery',
  branch: branch(),
  items: [{ product: schnitzel, amount: 2 }],
  now: noon,
  ...overrides,
})
const fields = (errors: readonly { field: string }[]): string[] => errors.map((error) => error.field)

describe('phone input', () => {
  it('keeps only digits, plus and spaces while typing', () => {
    expect(filterPhoneInput('+43 (664) 123-4567')).toBe('+43 664 1234567')
  })

  it('normalises on change: digits and plus only, leading 00 becomes +', () => {
    expect(normalizePhone('0043 664 1234567')).toBe('+436641234567')
    expect(normalizePhone('+43 664 12+34')).toBe('+436641234')
  })

  it('requires the international format', () => {
    expect(isValidPhone('0664 1234567')).toBe(false)
    expect(isValidPhone('0043 664 1234567')).toBe(true)
    expect(isValidPhone('+')).toBe(false)
  })
})

describe('contact requirements', () => {
  it('always requires the address for delivery and follows the flags otherwise', () => {
    const b = branch({ isTakeawayPhoneRequired: true, isDineInEmailRequired: true })
    expect(contactRequirements(b, 'delivery')).toEqual({ email: false, phone: false, address: true })
    expect(contactRequirements(b, 'takeaway')).toEqual({ email: false, phone: true, address: false })
    expect(contactRequirements(b, 'dineIn')).toEqual({ email: true, phone: false, address: false })
  })
})

describe('checkout validation', () => {
  it('accepts a complete delivery order', () => {
    expect(validateCheckout(input())).toEqual([])
  })

  it('returns all errors at once with order-form field names', () => {
    const errors = validateCheckout(input({ form: { deliveryArea: null } }))
    expect(fields(errors)).toEqual([
      'firstName',
      'lastName',
      'street',
      'zipCode',
      'city',
      'country',
      'deliveryArea',
      'legalInstructions',
      'privacyPolicy',
    ])
    expect(errors[0]?.message).toBe('Dieser Wert sollte nicht leer sein.')
  })

  it('reports a phone without + in the spec wording', () => {
    const errors = validateCheckout(input({ form: { ...validForm, phone: '0664 1234567' } }))
    expect(errors).toEqual([{ field: 'phone', message: 'Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 an.' }])
  })

  it('requires email and phone by the branch flags of the delivery type', () => {
    const b = branch({ isTakeawayEmailRequired: true, isTakeawayPhoneRequired: true })
    const form = { ...validForm, email: '', phone: '', street: '', zipCode: '', city: '', country: '' }
    expect(fields(validateCheckout(input({ branch: b, deliveryType: 'takeaway', form })))).toEqual(['email', 'phone'])
  })

  it('checks the email format and the allowed countries DE, LI, AT, CH', () => {
    const errors = validateCheckout(input({ form: { ...validForm, email: 'anna@', country: 'IT' } }))
    expect(errors).toEqual([
      { field: 'email', message: 'Dieser Wert ist keine gültige E-Mail-Adresse.' },
      { field: 'country', message: 'Dieser Wert ist kein gültiges Land.' },
    ])
    expect(validateCheckout(input({ form: { ...validForm, country: 'LI' } }))).toEqual([])
  })

  it('requires an appointment when the branch requires one', () => {
    const errors = validateCheckout(input({ branch: branch({ isAppointmentRequired: true }) }))
    expect(errors).toEqual([{ field: 'appointmentDate', message: 'Bitte wählen Sie einen Termin aus.' }])
  })

  it('rejects an appointment outside the opening hours', () => {
    const errors = validateCheckout(input({ form: { ...validForm, appointmentDate: '2026-03-30T21:00:00+02:00' } }))
    expect(fields(errors)).toEqual(['appointmentDate'])
    expect(validateCheckout(input({ form: { ...validForm, appointmentDate: '2026-03-30T15:00:00+02:00' } }))).toEqual([])
  })

  it('blocks delivery below the minimum order value and accepts it exactly at the minimum', () => {
    const below = validateCheckout(input({ items: [{ product: schnitzel, amount: 1 }] }))
    expect(below).toEqual([{ field: 'deliveryArea', message: 'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.' }])
    const exact = validateCheckout(input({ items: [{ product: { ...wine, price: 1500 }, amount: 1 }] }))
    expect(exact).toEqual([])
  })

  it('needs a table for dine-in with table selection', () => {
    const b = branch({ isTableSelectionEnabled: true })
    expect(fields(validateCheckout(input({ branch: b, deliveryType: 'dineIn' })))).toEqual(['table'])
    expect(validateCheckout(input({ branch: b, deliveryType: 'dineIn', form: { ...validForm, table: 'T7' }, tables: ['T7'] }))).toEqual([])
    expect(fields(validateCheckout(input({ branch: b, deliveryType: 'dineIn', form: { ...validForm, table: 'T9' }, tables: ['T7'] })))).toEqual(['table'])
  })

  it('rejects a delivery type the branch does not offer', () => {
    expect(validateCheckout(input({ branch: branch({ isDeliveryEnabled: false }) }))).toEqual([
      { field: 'deliveryType', message: 'Derzeit bieten wir leider keine Lieferung an.' },
    ])
  })

  it('rejects orders while closed unless pre-orders or quotations are enabled', () => {
    const night = at('2026-03-30T22:00:00+02:00')
    expect(validateCheckout(input({ now: night }))).toEqual([{ field: 'branch', message: 'Derzeit ist leider keine Lieferung möglich.' }])
    expect(validateCheckout(input({ now: night, branch: branch({ isPreorderEnabled: true }) }))).toEqual([])
    expect(validateCheckout(input({ now: night, branch: branch({ isQuotationRequired: true }) }))).toEqual([])
  })

  it('reports an empty cart and invalid items', () => {
    expect(validateCheckout(input({ items: [] }))).toContainEqual({ field: 'items', message: 'Keine Produkte im Warenkorb!' })
    expect(fields(validateCheckout(input({ items: [{ product: schnitzel, amount: 2 }, { product: wine, amount: 0 }] })))).toEqual(['items.1'])
    expect(fields(validateCheckout(input({ items: [{ product: { ...schnitzel, isEnabled: false }, amount: 2 }] })))).toContain('items.0')
  })

  it('requires the different delivery address and the company name when chosen', () => {
    const form = { ...validForm, isDeliveryAddressDifferent: true, isCompany: true }
    expect(fields(validateCheckout(input({ form })))).toEqual(['companyName', 'deliveryStreet', 'deliveryZipCode', 'deliveryCity', 'deliveryCountry'])
  })

  it('checks the payment method against the enabled ones', () => {
    expect(fields(validateCheckout(input({ paymentMethods: ['datatrans'] })))).toEqual(['paymentMethod'])
  })
})
