#!/usr/bin/env node
// Order hot paths on the production build, in one run with the trivial route:
// - status poll GET /api/orders/public/{uid}/{hash} (200 and 304) vs. the trivial Next route
// - order creation: 20 concurrent clients posting takeaway orders to the 24-hour branch; afterwards the database is
//   checked: every answered order exists exactly once, ticket numbers are unique per branch and day, and the stored
//   totals are the server's own computation.
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { benchDatabase, ensureBuild, log, measure, root, startServer, table } from './lib.mjs'

const port = Number(process.env.BENCH_PORT || 3402)
ensureBuild()
const db = await benchDatabase()
const server = await startServer({ databaseUrl: db.url, port })
try {
  const init = await (await fetch(`${server.base}/api/init`)).json()
  const list = (url) => init.data.find((e) => e.url === url).data
  const graz = list('/api/branches').find((b) => b.identifier === 'graz')
  const menu = list('/api/menus')
    .filter((m) => (m.branches ?? []).map(Number).includes(graz.id) && new Date(m.availableFrom) <= new Date())
    .sort((a, b) => String(b.availableFrom).localeCompare(String(a.availableFrom)))[0]
  const productIds = new Set(menu.catalog.flatMap((c) => c.products ?? []).map(Number))
  const product = list('/api/products').find(
    (p) => productIds.has(p.id) && p.type === 'simple' && !(p.config?.parts?.length) && !p.isLeadTimeEnabled && !p.isPriceHidden && (!p.schedule || p.schedule.length === 0),
  )
  log(`Bestellt wird: ${product.name} (${product.price} Cent) in ${graz.name}`)
  const order = {
    branch: graz.id,
    deliveryType: 'takeaway',
    isDelivery: false,
    isDineIn: false,
    items: [{ product: product.id, amount: 2, unit: null, parts: [] }],
    firstName: 'Bench',
    lastName: 'Kunde',
    email: 'bench@tresen.test',
    phone: '+43 664 1234567',
    country: 'AT',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    // tampered totals the server must ignore
    totalGross: 1,
  }
  const first = await fetch(`${server.base}/api/orders/public`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order) })
  const created = await first.json()
  if (first.status !== 201) throw new Error(`Bestellung fehlgeschlagen: ${JSON.stringify(created)}`)
  const statusUrl = `${server.base}/api/orders/public/${created.data.uid}/${created.data.hash}`
  const etag = (await fetch(statusUrl)).headers.get('etag')

  const rows = []
  rows.push(await measure('trivial Next route GET /health', `${server.base}/health`))
  rows.push(await measure('status poll GET /api/orders/public/{uid}/{hash}', statusUrl))
  rows.push(await measure('status poll (304)', statusUrl, { headers: { 'if-none-match': etag } }))
  const creation = await measure('order creation POST /api/orders/public (20 clients)', `${server.base}/api/orders/public`, {
    connections: 20,
    duration: 10,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(order),
  })
  rows.push(creation)

  // verify in the database
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  const { rows: counts } = await client.query(
    `select count(*)::int as n, count(distinct (branch_id, ticket_date, ticket_sequence))::int as tickets,
            count(distinct uid)::int as uids, sum(case when total_gross = $1 then 1 else 0 end)::int as right_totals
       from orders where branch_id = $2`,
    [product.price * 2, graz.id],
  )
  await client.end()
  const c = counts[0]
  const verification = { orders: c.n, uniqueTickets: c.tickets, uniqueUids: c.uids, serverTotals: c.right_totals }
  log(`Datenbank: ${JSON.stringify(verification)}`)
  const trivial = rows[0].rps
  console.log('\n' + table(rows))
  console.log(`status poll: ${(rows[1].rps / trivial).toFixed(2)} × trivial (304: ${(rows[2].rps / trivial).toFixed(2)} ×)`)
  console.log(`order creation: ${creation.rps} orders/s, ${creation.non2xx} non-2xx, ${creation.errors} errors`)
  const ok = c.n === c.tickets && c.n === c.uids && c.n === c.right_totals
  console.log(ok ? 'Prüfung: jede Bestellung genau einmal, eindeutige Abholnummern, Server-Summen.' : 'Prüfung FEHLGESCHLAGEN')
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench', 'results', 'orders.json'), JSON.stringify({ date: new Date().toISOString(), rows, verification }, null, 2))
  if (!ok) process.exitCode = 1
} finally {
  await server.stop()
  await db.drop()
}
