#!/usr/bin/env node
// `npm run bench:mixed` (issue 20): a busy day on one box, all at once, open loop (bench/load.mjs):
//   status polls   MIXED_POLL_RATE/s    (default 5,000: 50,000 customers polling every 10 s; If-None-Match → mostly 304)
//   orders         MIXED_ORDER_RATE/s   (default 100: POST /api/orders/public with an Idempotency-Key)
//   order boards   MIXED_BOARDS         (default 20, each polling GET /api/orders/current every MIXED_BOARD_INTERVAL_MS = 3,000 ms)
//   analytics      MIXED_EVENT_RATE/s   (default 500: POST /api/analytics-log, MIXED_EVENT_BATCH events per request, default 1)
//   status changes MIXED_STATUS_RATE/s  (default 10: staff confirm, later complete, the polled orders — POST
//                                        /api/orders/:id/status/:action —, so polls meet new states as on a real day)
// The polls go to MIXED_POLLED orders (default 1,000), placed before the run; after it, every polled order is asked
// once more with the ETag its customer last got and once without: a 304 for a state the customer does not have
// counts as stale (must be 0).
// for MIXED_DURATION seconds (default 60) after MIXED_WARMUP seconds of the same load (default 10, reported apart),
// first against 1 server process, then against MIXED_WORKERS processes (default 2) behind HAProxy
// (scripts/lib/cluster.mjs) — MIXED_MODES=single,cluster picks. MIXED_CLIENT=raw (default: bench/raw-http.mjs, cheap
// enough to leave the cores to the server) or node (node:http). A short run:
//   MIXED_DURATION=10 MIXED_POLL_RATE=500 MIXED_ORDER_RATE=10 MIXED_EVENT_RATE=50 npm run bench:mixed
// Per class: answered rate, p50/p99, answers and errors by class; the load average before and after each run; the
// orders checked in the database (each accepted order stored once, with its "Neue Bestellung" row) and the job
// backlog after the run. Rate limits are off (RATE_LIMITS=0: one client sends it all). Results → bench/results/mixed.json.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startCluster } from '../scripts/lib/cluster.mjs'
import { LoadClass, atRate, orderTemplate, staffToken, table } from './load.mjs'
import { benchDatabase, ensureBuild, log, root, startServer } from './lib.mjs'

const num = (name, fallback) => Number(process.env[name] || fallback)
const DURATION = num('MIXED_DURATION', 60)
const WARMUP = num('MIXED_WARMUP', 10)
const POLL_RATE = num('MIXED_POLL_RATE', 5_000)
const ORDER_RATE = num('MIXED_ORDER_RATE', 100)
const BOARDS = num('MIXED_BOARDS', 20)
const BOARD_INTERVAL_MS = num('MIXED_BOARD_INTERVAL_MS', 3_000)
const EVENT_RATE = num('MIXED_EVENT_RATE', 500)
const EVENT_BATCH = num('MIXED_EVENT_BATCH', 1)
const POLLED = num('MIXED_POLLED', 1_000)
const STATUS_RATE = num('MIXED_STATUS_RATE', 10)
const WORKERS = num('MIXED_WORKERS', 2)
const MODES = (process.env.MIXED_MODES || 'single,cluster').split(',')
const PORT = num('BENCH_PORT', 3710)
// raw (default): bench/raw-http.mjs, a cheap client, so the generator takes little of the two cores; node: node:http
const CLIENT = process.env.MIXED_CLIENT || 'raw'
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ')

async function run(mode, base, databaseUrl) {
  const template = await orderTemplate(base)
  const token = await staffToken(base)
  const tag = `mixed-${mode}-${Date.now().toString(36)}`
  // the orders the customers poll: created before the run
  const polled = []
  for (let i = 0; i < POLLED; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, POLLED - i) }, async () => {
        const res = await fetch(`${base}/api/orders/public`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: template.body(`${tag}-poll`) })
        const { data } = await res.json()
        polled.push({ uid: data.uid, url: `${base}/api/orders/public/${data.uid}/${data.hash}`, etag: null })
      }),
    )
  }
  {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows } = await client.query('select id, uid from orders where uid = any($1)', [polled.map((o) => o.uid)])
    await client.end()
    const ids = new Map(rows.map((r) => [r.uid, r.id]))
    for (const o of polled) o.id = ids.get(o.uid)
  }
  let statusIndex = 0
  const raw = CLIENT === 'raw' ? base : null
  const accepted = []
  const boardEtags = new Map()
  let orderIndex = 0
  /** All four classes at their rates for `duration` seconds; answers their rows and the CPU used. */
  const phase = async (duration) => {
    const polls = new LoadClass('status polls', { maxSockets: 128, maxInFlight: 4_000, raw })
    const orders = new LoadClass('orders', { maxSockets: 64, raw })
    const boards = new LoadClass('order boards', { maxSockets: BOARDS, raw })
    const events = new LoadClass('analytics events', { maxSockets: 64, raw })
    const changes = new LoadClass('status changes', { maxSockets: 16, raw })
    const started = Date.now()
    const cpuBefore = process.cpuUsage()
    const boxBefore = boxCpu()
    await Promise.all([
      atRate(polls, POLL_RATE, duration, async (i) => {
        const o = polled[i % polled.length]
        const res = await polls.request(o.url, { headers: o.etag ? { 'if-none-match': o.etag } : {} })
        if (res.status === 200) o.etag = res.headers.etag
      }),
      atRate(orders, ORDER_RATE, duration, async () => {
        const key = randomUUID()
        const res = await orders.request(`${base}/api/orders/public`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: template.body(`${tag}-${orderIndex++}`),
        })
        if (res.status === 201) accepted.push(JSON.parse(res.body).data.uid)
      }),
      atRate(boards, BOARDS / (BOARD_INTERVAL_MS / 1000), duration, async (i) => {
        const board = i % BOARDS
        const branch = template.branches[board % template.branches.length]
        const etag = boardEtags.get(board)
        const res = await boards.request(`${base}/api/orders/current?branch=${branch}`, {
          headers: { authorization: `JWT ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
        })
        if (res.status === 200) boardEtags.set(board, res.headers.etag)
      }),
      atRate(changes, STATUS_RATE, duration, async () => {
        // first pass confirms every polled order, the second completes them; then no more moves
        const n = statusIndex++
        if (n >= 2 * polled.length) return
        const o = polled[n % polled.length]
        await changes.request(`${base}/api/orders/${o.id}/status/${n < polled.length ? 'confirm' : 'completed'}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
          body: '{}',
        })
      }),
      atRate(events, EVENT_RATE / EVENT_BATCH, duration, async (i) => {
        const event = (n) => ({ type: 'view', action: 'product', category: 'bench', data: { n } })
        const body = EVENT_BATCH > 1 ? { events: Array.from({ length: EVENT_BATCH }, (_, k) => event(i * EVENT_BATCH + k)) } : event(i)
        await events.request(`${base}/api/analytics-log`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': `Mozilla/5.0 (bench ${i % 500})` },
          body: JSON.stringify(body),
        })
      }),
    ])
    const seconds = (Date.now() - started) / 1000
    const cpu = process.cpuUsage(cpuBefore)
    const boxAfter = boxCpu()
    const usage = {
      // the load generator's own CPU, in cores (1 = one core busy the whole run)
      generatorCores: +((cpu.user + cpu.system) / 1e6 / seconds).toFixed(2),
      // every process on the machine, in cores (of os.cpus().length)
      machineCores: +(((boxAfter.busy - boxBefore.busy) / (boxAfter.total - boxBefore.total)) * os.cpus().length).toFixed(2),
    }
    const rows = [
      polls.summary(seconds, POLL_RATE),
      orders.summary(seconds, ORDER_RATE),
      boards.summary(seconds, +(BOARDS / (BOARD_INTERVAL_MS / 1000)).toFixed(2)),
      events.summary(seconds, EVENT_RATE / EVENT_BATCH),
      changes.summary(seconds, STATUS_RATE),
    ]
    for (const c of [polls, orders, boards, events, changes]) c.close()
    return { seconds, usage, rows }
  }

  // a warm-up at the same rates, reported apart: a process that has served for a while (JIT, connections, the ETag
  // cache) is what a busy day meets — the first second of a cold process is a restart, measured by bench:kill
  let warmup = null
  if (WARMUP > 0) {
    log(`${mode}: ${WARMUP} s Aufwärmen – Last ${load()}`)
    warmup = await phase(WARMUP)
    console.log(`\n${mode}, warm-up (${warmup.seconds.toFixed(1)} s, not counted)\n${table(warmup.rows)}\n`)
  }
  const before = load()
  log(`${mode}: ${DURATION} s – Last ${before}`)
  const { seconds, usage, rows } = await phase(DURATION)
  const after = load()

  // every polled order once more: with the ETag its customer has (304 only when that is the current state) and without
  let stale = 0
  for (const o of polled) {
    if (!o.etag) continue
    const [withTag, fresh] = await Promise.all([fetch(o.url, { headers: { 'if-none-match': o.etag } }), fetch(o.url)])
    await withTag.arrayBuffer()
    await fresh.arrayBuffer()
    if (withTag.status === 304 && fresh.headers.get('etag') !== o.etag) stale++
  }

  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const { rows: check } = await client.query(
    `select count(*)::int as stored, count(distinct uid)::int as uids,
            count(*) filter (where not exists (select 1 from outbox m where m.order_id = o.id and m.template = 'newOrder'))::int as without_notice
       from orders o where comment like $1`,
    [`${tag}-%`],
  )
  const { rows: backlog } = await client.query(`select count(*)::int as n from payload_jobs where completed_at is null and not has_error`)
  const { rows: stored } = await client.query(`select count(*)::int as n from orders where uid = any($1)`, [accepted])
  await client.end()
  const verification = {
    accepted: accepted.length,
    acceptedStored: stored[0].n,
    storedWithTag: check[0].stored - polled.length,
    withoutNotice: check[0].without_notice,
    jobBacklog: backlog[0].n,
    statusChanges: Math.min(statusIndex, 2 * polled.length),
    stalePolls: stale,
  }
  log(`${mode}: ${JSON.stringify(verification)} – Last danach ${after}`)
  console.log(
    `\n${mode} (${seconds.toFixed(1)} s, client ${CLIENT}, load average before ${before}, after ${after}; CPU: generator ` +
      `${usage.generatorCores} cores, machine ${usage.machineCores} of ${os.cpus().length})\n${table(rows)}\n`,
  )
  return { mode, client: CLIENT, seconds, loadBefore: before, loadAfter: after, usage, rows, warmup, verification }
}

/** Busy and total jiffies of all cores (/proc/stat). */
function boxCpu() {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  const total = fields.reduce((a, b) => a + b, 0)
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0)
  return { busy: total - idle, total }
}

ensureBuild()
const db = await benchDatabase(`tresen_bench_mixed_${process.pid}`)
const results = []
try {
  const env = { ...process.env, DATABASE_URL: db.url, RATE_LIMITS: '0', NODE_ENV: 'production' }
  if (MODES.includes('single')) {
    const server = await startServer({ databaseUrl: db.url, port: PORT })
    try {
      results.push(await run('1 process', server.base, db.url))
    } finally {
      await server.stop()
    }
  }
  if (MODES.includes('cluster')) {
    const cluster = await startCluster({ workers: WORKERS, port: PORT + 10, bind: '127.0.0.1', env, output: 'pipe', log })
    try {
      results.push(await run(`${WORKERS} processes behind HAProxy`, cluster.base, db.url))
      const stats = await cluster.stats()
      log(`HAProxy: ${Object.entries(stats).map(([n, s]) => `${n} ${s.status} ${s.total} Sitzungen`).join(', ')}`)
    } finally {
      await cluster.stop()
    }
  }
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
  fs.writeFileSync(
    path.join(root, 'bench', 'results', 'mixed.json'),
    JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, config: { DURATION, WARMUP, CLIENT, POLLED, STATUS_RATE, POLL_RATE, ORDER_RATE, BOARDS, BOARD_INTERVAL_MS, EVENT_RATE, EVENT_BATCH, WORKERS }, results }, null, 2),
  )
  for (const r of results) {
    const v = r.verification
    if (v.accepted !== v.acceptedStored || v.withoutNotice || v.stalePolls) process.exitCode = 1
  }
} finally {
  await db.drop()
}
