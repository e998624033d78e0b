/**
 * Web Push to a device screen's browser (issue 18): VAPID key pair created on first use and kept in the config
 * (fields readable by nobody), the device's subscription stored on the device (readable by nobody), and the test
 * notification. The request (VAPID JWT, aes128gcm-encrypted payload) is built by the `web-push` package and sent
 * with fetch. Push services are HTTPS; WEB_PUSH_ALLOW_HTTP=1 also accepts http:// endpoints (local test services).
 */
import type { Payload } from 'payload'
import webpush from 'web-push'

import type { Device } from '../../contracts/payload-types'
import { ApiError, badRequest } from '../../platform/api/errors'
import { execute, sql } from '../../platform/db'
import { env } from '../../platform/env'
import { readSettings } from '../settings'
import { DEVICE_MESSAGES as M } from './messages'
import type { KeyedDevice } from './presence'

export type PushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } }
export type VapidKeys = { publicKey: string; privateKey: string }

const PUSH_TIMEOUT_MS = 10_000
const SCREEN_TYPES = ['frontdesk', 'backoffice']

const allowHttp = () => ['1', 'true', 'on', 'yes'].includes((process.env.WEB_PUSH_ALLOW_HTTP ?? '').trim().toLowerCase())

async function readKeys(payload: Payload): Promise<{ exists: boolean; keys: VapidKeys | null }> {
  const rows = await execute(payload, sql`select web_push_public_key, web_push_private_key from config limit 1`)
  const row = rows[0]
  if (!row) return { exists: false, keys: null }
  const publicKey = row.web_push_public_key
  const privateKey = row.web_push_private_key
  return { exists: true, keys: typeof publicKey === 'string' && typeof privateKey === 'string' && publicKey && privateKey ? { publicKey, privateKey } : null }
}

/** The VAPID key pair; created and stored on first use (two simultaneous first uses keep the first stored pair). */
export async function vapidKeys(payload: Payload): Promise<VapidKeys> {
  const current = await readKeys(payload)
  if (current.keys) return current.keys
  const created = webpush.generateVAPIDKeys()
  if (current.exists) {
    await execute(
      payload,
      sql`update config set web_push_public_key = ${created.publicKey}, web_push_private_key = ${created.privateKey}
          where web_push_private_key is null`,
    )
  } else {
    // no settings row yet: Payload creates it. Deliberately overrideAccess: the key fields are written by the server only.
    await payload.updateGlobal({ slug: 'config', data: { webPushPublicKey: created.publicKey, webPushPrivateKey: created.privateKey }, overrideAccess: true, depth: 0 })
  }
  const stored = await readKeys(payload)
  if (!stored.keys) throw new Error('VAPID-Schlüssel konnten nicht gespeichert werden.')
  return stored.keys
}

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/
const decodedLength = (value: string) => Buffer.from(value, 'base64url').length

/** A browser's PushSubscription.toJSON(): https endpoint, P-256 public key (65 bytes) and auth secret (16 bytes). */
export function parseSubscription(raw: unknown): PushSubscription {
  const invalid = () => badRequest([{ field: 'subscription', message: M.invalidSubscription }])
  if (typeof raw !== 'object' || raw === null) throw invalid()
  const { endpoint, keys } = raw as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } }
  if (typeof endpoint !== 'string' || endpoint.length > 2000 || typeof keys !== 'object' || keys === null) throw invalid()
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    throw invalid()
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowHttp())) throw badRequest([{ field: 'subscription.endpoint', message: M.insecureEndpoint }])
  const { p256dh, auth } = keys
  if (typeof p256dh !== 'string' || typeof auth !== 'string' || !B64URL.test(p256dh) || !B64URL.test(auth)) throw invalid()
  if (decodedLength(p256dh) !== 65 || decodedLength(auth) !== 16) throw invalid()
  return { endpoint: url.href, keys: { p256dh, auth } }
}

/** POST /device/push-subscription: stores (or replaces) the screen's subscription. */
export async function savePushSubscription(payload: Payload, device: KeyedDevice, raw: unknown): Promise<{ subscribedAt: string }> {
  if (!SCREEN_TYPES.includes(device.type)) throw new ApiError(409, M.pushOnlyScreens)
  const subscription = parseSubscription(raw)
  const subscribedAt = new Date().toISOString()
  await execute(payload, sql`update devices set push_subscription = ${JSON.stringify(subscription)}::jsonb, push_subscribed_at = ${subscribedAt} where id = ${device.id}`)
  return { subscribedAt }
}

const failed = (status: number, reason: string, field = 'push') => new ApiError(status, [{ field, message: `${M.testFailed} ${reason}` }])

async function vapidSubject(payload: Payload): Promise<string> {
  const email = (await readSettings(payload)).email?.trim()
  if (email && /^[^\s@]+@[^\s@]+$/.test(email)) return `mailto:${email}`
  return env.PUBLIC_URL.startsWith('https://') ? env.PUBLIC_URL : 'mailto:webpush@tresen.invalid'
}

/** web-push's headers for fetch: values as text, without Content-Length (fetch sets it from the body). */
const requestHeaders = (headers: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]))

/**
 * POST /devices/{id}/test/notification (the caller's right to the device is checked by the endpoint).
 * No subscription → 409 '… nicht konfiguriert …'; a subscription the push service no longer knows (404/410) is
 * removed → 409; another refusal or no answer → 502. Answer: the push service's status.
 */
export async function sendTestNotification(payload: Payload, device: Device): Promise<{ status: number; sentAt: string }> {
  if (!SCREEN_TYPES.includes(device.type)) throw failed(409, M.pushOnlyScreens, 'type')
  const rows = await execute(payload, sql`select push_subscription from devices where id = ${device.id}`)
  const stored = rows[0]?.push_subscription
  if (stored === null || stored === undefined) throw failed(409, M.pushNotConfigured, 'pushSubscription')
  const subscription = (typeof stored === 'string' ? JSON.parse(stored) : stored) as PushSubscription
  const keys = await vapidKeys(payload)
  const body = JSON.stringify({ title: M.testTitle, body: M.testBody(device.name), tag: `test-${device.id}`, sentAt: new Date().toISOString() })
  const details = webpush.generateRequestDetails(subscription, body, {
    vapidDetails: { subject: await vapidSubject(payload), publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: 60,
    contentEncoding: 'aes128gcm',
  })
  let response: Response
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers: requestHeaders(details.headers),
      body: new Uint8Array(details.body as Buffer),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      redirect: 'error',
    })
    await response.arrayBuffer().catch(() => undefined)
  } catch {
    throw failed(502, M.pushUnreachable)
  }
  if (response.status === 404 || response.status === 410) {
    await execute(payload, sql`update devices set push_subscription = null, push_subscribed_at = null where id = ${device.id}`)
    throw failed(409, M.pushGone, 'pushSubscription')
  }
  if (response.status < 200 || response.status > 299) throw failed(502, M.pushRefused(response.status))
  return { status: response.status, sentAt: new Date().toISOString() }
}
