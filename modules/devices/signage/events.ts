/**
 * Signage events across server processes via PostgreSQL NOTIFY/LISTEN (as platform/cache/contentEvents.ts for content):
 * commands, signage record changes and order state changes are sent inside the writer's transaction, delivered after
 * COMMIT to every process; each process holding player WebSockets (./ws.ts) listens on one connection and forwards
 * them. After a reconnect every player is sent its state again ('resync'). docs/signage.md "WebSocket and processes".
 */
import pg from 'pg'
import type { PayloadRequest } from 'payload'

import { execute, sql } from '../../../platform/db'
import { ORDER_CHANNEL } from '../../../platform/cache/contentEvents'

export const SIGNAGE_CHANNEL = 'tresen_signage'

export type SignageEvent =
  | { kind: 'command'; device: number }
  | { kind: 'content' }
  | { kind: 'order'; branch: number }
  | { kind: 'resync' }

type Listener = (event: SignageEvent) => void

const RETRY_FIRST_MS = 250
const RETRY_MAX_MS = 30_000

/** Sends a signage event inside the request's transaction (delivered on commit only). */
export async function notifySignage(req: PayloadRequest, event: Exclude<SignageEvent, { kind: 'order' | 'resync' }>): Promise<void> {
  await execute(req, sql`select pg_notify(${SIGNAGE_CHANNEL}, ${JSON.stringify(event)})`)
}

/**
 * Collection hook (afterChange / afterDelete of the signage collections and branches): players reload their
 * playlist. Writes that carry `context.signageQuiet` (commands, keys: they send their own event or none) are skipped.
 */
export const signageContentChanged = async <T>({ req, doc }: { req: PayloadRequest; doc: T }): Promise<T> => {
  if (!req.context?.signageQuiet) await notifySignage(req, { kind: 'content' })
  return doc
}

export function parseSignageEvent(channel: string, payload: string | undefined): SignageEvent | null {
  try {
    const value = JSON.parse(payload ?? '') as Record<string, unknown>
    if (channel === ORDER_CHANNEL && typeof value.branch === 'number') return { kind: 'order', branch: value.branch }
    if (channel !== SIGNAGE_CHANNEL) return null
    if (value.kind === 'command' && typeof value.device === 'number') return { kind: 'command', device: value.device }
    if (value.kind === 'content') return { kind: 'content' }
  } catch {
    // not ours
  }
  return null
}

/** One LISTEN connection for the signage and order channels, reconnected with backoff until stopped. */
export class SignageListener {
  private client: pg.Client | null = null
  private retry: ReturnType<typeof setTimeout> | null = null
  private delay = RETRY_FIRST_MS
  private stopped = false
  private everConnected = false

  constructor(
    private readonly connectionString: string,
    private readonly listener: Listener,
  ) {}

  start(): Promise<void> {
    this.stopped = false
    return this.connect()
  }

  get isListening(): boolean {
    return this.client !== null
  }

  private schedule() {
    if (this.stopped || this.retry) return
    const delay = this.delay
    this.delay = Math.min(this.delay * 2, RETRY_MAX_MS)
    this.retry = setTimeout(() => {
      this.retry = null
      void this.connect()
    }, delay)
    this.retry.unref?.()
  }

  private async connect(): Promise<void> {
    if (this.stopped || this.client) return
    const client = new pg.Client({ connectionString: this.connectionString })
    let dropped = false
    const drop = (error?: Error) => {
      if (dropped) return
      dropped = true
      if (this.client === client) this.client = null
      if (!this.stopped) console.warn(`[signage] LISTEN-Verbindung unterbrochen, neuer Versuch in ${this.delay} ms${error ? `: ${error.message}` : ''}`)
      client.end().catch(() => {})
      this.schedule()
    }
    client.on('error', drop)
    client.on('end', () => drop())
    client.on('notification', (msg) => {
      const event = parseSignageEvent(msg.channel, msg.payload)
      if (event) this.listener(event)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${SIGNAGE_CHANNEL}`)
      await client.query(`LISTEN ${ORDER_CHANNEL}`)
      if (dropped || this.stopped) {
        await client.end().catch(() => {})
        return
      }
      this.client = client
      this.delay = RETRY_FIRST_MS
      // events may have been missed while the connection was down
      if (this.everConnected) this.listener({ kind: 'resync' })
      this.everConnected = true
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)))
    }
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.retry) clearTimeout(this.retry)
    this.retry = null
    const client = this.client
    this.client = null
    if (client) await client.end().catch(() => {})
  }
}
