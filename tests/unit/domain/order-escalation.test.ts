/** Which escalation deadline applies to a new order now (domain/order-escalation.ts, issue 33). */
import { describe, expect, it } from 'vitest'

import { awaitsStaffDecision, countdownText, escalationStep } from '../../../domain'

const MIN = 60_000
const since = Date.parse('2026-11-27T17:00:00Z')
const both = { escalationMinutes: 5, autoRejectMinutes: 15, isAutoRejectEnabled: true }

describe('escalationStep', () => {
  it('counts down to the escalation first, then to the auto-reject', () => {
    expect(escalationStep({ since, escalated: false }, both, since + 2 * MIN)).toEqual({ due: null, next: { kind: 'escalate', at: since + 5 * MIN } })
    expect(escalationStep({ since, escalated: false }, both, since + 5 * MIN)).toEqual({ due: 'escalate', next: { kind: 'autoReject', at: since + 15 * MIN } })
    expect(escalationStep({ since, escalated: true }, both, since + 6 * MIN)).toEqual({ due: null, next: { kind: 'autoReject', at: since + 15 * MIN } })
    expect(escalationStep({ since, escalated: true }, both, since + 15 * MIN)).toEqual({ due: 'autoReject', next: null })
  })

  it('escalates once: an escalated order has nothing due before its auto-reject', () => {
    expect(escalationStep({ since, escalated: true }, both, since + 10 * MIN).due).toBeNull()
  })

  it('an overdue auto-reject wins over an escalation not yet sent', () => {
    expect(escalationStep({ since, escalated: false }, both, since + 60 * MIN)).toEqual({ due: 'autoReject', next: null })
  })

  it('without the switch "Automatisch ablehnen" there is no auto-reject, whatever its limit', () => {
    const off = { ...both, isAutoRejectEnabled: false }
    expect(escalationStep({ since, escalated: false }, off, since + 60 * MIN)).toEqual({ due: 'escalate', next: null })
    expect(escalationStep({ since, escalated: true }, off, since + 60 * MIN)).toEqual({ due: null, next: null })
  })

  it('an empty or zero limit is off', () => {
    expect(escalationStep({ since, escalated: false }, {}, since + 60 * MIN)).toEqual({ due: null, next: null })
    expect(escalationStep({ since, escalated: false }, { escalationMinutes: 0 }, since + 60 * MIN)).toEqual({ due: null, next: null })
    expect(escalationStep({ since, escalated: false }, { escalationMinutes: null, autoRejectMinutes: 10, isAutoRejectEnabled: true }, since + 3 * MIN)).toEqual({
      due: null,
      next: { kind: 'autoReject', at: since + 10 * MIN },
    })
  })
})

describe('awaitsStaffDecision', () => {
  it('only new orders that staff can decide on: not confirmed, no counter-proposal open, online payments paid', () => {
    expect(awaitsStaffDecision({ paymentMethod: 'cash' })).toBe(true)
    expect(awaitsStaffDecision({ paymentMethod: 'cash', isConfirmed: true })).toBe(false)
    expect(awaitsStaffDecision({ paymentMethod: 'cash', isRejected: true })).toBe(false)
    expect(awaitsStaffDecision({ paymentMethod: 'cash', counterAppointment: '2026-11-27T18:00:00Z' })).toBe(false)
    expect(awaitsStaffDecision({ paymentMethod: 'stripe', isPaid: false })).toBe(false)
    expect(awaitsStaffDecision({ paymentMethod: 'stripe', isPaid: true })).toBe(true)
  })
})

describe('countdownText', () => {
  it('minutes and seconds, hours when needed, never negative', () => {
    expect(countdownText(4 * MIN + 5_000)).toBe('4:05')
    expect(countdownText(62 * MIN)).toBe('1:02:00')
    expect(countdownText(-5_000)).toBe('0:00')
  })
})
