/** The order's words (domain/order-labels.ts): every history code and state has its German name, one per meaning. */
import { describe, expect, it } from 'vitest'

import { ORDER_STATES, orderActionLabel, orderHistoryLabel, orderStateLabel, READY_LABELS } from '../../../domain'
import type { OrderHistoryAction } from '../../../domain'

/** Every code the server writes into an order's history (orders, order-admin, payments). */
const WRITTEN_CODES: readonly OrderHistoryAction[] = [
  'created',
  'confirm',
  'reject',
  'cancel',
  'in-delivery',
  'completed',
  'acknowledged',
  'counter-appointment-proposed',
  'counter-appointment-confirmed',
  'canceled',
  'item-updated',
  'reviewed',
  'payment-started',
  'paid',
  'refunded',
  'payment-failed',
  'escalated',
  'auto-rejected',
]

describe('order history labels', () => {
  it('name every code the server writes, payment events included', () => {
    for (const code of WRITTEN_CODES) expect(orderHistoryLabel(code)).not.toBe(code)
    expect(orderHistoryLabel('paid')).toBe('Bezahlt')
    expect(orderHistoryLabel('payment-failed')).toBe('Zahlung fehlgeschlagen')
    expect(orderHistoryLabel('refunded')).toBe('Rückerstattet')
    expect(orderHistoryLabel('counter-appointment-confirmed')).toBe('Gegenvorschlag angenommen')
  })

  it('name the ready step by the delivery type when it is known', () => {
    expect(orderHistoryLabel('in-delivery')).toBe('In Zustellung / abholbereit')
    expect(orderHistoryLabel('in-delivery', 'takeaway')).toBe('Abholbereit')
    expect(orderHistoryLabel('in-delivery', 'dineIn')).toBe('Servierbereit')
  })

  it('show unknown codes as they are and nothing for none', () => {
    expect(orderHistoryLabel('something-new')).toBe('something-new')
    expect(orderHistoryLabel(null)).toBe('')
  })
})

describe('order state labels', () => {
  it('name every state', () => {
    for (const state of ORDER_STATES) expect(orderStateLabel(state)).not.toBe(state)
    expect(orderStateLabel('pending')).toBe('Neu')
    expect(orderStateLabel('canceled')).toBe('Storniert')
  })

  it('name the ready state and its button alike, by the delivery type', () => {
    expect(orderStateLabel('inDelivery', 'delivery')).toBe('In Zustellung')
    expect(orderStateLabel('inDelivery', 'takeaway')).toBe('Abholbereit')
    expect(orderStateLabel('inDelivery', 'dineIn')).toBe('Servierbereit')
    for (const type of ['takeaway', 'delivery', 'dineIn'] as const)
      expect(orderActionLabel('inDelivery', type)).toBe(READY_LABELS[type])
    expect(orderActionLabel('confirm', 'takeaway')).toBe('Bestätigen')
  })
})
