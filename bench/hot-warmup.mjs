#!/usr/bin/env node
// `node bench/hot-warmup.mjs`: what the process served before changes what a status poll costs (issue 20). One
// production server and the plain baseline (bench/baseline-pg.mjs) on a seeded database; per round, an optional load
// first (WARMUP: none | health | products | me | orders), then wrk (10 connections, 2 s warm-up, 8 s measured) on the
// plain baseline and on the public order's fast path, with the CPU per request of each process (/proc/<pid>/stat).
//   WARMUP=orders ROUNDS=2 node bench/hot-warmup.mjs
// orders = 8 s of the admin's Payload REST read of an order (what bench/hot.mjs runs before the poll); products =
// anonymous Payload REST; me = /backend/api/users/me with the same admin JWT; health = the trivial Next route.
// Results: docs/benchmarks.md "Hot paths, 2026-11-24 evening".
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { benchDatabase, ensureBuild, log, root, seededOrderPath, startServer } from './lib.mjs'

if (spawnSync('wrk', ['--version']).error) throw new Error('wrk fehlt: apt-get install wrk')
const port = Number(process.env.BENCH_PORT || 3444)
const warmup = process.env.WARMUP || 'none'
const rounds = Number(process.env.ROUNDS || 2)
ensureBuild()
const db = await benchDatabase()
const server = await startServer({ databaseUrl: db.url, port })
const baseline = spawn(process.execPath, [path.join(root, 'bench/baseline-pg.mjs')], {
  env: { ...process.env, DATABASE_URL: db.url, PORT: String(port + 1) },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise((resolve) => baseline.stdout.once('data', resolve))

/** user + system CPU of a process in ms (Linux, USER_HZ = 100). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function wrk(pid, url, headers = []) {
  spawnSync('wrk', ['-d2s', '-t1', '-c10', ...headers, url])
  const before = cpuMs(pid)
  const out = spawnSync('wrk', ['-d8s', '-t1', '-c10', '--latency', ...headers, url], { encoding: 'utf8' }).stdout
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
  return {
    rps: Math.round(requests / 8),
    p99: /\s99%\s+(\S+)/.exec(out)?.[1] ?? '',
    cpuUsPerRequest: requests > 0 ? Math.round(((cpuMs(pid) - before) * 1000) / requests) : NaN,
  }
}

try {
  const base = server.base
  const orderPath = await seededOrderPath(base)
  const login = await fetch(`${base}/backend/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@tresen.demo', password: 'tresen-admin' }),
  })
  const jwt = ['-H', `authorization: JWT ${(await login.json()).token}`]
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  const {
    rows: [order],
  } = await client.query('select id from orders where uid = $1', [orderPath.split('/')[4]])
  await client.end()
  const loads = {
    none: null,
    health: () => wrk(server.pid, `${base}/health`),
    products: () => wrk(server.pid, `${base}/backend/api/products?depth=1&limit=20`),
    me: () => wrk(server.pid, `${base}/backend/api/users/me`, jwt),
    orders: () => wrk(server.pid, `${base}/backend/api/orders/${order.id}?depth=0`, jwt),
  }
  if (!(warmup in loads)) throw new Error(`WARMUP unbekannt: ${warmup}`)
  for (let round = 1; round <= rounds; round++) {
    const load = loads[warmup]?.()
    const plain = wrk(baseline.pid, `http://127.0.0.1:${port + 1}${orderPath}`)
    const poll = wrk(server.pid, `${base}${orderPath}`)
    log(
      `Runde ${round}, vorher ${warmup}${load ? ` (${load.rps} req/s)` : ''}: plain ${plain.rps} req/s, p99 ${plain.p99}, ` +
        `${plain.cpuUsPerRequest} µs/req · Bestellstatus ${poll.rps} req/s, p99 ${poll.p99}, ${poll.cpuUsPerRequest} µs/req · ` +
        `Verhältnis ${(poll.rps / plain.rps).toFixed(2)} · Last ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
    )
  }
} finally {
  baseline.kill()
  await server.stop()
  await db.drop()
}
