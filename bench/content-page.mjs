#!/usr/bin/env node
// Issue 12: the storefront's content pages on the production build with the demo data — initial JS of a content page
// (budget 130 KiB gzip, blocks code-split) and Lighthouse mobile (performance, accessibility; budget ≥ 95) on the page
// with hero + gallery (/gestaltungsbeispiele, every block) and a short text page (/ueber-uns). Median of LIGHTHOUSE_RUNS.
//
//   node bench/content-page.mjs                                   fresh seeded database + server on BENCH_PORT (3511)
//   BENCH_BASE_URL=http://127.0.0.1:3250 node bench/content-page.mjs   against a running production server
//
// PAGES (comma-separated paths) may also name two pages a visitor only reaches with their own data (issue 13):
//   checkout  /store/graz/checkout with a cart (2 × Frittatensuppe in the tab's sessionStorage, set before the page's
//             scripts run): what a customer sees when the checkout loads (a reload, the way back from a payment page);
//             cold cache and no cookie decision, like every other page here
//   status    the status page of a cash order placed for this run (/status/{uid}/{hash}, the link of the order e-mail)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import puppeteer from 'puppeteer-core'

import { benchDatabase, ensureBuild, log, root, seededOrderPath, startServer } from './lib.mjs'

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium'
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3)
const port = Number(process.env.BENCH_PORT || 3511)
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
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
try {
  const { routes, cartScript } = await resolvePages(base, (process.env.PAGES || '/gestaltungsbeispiele,/ueber-uns').split(','))
  const loadBefore = load()
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'] })
  const js = {}
  for (const route of routes) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const cart = cartScript(route)
    if (cart) await page.addInitScript(cart)
    const scripts = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.body().then((b) => ({ url: r.url(), gzip: gzipSync(b).length })).catch(() => null))
    })
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' })
    const files = (await Promise.all(scripts)).filter(Boolean)
    // initial = what the first paint needs (entry and its static imports); the lazily loaded block chunks come after
    const total = files.reduce((a, f) => a + f.gzip, 0)
    js[route] = { totalKiB: Math.round((total / 1024) * 10) / 10, files: files.length, biggest: files.sort((a, b) => b.gzip - a.gzip).slice(0, 4).map((f) => `${path.basename(f.url)} ${(f.gzip / 1024).toFixed(1)}`) }
    log(`JS ${route}: ${js[route].totalKiB} KiB gzip in ${files.length} Dateien (größte: ${js[route].biggest.join(', ')})`)
    await page.close()
  }
  await browser.close()

  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS })
  const scores = {}
  try {
    for (const route of routes) {
      const r = { perf: [], a11y: [], bp: [], seo: [], fcp: [], lcp: [], tbt: [], cls: [] }
      for (let i = 0; i < runs; i++) {
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }
        // the checkout: a tab of Lighthouse's Chromium whose every document gets the cart first (Lighthouse still
        // clears the origin's storage and cache before it loads the page; the script runs after that)
        const cart = cartScript(route)
        let tab = null
        let result
        if (cart) {
          tab = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
          const page = await tab.newPage()
          await page.evaluateOnNewDocument(cart)
          result = await lighthouse(`${base}${route}`, flags, undefined, page)
          await page.close()
          tab.disconnect()
        } else {
          result = await lighthouse(`${base}${route}`, flags)
        }
        const { categories, audits } = result.lhr
        // LIGHTHOUSE_SHOTS=dir: the page as Lighthouse saw it at the end of each route's first run (to check what was measured)
        const shot = audits['final-screenshot']?.details?.data
        if (process.env.LIGHTHOUSE_SHOTS && i === 0 && typeof shot === 'string') {
          fs.mkdirSync(process.env.LIGHTHOUSE_SHOTS, { recursive: true })
          const name = route.replace(/^\/status\/.*/, '/status').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
          fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SHOTS, `${name}.jpg`), Buffer.from(shot.split(',')[1], 'base64'))
        }
        r.perf.push(Math.round((categories.performance.score ?? 0) * 100))
        r.a11y.push(Math.round((categories.accessibility.score ?? 0) * 100))
        r.bp.push(Math.round((categories['best-practices'].score ?? 0) * 100))
        r.seo.push(Math.round((categories.seo.score ?? 0) * 100))
        r.fcp.push(Math.round(audits['first-contentful-paint'].numericValue))
        r.lcp.push(Math.round(audits['largest-contentful-paint'].numericValue))
        r.tbt.push(Math.round(audits['total-blocking-time'].numericValue))
        r.cls.push(Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)))
        const failed = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary').map((a) => a.id)
        log(`Lighthouse ${route} #${i + 1}: ${r.perf.at(-1)}/${r.a11y.at(-1)}/${r.bp.at(-1)}/${r.seo.at(-1)}; nicht bestanden: ${failed.join(', ') || '–'} (Load ${load()})`)
      }
      scores[route] = Object.fromEntries(Object.entries(r).map(([k, v]) => [k, median(v)]))
      scores[route].runs = r
    }
  } finally {
    await chrome.kill()
  }
  const loadAfter = load()
  console.log(`\nload average (1/5/15 min) before ${loadBefore}, after ${loadAfter}; ${os.cpus().length} cores; Lighthouse median of ${runs}`)
  console.log('\n| Page | JS (KiB gzip, all loaded) | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const route of routes) {
    const s = scores[route]
    console.log(`| ${route.replace(/^\/status\/.*/, '/status/{uid}/{hash}')} | ${js[route].totalKiB} | ${s.perf} | ${s.a11y} | ${s.bp} | ${s.seo} | ${s.fcp} ms | ${s.lcp} ms | ${s.tbt} ms | ${s.cls} |`)
  }
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench', 'results', 'content-page.json'), JSON.stringify({ date: new Date().toISOString(), loadBefore, loadAfter, js, scores }, null, 2))
} finally {
  if (server) await server.stop()
  if (db) await db.drop()
}

/**
 * The pages to measure: paths as given; `checkout` and `status` (see the head of this file) resolved on the server.
 * cartScript(route): the script that puts the cart into a tab's sessionStorage before the checkout's scripts, or null.
 */
async function resolvePages(base, pages) {
  const scripts = new Map()
  const routes = []
  for (const page of pages) {
    if (page === 'status') {
      const api = await seededOrderPath(base)
      routes.push(api.replace('/api/orders/public/', '/status/'))
    } else if (page === 'checkout') {
      const init = await (await fetch(`${base}/api/init`)).json()
      const list = (url) => init.data.find((e) => e.url === url).data
      const graz = list('/api/branches').find((b) => b.identifier === 'graz')
      const soup = list('/api/products').find((p) => p.sku === 'GW-FRITTATENSUPPE')
      const items = [{ key: `${soup.id}-bench`, productId: soup.id, amount: 2, unitId: null, parts: [] }]
      const route = `/store/${graz.identifier}/checkout`
      // storefront/src/lib/storage.ts (prefix `tresen.`) and features/cart/store.ts (cartKeys)
      scripts.set(route, `sessionStorage.setItem(${JSON.stringify(`tresen.cart.${graz.id}.items`)}, ${JSON.stringify(JSON.stringify(items))})`)
      routes.push(route)
    } else {
      routes.push(page)
    }
  }
  return { routes, cartScript: (route) => scripts.get(route) ?? null }
}
