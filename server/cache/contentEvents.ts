/**
 * Content change events across server processes, via PostgreSQL NOTIFY/LISTEN.
 *
 * Payload's afterChange/afterDelete hooks run *before* the transaction commits. The hooks therefore send
 * `pg_notify` inside that transaction: PostgreSQL delivers it only after COMMIT (and never on rollback), to
 * every listening process, including this one. Caches bump a generation counter on every event and refuse
 * to store a value whose build started under an older generation, so a build that read pre-commit data is
 * never kept.
 */
import pg from 'pg'
import type { PayloadRequest } from 'payload'

import { execute, sql } from '../db'
import { env } from '../env'

export const CONTENT_CHANNEL = 'tresen_content'

type Listener = (slug: string) => void

type State = { generation: number; listeners: Set<Listener>; client: pg.Client | null; connecting: Promise<void> | null }

// one state per process, shared across module copies (Next bundles, tests)
const g = globalThis as unknown as { __tresenContentEvents?: State }
const state: State = (g.__tresenContentEvents ??= { generation: 0, listeners: new Set(), client: null, connecting: null })

export const currentGeneration = () => state.generation

export const isListening = () => state.client !== null

export function onContentChange(listener: Listener): () => void {
  state.listeners.add(listener)
  return () => state.listeners.delete(listener)
}

function emit(slug: string) {
  state.generation++
  for (const l of state.listeners) l(slug)
}

/** Opens the LISTEN connection once per process. Until it is up, callers must not cache. */
export function startListening(connectionString: string | null = env.DATABASE_URL): Promise<void> {
  if (state.client) return Promise.resolve()
  if (state.connecting) return state.connecting
  if (!connectionString) return Promise.resolve()
  const client = new pg.Client({ connectionString })
  state.connecting = (async () => {
    try {
      await client.connect()
      client.on('notification', (msg) => {
        if (msg.channel === CONTENT_CHANNEL) emit(msg.payload ?? '')
      })
      const drop = () => {
        if (state.client === client) state.client = null
        emit('*') // we may have missed events: everything cached is suspect
      }
      client.on('error', drop)
      client.on('end', drop)
      await client.query(`LISTEN ${CONTENT_CHANNEL}`)
      state.client = client
    } catch (error) {
      console.error('[content-events] LISTEN fehlgeschlagen', error)
      await client.end().catch(() => {})
    } finally {
      state.connecting = null
    }
  })()
  return state.connecting
}

export async function stopListening() {
  const client = state.client
  state.client = null
  if (client) await client.end().catch(() => {})
}

/** Sends the change event inside the request's transaction (delivered on commit only). */
export async function notifyContentChange(req: PayloadRequest, slug: string): Promise<void> {
  if (req.context?.disableContentEvents) return
  await execute(req, sql`select pg_notify(${CONTENT_CHANNEL}, ${slug})`)
}
