#!/usr/bin/env node
// Issue 35 "An admin as quick as Payload itself": time to interactive of every admin list and edit view of ours, the
// custom views (order board, dashboard, statistics, time sheets, time clock) and the front-desk screen, against
// Payload's floor — the list and edit view of tags (one text field and a stock upload field; no component, hook or
// field of ours: the simplest collection we have; Payload's own collections such as preferences are hidden) — as
// ratios from one interleaved run on the production build. And the live-preview toggle: from the edit form to a
// usable preview.
//
// "Interactive", the same for every view, measured from navigation start (performance.now() in the page):
//   1. ready: the view's main element is in the DOM and hydrated (React attached its fiber to the node), and for edit
//      views the title field is enabled (Payload disables every field while its form initialises or processes) —
//      list: a row of the table (or the empty state); edit: the title field; custom views: their content (a board
//      column, a statistics card with a number, a table row, …); polled every animation frame;
//   2. then the network idle: no request of the page in flight for 500 ms (requests open longer than 3 s, i.e. long
//      polls, don't count);
//   interactive = max(ready, end of the last response before the quiet 500 ms).
// Cold: a new browser context per run (no cache; signed in by cookie). Warm: a new tab in a context that has opened
// that view before (the editor who has the admin open). One warm-up opening per view first (the server's first render).
//
//   node bench/admin-views.mjs                  fresh seeded database + production server on BENCH_PORT (3307)
//   BENCH_BASE_URL=http://127.0.0.1:3307 node bench/admin-views.mjs   against a running production server
//   RUNS=5 (per view and case), ONLY=orders,tags (views whose name contains one of these), PREVIEW_RUNS=5
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium } from 'playwright-core'

import { benchDatabase, ensureBuild, log, root, seededOrderPath, startServer } from './lib.mjs'

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium'
const RUNS = Number(process.env.RUNS || 5)
const PREVIEW_RUNS = Number(process.env.PREVIEW_RUNS || 5)
const port = Number(process.env.BENCH_PORT || 3307)
const ONLY = (process.env.ONLY || '').split(',').filter(Boolean)
const QUIET_MS = 500
const LONG_POLL_MS = 3000

const median = (xs) => {
  const sorted = xs.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2)
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

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const viewport = { width: 1440, height: 900 }
try {
  const context = await browser.newContext({ viewport })
  const signIn = await context.newPage()
  await signIn.goto(`${base}/backend/login`, { timeout: 180_000 }) // the server's first render of the admin
  await signIn.locator('input[name="email"]').fill('admin@tresen.demo')
  await signIn.locator('input[name="password"]').fill('tresen-admin')
  await signIn.locator('button[type="submit"]').click()
  await signIn.waitForURL((url) => !url.pathname.endsWith('/login'))
  const api = context.request
  // the set-up's calls sign in with a token (Payload takes a cookie only with an allowed Origin, our /api only its own way)
  const login = await api.post(`${base}/backend/api/users/login`, { data: { email: 'admin@tresen.demo', password: 'tresen-admin' } })
  const write = { origin: base, Authorization: `JWT ${(await login.json()).token}` }
  const first = async (slug, where = '') => {
    const answer = await api.get(`${base}/backend/api/${slug}?depth=0&limit=1&sort=id${where}`, { headers: write })
    const doc = (await answer.json()).docs?.[0]
    if (!doc) throw new Error(`Kein Eintrag in ${slug} (Demo-Daten?)`)
    return doc.id
  }
  // record types the demo may leave empty get one record each, so that their edit view can be measured
  const created = []
  const ensure = async (slug, data) => {
    const count = (await (await api.get(`${base}/backend/api/${slug}?depth=0&limit=1`, { headers: write })).json()).totalDocs
    if (count > 0) return
    const answer = await api.post(`${base}/backend/api/${slug}`, { data, headers: write })
    if (!answer.ok()) throw new Error(`${slug} nicht angelegt: ${answer.status()} ${await answer.text()}`)
    created.push([slug, (await answer.json()).doc.id])
  }
  // Payload remembers per user whether the live preview was open: every edit view of a site opens without it
  const previewPreference = (open) =>
    api.post(`${base}/backend/api/payload-preferences/collection-sites`, { data: { value: { editViewType: open ? 'live-preview' : 'default' } }, headers: write })
  await previewPreference(false)
  const site = await first('sites', '&where[path][equals]=gestaltungsbeispiele')
  // the front-desk screen: a screen of the first branch with its own key (the device's path carries it)
  const branch = await first('branches')
  const deviceAnswer = await api.post(`${base}/api/devices`, { data: { name: `Messung Abholung ${Date.now()}`, type: 'frontdesk', branch }, headers: write })
  if (!deviceAnswer.ok()) throw new Error(`Gerät nicht angelegt: ${deviceAnswer.status()} ${await deviceAnswer.text()}`)
  const device = await deviceAnswer.json()
  const rotated = await (await api.post(`${base}/api/devices/${device.data.id}/rotate-api-key`, { headers: write })).json()
  const deskPath = rotated.data.screenPath
  if (!((await (await api.get(`${base}/backend/api/orders?depth=0&limit=1`, { headers: write })).json()).totalDocs > 0)) await seededOrderPath(base)
  await ensure('digital-signage-streams', { name: 'Messung: Stream' })
  await ensure('digital-signage-devices', { name: 'Messung: TV', identifier: `messung-tv-${Date.now()}`, branch })
  await ensure('qr-codes', { name: 'Messung: QR-Code', origin: 'other', path: `messung-${Date.now()}`, target: '/' })
  await ensure('image-templates', { name: 'Messung: Bildvorlage', identifier: `messung-${Date.now()}`, width: 1080, height: 1080 })

  const list = (name, slug) => ({ name: `${name} (list)`, url: `/backend/collections/${slug}`, ready: { selector: '.collection-list .table tbody tr, .collection-list__no-results' } })
  const edit = async (name, slug, field, id) => ({
    name: `${name} (edit)`,
    url: `/backend/collections/${slug}/${id ?? (await first(slug))}`,
    ready: { selector: field ? `#field-${field}` : '.document-fields', enabled: Boolean(field) },
  })
  const views = [
    list('floor: tags', 'tags'),
    await edit('floor: tags', 'tags', 'name'),
    list('orders', 'orders'),
    await edit('orders', 'orders', null), // read-only in the admin: no field is ever enabled
    list('products', 'products'),
    await edit('products', 'products', 'name'),
    list('branches', 'branches'),
    await edit('branches', 'branches', 'name'),
    list('sites', 'sites'),
    await edit('sites, the page with every block', 'sites', 'name', site),
    list('devices', 'devices'),
    await edit('devices', 'devices', 'name'),
    list('QR codes', 'qr-codes'),
    await edit('QR codes', 'qr-codes', 'name'),
    list('TVs', 'digital-signage-devices'),
    await edit('TVs', 'digital-signage-devices', 'name'),
    list('streams', 'digital-signage-streams'),
    await edit('streams', 'digital-signage-streams', 'name'),
    list('image templates', 'image-templates'),
    await edit('image templates', 'image-templates', 'name'),
    list('users', 'users'),
    await edit('users', 'users', 'email'),
    list('working activities', 'working-activities'),
    { name: 'dashboard /backend', url: '/backend', ready: { selector: '.collections__card-list .card' } },
    { name: 'order board', url: '/backend/orders-live', ready: { selector: 'section.tob-column' } },
    { name: 'statistics', url: '/backend/statistics', ready: { selector: '[data-testid="kpi-visitors"]', text: /\d/ } },
    { name: 'time sheets (Zeitkonten)', url: '/backend/zeitkonten', ready: { selector: '.tta-table' } },
    { name: 'time clock (Stempeluhr)', url: '/backend/stempeluhr', ready: { selector: '.ttc-who' } },
    { name: 'front-desk screen', url: deskPath, ready: { selector: '[data-testid="ds-ready"]' } },
  ].filter((v) => ONLY.length === 0 || v.name.startsWith('floor') || ONLY.some((o) => v.name.includes(o)))
  const storageState = await context.storageState()
  log(`${views.length} Ansichten, ${RUNS} Läufe je Fall, Load ${load()}`)

  /** Opens `view` in a new tab of `ctx`: ms from navigation start to interactive (see the head of this file). */
  async function measure(ctx, view) {
    const page = await ctx.newPage()
    const inflight = new Map()
    let lastEnd = 0 // epoch ms of the last finished request
    const started = (request) => inflight.set(request, Date.now())
    const ended = (request) => {
      if (inflight.delete(request)) lastEnd = Date.now()
    }
    page.on('request', started)
    page.on('requestfinished', ended)
    page.on('requestfailed', ended)
    await page.goto(`${base}${view.url}`, { waitUntil: 'commit' })
    const readyHandle = await page.waitForFunction(
      ({ selector, enabled, text }) => {
        const hydrated = (el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))
        for (const el of document.querySelectorAll(selector)) {
          if (!hydrated(el)) continue
          if (enabled && el.disabled) continue
          if (text && !new RegExp(text).test(el.textContent ?? '')) continue
          return performance.now()
        }
        return false
      },
      { selector: view.ready.selector, enabled: view.ready.enabled ?? false, text: view.ready.text?.source },
      { polling: 'raf', timeout: 120_000 },
    )
    const ready = await readyHandle.jsonValue()
    // the network idle: QUIET_MS without a request in flight (long polls left out)
    for (;;) {
      const now = Date.now()
      const open = [...inflight.values()].filter((since) => now - since < LONG_POLL_MS)
      if (open.length === 0 && now - lastEnd >= QUIET_MS) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const timeOrigin = await page.evaluate(() => performance.timeOrigin)
    const idle = lastEnd > 0 ? lastEnd - timeOrigin : 0
    const metrics = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0]
      const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
      return { ttfb: entry?.responseStart ?? 0, html: entry?.decodedBodySize ?? 0, scriptBytes: scripts.reduce((sum, e) => sum + e.transferSize, 0), requests: performance.getEntriesByType('resource').length }
    })
    page.on('dialog', (dialog) => void dialog.accept())
    await page.close({ runBeforeUnload: false })
    return { interactive: Math.round(Math.max(ready, idle)), ready: Math.round(ready), ...metrics }
  }

  /** The live preview: from the site's edit form (interactive) to the framed storefront page showing the document. */
  async function measurePreview() {
    await previewPreference(false)
    const page = await context.newPage()
    await page.goto(`${base}/backend/collections/sites/${site}`, { waitUntil: 'commit' })
    await page.waitForFunction(() => {
      const el = document.querySelector('#field-name')
      return el !== null && !el.disabled && Object.keys(el).some((key) => key.startsWith('__reactFiber$'))
    }, null, { polling: 'raf', timeout: 60_000 })
    const toggle = page.locator('#live-preview-toggler')
    await toggle.waitFor()
    const t0 = Date.now()
    await toggle.click()
    // usable: the frame shows the storefront's page with the preview notice (the form's data has arrived in it)
    await page.frameLocator('iframe#live-preview-iframe').getByText('Vorschau – Sie sehen', { exact: false }).first().waitFor({ timeout: 60_000 })
    const ms = Date.now() - t0
    page.on('dialog', (dialog) => void dialog.accept())
    await page.close({ runBeforeUnload: false })
    await previewPreference(false)
    return ms
  }

  /** A view that does not become interactive within 2 minutes is reported (NaN) instead of ending the run. */
  async function attempt(ctx, view) {
    try {
      return await measure(ctx, view)
    } catch (error) {
      log(`${view.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      for (const page of ctx.pages().slice(ctx === context ? 1 : 0)) await page.close({ runBeforeUnload: false }).catch(() => {})
      return { interactive: NaN, ready: NaN, ttfb: NaN, html: NaN, scriptBytes: NaN, requests: NaN }
    }
  }

  const results = Object.fromEntries(views.flatMap((v) => [[`${v.name}|warm`, []], [`${v.name}|cold`, []]]))
  const loadBefore = load()
  for (const v of views) await attempt(context, v) // warm-up
  for (let i = 0; i < RUNS; i++) {
    for (const v of views) {
      results[`${v.name}|warm`].push(await attempt(context, v))
      const cold = await browser.newContext({ viewport, storageState })
      results[`${v.name}|cold`].push(await attempt(cold, v))
      await cold.close()
    }
    log(`Lauf ${i + 1}/${RUNS}, Load ${load()}`)
  }
  const preview = []
  if (ONLY.length === 0 || ONLY.includes('preview')) {
    await measurePreview() // warm-up: the frame's storefront bundle
    for (let i = 0; i < PREVIEW_RUNS; i++) preview.push(await measurePreview())
  }
  const loadAfter = load()
  await api.delete(`${base}/api/devices/${device.data.id}`, { headers: write }).catch(() => {})
  for (const [slug, id] of created) await api.delete(`${base}/backend/api/${slug}/${id}`, { headers: write }).catch(() => {})

  const p50 = (name, cache) => median(results[`${name}|${cache}`].map((r) => r.interactive))
  const floorOf = (v) => (v.name.endsWith('(edit)') ? 'floor: tags (edit)' : 'floor: tags (list)')
  console.log(`\nAdmin views to interactive, p50 of ${RUNS} runs each, interleaved; load average (1/5/15 min) before ${loadBefore}, after ${loadAfter}; ${os.cpus().length} cores\n`)
  console.log('| View | floor | warm p50 | warm ratio | cold p50 | cold ratio | HTML KiB | scripts KiB (cold) | requests (cold) |')
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  const summary = {}
  for (const v of views) {
    const floor = floorOf(v)
    const row = {
      warm: p50(v.name, 'warm'),
      cold: p50(v.name, 'cold'),
      warmRatio: p50(v.name, 'warm') / p50(floor, 'warm'),
      coldRatio: p50(v.name, 'cold') / p50(floor, 'cold'),
      html: Math.round(median(results[`${v.name}|cold`].map((r) => r.html)) / 1024),
      scripts: Math.round(median(results[`${v.name}|cold`].map((r) => r.scriptBytes)) / 1024),
      requests: median(results[`${v.name}|cold`].map((r) => r.requests)),
    }
    summary[v.name] = row
    console.log(`| ${v.name} | ${floor.replace('floor: ', '')} | ${row.warm} ms | ${row.warmRatio.toFixed(2)} × | ${row.cold} ms | ${row.coldRatio.toFixed(2)} × | ${row.html} | ${row.scripts} | ${row.requests} |`)
  }
  if (preview.length) console.log(`\nlive preview, toggle → usable preview: p50 ${median(preview)} ms (${preview.join(', ')} ms)`)
  for (const [key, runs] of Object.entries(results)) console.log(`${key}: ${runs.map((r) => r.interactive).join(', ')}`)
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench', 'results', 'admin-views.json'), JSON.stringify({ date: new Date().toISOString(), loadBefore, loadAfter, summary, preview, results }, null, 2))
} finally {
  await browser.close()
  if (server) await server.stop()
  if (db) await db.drop()
}
