/**
 * Service worker (issue 13, SF §4 and §8), in the real browser. The storefront is built twice (TRESEN_BUILD_ID e2e-a /
 * e2e-b, as a deploy into the same folder) and served by a small node:http server in this test (static files; /api
 * etc. passed on to the e2e server; the app's /api requests go through the worker's network-only route).
 * - The update banner across the two builds: after the swap the banner appears on `visibilitychange`, "Jetzt
 *   aktualisieren" reloads into build B, and the chunks of build A are still answered (a tab opened before the deploy
 *   loads its lazy routes, no blank app).
 * Screenshot: docs/screenshots/platform-07-update-banner.png.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Browser, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { addConsentCookie, SHOTS, setConfig } from './platform-helpers'

/** Waits until this page is controlled by the service worker (clientsClaim: the first install takes over at once). */
async function waitForWorker(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true)
}

test.describe('service worker', () => {
  test.beforeAll(async ({ request }) => setConfig(request, { enablePluginPWA: true }))
  test.afterAll(async ({ request }) => setConfig(request, { enablePluginPWA: false }))

  test.describe('two builds served by a local server', () => {
    test.describe.configure({ timeout: 180_000 })
    const root = fileURLToPath(new URL('../../', import.meta.url))
    let work = ''
    let live = ''
    let snapshotA = ''
    let serveDir = ''
    let server: http.Server | null = null
    let staticURL = ''

    /** `vite build` of the storefront into `outDir` with a build id (the version the admin toolbar shows). */
    function build(outDir: string, buildId: string): void {
      const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'storefront/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
        cwd: root,
        env: { ...process.env, TRESEN_BUILD_ID: buildId },
        encoding: 'utf8',
      })
      expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0)
    }

    const entryOf = (dir: string) => /<script type="module" crossorigin src="([^"]+)"/.exec(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'))?.[1] ?? ''

    test.beforeAll(async ({ baseURL }) => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'tresen-update-'))
      live = path.join(work, 'live')
      snapshotA = path.join(work, 'a')
      build(live, 'e2e-a')
      fs.cpSync(live, snapshotA, { recursive: true })
      build(live, 'e2e-b') // the deploy: same folder, build A's hashed files carried over
      serveDir = snapshotA
      const backend = baseURL ?? ''
      server = http.createServer((req, res) => {
        void (async () => {
          const url = new URL(req.url ?? '/', 'http://local')
          if (/^\/(api|custom\/api|backend|image|upload|pwa|favicon)(\/|$)/.test(url.pathname)) {
            // passed on to the e2e server (the data of both builds)
            const chunks: Buffer[] = []
            for await (const chunk of req) chunks.push(chunk as Buffer)
            const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name))) as Record<string, string>
            const upstream = await fetch(`${backend}${url.pathname}${url.search}`, {
              method: req.method,
              headers,
              body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
              redirect: 'manual',
            })
            const out: Record<string, string> = {}
            upstream.headers.forEach((value, name) => {
              if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value
            })
            res.writeHead(upstream.status, out)
            res.end(Buffer.from(await upstream.arrayBuffer()))
            return
          }
          // static files as server/storefront.ts serves them: hashed assets immutable, the worker no-cache, else index.html
          const file = path.join(serveDir, path.posix.normalize(url.pathname))
          const isFile = file.startsWith(serveDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()
          if (url.pathname.startsWith('/assets/') && !isFile) {
            res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Nicht gefunden')
            return
          }
          const target = isFile ? file : path.join(serveDir, 'index.html')
          const type = target.endsWith('.js') ? 'text/javascript; charset=utf-8' : target.endsWith('.css') ? 'text/css; charset=utf-8' : target.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream'
          const cache = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
          res.writeHead(200, { 'content-type': type, 'cache-control': cache }).end(fs.readFileSync(target))
        })().catch((error: unknown) => {
          res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error))
        })
      })
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
      staticURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })

    test.afterAll(async () => {
      await new Promise<void>((resolve) => (server === null ? resolve() : server.close(() => resolve())))
      if (work !== '') fs.rmSync(work, { recursive: true, force: true })
    })

    const newContext = async (browser: Browser, options: { serviceWorkers?: 'allow' | 'block' } = {}) => {
      const context = await browser.newContext({ baseURL: staticURL, viewport: { width: 390, height: 844 }, locale: 'de-AT', timezoneId: 'Europe/Vienna', ...options })
      await addConsentCookie(context, staticURL, 'necessary')
      return context
    }

    test('the banner appears after the deploy, reloads into build B; build A keeps working without a worker', async ({ browser }) => {
      const entryA = entryOf(snapshotA)
      const entryB = entryOf(live)
      expect(entryA).toMatch(/^\/assets\/index-[\w-]+\.js$/)
      expect(entryB).not.toBe(entryA)
      // build A's own files, all still in the deployed folder (carried over, not precached by B)
      const filesA = fs.readdirSync(path.join(snapshotA, 'assets'))
      const precachedB = [...fs.readFileSync(path.join(live, 'sw.js'), 'utf8').matchAll(/url:"assets\/([^"]+)"/g)].map((match) => match[1])
      const onlyA = filesA.filter((name) => !precachedB.includes(name))
      expect(onlyA).toContain(entryA.replace('/assets/', ''))
      for (const name of onlyA) expect(fs.existsSync(path.join(live, 'assets', name)), name).toBe(true)

      const context = await newContext(browser)
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      // build A with its worker
      serveDir = snapshotA
      await page.goto('/store/graz')
      // lazy chunks while the worker precaches, on the shared loaded machine: more than the default 10 s seen
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
      await waitForWorker(page)
      expect(await page.locator('script[type="module"][src]').getAttribute('src')).toBe(entryA)
      // past the first check (2.5 s after start), nothing new yet
      await page.waitForTimeout(3000)
      const banner = page.locator('.update-banner')
      await expect(banner).toHaveCount(0)

      // the deploy; the page becomes visible again (iOS: the only moment a standalone app checks)
      serveDir = live
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      await expect(banner).toContainText('Eine neue Version ist verfügbar.', { timeout: 20_000 })
      await page.screenshot({ path: `${SHOTS}/platform-07-update-banner.png` })
      // build A's lazy routes still load in this tab (from its precache until it reloads)
      await page.locator('a.brand').click()
      await expect(page.locator('main a[href="/store/graz"]').first()).toBeVisible()

      await banner.getByRole('button', { name: 'Jetzt aktualisieren' }).click()
      await expect.poll(() => page.locator('script[type="module"][src]').getAttribute('src'), { timeout: 20_000 }).toBe(entryB)
      await expect(page.locator('main a[href="/store/graz"]').first()).toBeVisible()
      await expect(banner).toHaveCount(0)
      expect(errors).toEqual([])
      await context.close()

      // a tab opened before the deploy without a worker (plugin off, or a browser without one): A's chunks come from
      // the server, the app does not go blank
      const plain = await newContext(browser, { serviceWorkers: 'block' })
      const tab = await plain.newPage()
      const failed: string[] = []
      tab.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
      })
      tab.on('pageerror', (error) => failed.push(error.message))
      serveDir = snapshotA
      await tab.goto('/')
      await expect(tab.locator('main a[href="/store/graz"]').first()).toBeVisible()
      expect(await tab.locator('script[type="module"][src]').getAttribute('src')).toBe(entryA)
      serveDir = live
      await tab.locator('main a[href="/store/graz"]').first().click()
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(tab.locator('.product__name', { hasText: 'Frittatensuppe' }).first()).toBeVisible()
      expect(failed).toEqual([])
      for (const name of onlyA.filter((file) => file.endsWith('.js')).slice(0, 5)) {
        const response = await tab.request.get(`/assets/${name}`)
        expect(response.status(), name).toBe(200)
      }
      await plain.close()
    })
  })
})
