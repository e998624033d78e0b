/**
 * Content change events across server processes via PostgreSQL NOTIFY/LISTEN, and on the same connection the order
 * change events of PUBLIC_ORDER_CHANNEL (the status poll's ETag cache). Payload's hooks run before the commit, so they
 * send `pg_notify` inside the transaction: delivered only after COMMIT, to every process. Caches refuse to keep a value
 * whose build started under an older generation (docs/architecture.md § Cache invalidation across processes).
 */
import pg from 'pg'

import { env } from '../env'

export const CONTENT_CHANNEL = 'tresen_content'
/** An order's uid whenever the ETag of its public view may have changed (update of uid/hash/updated_at, delete); '*' on TRUNCATE. */
export const PUBLIC_ORDER_CHANNEL = 'tresen_public_orders'
/** "An order of branch B changed state" (modules/orders/lifecycle/notify.ts), listened to by the signage players. */
export const ORDER_CHANNEL = 'tresen_orders'

type Listener = (slug: string) => void

export type ListenSession = { pid: number; start: Date }

type State = {
  generation: number
  listeners: Set<Listener>
  orderListeners: Set<Listener>
  client: pg.Client | null
  connecting: Promise<void> | null
  /** The connection string while this process wants to listen (null after stopListening). */
  wanted: string | null
  /** The pending reconnect and the delay of the next one (backoff). */
  retry: ReturnType<typeof setTimeout> | null
  delay: number
  session: ListenSession | null
}

/** Reconnect backoff of the LISTEN connection: doubled per failed attempt, from the first to the last value. */
export const LISTEN_RETRY_FIRST_MS = 250
export const LISTEN_RETRY_MAX_MS = 30_000

// one state per process, shared across module copies (Next bundles, tests)
const g = globalThis as unknown as { __tresenContentEvents?: State }
const state: State = (g.__tresenContentEvents ??= {
  generation: 0,
  listeners: new Set(),
  orderListeners: new Set(),
  client: null,
  connecting: null,
  wanted: null,
  retry: null,
  delay: LISTEN_RETRY_FIRST_MS,
  session: null,
})
// a state kept from an older module copy lacks the reconnect fields
state.delay ??= LISTEN_RETRY_FIRST_MS
state.retry ??= null
state.wanted ??= null
state.session ??= null
state.orderListeners ??= new Set()

/**
 * The PostgreSQL session of this process's LISTEN connection (pid and start), null while it is down: it lives as long
 * as the process, so claims made in its name (modules/orders/intake/idempotency.ts) die with the process.
 */
export const listenSession = (): ListenSession | null => state.session

export const currentGeneration = () => state.generation

export const isListening = () => state.client !== null

export function onContentChange(listener: Listener): () => void {
  state.listeners.add(listener)
  return () => state.listeners.delete(listener)
}

/** `listener(uid)` for every order change event, and `listener('*')` when events may have been missed. */
export function onOrderChange(listener: Listener): () => void {
  state.orderListeners.add(listener)
  return () => state.orderListeners.delete(listener)
}

function emit(slug: string) {
  state.generation++
  for (const l of state.listeners) l(slug)
}

function emitOrder(uid: string) {
  for (const l of state.orderListeners) l(uid)
}

/** Connects again after the current backoff delay (doubled for the next time), unless stopped or already pending. */
function scheduleReconnect() {
  if (state.wanted === null || state.retry !== null) return
  const delay = state.delay
  state.delay = Math.min(state.delay * 2, LISTEN_RETRY_MAX_MS)
  state.retry = setTimeout(() => {
    state.retry = null
    void connect()
  }, delay)
  // never keeps a process alive that is otherwise done
  state.retry.unref?.()
}

/** One attempt to open the LISTEN connection; a failure or a later drop schedules the next attempt. */
function connect(): Promise<void> {
  const connectionString = state.wanted
  if (connectionString === null || state.client) return Promise.resolve()
  if (state.connecting) return state.connecting
  const client = new pg.Client({ connectionString })
  let dropped = false
  // the connection ended (backend terminated, network, database restart): nothing is cached until it is back
  const drop = (error?: Error) => {
    if (dropped) return
    dropped = true
    if (state.client === client) {
      state.client = null
      state.session = null
    }
    // we may have missed events: everything cached is suspect
    emit('*')
    emitOrder('*')
    if (state.wanted !== null) {
      console.warn(`[content-events] LISTEN-Verbindung unterbrochen, neuer Versuch in ${state.delay} ms${error ? `: ${error.message}` : ''}`)
    }
    client.end().catch(() => {})
    scheduleReconnect()
  }
  // attached before connect: an error of this client must never reach uncaughtException
  client.on('error', drop)
  client.on('end', () => drop())
  client.on('notification', (msg) => {
    if (msg.channel === CONTENT_CHANNEL) emit(msg.payload ?? '')
    else if (msg.channel === PUBLIC_ORDER_CHANNEL) emitOrder(msg.payload ?? '*')
  })
  state.connecting = (async () => {
    try {
      await client.connect()
      // asked before LISTEN, which stays the session's last statement (how operators and tests recognise it)
      const { rows } = await client.query<{ pid: number; backend_start: Date }>(
        'select pid, backend_start from pg_stat_get_activity(pg_backend_pid())',
      )
      await client.query(`LISTEN ${PUBLIC_ORDER_CHANNEL}`)
      await client.query(`LISTEN ${CONTENT_CHANNEL}`)
      if (dropped || state.wanted === null) {
        await client.end().catch(() => {})
        return
      }
      state.client = client
      state.session = rows[0] ? { pid: Number(rows[0].pid), start: rows[0].backend_start } : null
      state.delay = LISTEN_RETRY_FIRST_MS
      // a read that started before this moment may have missed an event sent while nobody listened: not kept
      emit('*')
      emitOrder('*')
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)))
    } finally {
      state.connecting = null
    }
  })()
  return state.connecting
}

/**
 * Opens the LISTEN connection once per process and keeps it open: a dropped connection is reconnected with backoff
 * (LISTEN_RETRY_FIRST_MS doubling up to LISTEN_RETRY_MAX_MS). Until it is up, callers must not cache.
 */
export function startListening(connectionString: string | null = env.DATABASE_DIRECT_URL ?? env.DATABASE_URL): Promise<void> {
  if (!connectionString) return Promise.resolve()
  state.wanted = connectionString
  // a reconnect is pending: callers wait for the backoff, they do not hammer the database
  if (state.retry !== null) return Promise.resolve()
  return connect()
}

export async function stopListening() {
  state.wanted = null
  if (state.retry !== null) clearTimeout(state.retry)
  state.retry = null
  state.delay = LISTEN_RETRY_FIRST_MS
  const client = state.client
  state.client = null
  if (client) await client.end().catch(() => {})
}
