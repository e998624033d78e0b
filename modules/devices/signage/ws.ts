/**
 * The signage players' WebSocket (`ws`), attached by platform/http/next-server.mjs on 'upgrade' for SIGNAGE_WS_PATH only (the
 * front in the main thread passes upgrades on to it).
 *
 *   player ─ hello {identifier, key} ─► refused (close 4403) | welcome {playlist} + ready tickets + its open command
 *   server ─ command / abort / playlist / ready ─► player   (from NOTIFY: modules/devices/signage/events.ts, any process)
 *   player ─ report {issuedAt, status} / state / screenshot + PNG frame ─► server (written to the TV's row)
 *
 * Heartbeat: the server pings every `heartbeatMs` and ends a socket that did not answer the previous ping; the player
 * sends its own 'ping' messages (browsers cannot see protocol pings) and reconnects when nothing arrived for 2.5
 * heartbeats (storefront/src/features/signage/useSignageSocket.ts). A hello must arrive within 10 s.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

import type { Payload } from 'payload'
import { WebSocket, WebSocketServer } from 'ws'
import type { RawData } from 'ws'

import { isLastingCommand, isSignageCommand, reportedStatus } from '../../../domain/signage'
import type { SignageClientMessage, SignageCommandStatus, SignageServerMessage } from '../../../domain/signage'
import type { Scene } from '../../../contracts/payload-types'
import type { StoredSignagePlayerState } from '../../../contracts'
import { execute, sql } from '../../../platform/db'
import { SignageListener } from './events'
import type { SignageEvent } from './events'
import { deviceByKey } from './keys'
import type { KeyedDevice } from './keys'
import { devicePlaylist, toScene } from './playlist'
import { readyTickets } from './ready'
import { MAX_SCREENSHOT_BYTES, isPng, saveScreenshot } from './screenshots'

export const SIGNAGE_WS_PATH = '/api/signage/ws'
export const DEFAULT_HEARTBEAT_MS = 15_000
const HELLO_TIMEOUT_MS = 10_000
const LAST_SEEN_EVERY_MS = 30_000

type Peer = {
  ws: WebSocket
  device: KeyedDevice | null
  alive: boolean
  lastSeenWritten: number
  /** A hello was received (only the first one counts). */
  greeted: boolean
  /** The command whose PNG the next binary frame is. */
  screenshotFor: string | null
}

export type SignageServer = {
  /** Takes the upgrade when it is for SIGNAGE_WS_PATH (→ true); anything else is left to the caller (→ false). */
  handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean
  /** Resolves once the LISTEN connection is up. */
  ready: Promise<void>
  close: () => Promise<void>
  /** Connected players (tests, bench). */
  connectedCount: () => number
}

type DeviceRow = {
  command: string | null
  command_status: SignageCommandStatus | null
  issued_at: string | null
  command_scene_id: number | null
  stream_id: number | null
  branch_id: number
  is_enabled: boolean | null
}

const send = (ws: WebSocket, message: SignageServerMessage) => {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message))
}

function parseMessage(data: RawData): SignageClientMessage | null {
  try {
    const value = JSON.parse(data.toString()) as SignageClientMessage
    return value && typeof value === 'object' && typeof value.type === 'string' ? value : null
  } catch {
    return null
  }
}

export function createSignageServer(
  payload: Payload,
  options: { connectionString: string; heartbeatMs?: number },
): SignageServer {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_SCREENSHOT_BYTES + 64 * 1024, perMessageDeflate: false })
  const peers = new Map<WebSocket, Peer>()
  const byDevice = new Map<number, Set<Peer>>()
  const byBranch = new Map<number, Set<Peer>>()

  const add = (map: Map<number, Set<Peer>>, key: number, peer: Peer) => {
    let set = map.get(key)
    if (!set) map.set(key, (set = new Set()))
    set.add(peer)
  }
  const remove = (map: Map<number, Set<Peer>>, key: number, peer: Peer) => {
    const set = map.get(key)
    set?.delete(peer)
    if (set?.size === 0) map.delete(key)
  }

  const readDevice = async (id: number): Promise<DeviceRow | null> => {
    const rows = await execute<DeviceRow>(
      payload,
      sql`select command, command_status, command_scene_id, stream_id, branch_id, is_enabled,
                 to_char(command_issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as issued_at
          from digital_signage_devices where id = ${id}`,
    )
    return rows[0] ?? null
  }

  const setPlayerState = async (id: number, patch: StoredSignagePlayerState) => {
    await execute(
      payload,
      sql`update digital_signage_devices
          set player_state = coalesce(player_state, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb, last_seen_at = now()
          where id = ${id}`,
    )
  }

  /** Sends the TV's open command (pending, or a lasting one in effect) or the abort of the last one. */
  const deliverCommand = async (deviceId: number, peers: Iterable<Peer>, onConnect: boolean) => {
    const row = await readDevice(deviceId)
    if (!row || !row.issued_at || !isSignageCommand(row.command)) return
    let message: SignageServerMessage | null = null
    const open = row.command_status === 'pending' || (row.command_status === 'running' && isLastingCommand(row.command))
    if (open) {
      let scene = null
      if (row.command === 'showScene' && row.command_scene_id) {
        // Deliberately overrideAccess: the scene the TV's staff chose for it (checked with their access when issued).
        const doc = (await payload.findByID({ collection: 'scenes', id: row.command_scene_id, depth: 1, overrideAccess: true, disableErrors: true })) as Scene | null
        scene = toScene(doc)
      }
      message = { type: 'command', issuedAt: row.issued_at, command: row.command, scene }
    } else if (row.command_status === 'aborted' && !onConnect) {
      message = { type: 'abort', issuedAt: row.issued_at }
    }
    if (message) for (const peer of peers) send(peer.ws, message)
  }

  const sendPlaylist = async (peer: Peer) => {
    if (!peer.device) return
    const row = await readDevice(peer.device.id)
    if (!row || row.is_enabled === false) return peer.ws.close(4403, 'disabled')
    peer.device = { ...peer.device, stream: row.stream_id, branch: row.branch_id }
    send(peer.ws, { type: 'playlist', playlist: await devicePlaylist(payload, peer.device) })
  }

  const sendReady = async (branch: number, peers: Iterable<Peer>) => {
    const tickets = await readyTickets(payload, branch)
    for (const peer of peers) send(peer.ws, { type: 'ready', tickets })
  }

  const guard = (what: string, work: Promise<unknown>) =>
    work.catch((error: unknown) => console.error(`[signage] ${what}`, error instanceof Error ? error.message : error))

  const onEvent = (event: SignageEvent) => {
    if (event.kind === 'command') {
      const peers = byDevice.get(event.device)
      if (peers) void guard('Befehl', deliverCommand(event.device, peers, false))
    } else if (event.kind === 'order') {
      const peers = byBranch.get(event.branch)
      if (peers) void guard('Abholbereit', sendReady(event.branch, peers))
    } else {
      for (const peers of byDevice.values()) for (const peer of peers) void guard('Playlist', sendPlaylist(peer))
      if (event.kind === 'resync') {
        for (const [branch, peers] of byBranch) void guard('Abholbereit', sendReady(branch, peers))
        for (const [device, peers] of byDevice) void guard('Befehl', deliverCommand(device, peers, true))
      }
    }
  }

  const listener = new SignageListener(options.connectionString, onEvent)
  const ready = listener.start()

  const hello = async (peer: Peer, message: Extract<SignageClientMessage, { type: 'hello' }>) => {
    const identifier = typeof message.identifier === 'string' ? message.identifier : ''
    const key = typeof message.key === 'string' ? message.key : ''
    const device = await deviceByKey(payload, identifier, key)
    if (!device) {
      send(peer.ws, { type: 'refused', message: 'Dieser Bildschirm ist nicht freigeschaltet.' })
      peer.ws.close(4403, 'refused')
      return
    }
    if (peer.ws.readyState !== WebSocket.OPEN) return
    peer.device = device
    add(byDevice, device.id, peer)
    add(byBranch, device.branch, peer)
    peer.lastSeenWritten = Date.now()
    const playlist = await devicePlaylist(payload, device)
    send(peer.ws, { type: 'welcome', deviceId: device.id, name: device.name, playlist, heartbeatMs })
    await Promise.all([sendReady(device.branch, [peer]), deliverCommand(device.id, [peer], true), setPlayerState(device.id, { connected: true })])
  }

  const report = async (peer: Peer, message: Extract<SignageClientMessage, { type: 'report' }>) => {
    if (!peer.device || typeof message.issuedAt !== 'string' || !['running', 'done', 'failed'].includes(message.status)) return
    const result = typeof message.result === 'string' ? message.result.slice(0, 2000) : null
    const rows = await execute<{ command_status: SignageCommandStatus | null }>(
      payload,
      sql`select command_status from digital_signage_devices where id = ${peer.device.id} and command_issued_at = ${message.issuedAt}::timestamptz for update`,
    )
    const next = reportedStatus(rows[0]?.command_status, message.status)
    if (!rows[0] || !next) return
    // only the command still in this status is moved (an abort or a newer command in between wins)
    await execute(
      payload,
      sql`update digital_signage_devices set command_status = ${next}, command_result = ${result}, updated_at = now()
          where id = ${peer.device.id} and command_issued_at = ${message.issuedAt}::timestamptz and command_status = ${rows[0].command_status}`,
    )
  }

  const onMessage = (peer: Peer, data: RawData, isBinary: boolean) => {
    if (isBinary) {
      const issuedAt = peer.screenshotFor
      peer.screenshotFor = null
      if (!peer.device || !issuedAt) return
      const png = Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data as ArrayBuffer)])
      const device = peer.device
      void guard(
        'Bildschirmfoto',
        (async () => {
          if (!isPng(png)) return report(peer, { type: 'report', issuedAt, status: 'failed', result: 'Das Bildschirmfoto ist kein PNG.' })
          const takenAt = await saveScreenshot(payload, device.id, png)
          return report(peer, { type: 'report', issuedAt, status: 'done', result: `Bildschirmfoto vom ${takenAt} gespeichert.` })
        })(),
      )
      return
    }
    const message = parseMessage(data)
    if (!message) return
    if (message.type === 'hello') {
      if (!peer.greeted) {
        peer.greeted = true
        void guard('Anmeldung', hello(peer, message))
      }
      return
    }
    if (!peer.device) return
    switch (message.type) {
      case 'ping': {
        send(peer.ws, { type: 'pong', t: typeof message.t === 'number' ? message.t : 0 })
        if (Date.now() - peer.lastSeenWritten > LAST_SEEN_EVERY_MS) {
          peer.lastSeenWritten = Date.now()
          void guard('Heartbeat', setPlayerState(peer.device.id, { connected: true }))
        }
        return
      }
      case 'report':
        void guard('Rückmeldung', report(peer, message))
        return
      case 'state': {
        const state = message.state ?? { screen: null, muted: false }
        void guard('Zustand', setPlayerState(peer.device.id, { screen: String(state.screen ?? '').slice(0, 200), muted: state.muted === true }))
        return
      }
      case 'screenshot':
        peer.screenshotFor = typeof message.issuedAt === 'string' && message.bytes <= MAX_SCREENSHOT_BYTES ? message.issuedAt : null
        return
    }
  }

  wss.on('connection', (ws: WebSocket) => {
    const peer: Peer = { ws, device: null, alive: true, greeted: false, lastSeenWritten: 0, screenshotFor: null }
    peers.set(ws, peer)
    const helloTimer = setTimeout(() => {
      if (!peer.device) ws.close(4401, 'hello timeout')
    }, HELLO_TIMEOUT_MS)
    helloTimer.unref?.()
    ws.on('pong', () => (peer.alive = true))
    ws.on('message', (data, isBinary) => onMessage(peer, data, isBinary))
    ws.on('error', () => ws.terminate())
    ws.on('close', () => {
      clearTimeout(helloTimer)
      peers.delete(ws)
      const device = peer.device
      if (!device) return
      remove(byDevice, device.id, peer)
      remove(byBranch, device.branch, peer)
      if (!byDevice.has(device.id)) void guard('Zustand', setPlayerState(device.id, { connected: false }))
    })
  })

  // protocol heartbeat: a socket that did not answer the previous ping is dead (a TV switched off, a lost network)
  const heartbeat = setInterval(() => {
    for (const peer of peers.values()) {
      if (!peer.alive) {
        peer.ws.terminate()
        continue
      }
      peer.alive = false
      peer.ws.ping()
    }
  }, heartbeatMs)
  heartbeat.unref?.()

  return {
    ready,
    handleUpgrade(req, socket, head) {
      const url = req.url ?? ''
      const q = url.indexOf('?')
      if ((q === -1 ? url : url.slice(0, q)) !== SIGNAGE_WS_PATH) return false
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
      return true
    },
    async close() {
      clearInterval(heartbeat)
      for (const ws of wss.clients) ws.close(1001, 'server shutdown')
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await listener.stop()
    },
    connectedCount: () => [...byDevice.values()].reduce((n, s) => n + s.size, 0),
  }
}
