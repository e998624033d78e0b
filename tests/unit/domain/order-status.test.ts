import { describe, expect, it } from 'vitest'
import {
  allowedOrderActions,
  applyOrderAction,
  canProposeCounterAppointment,
  canRespondToCounterAppointment,
  orderState,
  orderStatusMessage,
  orderTimeline,
  respondToCounterAppointment,
  shouldShowRatingPrompt,
  shouldStopPolling,
} from '../../../domain'
import type { OrderFlags } from '../../../domain'

const summary = (order: OrderFlags): string[] => orderTimeline(order).map((step) => `${step.key}:${step.state}`)

describe('back-office state machine', () => {
  it('walks pending → confirmed → in delivery → completed', () => {
    let order: OrderFlags = { isDelivery: true }
    for (const action of ['confirm', 'inDelivery', 'completed'] as const) {
      const result = applyOrderAction(order, action)
      if (!result.ok) throw new Error(result.message)
      order = result.order
    }
    expect(orderState(order)).toBe('completed')
  })

  it('refuses to confirm a completed order', () => {
    expect(applyOrderAction({ isConfirmed: true, isCompleted: true }, 'confirm')).toEqual({
      ok: false,
      message: 'Bestellstatus konnte nicht geändert werden.',
    })
  })

  it('refuses to cancel a rejected order with the cancel message', () => {
    expect(applyOrderAction({ isRejected: true }, 'cancel')).toEqual({ ok: false, message: 'Bestellung konnte nicht storniert werden.' })
  })

  it('allows reject only before confirmation and cancel until completion', () => {
    expect(allowedOrderActions({})).toEqual(['cancel', 'confirm', 'reject'])
    expect(allowedOrderActions({ isConfirmed: true })).toEqual(['cancel', 'inDelivery', 'completed'])
    expect(allowedOrderActions({ isConfirmed: true, isInDelivery: true })).toEqual(['cancel', 'completed'])
    expect(allowedOrderActions({ isFailed: true })).toEqual([])
  })
})

describe('timeline', () => {
  it('shows waiting for confirmation on a new takeaway order', () => {
    expect(summary({ paymentMethod: 'cash' })).toEqual(['received:done', 'confirmed:current', 'readyForPickup:pending', 'completed:pending'])
  })

  it('shows the delivery steps including delivered, delivered being the current one', () => {
    expect(summary({ isDelivery: true, isConfirmed: true, isInDelivery: true, isDelivered: true })).toEqual([
      'received:done',
      'confirmed:done',
      'inDelivery:done',
      'delivered:current',
      'completed:pending',
    ])
  })

  it('marks the confirmed step current after a confirm, not the ready step that is still to come', () => {
    expect(summary({ paymentMethod: 'cash', isConfirmed: true })).toEqual(['received:done', 'confirmed:current', 'readyForPickup:pending', 'completed:pending'])
    expect(orderTimeline({ isConfirmed: true }).find((step) => step.state === 'current')?.label).toBe('Bestätigt – wird zubereitet')
  })

  it('marks the ready step current once the order is ready, named by its delivery type', () => {
    const current = (order: OrderFlags) => orderTimeline(order).find((step) => step.state === 'current')?.label
    expect(summary({ isConfirmed: true, isInDelivery: true })).toEqual(['received:done', 'confirmed:done', 'readyForPickup:current', 'completed:pending'])
    expect(current({ isConfirmed: true, isInDelivery: true })).toBe('Abholbereit')
    expect(current({ isDelivery: true, isConfirmed: true, isInDelivery: true })).toBe('In Zustellung')
    expect(current({ isDineIn: true, isConfirmed: true, isInDelivery: true })).toBe('Servierbereit')
  })

  it('waits for the confirmation once an online payment is paid', () => {
    expect(summary({ paymentMethod: 'datatrans', isPaid: true })).toEqual(['received:done', 'payment:done', 'confirmed:current', 'readyForPickup:pending', 'completed:pending'])
  })

  it('has no current step once the order is completed', () => {
    expect(summary({ isConfirmed: true, isInDelivery: true, isCompleted: true })).toEqual(['received:done', 'confirmed:done', 'readyForPickup:done', 'completed:done'])
  })

  it('waits for payment first with online payment, then shows paid or refunded', () => {
    expect(summary({ paymentMethod: 'datatrans' })[1]).toBe('payment:current')
    expect(orderTimeline({ paymentMethod: 'datatrans', isPaid: true })[1]?.label).toBe('Bezahlt')
    expect(orderTimeline({ paymentMethod: 'datatrans', isPaid: true, isRefunded: true, isCanceled: true })[1]?.label).toBe('Rückerstattet')
  })

  it('shows a cancelled timeline for rejected or cancelled orders', () => {
    expect(summary({ isRejected: true })).toEqual(['received:done', 'canceled:done'])
    expect(orderTimeline({ isCanceled: true }).at(-1)?.label).toBe('Storniert')
  })
})

describe('status message', () => {
  it('depends on the delivery type once the order is ready: a takeaway order is ready for pickup, not on its way', () => {
    expect(orderStatusMessage('inDelivery', 'takeaway')).toBe('Ihre Bestellung ist abholbereit.')
    expect(orderStatusMessage('inDelivery', 'delivery')).toBe('Ihre Bestellung ist unterwegs zu Ihnen.')
    expect(orderStatusMessage('inDelivery', 'dineIn')).toBe('Ihre Bestellung ist servierbereit und wird gleich an Ihren Tisch gebracht.')
  })

  it('is the same for every delivery type before and after the ready step', () => {
    for (const type of ['takeaway', 'delivery', 'dineIn'] as const) {
      expect(orderStatusMessage('pending', type)).toBe('Ihre Bestellung ist bei uns eingegangen und wartet auf die Bestätigung.')
      expect(orderStatusMessage('confirmed', type)).toBe('Ihre Bestellung wurde bestätigt und wird gerade zubereitet.')
      expect(orderStatusMessage('completed', type)).toBe('Ihre Bestellung ist abgeschlossen. Guten Appetit!')
      expect(orderStatusMessage('rejected', type)).toBe('Ihre Bestellung wurde storniert.')
    }
  })
})

describe('counter appointment', () => {
  const proposed: OrderFlags = { appointment: '2026-03-30T12:00:00+02:00', counterAppointment: '2026-03-30T13:00:00+02:00' }

  it('can be proposed only while unconfirmed and not rejected, cancelled or completed', () => {
    expect(canProposeCounterAppointment({})).toBe(true)
    for (const flags of [{ isConfirmed: true }, { isRejected: true }, { isCanceled: true }, { isCompleted: true }]) {
      expect(canProposeCounterAppointment(flags)).toBe(false)
    }
  })

  it('is adopted and the order confirmed when the customer confirms', () => {
    const result = respondToCounterAppointment(proposed, 'confirm')
    expect(result).toMatchObject({ ok: true, state: 'confirmed', order: { appointment: '2026-03-30T13:00:00+02:00', counterAppointment: null } })
  })

  it('cancels the order when the customer rejects', () => {
    const result = respondToCounterAppointment(proposed, 'reject')
    expect(result).toMatchObject({ ok: true, state: 'canceled', order: { isCanceled: true } })
  })

  it('cannot be answered without a proposal', () => {
    expect(canRespondToCounterAppointment({})).toBe(false)
    expect(respondToCounterAppointment({}, 'confirm').ok).toBe(false)
  })
})

describe('polling and rating prompt', () => {
  it('stops polling on completed, rejected, canceled or failed', () => {
    expect(shouldStopPolling({ isConfirmed: true })).toBe(false)
    for (const flags of [{ isCompleted: true }, { isRejected: true }, { isCanceled: true }, { isFailed: true }]) {
      expect(shouldStopPolling(flags)).toBe(true)
    }
  })

  it('shows the rating prompt after completion until rated', () => {
    expect(shouldShowRatingPrompt({ isCompleted: true })).toBe(true)
    expect(shouldShowRatingPrompt({ isCompleted: true, questionnaireRating: { rating: 5 } })).toBe(false)
    expect(shouldShowRatingPrompt({ isConfirmed: true })).toBe(false)
  })
})
