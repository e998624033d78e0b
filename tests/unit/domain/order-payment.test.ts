import { describe, expect, it } from 'vitest'
import { nextPaymentStatus, orderAfterPayment, orderPaymentStarted, orderState } from '../../../domain'
import type { OrderPaymentFlags, PaymentStatus, ReportedPaymentStatus } from '../../../domain'

const online: OrderPaymentFlags = { paymentMethod: 'stripe', paymentStatus: 'pending' }

describe('orderAfterPayment: the order after a payment event', () => {
  it('paid sets isPaid and is the history code and event "paid"; the state stays', () => {
    const decision = orderAfterPayment(online, 'paid')
    expect(decision).toEqual({ change: { paymentStatus: 'paid', isPaid: true }, history: 'paid', event: 'paid' })
    expect(orderState({ ...online, ...decision.change })).toBe('pending')
  })

  it('a late paid lifts the failure a failed payment caused', () => {
    const failed: OrderPaymentFlags = { ...online, isFailed: true, paymentStatus: 'failed' }
    expect(orderAfterPayment(failed, 'paid').change).toEqual({ paymentStatus: 'paid', isPaid: true, isFailed: false })
  })

  it('refunded sets isRefunded (history and event "refunded")', () => {
    expect(orderAfterPayment({ ...online, isPaid: true, isRejected: true }, 'refunded')).toEqual({
      change: { paymentStatus: 'refunded', isRefunded: true },
      history: 'refunded',
      event: 'refunded',
    })
  })

  it.each<ReportedPaymentStatus>(['failed', 'canceled'])('%s fails an unpaid pending order ("payment-failed")', (status) => {
    expect(orderAfterPayment(online, status)).toEqual({
      change: { paymentStatus: status, isFailed: true },
      history: 'payment-failed',
      event: 'payment-failed',
    })
  })

  it('a failed payment leaves a confirmed or a paid order in its state', () => {
    expect(orderAfterPayment({ ...online, isConfirmed: true }, 'failed').change).toEqual({ paymentStatus: 'failed' })
    expect(orderAfterPayment({ ...online, isPaid: true }, 'canceled').change).toEqual({ paymentStatus: 'canceled' })
  })

  it('pending is bookkeeping only: no history row, no event', () => {
    expect(orderAfterPayment({ paymentMethod: 'stripe', paymentStatus: null }, 'pending')).toEqual({
      change: { paymentStatus: 'pending' },
      history: null,
      event: null,
    })
  })

  it('a started payment records the reference and "payment-started" without an event', () => {
    expect(orderPaymentStarted('cs_test_1')).toEqual({
      change: { paymentStatus: 'pending', paymentReference: 'cs_test_1' },
      history: 'payment-started',
      event: null,
    })
  })
})

describe('nextPaymentStatus: which reported status a payment row takes', () => {
  const table: [PaymentStatus, ReportedPaymentStatus, ReportedPaymentStatus | null][] = [
    ['created', 'pending', 'pending'],
    ['pending', 'paid', 'paid'],
    ['pending', 'pending', null],
    ['pending', 'refunded', null],
    ['paid', 'refunded', 'refunded'],
    ['paid', 'failed', null],
    ['failed', 'paid', 'paid'],
    ['canceled', 'paid', 'paid'],
    ['failed', 'canceled', null],
    ['refunded', 'paid', null],
  ]
  it.each(table)('%s + %s → %s', (current, incoming, expected) => {
    expect(nextPaymentStatus(current, incoming)).toBe(expected)
  })
})
