import { describe, expect, it } from 'vitest'
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  addressLines,
  customerName,
  deliveryTypeText,
  firstOnlineMethod,
  itemQuantityText,
  itemTitle,
  offeredPaymentMethods,
  orderConfirmationTitle,
  orderDeliveryType,
  partText,
  paymentMethodLabel,
  paymentState,
  publicPartValues,
  ticketLabel,
  uploadText,
} from '../../../domain'

describe('customer name', () => {
  it('puts the company first and the person in parentheses', () => {
    expect(customerName({ isCompany: true, companyName: 'Muster GmbH', firstName: 'Anna', lastName: 'Muster' })).toBe(
      'Muster GmbH (Anna Muster)',
    )
    expect(customerName({ isCompany: true, companyName: 'Muster GmbH' })).toBe('Muster GmbH')
  })

  it('is the person alone when the order is not for a company (a stale company name is ignored)', () => {
    expect(customerName({ isCompany: false, companyName: 'Alt GmbH', firstName: 'Anna', lastName: 'Muster' })).toBe('Anna Muster')
    expect(customerName({ firstName: null, lastName: 'Muster' })).toBe('Muster')
    expect(customerName({})).toBe('')
  })
})

describe('address lines', () => {
  const own = { street: 'Mariahilfer Straße 1', stairway: '2', floor: '3', door: '4', zipCode: '1060', city: 'Wien' }

  it('gives street with stairway, floor and door, then zip code and city', () => {
    expect(addressLines(own)).toEqual(['Mariahilfer Straße 1, Stiege 2, Stock 3, Tür 4', '1060 Wien'])
  })

  it('uses the different delivery address when given', () => {
    const order = {
      ...own,
      isDeliveryAddressDifferent: true,
      deliveryStreet: 'Ring 5',
      deliveryZipCode: '1010',
      deliveryCity: 'Wien',
    }
    expect(addressLines(order)).toEqual(['Ring 5', '1010 Wien'])
  })

  it('leaves out empty lines', () => {
    expect(addressLines({ zipCode: '8010', city: 'Graz' })).toEqual(['8010 Graz'])
    expect(addressLines({})).toEqual([])
  })
})

describe('delivery type', () => {
  it('reads the stored type, else the flags', () => {
    expect(orderDeliveryType({ deliveryType: 'dineIn', isDelivery: true })).toBe('dineIn')
    expect(orderDeliveryType({ deliveryType: null, isDelivery: true })).toBe('delivery')
    expect(orderDeliveryType({ isDineIn: true })).toBe('dineIn')
    expect(orderDeliveryType({})).toBe('takeaway')
  })

  it('names dine-in with its table', () => {
    expect(deliveryTypeText({ deliveryType: 'dineIn', tableIdentifier: '4' })).toBe('Dine In · Tisch 4')
    expect(deliveryTypeText({ deliveryType: 'delivery', tableIdentifier: '4' })).toBe('Lieferung')
    expect(deliveryTypeText({ deliveryType: 'takeaway' })).toBe('Takeaway')
  })
})

describe('payment', () => {
  it('has one German name per method and shows unknown stored values as they are', () => {
    expect(PAYMENT_METHODS.map(paymentMethodLabel)).toEqual([
      'Barzahlung',
      'Bankomatkarte',
      'Gutschein',
      'Kreditkarte (online)',
      'Online-Zahlung',
    ])
    expect(paymentMethodLabel('scheck')).toBe('scheck')
    expect(paymentMethodLabel(null)).toBe('–')
  })

  it('says where the payment stands', () => {
    expect(paymentState({ paymentMethod: 'stripe', isPaid: true, isRefunded: true }).text).toBe('Rückerstattet')
    expect(paymentState({ paymentMethod: 'stripe', isPaid: true })).toEqual({ text: 'Bezahlt', tone: 'ok' })
    expect(paymentState({ paymentMethod: 'datatrans' })).toEqual({ text: 'Zahlung ausstehend', tone: 'warn' })
    expect(paymentState({ paymentMethod: 'cash' })).toEqual({ text: 'Bei Übergabe', tone: 'neutral' })
  })

  it('titles the confirmation of every order not paid online "Bestellbestätigung – keine Rechnung" (Tresen is no cash register)', () => {
    for (const paymentMethod of ['cash', 'atmCard', 'voucher', null]) {
      expect(orderConfirmationTitle({ paymentMethod })).toBe('Bestellbestätigung – keine Rechnung')
      // a flag set by hand does not make a hand-over payment an online one: it is booked in the shop's register
      expect(orderConfirmationTitle({ paymentMethod, isPaid: true })).toBe('Bestellbestätigung – keine Rechnung')
    }
    expect(orderConfirmationTitle({ paymentMethod: 'stripe' })).toBe('Bestellbestätigung – keine Rechnung')
    expect(orderConfirmationTitle({ paymentMethod: 'datatrans', isPaid: false })).toBe('Bestellbestätigung – keine Rechnung')
  })

  it('titles an order paid online "Bestellbestätigung", also after a refund', () => {
    expect(orderConfirmationTitle({ paymentMethod: 'stripe', isPaid: true })).toBe('Bestellbestätigung')
    expect(orderConfirmationTitle({ paymentMethod: 'datatrans', isPaid: true, isRefunded: true })).toBe('Bestellbestätigung')
  })
})

describe('offered payment methods (one rule for storefront and server)', () => {
  const allOn = {
    enableCash: true,
    enablePluginATMCard: true,
    enableATMCard: true,
    enablePluginVoucher: true,
    enableVoucher: true,
    enablePluginStripe: true,
    enableStripe: true,
    enablePluginDatatrans: true,
    enableDatatrans: true,
  }
  const branch = {
    isCashEnabled: true,
    isATMCardEnabled: true,
    isVoucherEnabled: true,
    isStripeEnabled: true,
    isDatatransEnabled: true,
  }

  it('offers a method when the branch switch and every shop switch are on', () => {
    expect(offeredPaymentMethods(branch, allOn)).toEqual(['cash', 'atmCard', 'voucher', 'stripe', 'datatrans'])
    expect(offeredPaymentMethods(branch, { ...allOn, enableATMCard: false, enablePluginVoucher: false })).toEqual([
      'cash',
      'stripe',
      'datatrans',
    ])
    expect(offeredPaymentMethods({ ...branch, isStripeEnabled: false }, allOn)).not.toContain('stripe')
  })

  it('counts a switch never stored as its default: cash on, everything else off', () => {
    expect(offeredPaymentMethods({}, {})).toEqual(['cash'])
    expect(
      offeredPaymentMethods(
        { isATMCardEnabled: true, isStripeEnabled: true },
        { enablePluginATMCard: true, enablePluginStripe: true },
      ),
    ).toEqual(['cash'])
    expect(offeredPaymentMethods({ isCashEnabled: false }, {})).toEqual([])
    expect(offeredPaymentMethods({ isCashEnabled: null }, { enableCash: false })).toEqual([])
  })

  it('offers an online method only when its provider is ready', () => {
    expect(offeredPaymentMethods(branch, allOn, (method) => method === 'datatrans')).toEqual([
      'cash',
      'atmCard',
      'voucher',
      'datatrans',
    ])
    expect(firstOnlineMethod(['cash', 'voucher', 'datatrans', 'stripe'])).toBe('datatrans')
    expect(firstOnlineMethod(['cash'])).toBeNull()
    expect(Object.keys(PAYMENT_METHOD_LABELS)).toEqual([...PAYMENT_METHODS])
  })
})

describe('items and parts', () => {
  it('writes the quantity with its unit and the title with the name', () => {
    expect(itemQuantityText({ amount: 0.5, unitName: 'kg' })).toBe('0,5 kg')
    expect(itemQuantityText({ amount: 2 })).toBe('2')
    expect(itemTitle({ amount: 2, unitName: 'Stk', name: 'Frittatensuppe' })).toBe('2 Stk × Frittatensuppe')
    expect(itemTitle({ amount: null, name: null })).toBe('1 × Produkt')
  })

  it('writes a part as name and value: options listed, uploads counted (never their ids), text as written', () => {
    expect(partText({ name: 'Beilage', type: 'select', value: 'Röstzwiebel' })).toBe('Beilage: Röstzwiebel')
    expect(partText({ name: 'Extras', type: 'multiselect', values: ['Rucola', 'Schinken'] })).toBe('Extras: Rucola, Schinken')
    expect(
      partText({ name: 'Foto', type: 'images', values: ['41', '42'], uploads: [{ extension: 'jpg' }, { extension: 'png' }] }),
    ).toBe('Foto: 2 Dateien')
    expect(partText({ name: 'Foto', type: 'image', values: ['41'], uploads: [{ extension: 'jpg' }] })).toBe('Foto: 1 Datei')
    expect(partText({ name: 'Widmung', type: 'text', value: '  ' })).toBeNull()
    expect(partText({ name: '', type: 'text', value: 'ohne Namen' })).toBe('ohne Namen')
  })

  it('names uploads on the status page by kind and extension only', () => {
    expect(uploadText('image', 'jpg')).toBe('Bild (jpg)')
    expect(uploadText('files', null)).toBe('Datei (?)')
    expect(publicPartValues({ type: 'images', values: ['41'], uploads: [{ extension: 'png' }] })).toEqual(['Bild (png)'])
    expect(publicPartValues({ type: 'multiselect', values: ['Rucola'] })).toEqual(['Rucola'])
    expect(publicPartValues({ type: 'select', value: 'Familie' })).toEqual(['Familie'])
  })

  it('labels an order by its ticket number, else its id', () => {
    expect(ticketLabel({ id: 12, ticketNumber: 'A-007' })).toBe('A-007')
    expect(ticketLabel({ id: 12, ticketNumber: null })).toBe('#12')
  })
})
