import { describe, expect, it } from 'vitest'
import { branchStatusText, branchesOpenText, orderNotice, preorderNoteLines, submitButtonText } from '../../../domain'
import { at, branch, rule } from './fixtures'

const noon = at('2026-03-30T12:00:00+02:00')
const night = at('2026-03-30T21:00:00+02:00')

describe('submit button text', () => {
  it('says "Verarbeiten..." while creating', () => {
    expect(submitButtonText({ branch: branch(), deliveryType: 'takeaway', now: noon, isCreating: true })).toBe('Verarbeiten...')
  })

  it('says "Angebotsanfrage abschicken" for quotation branches', () => {
    expect(submitButtonText({ branch: branch({ isQuotationRequired: true }), deliveryType: 'takeaway', now: night })).toBe('Angebotsanfrage abschicken')
  })

  it('says "Bestellung abschicken" when open, and for delivery only with a valid area', () => {
    expect(submitButtonText({ branch: branch(), deliveryType: 'takeaway', now: noon })).toBe('Bestellung abschicken')
    expect(submitButtonText({ branch: branch(), deliveryType: 'delivery', deliveryArea: 'a1', now: noon })).toBe('Bestellung abschicken')
    expect(submitButtonText({ branch: branch(), deliveryType: 'delivery', deliveryArea: 'unknown', now: noon })).toBeNull()
  })

  it('says "Vorbestellung abschicken" when closed with pre-orders, otherwise offers no submit', () => {
    expect(submitButtonText({ branch: branch({ isPreorderEnabled: true }), deliveryType: 'takeaway', now: night })).toBe('Vorbestellung abschicken')
    expect(submitButtonText({ branch: branch(), deliveryType: 'takeaway', now: night })).toBeNull()
  })
})

describe('notices', () => {
  it('shows nothing while the branch is open', () => {
    expect(orderNotice({ branch: branch(), deliveryType: 'takeaway', now: noon })).toBeNull()
  })

  it('shows the closed notice with the next opening and the pre-order note', () => {
    expect(orderNotice({ branch: branch({ isPreorderEnabled: true }), deliveryType: 'takeaway', now: night })).toEqual({
      kind: 'closed',
      lines: [
        'Derzeit haben wir leider geschlossen.',
        'Wir öffnen wieder am Dienstag um 08:00 Uhr.',
        'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
        'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
      ],
    })
  })

  it('shows the delivery-closed notice with the next delivery time and the alternatives', () => {
    const b = branch({ deliveryHours: [rule('daily', '17:00', '20:00')], isDeliveryHoursEnabled: true })
    expect(orderNotice({ branch: b, deliveryType: 'delivery', now: noon })).toEqual({
      kind: 'deliveryClosed',
      lines: [
        'Derzeit ist leider keine Lieferung möglich.',
        'Wir liefern wieder ab 17:00 Uhr.',
        'Gerne können Sie Ihre Bestellung abholen oder vor Ort genießen.',
      ],
    })
  })

  it('shows "delivery off" when the branch does not deliver', () => {
    expect(orderNotice({ branch: branch({ isDeliveryEnabled: false }), deliveryType: 'delivery', now: noon })).toEqual({
      kind: 'deliveryOff',
      lines: ['Derzeit bieten wir leider keine Lieferung an.'],
    })
  })

  it('adds only the first pre-order line while open', () => {
    expect(preorderNoteLines({ isPreorderEnabled: true }, false)).toEqual(['Gerne nehmen wir auch Ihre Vorbestellungen entgegen.'])
    expect(preorderNoteLines({ isPreorderEnabled: false }, true)).toEqual([])
  })
})

describe('branch toolbar', () => {
  const closedBranch = branch({ openingHours: [] })

  it('counts open branches with singular and plural', () => {
    expect(branchesOpenText([closedBranch], noon)).toBe('Alle Standorte geschlossen')
    expect(branchesOpenText([branch(), closedBranch], noon)).toBe('1 Standort geöffnet')
    expect(branchesOpenText([branch(), branch()], noon)).toBe('2 Standorte geöffnet')
  })

  it('shows "Geöffnet bis {time}" or "Geschlossen" for one branch', () => {
    expect(branchStatusText(branch(), noon)).toBe('Geöffnet bis 20:00')
    expect(branchStatusText(branch(), night)).toBe('Geschlossen')
    expect(branchStatusText(branch({ openingHours: [rule('daily', '00:00', '24:00')] }), night)).toBe('Geöffnet')
  })
})
