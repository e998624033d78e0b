/**
 * One job runner across server processes (issue 20, docs/scaling.md), and the database state /health reports.
 *
 * Payload's queue is not safe to run in several processes at once: `jobs.run` finds waiting jobs and then marks them
 * `processing` row by row (no claim in one statement), and the schedules ("every minute") are queued after a
 * check-then-insert. So with N processes the same job could run twice and a scheduled task be queued twice.
 * Instead every process keeps one small **control connection** of its own (not from the pool) and the process that
 * holds PostgreSQL's session advisory lock JOBS_LOCK_KEY is the **job runner**: on each autoRun tick (jobs.ts
 * `shouldAutoRun`) only it queues the schedules and runs the queue. The lock belongs to the connection's session,
 * so it is released the moment the runner's process dies or its connection breaks (SIGKILL, crash, network) and the
 * next tick of another process takes it over (≤ 5 s). Outbox and print jobs stay exactly-once on their own as well
 * (claimed rows, platform/jobs/claimed-rows.ts) — a job started right away by a request (`runByID`) and the runner's
 * run of the same job deliver once.
 *
 * The control connection needs a real session: through PgBouncer in transaction mode it must go to PostgreSQL
 * directly (DATABASE_DIRECT_URL), like the LISTEN connection.
 */
import type { Payload } from 'payload'
import pg from 'pg'

import { env } from '../env'

/** The advisory lock of the job runner (an arbitrary constant; one per database). */
export const JOBS_LOCK_KEY = 2_026_112_420

/** /health asks the database at most this often; in between it answers the last result. */
export const PING_INTERVAL_MS = 1_000
const QUERY_TIMEOUT_MS = 2_000

type State = {
  client: pg.Client | null
  connecting: Promise<pg.Client | null> | null
  leader: boolean
  closed: boolean
  pingAt: number
  pingOk: boolean
  pinging: Promise<boolean> | null
}

// one state per process, shared across module copies (Next bundles the route files and instrumentation apart)
const g = globalThis as unknown as { __tresenControl?: State }
const state: State = (g.__tresenControl ??= {
  client: null,
  connecting: null,
  leader: false,
  closed: false,
  pingAt: 0,
  pingOk: false,
  pinging: null,
})

const connectionString = () => env.DATABASE_DIRECT_URL ?? env.DATABASE_URL

function drop(client: pg.Client) {
  if (state.client === client) {
    state.client = null
    state.leader = false
  }
  client.end().catch(() => {})
}

function control(): Promise<pg.Client | null> {
  const url = connectionString()
  if (state.closed || !url) return Promise.resolve(null)
  if (state.client) return Promise.resolve(state.client)
  state.connecting ??= (async () => {
    const client = new pg.Client({
      connectionString: url,
      application_name: 'tresen-control',
      connectionTimeoutMillis: QUERY_TIMEOUT_MS,
      keepAlive: true,
    })
    // a broken control connection ends leadership and is opened again on the next use; never an uncaughtException
    client.on('error', () => drop(client))
    client.on('end', () => drop(client))
    try {
      await client.connect()
      if (state.closed) {
        await client.end().catch(() => {})
        return null
      }
      state.client = client
      return client
    } catch {
      return null
    } finally {
      state.connecting = null
    }
  })()
  return state.connecting
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[] | null> {
  const client = await control()
  if (!client) return null
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Zeitüberschreitung der Steuerverbindung')), QUERY_TIMEOUT_MS)
    })
    return (await Promise.race([client.query<T>(text, values), timeout])).rows
  } catch {
    drop(client)
    return null
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Whether this process is the job runner: it holds the lock, or takes it now if it is free. Checked on every
 * autoRun tick, against PostgreSQL (a connection that died silently must not keep a process believing it leads).
 */
export async function leadsJobs(): Promise<boolean> {
  if (state.leader) {
    const rows = await query<{ held: boolean }>(
      `select exists (select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and granted
         and ((classid::bigint << 32) | objid::bigint) = $1::bigint) as held`,
      [JOBS_LOCK_KEY],
    )
    state.leader = rows?.[0]?.held === true
    if (state.leader) return true
  }
  const rows = await query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [JOBS_LOCK_KEY])
  state.leader = rows?.[0]?.ok === true
  return state.leader
}

/** Jobs per batch of the runner, and how long one tick (every 5 s) works the queue at most. */
export const RUNNER_BATCH = 20
export const RUNNER_TICK_MS = 4_000

/**
 * The runner's tick: batches of RUNNER_BATCH jobs until the queue has no more due jobs or RUNNER_TICK_MS passed.
 * One batch per tick (Payload's autoRun) is 4 jobs a second — a busy shop queues two outbox rows per order, more
 * than that. Answers the number of jobs run.
 */
export async function workQueue(payload: Payload): Promise<number> {
  const started = Date.now()
  let ran = 0
  while (Date.now() - started < RUNNER_TICK_MS) {
    const result = (await payload.jobs.run({ queue: 'default', limit: RUNNER_BATCH, silent: { info: true } })) as {
      noJobsRemaining?: boolean
      jobStatus?: Record<string, unknown>
    }
    const n = Object.keys(result.jobStatus ?? {}).length
    ran += n
    if (result.noJobsRemaining || n < RUNNER_BATCH) break
  }
  return ran
}

/** The job role of this process for /health: runner, standby (another process runs the jobs) or off. */
export function jobsRole(): 'runner' | 'standby' | 'off' {
  if (!env.JOBS_AUTORUN) return 'off'
  return state.leader && state.client ? 'runner' : 'standby'
}

/**
 * Whether the database answered `select 1` on the control connection (independent of a busy pool, so a process under
 * load is not taken out of the balancer). At most one question per PING_INTERVAL_MS; until the first answer the
 * caller waits, later it gets the last result at once and a fresh one is asked for in the background.
 */
export function databaseReachable(): boolean | Promise<boolean> {
  if (Date.now() - state.pingAt >= PING_INTERVAL_MS && !state.pinging) {
    state.pinging = query('select 1').then((rows) => {
      state.pingOk = rows !== null
      state.pingAt = Date.now()
      state.pinging = null
      return state.pingOk
    })
  }
  if (state.pingAt === 0 && state.pinging) return state.pinging
  return state.pingOk
}

/** Shutdown: ends the control connection (and with it the runner's lock). */
export async function closeControl(): Promise<void> {
  state.closed = true
  state.leader = false
  const client = state.client
  state.client = null
  if (client) await client.end().catch(() => {})
}
