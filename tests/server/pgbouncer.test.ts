/**
 * Behind PgBouncer in transaction mode (issue 20, docs/scaling.md "PgBouncer"): Debian 12's PgBouncer 1.18 cannot
 * carry a named prepared statement from one transaction's server connection to the next — proved here first with
 * `pg` alone — so a server process with DATABASE_NAMED_STATEMENTS=off (the hot paths' statements unnamed),
 * DATABASE_URL through PgBouncer and DATABASE_DIRECT_URL to PostgreSQL itself (LISTEN, the job runner's lock) takes
 * orders and answers status polls without a single error, and PgBouncer's own statistics show the traffic went
 * through it. A missing `pgbouncer` binary fails the suite (CI installs it in .ci/run), as a missing HAProxy does.
 */
import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'

import { publicOrderBody } from '../fakes/orders'
import { startServerProcess } from './helpers/process'
import type { ServerProcess } from './helpers/process'

const { databaseUrl } = inject('serverTest')
const BOUNCER_PORT = Number(process.env.PGBOUNCER_TEST_PORT || 16_439)
const SERVER_PORT = Number(process.env.SERVER_TEST_PORT || 3320) + 45
const CLIENTS = 8
const ORDERS_PER_CLIENT = 15

const direct = new URL(databaseUrl)
const database = direct.pathname.slice(1)
const bouncerUrl = `postgres://postgres@127.0.0.1:${BOUNCER_PORT}/${database}`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tresen-pgbouncer-'))
let bouncer: ChildProcess | undefined
let bouncerLog = ''
let server: ServerProcess | undefined

const log = (message: string) => console.log(`[pgbouncer-test] ${message}`)

/** PgBouncer refuses to run as root: as root it runs as the `postgres` user (Debian's PostgreSQL user). */
function asUser(): { command: string; args: string[] } {
  if (process.getuid?.() !== 0) return { command: 'pgbouncer', args: [] }
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('Als root braucht PgBouncer einen Benutzer „postgres“.')
  fs.chownSync(dir, uid, gid)
  return { command: 'runuser', args: ['-u', 'postgres', '--', 'pgbouncer'] }
}

async function connects(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

beforeAll(async () => {
  const version = spawnSync('pgbouncer', ['--version'], { encoding: 'utf8' })
  if (version.status !== 0) throw new Error('pgbouncer fehlt (Debian: apt-get install pgbouncer; .ci/run installiert es).')
  log(version.stdout.split('\n')[0] ?? 'pgbouncer')
  fs.writeFileSync(path.join(dir, 'users.txt'), '"postgres" ""\n')
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = host=${direct.hostname} port=${direct.port || 5432} dbname=${database} user=postgres`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${BOUNCER_PORT}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'admin_users = postgres',
      'pool_mode = transaction',
      // fewer server connections than clients: a transaction's server connection is whichever is free
      'default_pool_size = 4',
      'max_client_conn = 500',
      'ignore_startup_parameters = extra_float_digits,options',
    ].join('\n') + '\n',
  )
  for (const file of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, file), 0o644)
  const { command, args } = asUser()
  bouncer = spawn(command, [...args, path.join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] })
  bouncer.stdout?.on('data', (d) => (bouncerLog += d))
  bouncer.stderr?.on('data', (d) => (bouncerLog += d))
  for (let i = 0; i < 100 && !(await connects(bouncerUrl)); i++) {
    if (bouncer.exitCode !== null) throw new Error(`pgbouncer beendet:\n${bouncerLog}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  if (!(await connects(bouncerUrl))) throw new Error(`pgbouncer antwortet nicht:\n${bouncerLog}`)
}, 60_000)

afterAll(async () => {
  await server?.stop()
  bouncer?.kill('SIGTERM')
  fs.rmSync(dir, { recursive: true, force: true })
})

it('named prepared statements fail through PgBouncer 1.18 in transaction mode (why DATABASE_NAMED_STATEMENTS exists)', async () => {
  const pool = new pg.Pool({ connectionString: bouncerUrl, max: 10 })
  pool.on('error', () => {})
  let answered = 0
  const failures: string[] = []
  await Promise.all(
    Array.from({ length: 10 }, async (_, client) => {
      for (let n = 0; n < 40; n++) {
        try {
          const rows = (await pool.query<{ n: number }>({ name: 'tresen-pgbouncer-probe', text: 'select $1::int + 1 as n', values: [n] })).rows
          if (rows[0]?.n === n + 1) answered++
        } catch (error) {
          failures.push(`${client}: ${(error as Error).message}`)
        }
      }
    }),
  )
  // the same statements unnamed: every one answered
  let unnamed = 0
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let n = 0; n < 40; n++) if ((await pool.query<{ n: number }>({ text: 'select $1::int + 1 as n', values: [n] })).rows[0]?.n === n + 1) unnamed++
    }),
  )
  await pool.end()
  log(`benannt: ${answered} beantwortet, ${failures.length} Fehler (${failures[0] ?? '–'}); unbenannt: ${unnamed} von 400`)
  expect(failures.length).toBeGreaterThan(0)
  expect(failures.every((f) => /prepared statement .* (already exists|does not exist)/.test(f))).toBe(true)
  expect(unnamed).toBe(400)
})

it('a server with DATABASE_NAMED_STATEMENTS=off through PgBouncer takes every order and answers every status poll', async () => {
  server = await startServerProcess({
    databaseUrl: bouncerUrl,
    port: SERVER_PORT,
    env: { DATABASE_DIRECT_URL: databaseUrl, DATABASE_NAMED_STATEMENTS: 'off' },
  })
  const base = server.base
  const health = (await (await fetch(`${base}/health`)).json()) as { data: { database: string; listen: string } }
  expect(health.data).toMatchObject({ database: 'ok', listen: 'ok' })
  const init = (await (await fetch(`${base}/api/init`)).json()) as { data: { url: string; data: unknown }[] }
  const list = (url: string) => (init.data.find((e) => e.url === url)?.data ?? []) as Record<string, unknown>[]
  const graz = list('/api/branches').find((b) => b.identifier === 'graz')
  const soup = list('/api/products').find((p) => p.sku === 'GW-FRITTATENSUPPE')
  expect(graz && soup).toBeTruthy()

  const statuses: number[] = []
  const uids: string[] = []
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; n < ORDERS_PER_CLIENT; n++) {
        const res = await fetch(`${base}/api/orders/public`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(publicOrderBody(Number(graz!.id), Number(soup!.id), { comment: `PgBouncer-Test ${client}/${n}` })),
        })
        statuses.push(res.status)
        if (res.status !== 201) continue
        const { data } = (await res.json()) as { data: { uid: string; hash: string } }
        uids.push(data.uid)
        const poll = await fetch(`${base}/api/orders/public/${data.uid}/${data.hash}`)
        statuses.push(poll.status)
        await poll.arrayBuffer()
      }
    }),
  )
  const notOk = statuses.filter((s) => s !== 200 && s !== 201)
  log(`${uids.length} Bestellungen, ${statuses.length} Antworten, ${notOk.length} Fehler`)
  expect(notOk).toEqual([])
  expect(uids).toHaveLength(CLIENTS * ORDERS_PER_CLIENT)
  expect(server.output()).not.toMatch(/prepared statement|uncaughtException|unhandledRejection/)

  // every order is stored once, and the traffic really went through PgBouncer (its own statistics)
  const check = new pg.Client({ connectionString: databaseUrl })
  await check.connect()
  const stored = await check.query<{ n: string }>(`select count(*) as n from orders where uid = any($1)`, [uids])
  await check.end()
  expect(Number(stored.rows[0]?.n)).toBe(uids.length)
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${BOUNCER_PORT}/pgbouncer` })
  await admin.connect()
  const stats = await admin.query<{ database: string; total_xact_count: string }>('SHOW STATS') // the admin console speaks the simple protocol only
  await admin.end()
  const ours = stats.rows.find((r) => r.database === database)
  log(`PgBouncer: ${ours?.total_xact_count ?? 0} Transaktionen`)
  expect(Number(ours?.total_xact_count ?? 0)).toBeGreaterThan(uids.length * 2)
}, 180_000)
