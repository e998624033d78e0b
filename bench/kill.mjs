#!/usr/bin/env node
// `npm run bench:kill` (issue 20): KILL_WORKERS server processes (default 2) behind HAProxy (scripts/lib/cluster.mjs)
// take orders (KILL_ORDER_RATE/s, default 50, open loop) and status polls (KILL_POLL_RATE/s, default 200) for
// KILL_DURATION seconds (default 20); after KILL_AT seconds (default half) one process is SIGKILLed — by default the
// one running the jobs (KILL_TARGET=runner|standby). Every order is a customer with one Idempotency-Key who retries
// on network errors, 5xx and 409 (as the storefront's checkout does) for up to 90 s.
// Measured: when HAProxy marked the process DOWN (its check every 500 ms, 2 failures), whether any request was still
// answered by it afterwards, the errors clients saw and when the last one was; checked in the database: every key has
// exactly one order (0 lost, 0 duplicated), every accepted order has its "Neue Bestellung" and customer outbox rows.
// The cluster starts the killed process again (after 1 s; it needs its boot time). Results → bench/results/kill.json.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startCluster } from '../scripts/lib/cluster.mjs'
import { LoadClass, atRate, orderTemplate, table } from './load.mjs'
import { benchDatabase, ensureBuild, log, root } from './lib.mjs'

const num = (name, fallback) => Number(process.env[name] || fallback)
const WORKERS = num('KILL_WORKERS', 2)
const DURATION = num('KILL_DURATION', 20)
const KILL_AT = num('KILL_AT', DURATION / 2)
const ORDER_RATE = num('KILL_ORDER_RATE', 50)
const POLL_RATE = num('KILL_POLL_RATE', 200)
const TARGET = process.env.KILL_TARGET || 'runner'
const PORT = num('BENCH_PORT', 3710) + 20
const RETRY_FOR_MS = 90_000
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ')
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

ensureBuild()
const db = await benchDatabase(`tresen_bench_kill_${process.pid}`)
const env = { ...process.env, DATABASE_URL: db.url, RATE_LIMITS: '0', NODE_ENV: 'production' }
const cluster = await startCluster({ workers: WORKERS, port: PORT, bind: '127.0.0.1', env, output: 'pipe', log })
try {
  const base = cluster.base
  const template = await orderTemplate(base)
  const tag = `kill-${Date.now().toString(36)}`
  const polled = []
  for (let i = 0; i < 50; i++) {
    const { data } = await (await fetch(`${base}/api/orders/public`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: template.body(`${tag}-poll`) })).json()
    polled.push(`${base}/api/orders/public/${data.uid}/${data.hash}`)
  }
  // the job runner has its role after the first autoRun tick (≤ 5 s)
  let roles = []
  for (let i = 0; i < 100; i++) {
    roles = await Promise.all(cluster.processes.map(async (p) => ({ p, role: (await (await fetch(`http://127.0.0.1:${p.port}/health`)).json()).data.jobs })))
    if (roles.some((r) => r.role === 'runner')) break
    await sleep(200)
  }
  const victim = (roles.find((r) => r.role === TARGET) ?? roles[0]).p
  log(`${WORKERS} Prozesse; ${victim.name} (${roles.find((r) => r.p === victim)?.role}) wird nach ${KILL_AT} s beendet – Last ${load()}`)

  const orders = new LoadClass('orders (every attempt)', { maxSockets: 64 })
  const polls = new LoadClass('status polls', { maxSockets: 64 })
  const outcomes = []
  /** answers after the kill, by process: [ms after the kill, process] */
  const answeredBy = []
  const failures = []
  let killedAt = 0
  const note = (res) => {
    if (!killedAt) return
    const t = Date.now() - killedAt
    if (res.status > 0 && res.headers?.['x-tresen-process']) answeredBy.push([t, res.headers['x-tresen-process']])
    if (res.status === 0 || res.status >= 500) failures.push([t, res.status])
  }
  const customer = async (i) => {
    const key = randomUUID()
    const body = template.body(`${tag}-${i}`)
    const started = Date.now()
    for (let attempts = 1; ; attempts++) {
      const res = await orders.request(`${base}/api/orders/public`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body })
      note(res)
      if (res.status === 201) return outcomes.push({ key, status: 201, uid: JSON.parse(res.body).data.uid, attempts })
      if (res.status > 0 && res.status < 500 && res.status !== 409) return outcomes.push({ key, status: res.status, attempts })
      if (Date.now() - started > RETRY_FOR_MS) return outcomes.push({ key, status: 0, attempts })
      await sleep(200)
    }
  }
  // HAProxy's view, sampled every 50 ms from the kill until the process is UP again
  let down = null
  const watch = async () => {
    while (!killedAt) await sleep(5)
    let sessionsAtDown = null
    for (;;) {
      const s = (await cluster.stats())[victim.name]
      const t = Date.now() - killedAt
      if (!down && s?.status.startsWith('DOWN')) {
        down = { afterMs: t }
        sessionsAtDown = s.total
      }
      if (down && s?.status === 'UP') {
        down.upAgainAfterMs = t
        down.sessionsWhileDown = s.total - sessionsAtDown
        return
      }
      if (t > 300_000) return
      if (down) down.sessionsWhileDown = s.total - sessionsAtDown
      await sleep(50)
    }
  }
  const watching = watch()
  const started = Date.now()
  const loadBefore = load()
  await Promise.all([
    atRate(orders, ORDER_RATE, DURATION, customer),
    atRate(polls, POLL_RATE, DURATION, async (i) => note(await polls.request(polled[i % polled.length]))),
    (async () => {
      await sleep(KILL_AT * 1000)
      killedAt = Date.now()
      victim.child.kill('SIGKILL')
      log(`SIGKILL an ${victim.name} (pid ${victim.child.pid}) nach ${((killedAt - started) / 1000).toFixed(1)} s`)
    })(),
  ])
  const loadAfter = load()
  const seconds = (Date.now() - started) / 1000
  await watching

  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  const q = async (text, values) => (await client.query(text, values)).rows
  const accepted = outcomes.filter((o) => o.status === 201)
  const uids = accepted.map((o) => o.uid)
  const [stored] = await q(`select count(*)::int as n from orders where uid = any($1)`, [uids])
  const [dups] = await q(`select count(*)::int as n from (select comment from orders where comment like $1 and comment <> $2 group by comment having count(*) > 1) d`, [`${tag}-%`, `${tag}-poll`])
  const [withoutNotice] = await q(
    `select count(*)::int as n from orders o where o.uid = any($1) and not exists (select 1 from outbox m where m.order_id = o.id and m.template = 'newOrder')`,
    [uids],
  )
  const [withoutCustomerMail] = await q(
    `select count(*)::int as n from orders o where o.uid = any($1) and not exists (select 1 from outbox m where m.order_id = o.id and m.template = 'received')`,
    [uids],
  )
  await client.end()
  const byDead = answeredBy.filter(([t, p]) => p === victim.name && t > 0)
  const result = {
    date: new Date().toISOString(),
    config: { WORKERS, DURATION, KILL_AT, ORDER_RATE, POLL_RATE, TARGET },
    loadBefore,
    loadAfter,
    seconds,
    killed: victim.name,
    balancer: down,
    answeredByKilledAfterKill: byDead.length,
    lastAnswerByKilledMs: byDead.length ? Math.max(...byDead.map(([t]) => t)) : null,
    clientFailuresAfterKill: failures.length,
    lastClientFailureMs: failures.length ? Math.max(...failures.map(([t]) => t)) : null,
    failureStatuses: failures.reduce((m, [, s]) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {}),
    keys: outcomes.length,
    accepted: accepted.length,
    lost: outcomes.filter((o) => o.status !== 201).length,
    retried: outcomes.filter((o) => o.attempts > 1).length,
    maxAttempts: Math.max(...outcomes.map((o) => o.attempts)),
    acceptedStored: stored.n,
    duplicated: dups.n,
    withoutNotice: withoutNotice.n,
    withoutCustomerMail: withoutCustomerMail.n,
    rows: [orders.summary(seconds, ORDER_RATE), polls.summary(seconds, POLL_RATE)],
  }
  console.log(`\n${table(result.rows)}\n`)
  console.log(JSON.stringify({ ...result, rows: undefined }, null, 2))
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench', 'results', 'kill.json'), JSON.stringify(result, null, 2))
  const ok = result.lost === 0 && result.duplicated === 0 && result.acceptedStored === result.accepted && !result.withoutNotice && !result.withoutCustomerMail && down && down.afterMs <= 2_000
  console.log(ok ? 'Prüfung: 0 verloren, 0 doppelt, jede Bestellung mit Benachrichtigung, HAProxy ≤ 2 s.' : 'Prüfung FEHLGESCHLAGEN')
  if (!ok) process.exitCode = 1
  orders.close()
  polls.close()
} finally {
  await cluster.stop()
  await db.drop()
}
