/**
 * Device presence (issue 18): a keyed device sends a heartbeat every 30 s, stamping `lastSeenAt` (and `onlineSince`
 * when a new series starts) with a plain SQL update — no hooks, no content event per heartbeat. Online ordering of a
 * branch pauses when none of its order devices has been online for the set minutes (domain/devices.ts); only a change
 * of that pause is a content event. docs/devices.md "Presence" and "Online ordering pauses".
 */
import type { Payload } from 'payload'

import { ORDER_DEVICE_TYPES, continuesOnlineSeries, isOrderingPausedByDevices } from '../../domain'
import { notFound } from '../../platform/api/errors'
import { CONTENT_CHANNEL } from '../../platform/cache/contentEvents'
import { execute, sql } from '../../platform/db'
import { hashApiKey, sameHash } from './order-lists'
import { isRecordId } from '../../platform/records/records'
import { readSettings } from '../settings'
import { DEVICE_MESSAGES as M } from './messages'

/** The device types that hold an API key and may call the device endpoints. */
const KEYED_TYPES = ['frontdesk', 'backoffice', 'timeclock']

export type KeyedDevice = {
  id: number
  name: string
  type: string
  branchId: number
  lastSeenAt: string | null
  logRequestedAt: string | null
  hasPushSubscription: boolean
}

const iso = (value: unknown): string | null => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString())

/**
 * The enabled keyed device of the branch whose key this is (every candidate compared in constant time).
 * A wrong branch, key or a disabled device → 404 'Dieses Gerät ist nicht freigeschaltet.'
 */
export async function deviceByKey(payload: Payload, branchRaw: unknown, apiKey: unknown): Promise<KeyedDevice> {
  const branchId = typeof branchRaw === 'number' ? branchRaw : typeof branchRaw === 'string' && /^\d{1,10}$/.test(branchRaw) ? Number(branchRaw) : NaN
  if (!isRecordId(branchId) || typeof apiKey !== 'string' || apiKey.length < 10 || apiKey.length > 200) throw notFound(M.deviceKeyRefused)
  const rows = await execute(
    payload,
    sql`select id, name, type, api_key_hash, last_seen_at, log_requested_at, push_subscription is not null as has_push
        from devices
        where branch_id = ${branchId} and type in ${sql.raw(`('${KEYED_TYPES.join("','")}')`)}
          and coalesce(is_enabled, true) and api_key_hash is not null`,
  )
  const presented = hashApiKey(apiKey)
  let found: KeyedDevice | null = null
  for (const row of rows) {
    if (sameHash(String(row.api_key_hash), presented) && found === null) {
      found = {
        id: Number(row.id),
        name: String(row.name ?? ''),
        type: String(row.type),
        branchId,
        lastSeenAt: iso(row.last_seen_at),
        logRequestedAt: iso(row.log_requested_at),
        hasPushSubscription: row.has_push === true,
      }
    }
  }
  if (found === null) throw notFound(M.deviceKeyRefused)
  return found
}

/** Last heartbeats of the branches' enabled order devices, by branch (branches without order devices are absent). */
async function orderDeviceHeartbeats(payload: Payload, branchId?: number): Promise<Map<number, (string | null)[]>> {
  const rows = await execute(
    payload,
    sql`select branch_id, last_seen_at from devices
        where type in ${sql.raw(`('${ORDER_DEVICE_TYPES.join("','")}')`)} and coalesce(is_enabled, true)
        ${branchId === undefined ? sql`` : sql`and branch_id = ${branchId}`}`,
  )
  const byBranch = new Map<number, (string | null)[]>()
  for (const row of rows) {
    const id = Number(row.branch_id)
    const list = byBranch.get(id) ?? []
    list.push(iso(row.last_seen_at))
    byBranch.set(id, list)
  }
  return byBranch
}

/** The ids of the branches whose online ordering is paused now (empty while the setting is off). */
export async function pausedBranchIds(payload: Payload, now = Date.now()): Promise<Set<number>> {
  const pauseMinutes = (await readSettings(payload)).orderPauseOfflineMinutes ?? 0
  if (!(pauseMinutes > 0)) return new Set()
  const paused = new Set<number>()
  for (const [branchId, lastSeen] of await orderDeviceHeartbeats(payload)) {
    if (isOrderingPausedByDevices({ pauseMinutes, lastSeen, now })) paused.add(branchId)
  }
  return paused
}

/** Whether this branch's online ordering is paused now (the order intake's question). */
export async function isBranchOrderingPaused(payload: Payload, branchId: number, now = Date.now()): Promise<boolean> {
  const pauseMinutes = (await readSettings(payload)).orderPauseOfflineMinutes ?? 0
  if (!(pauseMinutes > 0)) return false
  const lastSeen = (await orderDeviceHeartbeats(payload, branchId)).get(branchId) ?? []
  return isOrderingPausedByDevices({ pauseMinutes, lastSeen, now })
}

/** Branch records with `isOrderingPaused: true` where ordering is paused (the /api/init branches). */
export async function withOrderingPause<T>(payload: Payload, branches: T[]): Promise<T[]> {
  const paused = await pausedBranchIds(payload)
  if (paused.size === 0) return branches
  return branches.map((b) => (paused.has(Number((b as { id?: unknown }).id)) ? { ...b, isOrderingPaused: true } : b))
}

const notifyPauseChange = (payload: Payload) => execute(payload, sql`select pg_notify(${CONTENT_CHANNEL}, 'devices')`)

/** Stamps a heartbeat; ends the branch's pause at once (content event) when this device was the missing one. */
export async function recordHeartbeat(payload: Payload, device: KeyedDevice, now = Date.now()): Promise<void> {
  const isOrderDevice = (ORDER_DEVICE_TYPES as readonly string[]).includes(device.type)
  const wasPaused = isOrderDevice && (await isBranchOrderingPaused(payload, device.branchId, now))
  const stamp = new Date(now).toISOString()
  const continues = continuesOnlineSeries(device.lastSeenAt, now)
  await execute(
    payload,
    sql`update devices set last_seen_at = ${stamp},
          online_since = ${continues ? sql`coalesce(online_since, last_seen_at)` : sql`${stamp}`}
        where id = ${device.id}`,
  )
  if (wasPaused) await notifyPauseChange(payload)
}

// the pause set the last run of watchOrderingPauses saw in this process (null: not run yet)
const g = globalThis as unknown as { __tresenPausedBranches?: string | null }

/**
 * The scheduled task (every minute): when the set of paused branches differs from the last run's, sends a content
 * event so the cached /api/init shows (or stops showing) the pause. The first run in a process always sends one.
 */
export async function watchOrderingPauses(payload: Payload, now = Date.now()): Promise<number> {
  const paused = [...(await pausedBranchIds(payload, now))].sort((a, b) => a - b)
  const key = paused.join(',')
  if (g.__tresenPausedBranches !== key) {
    g.__tresenPausedBranches = key
    await notifyPauseChange(payload)
  }
  return paused.length
}
