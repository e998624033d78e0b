#!/usr/bin/env node
// Issue 16 "Ingestion ≥ 5,000 events/s sustained while the storefront is served": the production server (server.mjs,
// one process) takes POST /api/analytics-log batches of 50 page views from INGEST_SENDERS concurrent clients (default
// 10, closed loop) for INGEST_DURATION seconds (default 20) — first alone, then while autocannon hits the storefront
// (GET / and GET /api/init, STOREFRONT_CONNECTIONS each, default 10). Prints accepted events/s, the storefront's req/s
// and p50/p99, and the load average. Needs a production build (`flock /tmp/tresen-build.lock npm run build`).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_PORT=3501 node bench/ingest-under-load.mjs
//
// Own seeded database (BENCH_TEMPLATE_DATABASE copies a seeded one instead, bench/lib.mjs). Rate limits are off.
import os from 'node:os'

import autocannon from 'autocannon'

import { benchDatabase, ensureBuild, log, startServer } from './lib.mjs'

const num = (name, fallback) => Number(process.env[name] || fallback)
const DURATION = num('INGEST_DURATION', 20)
const SENDERS = num('INGEST_SENDERS', 10)
const CONNECTIONS = num('STOREFRONT_CONNECTIONS', 10)
const PORT = num('BENCH_PORT', 3501)
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ')

/** Closed-loop senders for `seconds`: accepted events per second and request latencies. */
async function ingest(base, seconds) {
  const until = Date.now() + seconds * 1000
  let accepted = 0
  let failed = 0
  const started = Date.now()
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, sender) => {
      for (let n = 0; Date.now() < until; n++) {
        const events = Array.from({ length: 50 }, (_, k) => ({
          type: 'pageview',
          action: 'router',
          category: null,
          data: { path: `/store/wien/p${(n * 50 + k) % 97}`, referrer: 'https://www.google.com/' },
        }))
        const res = await fetch(`${base}/api/analytics-log`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': `Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0`,
            'x-forwarded-for': `10.${sender}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({ events }),
        })
        const body = await res.json().catch(() => null)
        if (res.status === 202) accepted += body?.data?.accepted ?? 0
        else failed++
      }
    }),
  )
  const took = (Date.now() - started) / 1000
  return { eventsPerSecond: Math.round(accepted / took), accepted, failed }
}

const storefront = (base, path, seconds) => autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: seconds })

ensureBuild()
const db = await benchDatabase(`tresen_bench_ingest_${process.pid}`)
const server = await startServer({ databaseUrl: db.url, port: PORT })
try {
  log(`Server bereit in ${server.readyMs} ms`)
  await ingest(server.base, 3) // warm-up
  log(`ingestion alone: ${SENDERS} senders × batches of 50, ${DURATION} s (load average ${load()})`)
  const alone = await ingest(server.base, DURATION)
  log(`  ${alone.eventsPerSecond.toLocaleString('en')} events/s (${alone.accepted} accepted, ${alone.failed} failed requests; load average ${load()})`)
  const [home0, init0] = await Promise.all([storefront(server.base, '/', DURATION), storefront(server.base, '/api/init', DURATION)])
  log(`storefront alone: GET / ${Math.round(home0.requests.average)} req/s (p50 ${home0.latency.p50} / p99 ${home0.latency.p99} ms), GET /api/init ${Math.round(init0.requests.average)} req/s (p50 ${init0.latency.p50} / p99 ${init0.latency.p99} ms), non-2xx ${home0.non2xx + init0.non2xx}`)
  log(`ingestion while the storefront is served (${CONNECTIONS} connections each on GET / and GET /api/init; load average ${load()})`)
  const [mixed, home, init] = await Promise.all([ingest(server.base, DURATION), storefront(server.base, '/', DURATION), storefront(server.base, '/api/init', DURATION)])
  log(`  ingestion ${mixed.eventsPerSecond.toLocaleString('en')} events/s (${mixed.accepted} accepted, ${mixed.failed} failed requests)`)
  log(`  GET / ${Math.round(home.requests.average)} req/s (p50 ${home.latency.p50} / p99 ${home.latency.p99} ms), GET /api/init ${Math.round(init.requests.average)} req/s (p50 ${init.latency.p50} / p99 ${init.latency.p99} ms), non-2xx ${home.non2xx + init.non2xx}, errors ${home.errors + init.errors}`)
  log(`  load average ${load()}`)
} finally {
  await server.stop()
  await db.drop()
}
