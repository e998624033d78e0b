/**
 * Devices (issue 18, docs/devices.md): heartbeats and "online/offline seit", the online-ordering pause of a branch
 * without an online order device (order intake refuses, /api/init tells the storefront), test print on a receipt
 * printer (a TCP listener parsing ESC/POS), log request and upload, and the Web Push test notification received by a
 * local push service that checks the VAPID JWT and decrypts the payload. German errors and branch isolation throughout.
 */
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MESSAGES } from '../../domain'
import { currentGeneration } from '../../platform/cache/contentEvents'
import { execute, sql } from '../../platform/db'
import { watchOrderingPauses } from '../../modules/devices/presence'
import { startFakePrinter } from '../fakes/escpos-printer'
import { branchByIdentifier } from '../fakes/orders'
import { startPushService } from '../fakes/push-service'
import { call, eventually, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE, OTHER_EMPLOYEE, ensureOtherEmployee } from './helpers/users'

type Heartbeat = { heartbeatSeconds: number; logRequested: boolean; pushPublicKey: string | null; pushSubscribed: boolean }
type DeviceDoc = { id: number; lastSeenAt?: string | null; onlineSince?: string | null; deviceLog?: string | null; logUploadedAt?: string | null; pushSubscription?: unknown }

let payload: Payload
let admin: string
let employee: string
let other: string
let wien = 0
let soupId = 0
let printer: Awaited<ReturnType<typeof startFakePrinter>>
let push: Awaited<ReturnType<typeof startPushService>>
const created: number[] = []
const screens: { kitchen: { id: number; key: string }; desk: { id: number; key: string } } = { kitchen: { id: 0, key: '' }, desk: { id: 0, key: '' } }
let printerId = 0

async function createDevice(body: Record<string, unknown>): Promise<number> {
  const res = await call<{ id: number }>('POST', '/devices', { token: admin, body })
  expect(res.status).toBe(201)
  created.push(res.body.data!.id)
  return res.body.data!.id
}

async function screen(type: 'frontdesk' | 'backoffice', name: string) {
  const id = await createDevice({ name, type, branch: wien })
  const rotated = await call<{ apiKey: string }>('POST', `/devices/${id}/rotate-api-key`, { token: admin })
  return { id, key: rotated.body.data!.apiKey }
}

const heartbeat = (device: { key: string }, branchId = wien) => call<Heartbeat>('POST', '/device/heartbeat', { body: { branchId, apiKey: device.key } })
const readDevice = async (id: number, token = admin) => (await call<DeviceDoc>('GET', `/devices/${id}`, { token })).body.data!

const orderBody = () => ({
  branch: wien,
  deliveryType: 'takeaway',
  firstName: 'Theo',
  lastName: 'Theke',
  email: 'theo@example.at',
  phone: '+43 664 1112223',
  paymentMethod: 'cash',
  legalInstructions: true,
  privacyPolicy: true,
  items: [{ product: soupId, amount: 1 }],
})

async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

beforeAll(async () => {
  payload = await loadPayload()
  printer = await startFakePrinter()
  push = await startPushService()
  await ensureOtherEmployee()
  admin = await login(ADMIN.email, ADMIN.password)
  employee = await login(EMPLOYEE.email, EMPLOYEE.password)
  other = await login(OTHER_EMPLOYEE.email, OTHER_EMPLOYEE.password)
  wien = (await branchByIdentifier(payload, 'wien')).id
  const { docs } = await payload.find({ collection: 'products', where: { sku: { equals: 'GW-FRITTATENSUPPE' } }, limit: 1, depth: 0, overrideAccess: true })
  soupId = docs[0]!.id
  screens.kitchen = await screen('backoffice', 'Küche Test')
  screens.desk = await screen('frontdesk', 'Abholung Test')
  printerId = await createDevice({ name: 'Bondrucker Test', type: 'printer', branch: wien, host: printer.host, port: printer.port })
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'config', data: { orderPauseOfflineMinutes: null }, overrideAccess: true })
  for (const id of created) await payload.delete({ collection: 'devices', id, overrideAccess: true })
  delete process.env.WEB_PUSH_ALLOW_HTTP
  await printer.close()
  await push.close()
})

describe('heartbeats', () => {
  it('refuses a wrong key or another branch with a German 404', async () => {
    const wrong = await call('POST', '/device/heartbeat', { body: { branchId: wien, apiKey: `tk_${'x'.repeat(43)}` } })
    expect(wrong.status).toBe(404)
    expect(wrong.body.errors?.[0]?.message).toBe('Dieses Gerät ist nicht freigeschaltet.')
    const graz = (await branchByIdentifier(payload, 'graz')).id
    expect((await heartbeat(screens.kitchen, graz)).status).toBe(404)
    const noBody = await call('POST', '/device/heartbeat', { body: [] })
    expect(noBody.status).toBe(400)
  })

  it('stamps lastSeenAt, keeps onlineSince through a series and answers the VAPID public key', async () => {
    const first = await heartbeat(screens.kitchen)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ heartbeatSeconds: 30, logRequested: false, pushSubscribed: false })
    expect(Buffer.from(first.body.data!.pushPublicKey!, 'base64url')).toHaveLength(65)
    const afterFirst = await readDevice(screens.kitchen.id)
    expect(afterFirst.lastSeenAt).toBeTruthy()
    expect(afterFirst.onlineSince).toBe(afterFirst.lastSeenAt)
    await new Promise((resolve) => setTimeout(resolve, 20))
    await heartbeat(screens.kitchen)
    const afterSecond = await readDevice(screens.kitchen.id)
    expect(Date.parse(afterSecond.lastSeenAt!)).toBeGreaterThan(Date.parse(afterFirst.lastSeenAt!))
    expect(afterSecond.onlineSince).toBe(afterFirst.onlineSince)
    // the same key pair on every answer (created once, stored)
    expect((await heartbeat(screens.desk)).body.data!.pushPublicKey).toBe(first.body.data!.pushPublicKey)
  })

  it('starts a new series after a gap longer than 90 s', async () => {
    await execute(payload, sql`update devices set last_seen_at = now() - interval '5 minutes', online_since = now() - interval '1 hour' where id = ${screens.desk.id}`)
    await heartbeat(screens.desk)
    const doc = await readDevice(screens.desk.id)
    expect(doc.onlineSince).toBe(doc.lastSeenAt)
  })

  it('lets an employee of another branch neither read the device nor see its presence', async () => {
    expect((await call('GET', `/devices/${screens.kitchen.id}`, { token: other })).status).toBe(404)
    expect((await readDevice(screens.kitchen.id, employee)).lastSeenAt).toBeTruthy()
  })
})

describe('online ordering pauses without an online order device', () => {
  // the server reads its settings from a cache that the settings change empties when its event arrives (LISTEN, after
  // the commit): wait for that, as a second request would, instead of racing it (the race failed after the layout move)
  const setPauseMinutes = async (minutes: number | null) => {
    const before = currentGeneration()
    await payload.updateGlobal({ slug: 'config', data: { orderPauseOfflineMinutes: minutes }, overrideAccess: true })
    await eventually(async () => currentGeneration(), (generation) => generation > before)
  }
  const wienPaused = async () => {
    const init = await call<{ url: string; data: { id: number; isOrderingPaused?: boolean }[] }[]>('GET', '/init')
    const branches = init.body.data!.find((e) => e.url === '/api/branches')!.data
    return branches.find((b) => b.id === wien)?.isOrderingPaused === true
  }
  const allOffline = () =>
    execute(payload, sql`update devices set last_seen_at = now() - interval '10 minutes' where branch_id = ${wien} and type in ('frontdesk', 'backoffice')`)

  it('accepts orders while the setting is off, even with every device offline', async () => {
    await allOffline()
    expect((await call('POST', '/orders/public', { body: orderBody() })).status).toBe(201)
  })

  it('refuses orders with a German 400 and marks the branch in /api/init once no order device was online for N minutes', async () => {
    await setPauseMinutes(5)
    await allOffline()
    await watchOrderingPauses(payload)
    const refused = await call('POST', '/orders/public', { body: orderBody() })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toContainEqual({ field: 'branch', message: MESSAGES.orderingPaused })
    expect(await eventually(wienPaused, (paused) => paused)).toBe(true)
  })

  it('resumes with the next heartbeat of one order device', async () => {
    expect((await heartbeat(screens.desk)).status).toBe(200)
    expect((await call('POST', '/orders/public', { body: orderBody() })).status).toBe(201)
    expect(await eventually(wienPaused, (paused) => !paused)).toBe(false)
  })

  it('does not count a device of another kind (a printer) as an order device', async () => {
    await allOffline()
    await execute(payload, sql`update devices set last_seen_at = now() where id = ${printerId}`)
    expect((await call('POST', '/orders/public', { body: orderBody() })).status).toBe(400)
    await heartbeat(screens.kitchen)
    await setPauseMinutes(null)
  })
})

describe('POST /devices/{id}/test/print', () => {
  it('prints a test page on the receipt printer (employee of the branch)', async () => {
    const before = printer.receipts.length
    const res = await call<{ printedAt: string; bytes: number }>('POST', `/devices/${printerId}/test/print`, { token: employee })
    expect(res.status).toBe(200)
    expect(res.body.data!.bytes).toBeGreaterThan(100)
    await eventually(async () => printer.receipts.length, (n) => n > before)
    const page = printer.receipts.at(-1)!
    expect(page.text).toContain('Testdruck')
    expect(page.text).toContain('Bondrucker Test')
    expect(page.text).toContain('äöü ÄÖÜ ß €')
    expect(page.cuts).toBe(1)
  })

  it('refuses an employee of another branch (403), an unknown device (404) and a screen (409)', async () => {
    const foreign = await call('POST', `/devices/${printerId}/test/print`, { token: other })
    expect(foreign.status).toBe(403)
    expect(foreign.body.errors?.[0]?.message).toBe('Sie sind nicht berechtigt, diese Aktion auszuführen.')
    const unknown = await call('POST', '/devices/2000000000/test/print', { token: admin })
    expect(unknown.status).toBe(404)
    expect(unknown.body.errors?.[0]?.message).toBe('Das Gerät wurde nicht gefunden.')
    const screenPrint = await call('POST', `/devices/${screens.kitchen.id}/test/print`, { token: admin })
    expect(screenPrint.status).toBe(409)
    expect(screenPrint.body.errors?.[0]).toEqual({ field: 'type', message: 'Test nicht erfolgreich. Ein Testdruck ist nur mit Bondruckern möglich.' })
    expect((await call('POST', `/devices/${printerId}/test/print`)).status).toBe(401)
  })

  it('answers 502 with the reason when the printer does not answer', async () => {
    const port = await closedPort()
    await payload.update({ collection: 'devices', id: printerId, data: { port }, overrideAccess: true })
    const res = await call('POST', `/devices/${printerId}/test/print`, { token: admin })
    expect(res.status).toBe(502)
    expect(res.body.errors?.[0]?.message).toMatch(/^Test nicht erfolgreich\. /)
    await payload.update({ collection: 'devices', id: printerId, data: { port: printer.port }, overrideAccess: true })
  })
})

describe('POST /devices/{id}/request-device-logs', () => {
  it('is refused for another branch’s employee and for a printer', async () => {
    expect((await call('POST', `/devices/${screens.kitchen.id}/request-device-logs`, { token: other })).status).toBe(403)
    const res = await call('POST', `/devices/${printerId}/request-device-logs`, { token: admin })
    expect(res.status).toBe(409)
    expect(res.body.errors?.[0]?.message).toMatch(/^Log konnte nicht angefordert werden\. /)
  })

  it('asks the screen through its heartbeat; the uploaded log is kept and shown', async () => {
    const requested = await call<{ logRequestedAt: string }>('POST', `/devices/${screens.kitchen.id}/request-device-logs`, { token: employee })
    expect(requested.status).toBe(200)
    expect((await heartbeat(screens.kitchen)).body.data!.logRequested).toBe(true)
    const log = '12:00:01 Bestellungen geladen (3)\n12:00:06 Keine Verbindung zum Server\n'
    const upload = await call<{ chars: number }>('POST', '/device/logs', { body: { branchId: wien, apiKey: screens.kitchen.key, log } })
    expect(upload.status).toBe(200)
    expect(upload.body.data!.chars).toBe(log.length)
    const doc = await readDevice(screens.kitchen.id, employee)
    expect(doc.deviceLog).toBe(log)
    expect(doc.logUploadedAt).toBeTruthy()
    expect((await heartbeat(screens.kitchen)).body.data!.logRequested).toBe(false)
  })

  it('refuses a log that is no text and an upload with a wrong key', async () => {
    const bad = await call('POST', '/device/logs', { body: { branchId: wien, apiKey: screens.kitchen.key, log: 42 } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ field: 'log', message: 'Bitte senden Sie das Log als Text.' }])
    expect((await call('POST', '/device/logs', { body: { branchId: wien, apiKey: screens.desk.key.slice(0, -2) + 'xx', log: 'x' } })).status).toBe(404)
  })
})

describe('POST /devices/{id}/test/notification (Web Push)', () => {
  it('says "nicht konfiguriert" while the screen has no subscription', async () => {
    const res = await call('POST', `/devices/${screens.desk.id}/test/notification`, { token: employee })
    expect(res.status).toBe(409)
    expect(res.body.errors?.[0]?.message).toBe('Test nicht erfolgreich. Push-Benachrichtigungen sind für dieses Gerät nicht konfiguriert: Das Gerät hat sie noch nicht aktiviert.')
  })

  it('refuses invalid and non-HTTPS subscriptions', async () => {
    const sub = push.subscribe()
    const insecure = await call('POST', '/device/push-subscription', { body: { branchId: wien, apiKey: screens.desk.key, subscription: sub } })
    expect(insecure.status).toBe(400)
    expect(insecure.body.errors?.[0]?.message).toBe('Der Push-Dienst muss über HTTPS erreichbar sein.')
    const invalid = await call('POST', '/device/push-subscription', { body: { branchId: wien, apiKey: screens.desk.key, subscription: { endpoint: 'https://push.example/x', keys: { p256dh: 'abc', auth: 'def' } } } })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors?.[0]?.message).toBe('Das Push-Abonnement ist ungültig.')
  })

  it('sends an encrypted message with a valid VAPID signature to the screen’s push service', async () => {
    process.env.WEB_PUSH_ALLOW_HTTP = '1'
    const sub = push.subscribe()
    const saved = await call('POST', '/device/push-subscription', { body: { branchId: wien, apiKey: screens.desk.key, subscription: sub } })
    expect(saved.status).toBe(200)
    expect((await heartbeat(screens.desk)).body.data!.pushSubscribed).toBe(true)
    const publicKey = (await heartbeat(screens.desk)).body.data!.pushPublicKey

    const res = await call<{ status: number }>('POST', `/devices/${screens.desk.id}/test/notification`, { token: employee })
    expect(res.status).toBe(200)
    expect(res.body.data!.status).toBe(201)
    const received = push.received.at(-1)!
    expect(received.path).toBe(new URL(sub.endpoint).pathname)
    expect(received.vapid.problem).toBeUndefined()
    expect(received.vapid.ok).toBe(true)
    expect(received.vapid.k).toBe(publicKey)
    expect(received.vapid.jwt.aud).toBe(push.origin)
    expect(received.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(received.headers.ttl)).toBeGreaterThan(0)
    expect(JSON.parse(received.plaintext!)).toMatchObject({ title: 'Testbenachrichtigung', body: 'Push-Benachrichtigungen für „Abholung Test“ funktionieren.' })
  })

  it('keeps the subscription and the key pair unreadable', async () => {
    expect((await readDevice(screens.desk.id)).pushSubscription).toBeUndefined()
    const config = await call<Record<string, unknown>>('GET', '/config', { token: admin })
    expect(config.body.data).not.toHaveProperty('webPushPrivateKey')
    const global = await payload.findGlobal({ slug: 'config', overrideAccess: false, user: (await payload.find({ collection: 'users', where: { email: { equals: ADMIN.email } }, limit: 1, overrideAccess: true })).docs[0] })
    expect(global).not.toHaveProperty('webPushPrivateKey')
  })

  it('refuses an employee of another branch', async () => {
    expect((await call('POST', `/devices/${screens.desk.id}/test/notification`, { token: other })).status).toBe(403)
  })

  it('forgets a subscription the push service no longer knows (410) and says so', async () => {
    push.answerWith(410)
    const gone = await call('POST', `/devices/${screens.desk.id}/test/notification`, { token: admin })
    push.answerWith(201)
    expect(gone.status).toBe(409)
    expect(gone.body.errors?.[0]?.message).toBe('Test nicht erfolgreich. Das Gerät hat die Push-Benachrichtigungen abgemeldet. Bitte den Bildschirm des Geräts neu laden.')
    expect((await heartbeat(screens.desk)).body.data!.pushSubscribed).toBe(false)
  })

  it('answers 502 when the push service refuses', async () => {
    const sub = push.subscribe()
    await call('POST', '/device/push-subscription', { body: { branchId: wien, apiKey: screens.desk.key, subscription: sub } })
    push.answerWith(400)
    const res = await call('POST', `/devices/${screens.desk.id}/test/notification`, { token: admin })
    push.answerWith(201)
    expect(res.status).toBe(502)
    expect(res.body.errors?.[0]?.message).toBe('Test nicht erfolgreich. Der Push-Dienst hat die Nachricht abgelehnt (HTTP 400).')
  })
})
