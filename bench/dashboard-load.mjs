#!/usr/bin/env node
// Issue 35: the statistics dashboard's load, in a real browser on the production build. Per opening of
// /backend/statistics (ms from navigation start, performance.now() in the page, recorded by a MutationObserver):
//   shell    — the admin page's HTML has arrived (navigation responseEnd: the server's part, Payload's admin shell)
//   calls    — the first /api/statistics call starts (what the browser had to load before: scripts, chunks)
//   first    — the first KPI shows a number
//   lastCall — the last of the 19 calls has answered
//   all      — every card shows its numbers and every chart is drawn (no "Lädt …" left)
//   scripts  — every script has arrived (incl. the chart chunk, recharts)
// "before (derived)": the flow before issue 35 — the calls started only after the dashboard chunk with recharts, and
// nothing showed before the last call: scripts + (lastCall − first call), from the same opening.
// and the floor in the same run: a tag's edit view (one text field, Payload's admin with nothing of ours) until its
// field is enabled. Warm (browser cache kept, a new tab per run) and cold (a new context per run); one warm-up.
//
//   BENCH_BASE_URL=http://127.0.0.1:3308 node bench/dashboard-load.mjs     against a running production server
//   node bench/dashboard-load.mjs                                          fresh seeded database + server on BENCH_PORT
//   RUNS=7 (per case)
import os from 'node:os'

import { chromium } from 'playwright-core'

import { benchDatabase, ensureBuild, log, startServer } from './lib.mjs'

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium'
const RUNS = Number(process.env.RUNS || 7)
const port = Number(process.env.BENCH_PORT || 3511)
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN
}
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ')

let server = null
let db = null
let base = process.env.BENCH_BASE_URL
if (!base) {
  ensureBuild()
  db = await benchDatabase()
  server = await startServer({ databaseUrl: db.url, port })
  base = server.base
}

// recorded in the page from the first byte on: when the first KPI number and when the last waiting card went away
const RECORD = `(() => {
  const t = (window.__dash = { first: null, all: null })
  const check = () => {
    const values = [...document.querySelectorAll('.stx-kpi-value')]
    if (t.first === null && values.some((v) => !v.classList.contains('stx-wait'))) t.first = performance.now()
    if (t.all === null && values.length > 0 && !document.querySelector('.stx-wait, .stx-chart-wait, .stx-loading, .lazy-view-loading') && document.querySelectorAll('.stx .recharts-wrapper').length >= 3)
      t.all = performance.now()
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
})()`

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
try {
  const viewport = { width: 1440, height: 900 }
  const context = await browser.newContext({ viewport })
  const signIn = await context.newPage()
  await signIn.goto(`${base}/backend/login`)
  await signIn.locator('input[name="email"]').fill('admin@tresen.demo')
  await signIn.locator('input[name="password"]').fill('tresen-admin')
  await signIn.locator('button[type="submit"]').click()
  await signIn.waitForURL((url) => !url.pathname.endsWith('/login'))
  const tagId = (await (await signIn.request.get(`${base}/backend/api/tags?depth=0&limit=1`)).json()).docs[0]?.id
  if (!tagId) throw new Error('Kein Schlagwort (Demo-Daten?)')
  const storageState = await context.storageState()

  async function dashboard(ctx) {
    const page = await ctx.newPage()
    await page.addInitScript(RECORD)
    await page.goto(`${base}/backend/statistics`, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__dash?.all != null, null, { timeout: 120_000 })
    const r = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0]
      const calls = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/statistics/'))
      return {
        shell: nav.responseEnd,
        calls: Math.min(...calls.map((e) => e.startTime)),
        first: window.__dash.first,
        lastCall: Math.max(...calls.map((e) => e.responseEnd)),
        all: window.__dash.all,
        // every script of the page loaded (the chart chunk is the last one): where the calls started before issue 35
        scripts: Math.max(...performance.getEntriesByType('resource').filter((e) => e.name.includes('.js')).map((e) => e.responseEnd)),
        n: calls.length,
      }
    })
    await page.close()
    return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v)]))
  }

  async function floor(ctx) {
    const page = await ctx.newPage()
    await page.goto(`${base}/backend/collections/tags/${tagId}`, { waitUntil: 'commit' })
    const ready = await page.waitForFunction(() => {
      const name = document.querySelector('#field-name')
      return name !== null && !name.disabled ? performance.now() : false
    }, null, { polling: 'raf', timeout: 60_000 })
    const ms = Math.round(await ready.jsonValue())
    await page.close()
    return ms
  }

  log(`${base}: ${RUNS} Läufe je Fall, Load ${load()}`)
  await dashboard(context) // warm-up
  await floor(context)
  const results = { warm: [], cold: [] }
  for (let i = 0; i < RUNS; i++) {
    for (const kind of ['warm', 'cold']) {
      const ctx = kind === 'warm' ? context : await browser.newContext({ viewport, storageState })
      const d = await dashboard(ctx)
      const f = await floor(ctx)
      if (kind === 'cold') await ctx.close()
      results[kind].push({ ...d, floor: f })
      log(`${kind} ${i + 1}: ${JSON.stringify({ ...d, floor: f })}`)
    }
  }
  console.log(`\nLoad average after: ${load()}`)
  console.log('| case | shell | scripts | first call | first card | last call | all cards | before (derived) | floor (tag edit) | first ÷ floor | all ÷ floor |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const kind of ['warm', 'cold']) {
    const m = (key) => median(results[kind].map((r) => r[key]))
    const before = median(results[kind].map((r) => r.scripts + (r.lastCall - r.calls)))
    console.log(`| ${kind} (median of ${RUNS}) | ${m('shell')} | ${m('scripts')} | ${m('calls')} | ${m('first')} | ${m('lastCall')} | ${m('all')} | ${before} | ${m('floor')} | ${(m('first') / m('floor')).toFixed(2)} × | ${(m('all') / m('floor')).toFixed(2)} × |`)
  }
} finally {
  await browser.close()
  await server?.stop()
  await db?.drop()
}
