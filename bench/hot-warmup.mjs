#!/usr/bin/env node
// `node bench/hot-warmup.mjs`: what the process served before changes what a status poll costs (issue 20). One
// production server and the plain baseline (bench/baseline-pg.mjs) on a seeded database; per round, an optional load
// first (WARMUP: none | health | products | me | orders), then wrk on the plain baseline and on the public order's fast
// path, with the CPU per request of each process (bench/lib.mjs wrkWithCpu).
//   WARMUP=orders ROUNDS=2 node bench/hot-warmup.mjs
// orders = 8 s of the admin's Payload REST read of an order (what bench/hot.mjs runs before the poll); products =
// anonymous Payload REST; me = /backend/api/users/me with the same admin JWT; health = the trivial Next route.
// Results: docs/benchmarks.md "Hot paths, 2026-11-24 evening".
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { adminToken, benchDatabase, ensureBuild, log, orderIdOf, seededOrderPath, startPlainBaseline, startServer, wrkWithCpu } from './lib.mjs'

if (spawnSync('wrk', ['--version']).error) throw new Error('wrk fehlt: apt-get install wrk')
const port = Number(process.env.BENCH_PORT || 3444)
const warmup = process.env.WARMUP || 'none'
const rounds = Number(process.env.ROUNDS || 2)
ensureBuild()
const db = await benchDatabase()
const server = await startServer({ databaseUrl: db.url, port })
const baseline = await startPlainBaseline({ databaseUrl: db.url, port: port + 1 })

try {
  const base = server.base
  const orderPath = await seededOrderPath(base)
  const jwt = { authorization: `JWT ${await adminToken(base)}` }
  const orderId = await orderIdOf(db.url, orderPath)
  const loads = {
    none: null,
    health: () => wrkWithCpu(server.pid, `${base}/health`),
    products: () => wrkWithCpu(server.pid, `${base}/backend/api/products?depth=1&limit=20`),
    me: () => wrkWithCpu(server.pid, `${base}/backend/api/users/me`, jwt),
    orders: () => wrkWithCpu(server.pid, `${base}/backend/api/orders/${orderId}?depth=0`, jwt),
  }
  if (!(warmup in loads)) throw new Error(`WARMUP unbekannt: ${warmup}`)
  for (let round = 1; round <= rounds; round++) {
    const load = loads[warmup]?.()
    const plain = wrkWithCpu(baseline.pid, `http://127.0.0.1:${port + 1}${orderPath}`)
    const poll = wrkWithCpu(server.pid, `${base}${orderPath}`)
    log(
      `Runde ${round}, vorher ${warmup}${load ? ` (${load.rps} req/s)` : ''}: plain ${plain.rps} req/s, p99 ${plain.p99} ms, ` +
        `${plain.cpuUsPerRequest} µs/req · Bestellstatus ${poll.rps} req/s, p99 ${poll.p99} ms, ${poll.cpuUsPerRequest} µs/req · ` +
        `Verhältnis ${(poll.rps / plain.rps).toFixed(2)} · Last ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]} · ` +
        `Threads µs/req ${JSON.stringify(poll.threads)}`,
    )
  }
} finally {
  baseline.kill()
  await server.stop()
  await db.drop()
}
