#!/usr/bin/env node
// `npm run bench`: the foundation's API benchmark on the production build with the seeded demo data.
// One run measures the trivial Next route (framework ceiling), Payload's stock REST for branches (baseline),
// our /api/branches and /api/init, plus cold start and idle memory. Results → bench/results/api.json.
import fs from 'node:fs'
import path from 'node:path'

import { benchDatabase, ensureBuild, log, measure, root, rssMiB, startServer, table } from './lib.mjs'

const port = Number(process.env.BENCH_PORT || 3401)
ensureBuild()
const db = await benchDatabase()
const server = await startServer({ databaseUrl: db.url, port })
try {
  await new Promise((r) => setTimeout(r, 1500))
  const idleRss = rssMiB(server.pid)
  log(`Kaltstart bis /api/init: ${server.readyMs} ms, Leerlauf-RSS ${idleRss} MiB`)
  const initEtag = (await fetch(`${server.base}/api/init`)).headers.get('etag')
  const rows = []
  rows.push(await measure('trivial Next route GET /health', `${server.base}/health`))
  rows.push(await measure('Payload REST GET /backend/api/branches', `${server.base}/backend/api/branches?depth=1`))
  rows.push(await measure('GET /api/branches', `${server.base}/api/branches`))
  rows.push(await measure('GET /api/init', `${server.base}/api/init`))
  rows.push(await measure('GET /api/init (gzip, as browsers ask)', `${server.base}/api/init`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }))
  rows.push(await measure('GET /api/init (304)', `${server.base}/api/init`, { headers: { 'if-none-match': initEtag } }))
  const loadedRss = rssMiB(server.pid)
  const result = { date: new Date().toISOString(), coldStartMs: server.readyMs, idleRssMiB: idleRss, loadedRssMiB: loadedRss, rows }
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench', 'results', 'api.json'), JSON.stringify(result, null, 2))
  console.log('\n' + table(rows))
  const trivial = rows[0].rps
  const stock = rows[1].rps
  for (const r of rows.slice(2)) {
    console.log(`${r.name}: ${(r.rps / trivial).toFixed(2)} × trivial, ${(r.rps / stock).toFixed(2)} × Payload REST`)
  }
  console.log(`Kaltstart ${server.readyMs} ms · RSS leer ${idleRss} MiB · nach Last ${loadedRss} MiB`)
} finally {
  await server.stop()
  await db.drop()
}
