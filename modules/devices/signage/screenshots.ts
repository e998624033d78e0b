/** The last screenshot of a TV (table signage_screenshots, migrations/20261124_000000_signage_screenshots.ts). */
import type { Payload, PayloadRequest } from 'payload'

import { notFound } from '../../../platform/api/errors'
import { execute, sql } from '../../../platform/db'
import { deviceForStaff } from './access'
import { SIGNAGE_MESSAGES as M } from './messages'

export const MAX_SCREENSHOT_BYTES = 8 * 1024 * 1024
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export const isPng = (bytes: Buffer): boolean => bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, 8).equals(PNG_SIGNATURE)

/** Stores the PNG (replacing the previous one) and notes its time on the device. */
export async function saveScreenshot(payload: Payload, deviceId: number, png: Buffer): Promise<string> {
  const rows = await execute<{ taken_at: string }>(
    payload,
    sql`with saved as (
          insert into signage_screenshots (device_id, png, taken_at) values (${deviceId}, ${png}, now())
          on conflict (device_id) do update set png = excluded.png, taken_at = excluded.taken_at
          returning taken_at)
        update digital_signage_devices set last_screenshot_at = (select taken_at from saved) where id = ${deviceId}
        returning to_char(last_screenshot_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as taken_at`,
  )
  return String(rows[0]?.taken_at ?? '')
}

/** GET /digital-signage-devices/{id}/screenshot: the PNG, for staff of the TV's branch. */
export async function loadScreenshot(req: PayloadRequest, id: number): Promise<{ png: Buffer; takenAt: string }> {
  await deviceForStaff(req, id)
  const rows = await execute<{ png: Buffer; taken_at: string }>(
    req,
    sql`select png, to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as taken_at from signage_screenshots where device_id = ${id}`,
  )
  const row = rows[0]
  if (!row) throw notFound(M.screenshotNotFound)
  return { png: Buffer.from(row.png), takenAt: row.taken_at }
}
