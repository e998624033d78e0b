/**
 * PostgreSQL restarted under order load (issue 15): a real server process (server.mjs, production build) on its own
 * embedded PostgreSQL cluster; 8 clients submit orders, each retrying a failed submit (network error, 5xx) with the
 * same Idempotency-Key, while the cluster is stopped (fast shutdown: every connection is cut) and started again.
 *
 * Proves: every accepted order (201) has its branch's "Neue Bestellung" outbox row and its print on arrival — written
 * in the order's own statement, not after the commit; no key made two orders and every key got an order in the end
 * (0 lost, 0 duplicated); the server survived the cut connections (no uncaughtException) and answers again.
 * The repair job is off here (JOBS_AUTORUN=0): the rows must be there without it.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { ensureDatabaseExists, migrate, seedDatabase, startEmbeddedServer, stopEmbeddedServer } from '../../scripts/lib/database.mjs'
import { publicOrderBody } from '../fakes/orders'
import { startServerProcess } from './helpers/process'
import type { ServerProcess } from './helpers/process'

const PG_PORT = Number(process.env.RESTART_TEST_PG_PORT || 54361)
const SERVER_PORT = Number(process.env.SERVER_TEST_PORT || 3320) + 20
const CLIENTS = 8
/** How long the clients keep submitting after the cluster is back. */
const AFTER_RESTART_MS = 4_000
/**
 * How long one client keeps retrying one key before it counts the order as lost: longer than STALE_CLAIM_MS (60 s),
 * after which a claim left by a request that died with the database is free again.
 */
const RETRY_FOR_MS = 90_000

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tresen-restart-pg-'))
let databaseUrl = ''
let server: ServerProcess | undefined
let branchId = 0
let productId = 0

const log = (message: string) => console.log(`[restart-test] ${message}`)

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  let t = Date.now()
  const step = (what: string) => {
    log(`${what} in ${Date.now() - t} ms`)
    t = Date.now()
  }
  const base = await startEmbeddedServer({ dataDir, port: PG_PORT, log })
  step('Cluster angelegt und gestartet')
  databaseUrl = `${base}/tresen_restart`
  await ensureDatabaseExists(databaseUrl)
  await migrate(databaseUrl, { quiet: true })
  step('Migrationen')
  await seedDatabase(databaseUrl, { quiet: true })
  step('Demo-Daten')
  const [graz] = await query<{ id: number }>(`update branches set auto_print = 'onArrival' where identifier = 'graz' returning id`)
  const [soup] = await query<{ id: number }>(`select id from products where sku = 'GW-FRITTATENSUPPE'`)
  branchId = graz!.id
  productId = soup!.id
  server = await startServerProcess({ databaseUrl, port: SERVER_PORT })
  step('Server gestartet')
  // a guard against a hang: a fresh cluster, migrations and the demo seed take ~1 min on a quiet machine, 4+ under load
}, 600_000)

afterAll(async () => {
  await server?.stop()
  await stopEmbeddedServer()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

type Outcome = { key: string; status: number; uid?: string; attempts: number }

const orderBody = (client: number, n: number) => JSON.stringify(publicOrderBody(branchId, productId, { comment: `Neustart-Test ${client}/${n}` }))

/**
 * One order with one key: retried with the same key and body on network errors, 5xx and 409 (the key's first request
 * still running, or left by a request the restart cut off) until RETRY_FOR_MS — as the storefront's checkout does
 * (storefront/src/features/checkout/api/orderAttempt.ts).
 */
async function submit(base: string, client: number, n: number): Promise<Outcome> {
  const key = randomUUID()
  const body = orderBody(client, n)
  const started = Date.now()
  let attempts = 0
  for (;;) {
    attempts++
    try {
      const res = await fetch(`${base}/api/orders/public`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
        signal: AbortSignal.timeout(10_000),
      })
      const text = await res.text()
      if (res.status === 201) return { key, status: 201, uid: (JSON.parse(text) as { data: { uid: string } }).data.uid, attempts }
      if (res.status < 500 && res.status !== 409) return { key, status: res.status, attempts }
    } catch {
      // connection refused/reset or timeout: retry with the same key
    }
    if (Date.now() - started > RETRY_FOR_MS) return { key, status: 0, attempts }
    await new Promise((r) => setTimeout(r, 200))
  }
}

it(
  'every order accepted while PostgreSQL restarts has its "Neue Bestellung" and its print; no key is lost or doubled',
  async () => {
    const base = server!.base
    const outcomes: Outcome[] = []
    let restartDone = 0
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; restartDone === 0 || Date.now() - restartDone < AFTER_RESTART_MS; n++) outcomes.push(await submit(base, client, n))
    })
    // let the load run (each client has had an order accepted), then cut every connection and bring the cluster back
    while (outcomes.filter((o) => o.status === 201).length < CLIENTS) await new Promise((r) => setTimeout(r, 100))
    await new Promise((r) => setTimeout(r, 500))
    const acceptedBefore = outcomes.filter((o) => o.status === 201).length
    const stopAt = Date.now()
    await stopEmbeddedServer()
    await new Promise((r) => setTimeout(r, 1_000))
    await startEmbeddedServer({ dataDir, port: PG_PORT, log })
    restartDone = Date.now()
    log(`Cluster neu gestartet nach ${restartDone - stopAt} ms; ${acceptedBefore} Bestellungen davor angenommen`)
    await Promise.all(clients)

    const accepted = outcomes.filter((o) => o.status === 201)
    const retried = outcomes.filter((o) => o.attempts > 1)
    log(`${outcomes.length} Schlüssel, ${accepted.length} angenommen, ${retried.length} mit Wiederholung (bis ${Math.max(...outcomes.map((o) => o.attempts))} Versuche)`)
    // the load spanned the restart: orders before it, orders retried across it
    expect(acceptedBefore).toBeGreaterThan(0)
    expect(retried.length).toBeGreaterThan(0)
    // every key ended with its order (0 lost): no 4xx, no giving up
    expect(outcomes.filter((o) => o.status !== 201)).toEqual([])

    const uids = accepted.map((o) => o.uid!)
    const orders = await query<{ id: number; uid: string; comment: string }>(`select id, uid, comment from orders where uid = any($1)`, [uids])
    expect(orders).toHaveLength(uids.length)
    // 0 duplicated: one order per submitted body (the comment names client and attempt number)
    const all = await query<{ comment: string; n: string }>(
      `select comment, count(*) as n from orders where comment like 'Neustart-Test %' group by comment having count(*) > 1`,
    )
    expect(all).toEqual([])
    const missingNotice = await query<{ id: number }>(
      `select o.id from orders o where o.uid = any($1)
         and not exists (select 1 from outbox m where m.order_id = o.id and m.template = 'newOrder')`,
      [uids],
    )
    expect(missingNotice).toEqual([])
    const missingPrint = await query<{ id: number }>(
      `select o.id from orders o where o.uid = any($1)
         and not exists (select 1 from print_jobs p where p.order_id = o.id and p.kind = 'auto')`,
      [uids],
    )
    expect(missingPrint).toEqual([])

    // the server is still the same process and answers; the cut connections never reached uncaughtException
    expect(server!.child.exitCode).toBeNull()
    expect((await fetch(`${base}/health`)).status).toBe(200)
    expect(server!.output()).not.toMatch(/uncaughtException|unhandledRejection/)
  },
  240_000,
)
