/**
 * The signage WebSocket (modules/devices/signage/ws.ts) with real peers: key check, welcome with the playlist, commands and
 * aborts delivered through PostgreSQL NOTIFY to a player connected to another server instance (its own LISTEN
 * connection, as another process would have), reports written back, the ready zone following the order board's
 * transitions, the heartbeat ending a silent peer, a reconnecting player getting its open command again, and the
 * LISTEN connection reconnecting after its backend was terminated.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'

import type { SignageServerMessage } from '../../domain/signage'
import type { DigitalSignageDevice, Order } from '../../contracts/payload-types'
import { execute, sql } from '../../platform/db'
import { SIGNAGE_WS_PATH, createSignageServer } from '../../modules/devices/signage/ws'
import type { SignageServer } from '../../modules/devices/signage/ws'
import { branchByIdentifier } from '../fakes/orders'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN } from './helpers/users'

const HEARTBEAT_MS = 300

type Host = { server: http.Server; signage: SignageServer; url: string }

async function host(payload: Payload): Promise<Host> {
  const signage = createSignageServer(payload, { connectionString: process.env.DATABASE_URL!, heartbeatMs: HEARTBEAT_MS })
  const server = http.createServer((_req, res) => res.writeHead(404).end())
  server.on('upgrade', (req, socket, head) => {
    if (!signage.handleUpgrade(req, socket, head)) socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  await signage.ready
  return { server, signage, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}${SIGNAGE_WS_PATH}` }
}

/** A player: its received messages, waited for by predicate. */
class Player {
  readonly messages: SignageServerMessage[] = []
  readonly ws: WebSocket
  closed: { code: number } | null = null
  private waiters: (() => void)[] = []

  constructor(url: string, options: { autoPong?: boolean } = {}) {
    this.ws = new WebSocket(url, { autoPong: options.autoPong ?? true })
    this.ws.on('message', (data, binary) => {
      if (!binary) this.messages.push(JSON.parse(data.toString()) as SignageServerMessage)
      for (const w of this.waiters.splice(0)) w()
    })
    this.ws.on('close', (code) => {
      this.closed = { code }
      for (const w of this.waiters.splice(0)) w()
    })
    this.ws.on('error', () => {})
  }

  opened() {
    return new Promise<void>((resolve, reject) => {
      if (this.ws.readyState === WebSocket.OPEN) return resolve()
      this.ws.once('open', () => resolve())
      this.ws.once('error', reject)
    })
  }

  send(message: unknown) {
    this.ws.send(JSON.stringify(message))
  }

  async next<T extends SignageServerMessage['type']>(type: T, accept: (m: Extract<SignageServerMessage, { type: T }>) => boolean = () => true, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.messages.find((m) => m.type === type && accept(m as Extract<SignageServerMessage, { type: T }>))
      if (found) {
        this.messages.splice(this.messages.indexOf(found), 1)
        return found as Extract<SignageServerMessage, { type: T }>
      }
      if (Date.now() > deadline) throw new Error(`no '${type}' message within ${timeoutMs} ms; got ${JSON.stringify(this.messages.map((m) => m.type))}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(10, deadline - Date.now()))
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  async closedWith(timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs
    while (!this.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    return this.closed
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 25))
  }
  return false
}

let payload: Payload
let token: string
let wien = 0
let soupId = 0
let a: Host
let b: Host
let n = 0
const players: Player[] = []

async function tvWithKey(): Promise<{ tv: DigitalSignageDevice; key: string }> {
  n++
  const stream = await payload.create({
    collection: 'digital-signage-streams',
    data: {
      name: `Stream ${n}`,
      segments: [(await payload.create({ collection: 'digital-signage-segments', data: { name: 'Hallo', type: 'text', text: 'Hallo', duration: 5 }, overrideAccess: true })).id],
    },
    overrideAccess: true,
  })
  const created = await call<DigitalSignageDevice>('POST', '/digital-signage-devices', {
    token,
    body: { name: `TV ws ${n}`, identifier: `tv-ws-${n}-${Date.now()}`, branch: wien, stream: stream.id },
  })
  expect(created.status).toBe(201)
  const rotated = await call<{ apiKey: string }>('POST', `/digital-signage-devices/${created.body.data!.id}/rotate-api-key`, { token })
  return { tv: created.body.data!, key: rotated.body.data!.apiKey }
}

async function connect(h: Host, identifier: string, key: string, options: { autoPong?: boolean } = {}) {
  const player = new Player(h.url, options)
  players.push(player)
  await player.opened()
  player.send({ type: 'hello', identifier, key })
  return player
}

const device = async (id: number) => (await payload.findByID({ collection: 'digital-signage-devices', id, depth: 0, overrideAccess: true })) as DigitalSignageDevice

async function placeOrder(): Promise<Order> {
  const res = await call<{ uid: string }>('POST', '/orders/public', {
    body: {
      branch: wien,
      deliveryType: 'takeaway',
      firstName: 'Tina',
      lastName: 'Theke',
      email: 'tina@example.at',
      phone: '+43 664 1112224',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: soupId, amount: 1 }],
    },
  })
  expect(res.status).toBe(201)
  const { docs } = await payload.find({ collection: 'orders', where: { uid: { equals: res.body.data!.uid } }, depth: 0, limit: 1, overrideAccess: true })
  return docs[0] as Order
}

beforeAll(async () => {
  payload = await loadPayload()
  token = await login(ADMIN.email, ADMIN.password)
  wien = (await branchByIdentifier(payload, 'wien')).id
  const { docs } = await payload.find({ collection: 'products', where: { sku: { equals: 'GW-FRITTATENSUPPE' } }, limit: 1, depth: 0, overrideAccess: true })
  soupId = docs[0]!.id
  a = await host(payload)
  b = await host(payload)
})

afterAll(async () => {
  for (const p of players) p.ws.terminate()
  for (const h of [a, b]) {
    await h?.signage.close()
    await new Promise((r) => h?.server.close(r))
  }
})

describe('signage WebSocket', () => {
  it('refuses a wrong key with a German message and close code 4403', async () => {
    const { tv } = await tvWithKey()
    const player = await connect(a, tv.identifier, 'tk_wrong-key-0123456789')
    expect((await player.next('refused')).message).toBe('Dieser Bildschirm ist nicht freigeschaltet.')
    expect(await player.closedWith()).toEqual({ code: 4403 })
  })

  it('welcomes a player with its playlist and ready zone, delivers a command issued through another instance and stores the reports', async () => {
    const { tv, key } = await tvWithKey()
    const player = await connect(b, tv.identifier, key)
    const welcome = await player.next('welcome')
    expect(welcome).toMatchObject({ deviceId: tv.id, heartbeatMs: HEARTBEAT_MS, playlist: { segments: [{ name: 'Hallo', type: 'text' }] } })
    await player.next('ready')
    expect(await until(async () => (await device(tv.id)).playerState !== null)).toBe(true)
    expect((await device(tv.id)).playerState).toMatchObject({ connected: true })

    const issued = await call<DigitalSignageDevice>('POST', `/digital-signage-devices/${tv.id}/command`, { token, body: { command: 'mute' } })
    const cmd = await player.next('command')
    expect(cmd).toMatchObject({ command: 'mute', issuedAt: issued.body.data!.commandIssuedAt })
    player.send({ type: 'report', issuedAt: cmd.issuedAt, status: 'done', result: 'Ton aus.' })
    expect(await until(async () => (await device(tv.id)).commandStatus === 'done')).toBe(true)
    expect((await device(tv.id)).commandResult).toBe('Ton aus.')
    // a stale report (another issue time) changes nothing
    player.send({ type: 'report', issuedAt: '2020-01-01T00:00:00.000Z', status: 'failed' })
    player.send({ type: 'state', state: { screen: 'Segment „Hallo“', muted: true } })
    expect(await until(async () => ((await device(tv.id)).playerState as { muted?: boolean } | null)?.muted === true)).toBe(true)
    expect((await device(tv.id)).commandStatus).toBe('done')
  })

  it('sends the abort of a running scene, and a reconnecting player gets its open command again', async () => {
    const { tv, key } = await tvWithKey()
    const first = await connect(a, tv.identifier, key)
    await first.next('welcome')
    const scene = await payload.create({ collection: 'scenes', data: { name: 'Aktion', path: `aktion-${Date.now()}` }, overrideAccess: true })
    await call('POST', `/digital-signage-devices/${tv.id}/command`, { token, body: { command: 'showScene', scene: scene.id } })
    const cmd = await first.next('command')
    expect(cmd.scene).toMatchObject({ id: scene.id, name: 'Aktion' })
    first.send({ type: 'report', issuedAt: cmd.issuedAt, status: 'running' })
    expect(await until(async () => (await device(tv.id)).commandStatus === 'running')).toBe(true)

    // the TV restarts: the lasting command is in effect, so the new connection shows the scene again
    first.ws.close()
    const second = await connect(b, tv.identifier, key)
    await second.next('welcome')
    expect(await second.next('command')).toMatchObject({ issuedAt: cmd.issuedAt, command: 'showScene' })

    const aborted = await call<DigitalSignageDevice>('POST', `/digital-signage-devices/${tv.id}/command/abort`, { token, body: {} })
    expect(aborted.body.data!.commandStatus).toBe('aborted')
    expect(await second.next('abort')).toEqual({ type: 'abort', issuedAt: cmd.issuedAt })
  })

  it("sends a new playlist when the branch's opening hours change (the dayparts), without a reconnect", async () => {
    const { tv, key } = await tvWithKey()
    const player = await connect(a, tv.identifier, key)
    await player.next('welcome')
    const branch = await payload.findByID({ collection: 'branches', id: wien, depth: 0, overrideAccess: true })
    const before = branch.openingHours ?? []
    const monday = { type: 'monday' as const, isClosed: false, from: '06:30', to: '11:15' }
    try {
      await payload.update({ collection: 'branches', id: wien, data: { openingHours: [...before, monday] }, overrideAccess: true })
      const next = await player.next('playlist', (m) => JSON.stringify(m.playlist.openingHours).includes('06:30'))
      expect(JSON.stringify(next.playlist.openingHours)).toContain('11:15')
    } finally {
      await payload.update({ collection: 'branches', id: wien, data: { openingHours: before }, overrideAccess: true })
    }
  })

  it('shows a ticket in the ready zone when the board marks the order ready and removes it when completed', async () => {
    const { tv, key } = await tvWithKey()
    const player = await connect(a, tv.identifier, key)
    await player.next('welcome')
    await player.next('ready')
    const order = await placeOrder()
    const act = (action: string) => call('POST', `/orders/${order.id}/status/${action}`, { token, body: {} })
    expect((await act('confirm')).status).toBe(200)
    expect((await act('in-delivery')).status).toBe(200)
    await player.next('ready', (m) => m.tickets.includes(order.ticketNumber!))
    expect((await act('completed')).status).toBe(200)
    await player.next('ready', (m) => !m.tickets.includes(order.ticketNumber!))
  })

  it('ends a peer that stops answering pings (heartbeat) and keeps one that answers', async () => {
    const { tv, key } = await tvWithKey()
    const silent = await connect(a, tv.identifier, key, { autoPong: false })
    await silent.next('welcome')
    const alive = await connect(a, tv.identifier, key)
    await alive.next('welcome')
    const closed = await silent.closedWith(HEARTBEAT_MS * 10)
    expect(closed).not.toBeNull()
    expect(alive.closed).toBeNull()
    alive.send({ type: 'ping', t: 42 })
    expect(await alive.next('pong')).toEqual({ type: 'pong', t: 42 })
  })

  it('answers nothing to a socket that has not said hello', async () => {
    // (such a socket is closed after 10 s, not waited for here)
    const player = new Player(a.url)
    players.push(player)
    await player.opened()
    player.send({ type: 'ping', t: 1 })
    await new Promise((r) => setTimeout(r, HEARTBEAT_MS))
    expect(player.messages).toEqual([])
  })

  it('reconnects its LISTEN connection after the backend was terminated and resends what may have been missed', async () => {
    const { tv, key } = await tvWithKey()
    const player = await connect(a, tv.identifier, key)
    await player.next('welcome')
    const backends = async () =>
      (await execute<{ pid: number }>(payload, sql`select pid from pg_stat_activity where datname = current_database() and query = ${`LISTEN tresen_orders`}`)).map((r) => r.pid)
    const before = await backends()
    expect(before.length).toBeGreaterThanOrEqual(2)
    for (const pid of before) await execute(payload, sql`select pg_terminate_backend(${pid}::integer)`)
    // a command issued while the listeners are down still reaches the player once they are back
    await call('POST', `/digital-signage-devices/${tv.id}/command`, { token, body: { command: 'unmute' } })
    expect(await player.next('command', (m) => m.command === 'unmute', 10_000)).toMatchObject({ command: 'unmute' })
    expect(await until(async () => (await backends()).length >= 2, 10_000)).toBe(true)
  })
})
