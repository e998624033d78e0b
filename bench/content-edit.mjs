#!/usr/bin/env node
// Issue 12: time to interactive of the admin's edit view of the seeded page that uses every block
// (/gestaltungsbeispiele, 26 blocks), on the production build. Budget: ≤ 1.5 s on this machine.
//
// "Interactive" = measured in the page (performance.now(), i.e. from navigation start, polled every frame): every
// block row of the layout is rendered (`.blocks-field__row`, one per block of the document) and the name field is
// enabled. Payload keeps every field disabled while its form initialises or processes (@payloadcms/ui useField:
// `disabled = processing || initializing`), so an enabled field means the form took its state and React hydrated it.
// After each run one keystroke checks that the form really reacts (the save button becomes enabled).
//
// Three pages, interleaved: the page with every block, a page with one block (what the layout adds), and a tag's edit
// view (one text field: the floor, Payload's admin with nothing of ours).
// Two cases: warm (an editor who has the admin open: the browser has the admin's scripts cached; a new tab per run)
// and cold (a new browser context per run: nothing cached, signed in by cookie). One warm-up run is not counted.
//
//   node bench/content-edit.mjs                       fresh seeded database + production server on BENCH_PORT (3510)
//   BENCH_BASE_URL=http://127.0.0.1:3250 node bench/content-edit.mjs   against a running production server
//   RUNS=15 (per case), LIVE_PREVIEW=1 (the edit view with the live preview open)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium } from 'playwright-core'

import { benchDatabase, ensureBuild, log, root, startServer } from './lib.mjs'

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium'
const RUNS = Number(process.env.RUNS || 15)
const port = Number(process.env.BENCH_PORT || 3510)
const livePreview = process.env.LIVE_PREVIEW === '1'
const PAGE_PATH = 'gestaltungsbeispiele'

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
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
try {
  const viewport = { width: 1440, height: 900 }
  const context = await browser.newContext({ viewport })
  const signIn = await context.newPage()
  await signIn.goto(`${base}/backend/login`)
  await signIn.locator('input[name="email"]').fill('admin@tresen.demo')
  await signIn.locator('input[name="password"]').fill('tresen-admin')
  await signIn.locator('button[type="submit"]').click()
  await signIn.waitForURL((url) => !url.pathname.endsWith('/login'))
  const found = await signIn.request.get(`${base}/backend/api/sites?where[path][equals]=${PAGE_PATH}&depth=0&limit=1`)
  const site = (await found.json()).docs[0]
  if (!site) throw new Error(`Keine Seite mit dem Pfad ${PAGE_PATH} (Demo-Daten?)`)
  const blocks = site.content.body.length
  // Payload remembers per user whether the live preview was open: set it for this measurement
  const pref = await signIn.request.post(`${base}/backend/api/payload-preferences/collection-sites`, {
    data: { value: { editViewType: livePreview ? 'live-preview' : 'default' } },
    headers: { origin: base }, // Payload takes the cookie of a write only from an allowed origin (CSRF)
  })
  if (!pref.ok()) throw new Error(`Einstellung nicht gespeichert: ${pref.status()} ${await pref.text()}`)
  // the baseline in the same run: a page with a single block (Payload's admin itself, without the layout's weight)
  const created = await signIn.request.post(`${base}/backend/api/sites`, {
    headers: { origin: base },
    data: { name: 'Messung: ein Block', path: `messung-ein-block-${Date.now()}`, type: 'default', content: { body: [{ blockType: 'hero', title: 'Ein Block' }] } },
  })
  if (created.status() !== 201) throw new Error(`Vergleichsseite nicht angelegt: ${created.status()} ${await created.text()}`)
  const baselineId = (await created.json()).doc.id
  // the floor: the simplest edit view of the admin (a tag: one text field), i.e. Payload's admin with nothing of ours
  const tagId = (await (await signIn.request.get(`${base}/backend/api/tags?depth=0&limit=1`)).json()).docs[0]?.id
  if (!tagId) throw new Error('Kein Schlagwort (Demo-Daten?)')
  const storageState = await context.storageState()
  const pages = [
    { name: 'every block', url: `${base}/backend/collections/sites/${site.id}`, blocks },
    { name: 'one block', url: `${base}/backend/collections/sites/${baselineId}`, blocks: 1 },
    { name: 'a tag (one text field)', url: `${base}/backend/collections/tags/${tagId}`, blocks: 0 },
  ]
  log(`${pages[0].url}: ${blocks} Blöcke, Vergleich ${pages[1].url}; ${RUNS} Läufe je Fall, Live-Vorschau ${livePreview ? 'offen' : 'zu'}, Load ${load()}`)

  /** One navigation in a new tab of `ctx`: ms from navigation start to interactive, and what the page cost. */
  async function measure(ctx, { url, blocks }) {
    const page = await ctx.newPage()
    // the renderer's main-thread time (CPU spent, not waited): less dependent on the machine's other load than the wall clock
    const cdp = await ctx.newCDPSession(page)
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
    const cpuBefore = cpuMs()
    await page.goto(url, { waitUntil: 'commit' })
    const ready = await page.waitForFunction(
      (count) => {
        const name = document.querySelector('#field-name')
        const rows = document.querySelectorAll('.blocks-field__row').length
        return name !== null && !name.disabled && rows >= count ? performance.now() : false
      },
      blocks,
      { polling: 'raf', timeout: 60_000 },
    )
    const interactive = await ready.jsonValue()
    const serverCpu = Math.round(cpuMs() - cpuBefore)
    const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]))
    await cdp.detach()
    const nav = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0]
      const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
      return {
        ttfb: entry.responseStart,
        dcl: entry.domContentLoadedEventStart,
        html: entry.decodedBodySize,
        htmlGzip: entry.encodedBodySize,
        scriptBytes: scripts.reduce((sum, e) => sum + e.transferSize, 0),
      }
    })
    const fields = await page.evaluate(() => document.querySelectorAll('input, textarea, select, [contenteditable="true"]').length)
    // the form reacts: one keystroke in the name field enables „Entwurf speichern“ (a tag, without drafts: „Speichern“)
    await page.locator('#field-name').press('End')
    await page.locator('#field-name').pressSequentially('!')
    const save = blocks > 0 ? 'Entwurf speichern' : 'Speichern'
    await page.getByRole('button', { name: save, exact: true }).waitFor({ state: 'visible' })
    const reacted = await page
      .waitForFunction((label) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === label && !b.disabled), save, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false)
    if (!reacted) throw new Error('Das Formular hat auf die Eingabe nicht reagiert.')
    page.on('dialog', (dialog) => void dialog.accept())
    await page.close({ runBeforeUnload: false })
    return { interactive: Math.round(interactive), serverCpu, mainThread: Math.round((metrics.TaskDuration ?? 0) * 1000), script: Math.round((metrics.ScriptDuration ?? 0) * 1000), style: Math.round(((metrics.RecalcStyleDuration ?? 0) + (metrics.LayoutDuration ?? 0)) * 1000), ...nav, fields }
  }

  // the server's CPU time for one opening of the edit view (the page and every request it makes), when its process is
  // known (its own server, or SERVER_PID): read from /proc around each measured navigation
  const serverPid = server?.pid ?? (process.env.SERVER_PID ? Number(process.env.SERVER_PID) : null)
  const cpuMs = () => {
    if (serverPid === null) return 0
    const fields = fs.readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // utime + stime in 10 ms ticks
  }

  // interleaved, so that both pages see the same (shared, changing) machine
  const results = {}
  for (const p of pages) results[`${p.name}, warm`] = []
  for (const p of pages) results[`${p.name}, cold`] = []
  const loadBefore = load()
  for (const p of pages) await measure(context, p) // warm-up: the server's first render of the view, the browser cache
  for (let i = 0; i < RUNS; i++) {
    for (const p of pages) results[`${p.name}, warm`].push(await measure(context, p))
    for (const p of pages) {
      const cold = await browser.newContext({ viewport, storageState })
      results[`${p.name}, cold`].push(await measure(cold, p))
      await cold.close()
    }
  }
  const loadAfter = load()
  const del = await context.request.delete(`${base}/backend/api/sites/${baselineId}`, { headers: { origin: base } })
  if (!del.ok()) log(`Vergleichsseite ${baselineId} nicht gelöscht: ${del.status()}`)

  const first = results['every block, warm'][0]
  console.log(`\nEdit view of /${PAGE_PATH} (${blocks} blocks, ${first.fields} form controls rendered, HTML ${Math.round(first.html / 1024)} KiB / ${Math.round(first.htmlGzip / 1024)} KiB gzip) against a page with one block; ${RUNS} runs each, interleaved; live preview ${livePreview ? 'open' : 'closed'}`)
  console.log(`load average (1/5/15 min) before ${loadBefore}, after ${loadAfter}; ${os.cpus().length} cores\n`)
  console.log('| Page, browser cache | TTFB p50 | DOMContentLoaded p50 | interactive p50 | interactive p95 | max | browser main thread p50 (JS / style+layout) | server CPU p50 | scripts transferred |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  const summary = {}
  for (const [name, runs] of Object.entries(results)) {
    const ms = runs.map((r) => r.interactive)
    summary[name] = {
      ttfbP50: Math.round(percentile(runs.map((r) => r.ttfb), 50)),
      dclP50: Math.round(percentile(runs.map((r) => r.dcl), 50)),
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      max: Math.max(...ms),
      scriptKiB: Math.round(percentile(runs.map((r) => r.scriptBytes), 50) / 1024),
      mainThreadP50: percentile(runs.map((r) => r.mainThread), 50),
      scriptP50: percentile(runs.map((r) => r.script), 50),
      styleP50: percentile(runs.map((r) => r.style), 50),
      serverCpuP50: percentile(runs.map((r) => r.serverCpu), 50),
      runs: ms,
    }
    const s = summary[name]
    console.log(`| ${name} | ${s.ttfbP50} ms | ${s.dclP50} ms | ${s.p50} ms | ${s.p95} ms | ${s.max} ms | ${s.mainThreadP50} ms (${s.scriptP50} / ${s.styleP50} ms) | ${serverPid === null ? '–' : `${s.serverCpuP50} ms`} | ${s.scriptKiB} KiB |`)
  }
  for (const cache of ['warm', 'cold']) {
    const ratio = summary[`every block, ${cache}`].p50 / summary[`one block, ${cache}`].p50
    const floor = summary[`every block, ${cache}`].p50 / summary[`a tag (one text field), ${cache}`].p50
    console.log(`ratio every block / one block, ${cache}, p50: ${ratio.toFixed(2)}; every block / a tag: ${floor.toFixed(2)}`)
  }
  for (const [name, s] of Object.entries(summary)) console.log(`${name}: ${s.runs.join(', ')}`)
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
  fs.writeFileSync(
    path.join(root, 'bench', 'results', 'content-edit.json'),
    JSON.stringify({ date: new Date().toISOString(), blocks, livePreview, loadBefore, loadAfter, summary, results }, null, 2),
  )
} finally {
  await browser.close()
  if (server) await server.stop()
  if (db) await db.drop()
}
