#!/usr/bin/env node
// The anonymous-content cache's memory under a flood of distinct list queries (issue 32: 2,400 of them grew the process
// by 436 MB under the old 5,000-entry cap). Runs the production server twice on one seeded database — unbounded
// (PUBLIC_CACHE_MAX_BYTES = 4 GiB, what the entry cap amounted to) and with the default byte budget — and reports
// resident memory before and after, and what /metrics says the cache holds. QUERIES (default 2400), CONCURRENCY (4).
import { benchDatabase, ensureBuild, log, rssMiB, startServer } from './lib.mjs'

const QUERIES = Number(process.env.QUERIES || 2400)
const CONCURRENCY = Number(process.env.CONCURRENCY || 4)
const TOKEN = 'bench-metrics-token'

ensureBuild()
const db = await benchDatabase()
const rows = []
try {
  for (const [label, budget] of [
    ['ohne Byte-Grenze (4 GiB)', String(4 * 1024 ** 3)],
    ['Standard (32 MiB)', ''],
  ]) {
    process.env.PUBLIC_CACHE_MAX_BYTES = budget
    process.env.METRICS_TOKEN = TOKEN
    const server = await startServer({ databaseUrl: db.url, port: 3480 })
    try {
      const products = (await (await fetch(`${server.base}/api/products?limit=100`)).json()).data
      const prices = [...new Set(products.map((p) => p.price))].join(',')
      const url = (i) => `${server.base}/api/products?limit=100&price=${prices},${9_000_000 + i}`
      const run = async (from, count) => {
        let next = 0
        let bytes = 0
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (next < count) {
              const i = next++
              const res = await fetch(url(from + i))
              bytes += (await res.arrayBuffer()).byteLength
              if ((i + 1) % 400 === 0) log(`${label}: ${i + 1}/${count}`)
            }
          }),
        )
        return bytes
      }
      await run(1_000_000, 200) // warm-up
      const before = rssMiB(server.pid)
      const started = Date.now()
      const bytes = await run(0, QUERIES)
      const seconds = (Date.now() - started) / 1000
      const after = rssMiB(server.pid)
      const metrics = await (await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text()
      const gauge = (name) => Number(new RegExp(`^${name}\\{[^}]*\\} (\\S+)$`, 'm').exec(metrics)?.[1] ?? NaN)
      log(`${label}: RSS ${before} → ${after} MiB, ${(bytes / 1024 ** 2).toFixed(0)} MiB Antworten in ${seconds.toFixed(0)} s`)
      rows.push({
        Zwischenspeicher: label,
        Abfragen: QUERIES,
        'Antworten (MiB)': (bytes / 1024 ** 2).toFixed(0),
        'RSS vorher (MiB)': before,
        'RSS nachher (MiB)': after,
        'Zuwachs (MiB)': after - before,
        'Cache laut /metrics (MiB)': (gauge('tresen_public_cache_bytes') / 1024 ** 2).toFixed(1),
        Einträge: gauge('tresen_public_cache_entries'),
        'Dauer (s)': seconds.toFixed(0),
      })
    } finally {
      await server.stop()
    }
  }
} finally {
  await db.drop()
}
const load = (await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(' ')
const columns = Object.keys(rows[0] ?? {})
console.log(`| ${columns.join(' | ')} |\n| ${columns.map(() => '---').join(' | ')} |`)
for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`)
log(`Last (loadavg): ${load}`)
