/**
 * Scale-out (issue 20): two server processes behind HAProxy — the layout of `WORKERS=2 npm start`
 * (scripts/lib/cluster.mjs, docs/scaling.md) — on the suite's database (globalSetup), both with the job queue on
 * (the suite's other processes run without it and without SMTP, so every `sent` message here is this cluster's).
 *
 * Proves: HAProxy spreads requests over both processes and checks /health (database, LISTEN, job role); an order
 * created through one process is on the board polled through the other (and a sign-in on one holds on the other);
 * a status change through one process reaches the customer's poll on the other, which had kept the order's ETag;
 * a content edit through one reaches /api/init of both; exactly one process runs the jobs and every message is
 * delivered once; when that process is SIGKILLed HAProxy takes it out within 2 s, one process takes the jobs over and
 * the cluster starts the dead one again; a reload drains and restarts one process after the other without one
 * failed request. HAProxy missing is a failure (`apt-get install -y haproxy`; .ci/run installs it), not a skip.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'

import { haproxyBinary, startCluster } from '../../scripts/lib/cluster.mjs'
import { publicOrderBody } from '../fakes/orders'
import { startFakeSmtp } from '../fakes/smtp'
import type { FakeSmtp } from '../fakes/smtp'

const PORT = Number(process.env.SCALE_TEST_PORT || Number(process.env.SERVER_TEST_PORT || 3320) + 30)
const { databaseUrl } = inject('serverTest')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tresen-scale-'))

type Cluster = Awaited<ReturnType<typeof startCluster>>
let cluster: Cluster
let smtp: FakeSmtp
let branchId = 0
let productId = 0
const direct: Record<string, string> = {}

const log = (message: string) => console.log(`[scale-test] ${message}`)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

async function eventually<T>(fn: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const started = Date.now()
  let value = await fn()
  while (!ok(value) && Date.now() - started < timeoutMs) {
    await sleep(100)
    value = await fn()
  }
  return value
}

type Health = { ok: boolean; database: string; listen: string; jobs: string }
const health = async (base: string): Promise<Health> => ((await (await fetch(`${base}/health`)).json()) as { data: Health }).data

async function token(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@tresen.demo', password: 'tresen-admin' }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: { token: string } }).data.token
}

async function createOrder(base: string, comment: string): Promise<{ uid: string }> {
  const res = await fetch(`${base}/api/orders/public`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(publicOrderBody(branchId, productId, { comment })),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { data: { uid: string } }).data
}

type InitEntry = { url: string; data: unknown }
const branchName = async (base: string) => {
  const body = (await (await fetch(`${base}/api/init`)).json()) as { data: InitEntry[] }
  return ((body.data.find((e) => e.url === '/api/branches')?.data ?? []) as { id: number; name: string }[]).find((b) => b.id === branchId)?.name
}

beforeAll(async () => {
  // no HAProxy is a failure of this suite, never a skip: the CI machine installs it (.ci/run)
  haproxyBinary()
  let t = Date.now()
  const step = (what: string) => {
    log(`${what} in ${Date.now() - t} ms`)
    t = Date.now()
  }
  const [graz] = await query<{ id: number }>(`select id from branches where identifier = 'graz'`)
  const [soup] = await query<{ id: number }>(`select id from products where sku = 'GW-FRITTATENSUPPE'`)
  branchId = graz!.id
  productId = soup!.id
  smtp = await startFakeSmtp()
  cluster = await startCluster({
    workers: 2,
    port: PORT,
    bind: '127.0.0.1',
    dir,
    output: 'pipe',
    log,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: 'scale-out-test-secret-0123456789abcdef',
      JOBS_AUTORUN: '1',
      JOBS_RETRY_DELAY_MS: '1000',
      RATE_LIMITS: '0',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: 'Tresen <noreply@example.at>',
    },
  })
  for (const p of cluster.processes) direct[p.name] = `http://127.0.0.1:${p.port}`
  step('2 Prozesse hinter HAProxy gestartet')
}, 600_000)

afterAll(async () => {
  await cluster?.stop()
  await smtp?.close()
  fs.rmSync(dir, { recursive: true, force: true })
}, 120_000)

it('HAProxy spreads the requests over both processes; each reports its database, LISTEN and job role on /health', async () => {
  const seen = new Set<string>()
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${cluster.base}/health`)
    expect(res.status).toBe(200)
    seen.add(res.headers.get('x-tresen-process') ?? '')
  }
  expect([...seen].sort()).toEqual(['w1', 'w2'])
  // the job role is taken on the first autoRun tick (every 5 s)
  const roles = await eventually(
    async () => Promise.all(Object.values(direct).map(health)),
    (list) => list.filter((h) => h.jobs === 'runner').length === 1,
    15_000,
  )
  for (const h of roles) expect(h).toMatchObject({ ok: true, database: 'ok', listen: 'ok' })
  expect(roles.map((h) => h.jobs).sort()).toEqual(['runner', 'standby'])
})

it('an order created through one process is on the board polled through the other; a sign-in holds on both', async () => {
  const auth = { authorization: `JWT ${await token(direct.w1!)}` }
  const board = (base: string, etag?: string) =>
    fetch(`${base}/api/orders/current?branch=${branchId}`, { headers: { ...auth, ...(etag ? { 'if-none-match': etag } : {}) } })
  const first = await board(direct.w2!)
  expect(first.status).toBe(200)
  const etag = first.headers.get('etag')!
  expect((await board(direct.w2!, etag)).status).toBe(304)

  const order = await createOrder(direct.w1!, 'Skalierungstest Tafel')
  const after = await board(direct.w2!, etag)
  expect(after.status).toBe(200)
  const cards = ((await after.json()) as { data: { uid: string }[] }).data
  expect(cards.map((c) => c.uid)).toContain(order.uid)
  // and the other way round, and through the balancer
  const second = await createOrder(direct.w2!, 'Skalierungstest Tafel 2')
  for (const base of [direct.w1!, cluster.base]) {
    const res = await board(base)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: { uid: string }[] }).data.map((c) => c.uid)).toEqual(expect.arrayContaining([order.uid, second.uid]))
  }
})

it("a status change through one process reaches the customer's poll on the other, which answered 304 from its kept ETag", async () => {
  const res = await fetch(`${direct.w1}/api/orders/public`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(publicOrderBody(branchId, productId, { comment: 'Skalierungstest Status' })),
  })
  expect(res.status).toBe(201)
  const { uid, hash } = ((await res.json()) as { data: { uid: string; hash: string } }).data
  const poll = (etag: string) => fetch(`${direct.w2}/api/orders/public/${uid}/${hash}`, { headers: { 'if-none-match': etag } })
  const first = await fetch(`${direct.w2}/api/orders/public/${uid}/${hash}`)
  expect(first.status).toBe(200)
  const etag = first.headers.get('etag')!
  // w2 keeps the ETag: the polls are 304 (answered without a statement, tests/int/public-etag-cache.test.ts)
  expect((await poll(etag)).status).toBe(304)
  expect((await poll(etag)).status).toBe(304)
  const [order] = await query<{ id: number }>(`select id from orders where uid = $1`, [uid])
  const confirmed = await fetch(`${direct.w1}/api/orders/${order!.id}/status/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await token(direct.w1!)}` },
    body: '{}',
  })
  expect(confirmed.status).toBe(200)
  // the trigger's NOTIFY reaches w2 after the commit: its next poll gets the new state, not 304
  const after = await eventually(() => poll(etag), (r) => r.status === 200, 5_000)
  expect(after.status).toBe(200)
  expect(((await after.json()) as { data: { isConfirmed: boolean } }).data.isConfirmed).toBe(true)
})

it('a content edit through one process reaches /api/init of both', async () => {
  const before = await branchName(direct.w1!)
  expect(await branchName(direct.w2!)).toBe(before)
  // both caches warm (the second answer is the cached one)
  await branchName(direct.w1!)
  await branchName(direct.w2!)
  const name = `Graz Skalierung ${Date.now().toString(36)}`
  const res = await fetch(`${direct.w1}/api/branches/${branchId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await token(direct.w1!)}` },
    body: JSON.stringify({ name }),
  })
  expect(res.status).toBe(200)
  for (const base of Object.values(direct)) expect(await eventually(() => branchName(base), (n) => n === name, 5_000)).toBe(name)
  const viaBalancer = await Promise.all(Array.from({ length: 6 }, () => branchName(cluster.base)))
  expect(new Set(viaBalancer)).toEqual(new Set([name]))
  // the suite's other tests know the branch by its seeded name (through the API: every process drops its copy)
  const restored = await fetch(`${direct.w2}/api/branches/${branchId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await token(direct.w2!)}` },
    body: JSON.stringify({ name: before }),
  })
  expect(restored.status).toBe(200)
})

/** Outbox rows in their final state and the messages the SMTP server received. */
const deliveries = async () => {
  const rows = await query<{ state: string; n: number; attempts: number }>(
    `select state, count(*)::int as n, coalesce(max(attempts), 0)::int as attempts from outbox where channel = 'email' group by state`,
  )
  return { rows, sent: rows.find((r) => r.state === 'sent')?.n ?? 0, pending: rows.filter((r) => r.state === 'queued' || r.state === 'sending').reduce((s, r) => s + r.n, 0) }
}

it('one process runs the jobs: every message is delivered once; the runner killed, HAProxy takes it out within 2 s and one process runs the jobs again', async () => {
  for (let i = 0; i < 6; i++) await createOrder(direct[i % 2 ? 'w2' : 'w1']!, `Skalierungstest Nachricht ${i}`)
  const done = await eventually(deliveries, (d) => d.pending === 0 && d.sent > 0, 30_000)
  expect(done.pending).toBe(0)
  // every row sent exactly once: as many messages arrived as rows are `sent`, none after a second attempt
  expect(smtp.messages.length).toBe(done.sent)
  expect(done.rows.find((r) => r.state === 'sent')!.attempts).toBe(1)

  const roles = await Promise.all(cluster.processes.map(async (p) => ({ p, role: (await health(direct[p.name]!)).jobs })))
  const runner = roles.find((r) => r.role === 'runner')!.p
  const killedAt = Date.now()
  runner.child!.kill('SIGKILL')
  // requests through the balancer keep being answered: a refused connection is retried by HAProxy on the other
  // process; a client's keep-alive connection that HAProxy closes with the dead process's connection is retried once
  // by the client, as browsers do for a GET (the first failures are logged)
  const failures: string[] = []
  const firstFailures: string[] = []
  let down = 0
  while (Date.now() - killedAt < 4_000) {
    let res: Response | null = null
    for (let attempt = 0; attempt < 2 && !res; attempt++) {
      res = await fetch(`${cluster.base}/health`).catch((error: Error & { cause?: { code?: string; message?: string } }) => {
        ;(attempt ? failures : firstFailures).push(`${Date.now() - killedAt} ms: ${error.cause?.code ?? error.cause?.message ?? error.message}`)
        return null
      })
    }
    if (res && res.status !== 200) failures.push(`${Date.now() - killedAt} ms: ${res.status}`)
    if (!down && (await cluster.stats())[runner.name]?.status.startsWith('DOWN')) down = Date.now() - killedAt
    await sleep(20)
  }
  log(`HAProxy nahm ${runner.name} nach ${down} ms heraus; Fehler beim ersten Versuch: ${JSON.stringify(firstFailures)}`)
  expect(down).toBeGreaterThan(0)
  expect(down).toBeLessThanOrEqual(2_000)
  expect(failures).toEqual([])

  // the jobs are taken over at the next tick (every 5 s, at the same wall-clock seconds in every process): by the other
  // process — or by the killed one's successor, when the cluster has started it again (≈ 4 s) before that tick and its
  // statement reaches PostgreSQL first — never by two, and the next messages are delivered
  const jobRoles = () => Promise.all(Object.values(direct).map((base) => health(base).then((h) => h.jobs, () => 'down')))
  const taken = await eventually(jobRoles, (list) => list.filter((r) => r === 'runner').length === 1, 15_000)
  expect(taken.filter((r) => r === 'runner')).toHaveLength(1)
  const sentBefore = (await deliveries()).sent
  await createOrder(cluster.base, 'Skalierungstest nach dem Ausfall')
  const later = await eventually(deliveries, (d) => d.pending === 0 && d.sent > sentBefore, 30_000)
  expect(later.sent).toBeGreaterThan(sentBefore)
  expect(smtp.messages.length).toBe(later.sent)

  // the cluster starts the killed process again; one process of the two runs the jobs
  const back = await eventually(() => health(direct[runner.name]!).catch(() => null), (h) => h?.ok === true, 180_000)
  expect(back).toMatchObject({ ok: true })
  expect((await jobRoles()).sort()).toEqual(['runner', 'standby'])
}, 300_000)

it('a reload drains and restarts one process after the other without a failed request', async () => {
  let stop = false
  const results: number[] = []
  const load = Array.from({ length: 4 }, async () => {
    while (!stop) {
      const res = await fetch(`${cluster.base}/api/init`).catch(() => null)
      results.push(res?.status ?? 0)
      await res?.arrayBuffer().catch(() => {})
      await sleep(10)
    }
  })
  const pids = cluster.processes.map((p) => p.child!.pid)
  await cluster.reload()
  await sleep(500)
  stop = true
  await Promise.all(load)
  log(`Reload: ${results.length} Anfragen, ${results.filter((s) => s !== 200).length} nicht 200`)
  expect(cluster.processes.map((p) => p.child!.pid).filter((pid) => pids.includes(pid))).toEqual([])
  expect(results.length).toBeGreaterThan(100)
  expect(results.filter((s) => s !== 200)).toEqual([])
  const stats = await cluster.stats()
  expect(Object.values(stats).map((s) => s.status)).toEqual(['UP', 'UP'])
}, 600_000)
