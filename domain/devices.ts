/**
 * Order devices' presence (issue 18): heartbeats, "Online seit / Offline seit" and the rule that pauses a branch's
 * online ordering when none of its order devices has been online for a set number of minutes. Pure: `now` is a parameter.
 */
import { formatDate, formatTime } from './format'
import { MESSAGES } from './messages'
import type { BranchInput } from './types'

/** Device types that show a branch's orders (kitchen and front desk screens): their heartbeats keep ordering open. */
export const ORDER_DEVICE_TYPES = ['frontdesk', 'backoffice'] as const

/** A device screen sends a heartbeat every 30 s; it counts as online while its last one is at most 90 s old. */
export const DEVICE_HEARTBEAT_INTERVAL_MS = 30_000
export const DEVICE_ONLINE_WINDOW_MS = 90_000

export interface DevicePresence {
  /** ISO instant of the last heartbeat (null: never connected). */
  readonly lastSeenAt?: string | null
  /** ISO instant of the first heartbeat of the current unbroken series. */
  readonly onlineSince?: string | null
}

export type DeviceConnection = { readonly online: boolean; readonly since: number | null }

const ms = (iso: string | null | undefined): number | null => {
  if (iso === null || iso === undefined || iso === '') return null
  const value = Date.parse(iso)
  return Number.isNaN(value) ? null : value
}

/** Online (with the start of the series) or offline since the last heartbeat; `since` null: never connected. */
export function deviceConnection(device: DevicePresence, now: number): DeviceConnection {
  const last = ms(device.lastSeenAt)
  if (last === null) return { online: false, since: null }
  if (now - last <= DEVICE_ONLINE_WINDOW_MS) return { online: true, since: ms(device.onlineSince) ?? last }
  return { online: false, since: last }
}

/** Whether a heartbeat at `now` continues the series (true) or starts a new one (the device was offline). */
export const continuesOnlineSeries = (lastSeenAt: string | null | undefined, now: number): boolean => {
  const last = ms(lastSeenAt)
  return last !== null && now - last <= DEVICE_ONLINE_WINDOW_MS
}

/** "Online seit 14:05 Uhr", "Offline seit 23.11.2026, 14:05 Uhr" (time only when today), "Noch nie verbunden". */
export function deviceConnectionText(connection: DeviceConnection, now: number, timeZone?: string): string {
  if (connection.since === null) return MESSAGES.deviceNeverConnected
  const sameDay = formatDate(connection.since, timeZone) === formatDate(now, timeZone)
  const when = sameDay ? `${formatTime(connection.since, timeZone)} Uhr` : `${formatDate(connection.since, timeZone)}, ${formatTime(connection.since, timeZone)} Uhr`
  return `${connection.online ? 'Online' : 'Offline'} seit ${when}`
}

/**
 * The pause rule: with a pause time set (minutes > 0), a branch that has order devices pauses online ordering when
 * none of them has sent a heartbeat within that time (a device never connected counts as offline). A branch without
 * order devices never pauses — there is nothing to watch. `lastSeen`: the last heartbeat of each enabled order device.
 */
export function isOrderingPausedByDevices(input: { readonly pauseMinutes: number | null | undefined; readonly lastSeen: readonly (string | null)[]; readonly now: number }): boolean {
  const minutes = input.pauseMinutes ?? 0
  if (!(minutes > 0) || input.lastSeen.length === 0) return false
  const limit = input.now - minutes * 60_000
  return !input.lastSeen.some((iso) => {
    const last = ms(iso)
    return last !== null && last >= limit
  })
}

/** The order intake's view: a branch flagged by the server as paused (BranchInput.isOrderingPaused). */
export const isBranchOrderingPaused = (branch: Pick<BranchInput, 'isOrderingPaused'>): boolean => branch.isOrderingPaused === true

/** The host of `url` when it points to this machine (localhost, *.localhost, 127.x.x.x, ::1), else null: printed QR
 * codes with such an address open nothing on a guest's phone. */
export function loopbackHost(url: string): string | null {
  // scheme://[user@]host[:port]… — the host by hand (domain/ has no URL global)
  const host = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(url.trim())?.[1]
  if (!host) return null
  const bare = host.toLowerCase().replace(/^\[|\]$/g, '')
  if (bare === 'localhost' || bare.endsWith('.localhost')) return bare
  if (/^127(\.\d{1,3}){3}$/.test(bare)) return bare
  if (bare === '::1' || bare === '0:0:0:0:0:0:0:1') return bare
  return null
}

/** The admin's warning and the export's refusal for a QR code whose address points to this machine. */
export const qrLoopbackMessage = (host: string): string =>
  `Die Adresse im Code zeigt auf diesen Rechner (${host}). Setzen Sie PUBLIC_URL auf die öffentliche Adresse des Shops, bevor Sie Codes drucken.`
