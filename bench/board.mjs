#!/usr/bin/env node
// `node bench/board.mjs`: the live order board's server time, measured in-process (our /api router + Local API,
// no HTTP): 500 open orders (BOARD_BENCH_ORDERS) across the 3 demo branches (one SQL insert), then
//   • GET /api/orders/current (admin: all branches; employee: Wien) — full answer (bytes logged) and the 304 answer,
//     a column's next page (?column=new&after=…) and a search,
//   • GET /api/orders/missed,
//   • POST /api/orders/:id/status/confirm (transaction, row lock, domain, history entry, order event).
// Targets: board refresh ≤ 50 ms p50, status transition ≤ 30 ms p50. Results → bench/results/board.json.
//
// Stage 1 (plain node): a fresh seeded database (DATABASE_URL's server or the embedded one), unless
// BOARD_BENCH_DATABASE_URL names an already migrated + seeded database to use (it gets the 500 extra orders).
// Stage 2: re-runs this file through `payload run` (TypeScript config) with BOARD_BENCH_STAGE=measure.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const log = (m) => console.log(`[bench:board] ${m}`)

const OPEN_ORDERS = Number(process.env.BOARD_BENCH_ORDERS || 500)
const ROUNDS = Number(process.env.BOARD_BENCH_ROUNDS || 60)

if (process.env.BOARD_BENCH_STAGE !== 'measure') {
  let url = process.env.BOARD_BENCH_DATABASE_URL
  let drop = async () => {}
  if (!url) {
    const { benchDatabase } = await import('./lib.mjs')
    const db = await benchDatabase(`tresen_bench_board_${process.pid}`)
    url = db.url
    drop = db.drop
  }
  try {
    const res = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'run', 'bench/board.mjs'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, BOARD_BENCH_STAGE: 'measure', NODE_OPTIONS: '--no-deprecation' },
      stdio: 'inherit',
    })
    if (res.status !== 0) process.exitCode = res.status ?? 1
  } finally {
    await drop()
  }
} else {
  await measureBoard()
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return { n: sorted.length, p50: +at(0.5).toFixed(2), p90: +at(0.9).toFixed(2), p99: +at(0.99).toFixed(2), min: +sorted[0].toFixed(2) }
}

async function measureBoard() {
  const { default: config } = await import('../payload.config.ts')
  const { getPayload } = await import('payload')
  const { sql } = await import('@payloadcms/db-postgres')
  const { apiEndpoints } = await import('../modules/endpoints.ts')
  const { createRouter } = await import('../platform/api/router.ts')

  const payload = await getPayload({ config })
  const router = createRouter(apiEndpoints, async () => payload)
  const db = payload.db.drizzle

  async function call(method, p, { token, body, headers = {} } = {}) {
    const h = { ...headers }
    if (token) h.authorization = `JWT ${token}`
    if (body !== undefined) h['content-type'] = 'application/json'
    const request = new Request(`http://localhost/api${p}`, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) })
    const started = performance.now()
    const response = await router(request, p.split('?')[0])
    const text = await response.text()
    const ms = performance.now() - started
    return { status: response.status, headers: response.headers, ms, bytes: Buffer.byteLength(text), body: text ? JSON.parse(text) : null }
  }

  const token = async (email, password) => {
    const res = await call('POST', '/auth/authenticate', { body: { email, password } })
    if (res.status !== 200) throw new Error(`Login ${email} fehlgeschlagen: ${res.status}`)
    return res.body.data.token
  }
  const admin = await token('admin@tresen.demo', 'tresen-admin')
  const employee = await token('mitarbeiter@tresen.demo', 'tresen-mitarbeiter')

  const { docs: branches } = await payload.find({ collection: 'branches', where: { identifier: { in: ['wien', 'graz', 'linz'] } }, depth: 0 })
  const branchIds = branches.map((b) => b.id)
  const { docs: products } = await payload.find({ collection: 'products', limit: 2, depth: 0 })
  const productId = products[0]?.id ?? null

  // ---- 500 open orders in one statement (+ 2 items and 1 history row each) ------------------------------
  log(`${OPEN_ORDERS} offene Bestellungen in ${branchIds.length} Filialen anlegen …`)
  const created = await db.execute(sql`
    insert into orders (branch_id, uid, ticket_number, delivery_type, first_name, last_name, phone, email, comment,
      net, tax, gross, total_net, total_tax, total_gross, taxes, payment_method, is_confirmed, created_at, updated_at)
    select (${sql.raw(`array[${branchIds.join(',')}]`)})[1 + (g % ${branchIds.length})], 'bench-' || g || '-' || md5(random()::text),
      'B' || g, (array['takeaway','delivery','dineIn'])[1 + (g % 3)]::enum_orders_delivery_type, 'Erika', 'Muster ' || g,
      '+43 664 ' || (1000000 + g), 'bench' || g || '@example.test', case when g % 4 = 0 then 'Bitte läuten' end,
      1782, 178, 1960, 1782, 178, 1960, '{"10":178}'::jsonb, 'cash', g % 3 = 1,
      now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
    from generate_series(1, ${OPEN_ORDERS}) g
    returning id`)
  const ids = created.rows.map((r) => Number(r.id))
  await db.execute(sql`
    insert into orders_items (_order, _parent_id, id, product_id, name, amount, unit_name, unit_price, gross, tax_rate, calculation_model, parts)
    select k, o.id, md5(o.id || '-' || k), ${productId}, 'Pizza Margherita', 1, 'Stk.', 980, 980, 10, 'fixed',
      '[{"name":"Größe","type":"select","value":"Normal (32 cm)"}]'::jsonb
    from orders o cross join generate_series(1, 2) k where o.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
  await db.execute(sql`
    insert into orders_history (_order, _parent_id, id, at, action, "from", "to")
    select 1, id, md5('h-' || id), created_at, 'created', null, 'pending' from orders where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)
  await db.execute(sql`analyze orders; analyze orders_items; analyze orders_history`)

  const results = {}
  const run = async (name, fn, rounds = ROUNDS) => {
    for (let i = 0; i < 5; i++) await fn(i) // warm-up
    const samples = []
    for (let i = 0; i < rounds; i++) samples.push(await fn(i + 5))
    results[name] = stats(samples)
    log(`${name}: p50 ${results[name].p50} ms · p90 ${results[name].p90} ms · p99 ${results[name].p99} ms (n=${results[name].n})`)
  }

  const first = await call('GET', '/orders/current', { token: admin })
  if (first.status !== 200) throw new Error(`GET /orders/current: ${first.status} ${JSON.stringify(first.body)}`)
  const sizes = { admin: first.bytes }
  log(`Board (Admin): ${first.body.data.length} Karten von ${Object.values(first.body.meta.columns ?? {}).reduce((n, c) => n + c.total, 0) || first.body.data.length} Bestellungen, ${first.bytes} Bytes`)
  const adminEtag = first.headers.get('etag')
  const wien = await call('GET', '/orders/current', { token: employee })
  sizes.employee = wien.bytes
  log(`Board (Mitarbeiter Wien): ${wien.body.data.length} Karten, ${wien.bytes} Bytes`)
  const wienEtag = wien.headers.get('etag')

  await run('GET /orders/current admin (alle, 200)', async () => (await call('GET', '/orders/current', { token: admin })).ms)
  await run('GET /orders/current Mitarbeiter Wien (200)', async () => (await call('GET', '/orders/current', { token: employee })).ms)
  await run('GET /orders/current admin (304)', async () => {
    const r = await call('GET', '/orders/current', { token: admin, headers: { 'if-none-match': adminEtag } })
    if (r.status !== 304) throw new Error(`erwartet 304, bekam ${r.status}`)
    return r.ms
  })
  await run('GET /orders/current Mitarbeiter (304)', async () => (await call('GET', '/orders/current', { token: employee, headers: { 'if-none-match': wienEtag } })).ms)
  if (first.body.meta.columns) {
    const next = first.body.meta.columns.new.next
    const pagePath = `/orders/current?column=new${next ? `&after=${encodeURIComponent(next)}` : ''}`
    sizes.page = (await call('GET', pagePath, { token: admin })).bytes
    await run('GET /orders/current?column=new&after=… (nächste Seite)', async () => (await call('GET', pagePath, { token: admin })).ms)
    sizes.search = (await call('GET', '/orders/current?search=Muster%2017', { token: admin })).bytes
    await run('GET /orders/current?search=Muster 17', async () => (await call('GET', '/orders/current?search=Muster%2017', { token: admin })).ms)
  }
  log(`Bytes: ${JSON.stringify(sizes)}`)
  await run('GET /orders/missed admin', async () => (await call('GET', '/orders/missed', { token: admin })).ms)

  // transitions on pending orders of Wien (the employee's branch)
  const wienBranch = branches.find((b) => b.identifier === 'wien')?.id
  const pendingWien = (
    await payload.find({
      collection: 'orders',
      where: { and: [{ id: { in: ids } }, { isConfirmed: { equals: false } }, { branch: { equals: wienBranch } }] },
      limit: ROUNDS + 10,
      depth: 0,
      select: { id: true },
    })
  ).docs.map((d) => d.id)
  await run('POST /orders/:id/status/confirm (Mitarbeiter)', async (i) => {
    const id = pendingWien[i]
    if (id === undefined) throw new Error('zu wenige offene Bestellungen')
    const r = await call('POST', `/orders/${id}/status/confirm`, { token: employee, body: {} })
    if (r.status !== 200) throw new Error(`confirm ${id}: ${r.status} ${JSON.stringify(r.body)}`)
    return r.ms
  }, Math.min(ROUNDS, Math.max(1, pendingWien.length - 5)))

  // the share of the transition that is the side effects (another module: outbox, print jobs) — same orders again
  const { onOrderEvent } = await import('../modules/orders/lifecycle/events.ts')
  const { createLocalReq } = await import('payload')
  const eventReq = await createLocalReq({}, payload)
  await run('  davon onOrderEvent(confirm) allein', async (i) => {
    const id = pendingWien[i]
    const started = performance.now()
    await onOrderEvent({ orderId: id, type: 'confirm', message: null }, eventReq)
    return performance.now() - started
  }, Math.min(ROUNDS, Math.max(1, pendingWien.length - 5)))

  const result = { date: new Date().toISOString(), openOrders: OPEN_ORDERS, branches: branchIds.length, bytes: sizes, results }
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench', 'results', 'board.json'), JSON.stringify(result, null, 2))
  console.log(
    ['| Messung | p50 ms | p90 ms | p99 ms | n |', '| --- | ---: | ---: | ---: | ---: |', ...Object.entries(results).map(([k, v]) => `| ${k} | ${v.p50} | ${v.p90} | ${v.p99} | ${v.n} |`)].join('\n'),
  )
  // clean up when running against a shared database
  await db.execute(sql`delete from orders where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
  await payload.destroy().catch(() => {})
  process.exit(0)
}
