/**
 * Device logs (issue 18): staff request a screen's recent log (POST /devices/{id}/request-device-logs sets
 * `logRequestedAt`); the screen learns it from its next heartbeat answer and uploads its log (POST /device/logs),
 * which is kept on the device (`deviceLog`, `logUploadedAt`) and shown in the admin. Plain SQL updates: no content event.
 */
import type { Payload } from 'payload'

import type { Device } from '../../contracts/payload-types'
import { ApiError, badRequest } from '../../platform/api/errors'
import { execute, sql } from '../../platform/db'
import { DEVICE_MESSAGES as M } from './messages'
import type { KeyedDevice } from './presence'

/** At most this many characters of a device log are kept (the newest part of a longer one). */
export const DEVICE_LOG_MAX_CHARS = 100_000
const SCREEN_TYPES = ['frontdesk', 'backoffice']

export async function requestDeviceLogs(payload: Payload, device: Device): Promise<{ id: number; logRequestedAt: string }> {
  if (!SCREEN_TYPES.includes(device.type)) throw new ApiError(409, [{ field: 'type', message: `${M.logRequestFailed} ${M.pushOnlyScreens}` }])
  const logRequestedAt = new Date().toISOString()
  await execute(payload, sql`update devices set log_requested_at = ${logRequestedAt} where id = ${device.id}`)
  return { id: device.id, logRequestedAt }
}

export async function uploadDeviceLog(payload: Payload, device: KeyedDevice, raw: unknown): Promise<{ logUploadedAt: string; chars: number }> {
  if (typeof raw !== 'string') throw badRequest([{ field: 'log', message: M.logRequired }])
  if (raw.length > DEVICE_LOG_MAX_CHARS * 2) throw badRequest([{ field: 'log', message: M.logTooLong(DEVICE_LOG_MAX_CHARS * 2) }])
  // NUL cannot be stored in a PostgreSQL text column; other control characters stay (it is a log)
  const log = raw.replaceAll('\u0000', '').slice(-DEVICE_LOG_MAX_CHARS)
  const logUploadedAt = new Date().toISOString()
  await execute(payload, sql`update devices set device_log = ${log}, log_uploaded_at = ${logUploadedAt}, log_requested_at = null where id = ${device.id}`)
  return { logUploadedAt, chars: log.length }
}
