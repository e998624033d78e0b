#!/usr/bin/env node
// `node bench/hot.mjs`: the hot paths (issues "Hot paths" and 20), in one run on the production build with
// `server.mjs` and a freshly seeded database, load from wrk (10 connections, 1 thread, 2 s warm-up, 8 s measured):
//   trivial Next route · Payload's stock REST for the order · plain Node http + pg on the same prepared query ·
//   the public order (200, 304) and /api/init (200, brotli, 304), answered by the front in the main thread · one image
//   (through the front to the worker's fast path). TRESEN_THREADS=0 in the environment measures the one-thread server.
// wrk, not autocannon: at 10–20k req/s a JavaScript client on this 2-core machine takes the CPU the server needs.
// Also per row: the answering process's CPU (user + system from /proc/<pid>/stat) per request over the measured 8 s —
// it depends less on the neighbours' load than requests per second do.
// Results → bench/results/hot.json and a markdown table on stdout (copied into docs/benchmarks.md).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { adminToken, benchDatabase, ensureBuild, log, orderIdOf, root, rssMiB, seededOrderPath, startPlainBaseline, startServer, wrkWithCpu } from './lib.mjs'

if (spawnSync('wrk', ['--version']).error) throw new Error('wrk fehlt: apt-get install wrk')
const port = Number(process.env.BENCH_PORT || 3404)
ensureBuild()
const db = await benchDatabase()
const server = await startServer({ databaseUrl: db.url, port })
const baselinePort = port + 1
const baseline = await startPlainBaseline({ databaseUrl: db.url, port: baselinePort })

function wrk(name, url, headers = {}) {
  const row = { name, ...wrkWithCpu(url.startsWith(server.base) ? server.pid : baseline.pid, url, headers) }
  log(`${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, CPU ${row.cpuUsPerRequest} µs/req${row.non2xx3xx ? `, ${row.non2xx3xx} non-2xx/3xx` : ''} ${row.errors} · Threads µs/req ${JSON.stringify(row.threads)}`)
  return row
}

try {
  const base = server.base
  const orderPath = await seededOrderPath(base)
  const orderEtag = (await fetch(`${base}${orderPath}`)).headers.get('etag')
  const initAnswer = await fetch(`${base}/api/init`)
  const initEtag = initAnswer.headers.get('etag')
  const initKB = Math.round((await initAnswer.arrayBuffer()).byteLength / 1024)
  const token = await adminToken(base)
  const orderId = await orderIdOf(db.url, orderPath)
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  const { rows: [image] } = await client.query('select id, version, filename from images order by id limit 1')
  await client.end()
  const imagePath = `/image/small/${image.id}-${image.version ?? 1}.${image.filename.split('.').pop()}`

  await new Promise((r) => setTimeout(r, 1000))
  const memoryBefore = rssMiB(server.pid)
  const rows = [
    wrk('trivial Next route `GET /health`', `${base}/health`),
    wrk('Payload stock REST `GET /backend/api/orders/:id?depth=0` (admin JWT)', `${base}/backend/api/orders/${orderId}?depth=0`, { authorization: `JWT ${token}` }),
    wrk('plain Node `http` + pg, the same prepared query', `http://127.0.0.1:${baselinePort}${orderPath}`),
    wrk('public order, front thread (200)', `${base}${orderPath}`),
    wrk('public order, front thread (304)', `${base}${orderPath}`, { 'if-none-match': orderEtag }),
    wrk(`\`GET /api/init\` anonymous (200, ${initKB} KiB)`, `${base}/api/init`),
    wrk('`GET /api/init` with `Accept-Encoding: br` (200)', `${base}/api/init`, { 'accept-encoding': 'gzip, deflate, br' }),
    wrk('`GET /api/init` (304)', `${base}/api/init`, { 'if-none-match': initEtag }),
    wrk('one image `GET /image/small/…` (200, streamed)', `${base}${imagePath}`),
  ]
  const memoryAfter = rssMiB(server.pid)
  const [trivial, stock, plain, order200, order304, init200, initBr, init304] = rows
  const ratios = {
    orderVsStock: +(order200.rps / stock.rps).toFixed(1),
    orderVsPlain: +(order200.rps / plain.rps).toFixed(2),
    orderP99VsPlain: +(order200.p99 / plain.p99).toFixed(2),
    orderCpuVsPlain: +(order200.cpuUsPerRequest / plain.cpuUsPerRequest).toFixed(2),
    order304VsPlain: +(order304.rps / plain.rps).toFixed(2),
    initVsTrivial: +(init200.rps / trivial.rps).toFixed(1),
    initBrVsTrivial: +(initBr.rps / trivial.rps).toFixed(1),
    init304VsTrivial: +(init304.rps / trivial.rps).toFixed(1),
  }
  const table = [
    '| Route | req/s | p50 ms | p99 ms | CPU µs/req |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.name} | ${r.rps.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.cpuUsPerRequest} |`),
  ].join('\n')
  console.log(`\n${table}\n`)
  console.log(`Verhältnisse: ${JSON.stringify(ratios)}`)
  console.log(`Last (uptime): ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`)
  console.log(`Speicher (RSS): ${memoryBefore} MiB vor, ${memoryAfter} MiB nach der Last`)
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench/results/hot.json'), JSON.stringify({ at: new Date().toISOString(), rows, ratios, memoryBefore, memoryAfter, p99: { order200: order200.p99, init200: init200.p99 }, order304, init304 }, null, 2))
} finally {
  baseline.kill()
  await server.stop()
  await db.drop()
}
