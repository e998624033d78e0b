#!/usr/bin/env node
// `node bench/post-cpu.mjs` (issue 20): the server's CPU time per public POST, fast path against Next — a measure that
// holds on a shared machine, where requests per second mostly measure the neighbours. Two server processes on one
// fresh database, one with the POSTs beside Next (default) and one with TRESEN_FAST_POSTS=0; each gets the same
// closed-loop load (POST_CPU_CONCURRENCY, default 10): POST_CPU_EVENTS analytics events (default 3,000), then
// POST_CPU_ORDERS orders with an Idempotency-Key (default 600). The server's own CPU (user + system, /proc/<pid>/stat)
// is read before and after each block. Results → bench/results/post-cpu.json and a markdown table.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { orderTemplate } from './load.mjs'
import { benchDatabase, cpuMs, ensureBuild, log, root, startServer } from './lib.mjs'

const num = (name, fallback) => Number(process.env[name] || fallback)
const EVENTS = num('POST_CPU_EVENTS', 3_000)
const ORDERS = num('POST_CPU_ORDERS', 600)
const CONCURRENCY = num('POST_CPU_CONCURRENCY', 10)
const PORT = num('BENCH_PORT', 3420)

async function closedLoop(total, send) {
  let next = 0
  let failed = 0
  const worker = async () => {
    while (next < total) {
      const i = next++
      const res = await send(i)
      await res.arrayBuffer()
      if (res.status >= 300) failed += 1
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { seconds: (performance.now() - started) / 1000, failed }
}

async function measure(server, label) {
  const template = await orderTemplate(server.base)
  const event = (i) =>
    fetch(`${server.base}/api/analytics-log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': `Mozilla/5.0 (bench ${i % 500})` },
      body: JSON.stringify({ type: 'view', action: 'product', category: 'bench', data: { n: i } }),
    })
  const order = (i) =>
    fetch(`${server.base}/api/orders/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: template.body(`post-cpu-${label}-${i}`),
    })
  // warm-up: JIT, caches, prepared statements
  await closedLoop(200, event)
  await closedLoop(50, order)
  const rows = []
  for (const [name, total, send] of [
    ['analytics event', EVENTS, event],
    ['order (Idempotency-Key)', ORDERS, order],
  ]) {
    const before = cpuMs(server.pid)
    const load = os.loadavg()[0]
    const { seconds, failed } = await closedLoop(total, send)
    const cpu = cpuMs(server.pid) - before
    const row = { path: label, name, requests: total, failed, rps: +(total / seconds).toFixed(1), cpuMsPerRequest: +(cpu / total).toFixed(3), load: +load.toFixed(2) }
    log(JSON.stringify(row))
    rows.push(row)
  }
  return rows
}

ensureBuild()
const db = await benchDatabase()
const rows = []
try {
  // one after the other: the two processes do not compete for the CPU
  for (const [label, fastPosts, port] of [
    ['Next', '0', PORT],
    ['fast path', '1', PORT + 1],
  ]) {
    process.env.TRESEN_FAST_POSTS = fastPosts
    const server = await startServer({ databaseUrl: db.url, port })
    try {
      rows.push(...(await measure(server, label)))
    } finally {
      await server.stop()
    }
  }
} finally {
  await db.drop()
}
const table = [
  '| Request | path | requests | failed | req/s | server CPU ms / request | load average at start |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map((r) => `| ${r.name} | ${r.path} | ${r.requests} | ${r.failed} | ${r.rps} | ${r.cpuMsPerRequest} | ${r.load} |`),
].join('\n')
console.log(`\n${table}\n`)
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true })
fs.writeFileSync(path.join(root, 'bench/results/post-cpu.json'), JSON.stringify({ at: new Date().toISOString(), concurrency: CONCURRENCY, rows }, null, 2))
