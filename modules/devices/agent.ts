/** What a device screen calls (POST /device/…): parse { branchId, apiKey }, find the device, act. */
import type { Payload } from 'payload'

import { DEVICE_HEARTBEAT_INTERVAL_MS } from '../../domain'
import type { DeviceHeartbeat } from '../../contracts'
import { badRequest } from '../../platform/api/errors'
import { MESSAGES } from '../../platform/api/errors'
import { uploadDeviceLog } from './logs'
import { deviceByKey, recordHeartbeat } from './presence'
import { savePushSubscription, vapidKeys } from './push'

function credentials(body: unknown): { branchId: unknown; apiKey: unknown; rest: Record<string, unknown> } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest([{ field: null, message: MESSAGES.jsonObject }])
  const { branchId, apiKey, ...rest } = body as Record<string, unknown>
  return { branchId, apiKey, rest }
}

export async function deviceHeartbeat(payload: Payload, body: unknown): Promise<DeviceHeartbeat> {
  const { branchId, apiKey } = credentials(body)
  const device = await deviceByKey(payload, branchId, apiKey)
  await recordHeartbeat(payload, device)
  const isScreen = device.type === 'frontdesk' || device.type === 'backoffice'
  return {
    heartbeatSeconds: DEVICE_HEARTBEAT_INTERVAL_MS / 1000,
    logRequested: device.logRequestedAt !== null,
    pushPublicKey: isScreen ? (await vapidKeys(payload)).publicKey : null,
    pushSubscribed: device.hasPushSubscription,
  }
}

export async function deviceLogUpload(payload: Payload, body: unknown) {
  const { branchId, apiKey, rest } = credentials(body)
  return uploadDeviceLog(payload, await deviceByKey(payload, branchId, apiKey), rest.log)
}

export async function devicePushSubscription(payload: Payload, body: unknown) {
  const { branchId, apiKey, rest } = credentials(body)
  return savePushSubscription(payload, await deviceByKey(payload, branchId, apiKey), rest.subscription)
}
