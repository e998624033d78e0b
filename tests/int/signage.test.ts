/**
 * TV commands (BO §4, §7, §8; docs/signage.md): POST /digital-signage-devices/{id}/command and /command/abort answer
 * the updated TV; German refusals beginning with "Befehl konnte nicht ausgeführt / abgebrochen werden."; an employee
 * of another branch is refused (403), signed-out callers too (401). Player keys, the stream preview and screenshots.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { DigitalSignageDevice } from '../../contracts/payload-types'
import { saveScreenshot } from '../../modules/devices/signage/screenshots'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE, OTHER_EMPLOYEE, branchId, ensureOtherEmployee } from './helpers/users'

let payload: Payload
let admin: string
let employee: string
let other: string
let wien = 0
let sceneId = 0
let streamId = 0
let n = 0

async function newTv(extra: Record<string, unknown> = {}): Promise<DigitalSignageDevice> {
  n++
  const created = await call<DigitalSignageDevice>('POST', '/digital-signage-devices', {
    token: admin,
    body: { name: `TV ${n}`, identifier: `tv-int-${n}-${Date.now()}`, branch: wien, stream: streamId, ...extra },
  })
  expect(created.status).toBe(201)
  return created.body.data!
}

const command = (id: number, body: unknown, token = admin) => call<DigitalSignageDevice>('POST', `/digital-signage-devices/${id}/command`, { token, body })
const abort = (id: number, token = admin) => call<DigitalSignageDevice>('POST', `/digital-signage-devices/${id}/command/abort`, { token, body: {} })

beforeAll(async () => {
  payload = await loadPayload()
  await ensureOtherEmployee()
  admin = await login(ADMIN.email, ADMIN.password)
  employee = await login(EMPLOYEE.email, EMPLOYEE.password)
  other = await login(OTHER_EMPLOYEE.email, OTHER_EMPLOYEE.password)
  wien = await branchId('wien')
  const scene = await payload.create({ collection: 'scenes', data: { name: 'Mittagsmenü', path: `mittagsmenue-${Date.now()}`, headline: 'Mittagsmenü', text: 'Suppe und Hauptgang', showReady: true }, overrideAccess: true })
  sceneId = scene.id
  const segment = await payload.create({
    collection: 'digital-signage-segments',
    data: { name: 'Willkommen', type: 'text', duration: 10, text: 'Willkommen!', weekdays: ['monday', 'friday'], timeFrom: '11:00', timeTo: '14:00', daypart: 'open' },
    overrideAccess: true,
  })
  const stream = await payload.create({ collection: 'digital-signage-streams', data: { name: 'Filiale', segments: [segment.id], readyOverlay: 'right' }, overrideAccess: true })
  streamId = stream.id
})

describe('TV commands', () => {
  it('issues a command and answers the updated TV (pending, with its issue time)', async () => {
    const tv = await newTv()
    const res = await command(tv.id, { command: 'reload' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: tv.id, command: 'reload', commandStatus: 'pending', commandResult: null })
    expect(Date.parse(res.body.data!.commandIssuedAt!)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('sends the TV\'s "Befehl" select when the body names no command', async () => {
    const tv = await newTv({ command: 'mute' })
    const res = await command(tv.id, {})
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ command: 'mute', commandStatus: 'pending' })
  })

  it('shows a scene: the scene is required and must exist', async () => {
    const tv = await newTv()
    const missing = await command(tv.id, { command: 'showScene' })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual([{ field: 'scene', message: 'Befehl konnte nicht ausgeführt werden. Bitte wählen Sie die Szene aus, die gezeigt werden soll.' }])
    const unknown = await command(tv.id, { command: 'showScene', scene: 999999 })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors?.[0]?.message).toBe('Befehl konnte nicht ausgeführt werden. Die gewählte Szene existiert nicht.')
    const ok = await command(tv.id, { command: 'showScene', scene: sceneId })
    expect(ok.status).toBe(200)
    expect(ok.body.data).toMatchObject({ command: 'showScene', commandScene: sceneId, commandStatus: 'pending' })
  })

  it('refuses an unknown command and a disabled TV in German', async () => {
    const tv = await newTv()
    const bad = await command(tv.id, { command: 'selfDestruct' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ field: 'command', message: 'Befehl konnte nicht ausgeführt werden. Bitte wählen Sie einen Befehl aus der Liste.' }])
    const none = await command(tv.id, {})
    expect(none.status).toBe(400)
    const disabled = await newTv({ isEnabled: false })
    const res = await command(disabled.id, { command: 'reload' })
    expect(res.status).toBe(409)
    expect(res.body.errors?.[0]?.message).toBe('Befehl konnte nicht ausgeführt werden. Der TV ist deaktiviert.')
  })

  it('aborts a pending command and answers the updated TV; nothing to abort is a German 409', async () => {
    const tv = await newTv()
    const nothing = await abort(tv.id)
    expect(nothing.status).toBe(409)
    expect(nothing.body.errors).toEqual([{ field: null, message: 'Befehl konnte nicht abgebrochen werden. Es ist kein Befehl ausstehend oder aktiv.' }])
    await command(tv.id, { command: 'shutdown' })
    const res = await abort(tv.id)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: tv.id, command: 'shutdown', commandStatus: 'aborted', commandResult: 'Im Backend abgebrochen.' })
    expect((await abort(tv.id)).status).toBe(409)
  })

  it('lets an employee command the TVs of their branch and refuses one of another branch', async () => {
    const tv = await newTv()
    expect((await command(tv.id, { command: 'screenshot' }, employee)).status).toBe(200)
    const foreign = await command(tv.id, { command: 'reload' }, other)
    expect(foreign.status).toBe(403)
    expect(foreign.body.errors?.[0]?.message).toBe('Sie sind nicht berechtigt, diese Aktion auszuführen.')
    expect((await abort(tv.id, other)).status).toBe(403)
    // the refused calls changed nothing
    const { commandStatus, command: last } = (await payload.findByID({ collection: 'digital-signage-devices', id: tv.id, depth: 0, overrideAccess: true })) as DigitalSignageDevice
    expect({ commandStatus, last }).toEqual({ commandStatus: 'pending', last: 'screenshot' })
  })

  it('answers 404 for an unknown TV and 401 without sign-in', async () => {
    const missing = await command(987654, { command: 'reload' })
    expect(missing.status).toBe(404)
    expect(missing.body.errors?.[0]?.message).toBe('TV konnte nicht geladen werden.')
    const tv = await newTv()
    expect((await call('POST', `/digital-signage-devices/${tv.id}/command`, { body: { command: 'reload' } })).status).toBe(401)
    expect((await call('POST', `/digital-signage-devices/${tv.id}/command/abort`, { body: {} })).status).toBe(401)
  })
})

describe('player key, preview and screenshot', () => {
  it('creates a key once, shows the player address with the key in the fragment and never returns the hash', async () => {
    const tv = await newTv()
    const res = await call<{ apiKey: string; screenPath: string }>('POST', `/digital-signage-devices/${tv.id}/rotate-api-key`, { token: employee })
    expect(res.status).toBe(200)
    expect(res.body.data!.screenPath).toBe(`/signage/${encodeURIComponent(tv.identifier)}#schluessel=${encodeURIComponent(res.body.data!.apiKey)}`)
    const read = await call<Record<string, unknown>>('GET', `/digital-signage-devices/${tv.id}`, { token: admin })
    expect(read.body.data).not.toHaveProperty('apiKeyHash')
    expect(read.body.data!.apiKeyCreatedAt).toBeTruthy()
    expect((await call('POST', `/digital-signage-devices/${tv.id}/rotate-api-key`, { token: other })).status).toBe(403)
  })

  it('answers the stream as the player plays it', async () => {
    const res = await call<Record<string, unknown>>('GET', `/digital-signage-streams/${streamId}/playlist`, { token: employee })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      streamId,
      name: 'Filiale',
      loop: true,
      readyOverlay: 'right',
      timeZone: 'Europe/Vienna',
      segments: [{ name: 'Willkommen', type: 'text', text: 'Willkommen!', schedule: { weekdays: ['monday', 'friday'], timeFrom: '11:00', timeTo: '14:00', daypart: 'open' } }],
    })
    const missing = await call('GET', '/digital-signage-streams/987654/playlist', { token: admin })
    expect(missing.status).toBe(404)
    expect(missing.body.errors?.[0]?.message).toBe('Stream konnte nicht geladen werden.')
  })

  it('serves the last screenshot as PNG to staff of the branch only', async () => {
    const tv = await newTv()
    const none = await call('GET', `/digital-signage-devices/${tv.id}/screenshot`, { token: admin })
    expect(none.status).toBe(404)
    expect(none.body.errors?.[0]?.message).toBe('Für diesen TV gibt es noch kein Bildschirmfoto.')
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
    await saveScreenshot(payload, tv.id, png)
    const res = await fetchRaw(`/digital-signage-devices/${tv.id}/screenshot`, employee)
    expect(res.status).toBe(200)
    expect(res.type).toBe('image/png')
    expect(Buffer.compare(res.bytes, png)).toBe(0)
    expect((await call('GET', `/digital-signage-devices/${tv.id}/screenshot`, { token: other })).status).toBe(403)
    const device = (await payload.findByID({ collection: 'digital-signage-devices', id: tv.id, depth: 0, overrideAccess: true })) as DigitalSignageDevice
    expect(device.lastScreenshotAt).toBeTruthy()
  })
})

/** The raw bytes of a binary answer (call() parses JSON). */
async function fetchRaw(path: string, token: string) {
  const { apiEndpoints } = await import('../../modules/endpoints')
  const { createRouter } = await import('../../platform/api/router')
  const router = createRouter(apiEndpoints, loadPayload)
  const response = await router(new Request(`http://localhost:3000/api${path}`, { headers: { authorization: `JWT ${token}` } }), path)
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) }
}
