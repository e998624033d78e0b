/**
 * The player's key of a TV, as for the order devices' screens (modules/devices/order-lists.ts: 'tk_' + 32 random
 * bytes, only the sha-256 stored, compared in constant time): shown once by POST …/rotate-api-key together with the
 * player's address /signage/{identifier}#schluessel={key} — in the fragment, so the key never reaches a server log;
 * the player sends it in its WebSocket's first message.
 */
import type { PayloadRequest } from 'payload'

import type { SignageKey } from '../../../contracts'
import { execute, sql } from '../../../platform/db'
import { hashApiKey, newApiKey, sameHash } from '../order-lists'
import { deviceForStaff } from './access'

export const signageScreenPath = (identifier: string, apiKey: string): string =>
  `/signage/${encodeURIComponent(identifier)}#schluessel=${encodeURIComponent(apiKey)}`

/** POST /digital-signage-devices/:id/rotate-api-key — staff of the TV's branch or admins; the old key stops at once. */
export async function rotateSignageKey(req: PayloadRequest, id: number): Promise<SignageKey> {
  const device = await deviceForStaff(req, id)
  const apiKey = newApiKey()
  const apiKeyCreatedAt = new Date().toISOString()
  await req.payload.update({
    collection: 'digital-signage-devices',
    id,
    data: { apiKeyHash: hashApiKey(apiKey), apiKeyCreatedAt },
    req,
    depth: 0,
    context: { signageQuiet: true },
    // Deliberately overrideAccess: the key fields are write-protected for every API/admin write; the caller's right
    // to this TV was checked above with overrideAccess: false.
    overrideAccess: true,
  })
  return { id, apiKey, apiKeyCreatedAt, screenPath: signageScreenPath(device.identifier, apiKey) }
}

export type KeyedDevice = { id: number; name: string; branch: number; stream: number | null }

/** The enabled TV with this identifier whose key is `apiKey`, or null (the same answer for every kind of mismatch). */
export async function deviceByKey(scope: Parameters<typeof execute>[0], identifier: string, apiKey: string): Promise<KeyedDevice | null> {
  if (identifier.length === 0 || identifier.length > 200 || apiKey.length < 10 || apiKey.length > 200) return null
  const rows = await execute<{ id: number; name: string; branch_id: number; stream_id: number | null; api_key_hash: string | null }>(
    scope,
    sql`select id, name, branch_id, stream_id, api_key_hash from digital_signage_devices
        where identifier = ${identifier} and coalesce(is_enabled, true)`,
  )
  const row = rows[0]
  const presented = hashApiKey(apiKey)
  // compared even without a stored key, so a missing key takes as long as a wrong one
  const ok = sameHash(row?.api_key_hash ?? '0'.repeat(64), presented) && !!row?.api_key_hash
  return ok && row ? { id: row.id, name: row.name, branch: row.branch_id, stream: row.stream_id } : null
}
