import { describe, expect, it } from 'vitest'

import { MESSAGES, deviceConnection, loopbackHost, deviceConnectionText, isOrderingPausedByDevices, orderNotice, submitButtonText } from '../../../domain'
import { at, branch } from './fixtures'

const now = at('2026-03-30T12:00:00+02:00')
const iso = (msAgo: number) => new Date(now - msAgo).toISOString()

describe('device connection', () => {
  it('is online within 90 s of the last heartbeat, since the start of the series', () => {
    const c = deviceConnection({ lastSeenAt: iso(60_000), onlineSince: iso(3_600_000) }, now)
    expect(c).toEqual({ online: true, since: now - 3_600_000 })
    expect(deviceConnectionText(c, now, 'Europe/Vienna')).toBe('Online seit 11:00 Uhr')
  })

  it('is offline since the last heartbeat after 90 s; with the date on another day', () => {
    expect(deviceConnection({ lastSeenAt: iso(91_000), onlineSince: iso(3_600_000) }, now)).toEqual({ online: false, since: now - 91_000 })
    const yesterday = deviceConnection({ lastSeenAt: iso(26 * 3_600_000) }, now)
    expect(deviceConnectionText(yesterday, now, 'Europe/Vienna')).toBe('Offline seit 29.03.2026, 10:00 Uhr')
  })

  it('says "Noch nie verbunden" without any heartbeat', () => {
    expect(deviceConnectionText(deviceConnection({}, now), now)).toBe('Noch nie verbunden')
  })
})

describe('online ordering pause', () => {
  it('never pauses with the setting off or without order devices', () => {
    expect(isOrderingPausedByDevices({ pauseMinutes: null, lastSeen: [null], now })).toBe(false)
    expect(isOrderingPausedByDevices({ pauseMinutes: 0, lastSeen: [iso(86_400_000)], now })).toBe(false)
    expect(isOrderingPausedByDevices({ pauseMinutes: 5, lastSeen: [], now })).toBe(false)
  })

  it('pauses when no order device was seen within the minutes (never seen counts as offline)', () => {
    expect(isOrderingPausedByDevices({ pauseMinutes: 5, lastSeen: [iso(6 * 60_000), null], now })).toBe(true)
    expect(isOrderingPausedByDevices({ pauseMinutes: 5, lastSeen: [iso(6 * 60_000), iso(4 * 60_000)], now })).toBe(false)
    expect(isOrderingPausedByDevices({ pauseMinutes: 5, lastSeen: [iso(5 * 60_000)], now })).toBe(false)
  })

  it('shows the pause notice and no submit button in the storefront', () => {
    const paused = { ...branch(), isOrderingPaused: true }
    expect(orderNotice({ branch: paused, deliveryType: 'takeaway', now })).toEqual({ kind: 'paused', lines: [MESSAGES.orderingPaused] })
    expect(submitButtonText({ branch: paused, deliveryType: 'takeaway', now })).toBeNull()
  })
})

describe('QR code addresses pointing to this machine', () => {
  it('are found for localhost, 127.x and ::1, not for a public address', () => {
    expect(loopbackHost('http://localhost:3000/qr/plakat')).toBe('localhost')
    expect(loopbackHost('http://shop.localhost/qr/a')).toBe('shop.localhost')
    expect(loopbackHost('http://127.0.0.1:3000/qr/a')).toBe('127.0.0.1')
    expect(loopbackHost('http://127.10.2.3/qr/a')).toBe('127.10.2.3')
    expect(loopbackHost('http://[::1]:3000/qr/a')).toBe('::1')
    expect(loopbackHost('https://shop.example.ch/qr/a')).toBeNull()
    expect(loopbackHost('https://127.example.ch/qr/a')).toBeNull()
    expect(loopbackHost('kein Link')).toBeNull()
  })
})
