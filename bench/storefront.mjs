#!/usr/bin/env node
// Storefront budget on the production build with the demo data:
// - initial JS per route (gzip bytes of every script the first load of the route fetches), budget 130 KiB
// - Lighthouse (mobile, Debian Chromium) performance and accessibility, median of 3, on /, /store/:id, checkout, status
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

import { benchDatabase, ensureBuild, log, root, startServer } from './lib.mjs'

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium'
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3)
const port = Number(process.env.BENCH_PORT || 3403)

ensureBuild()
const db = await benchDatabase()
const server = await startServer({ databaseUrl: db.url, port })
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
try {
  // an order for the status page
  const init = await (await fetch(`${server.base}/api/init`)).json()
  const branches = init.data.find((e) => e.url === '/api/branches').data
  const graz = branches.find((b) => b.identifier === 'graz')
  const products = init.data.find((e) => e.url === '/api/products').data
  const menus = init.data.find((e) => e.url === '/api/menus').data.filter((m) => new Date(m.availableFrom) <= new Date())
  const inMenu = new Set(menus.flatMap((m) => m.catalog.flatMap((c) => c.products ?? [])).map(Number))
  const product = products.find((p) => inMenu.has(p.id) && p.type === 'simple' && !(p.config?.parts?.length) && !p.isLeadTimeEnabled && !(p.schedule?.length))
  const res = await fetch(`${server.base}/api/orders/public`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      branch: graz.id, deliveryType: 'takeaway', items: [{ product: product.id, amount: 1 }], firstName: 'Lea', lastName: 'Lighthouse',
      paymentMethod: 'cash', legalInstructions: true, privacyPolicy: true,
    }),
  })
  const { data: order } = await res.json()
  const routes = [
    ['/', `${server.base}/`],
    ['/store/:id', `${server.base}/store/graz`],
    ['/store/:id/checkout', `${server.base}/store/graz/checkout`],
    ['/status/:uid/:hash', `${server.base}/status/${order.uid}/${order.hash}`],
  ]

  // initial JS per route
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'] })
  const js = {}
  for (const [name, url] of routes) {
    const page = await browser.newPage()
    const scripts = []
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.body().then((b) => gzipSync(b).length).catch(() => 0))
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0)
    js[name] = Math.round((bytes / 1024) * 10) / 10
    log(`JS ${name}: ${js[name]} KiB gzip (${scripts.length} Dateien)`)
    await page.close()
  }
  await browser.close()

  // Lighthouse
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS })
  const scores = {}
  try {
    for (const [name, url] of routes) {
      const perf = []
      const a11y = []
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] })
        perf.push(Math.round((result.lhr.categories.performance.score ?? 0) * 100))
        a11y.push(Math.round((result.lhr.categories.accessibility.score ?? 0) * 100))
      }
      scores[name] = { performance: median(perf), accessibility: median(a11y), runs: { perf, a11y } }
      log(`Lighthouse ${name}: Performance ${scores[name].performance}, Barrierefreiheit ${scores[name].accessibility} (${perf.join('/')}, ${a11y.join('/')})`)
    }
  } finally {
    await chrome.kill()
  }
  console.log('\n| Route | initial JS (KiB gzip) | Lighthouse performance | Lighthouse accessibility |')
  console.log('| --- | ---: | ---: | ---: |')
  for (const [name] of routes) console.log(`| ${name} | ${js[name]} | ${scores[name].performance} | ${scores[name].accessibility} |`)
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench', 'results', 'storefront.json'), JSON.stringify({ date: new Date().toISOString(), js, scores }, null, 2))
} finally {
  await server.stop()
  await db.drop()
}
