/**
 * Service worker (issue 13, SF §4 and §8), in the real browser.
 * - /api/* through the worker: online always the server's answer (a settings change shows in the next request, no
 *   /api entry in any cache); with the server unreachable (a local server drops the /api connections) the worker's
 *   German 503 `{errors:[…]}` with `x-tresen-offline: 1` for GET and POST, and the offline notice although the
 *   browser believes it is online; reachable again, the server's answers and the notice goes; the browser offline
 *   (`context.setOffline`) the same answer, and a reload shows the precached app shell's offline page. The page must
 *   be the worker's client first (see `controlledByWorker`), else its fetches bypass the worker.
 *   (Earlier attempts saw 'Failed to fetch': index.html was missing from the precache, so the worker's navigation
 *   fallback threw while the worker started and the /api and image routes after it were never registered — the
 *   requests went past the worker. Fixed in vite.config.ts `manifestTransforms`.)
 * - Installability as Chromium itself judges it (Lighthouse 12 dropped its PWA audits): CDP
 *   `Page.getInstallabilityErrors` is empty with the plugin on (manifest from config/theme as Chromium parsed it);
 *   with the plugin off there is no manifest ('no-manifest') and no worker. A navigation is answered by the worker's
 *   precached index.html as HTML (the server sent /index.html as application/octet-stream before: a download).
 * The storefront is built twice (TRESEN_BUILD_ID e2e-a /
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
import { addConsentCookie, SHOTS, setConfig, setGlobal } from './platform-helpers'

/** Waits until this page is controlled by the service worker (clientsClaim: the first install takes over at once). */
async function waitForWorker(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true)
}

/**
 * The worker is active and this page is its client: waits for `navigator.serviceWorker.ready`, then reloads until
 * the page has a controller (clientsClaim takes the open page over, but a page whose requests started before the
 * worker activated can stay uncontrolled until its next load; its fetches would then bypass the worker).
 */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return
    await page.reload()
  }
  await waitForWorker(page)
}

type PageAnswer = { status: number; offlineHeader: string | null; cacheControl: string | null; body: unknown }

/** A fetch from the page (through the worker when it controls the page). */
const fetchFromPage = (page: Page, url: string, init: RequestInit = {}) =>
  page.evaluate(
    async ({ url, init }) => {
      const response = await fetch(url, init)
      const text = await response.text()
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        /* not JSON */
      }
      return {
        status: response.status,
        offlineHeader: response.headers.get('x-tresen-offline'),
        cacheControl: response.headers.get('cache-control'),
        body,
      } satisfies PageAnswer
    },
    { url, init },
  )

/**
 * The storefront as modules/storefront/serve.ts serves it, from `dir()` (static files; hashed assets immutable, the worker
 * no-cache, else index.html), with /api etc. passed on to the e2e server. `control.apiDown` drops every /api
 * connection without an answer (the server unreachable while the browser is online).
 */
async function startStorefrontServer(
  backend: string,
  dir: () => string,
): Promise<{ server: http.Server; url: string; control: { apiDown: boolean } }> {
  const control = { apiDown: false }
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://local')
      if (/^\/(api|custom\/api|backend|image|upload|pwa|favicon)(\/|$)/.test(url.pathname)) {
        if (control.apiDown && /^\/(custom\/)?api\//.test(url.pathname)) {
          // the server is unreachable: the connection is dropped without an answer
          req.socket.destroy()
          return
        }
        // passed on to the e2e server (the data of both builds)
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
        ) as Record<string, string>
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
      // static files as modules/storefront/serve.ts serves them: hashed assets immutable, the worker no-cache, else index.html
      const serveDir = dir()
      const file = path.join(serveDir, path.posix.normalize(url.pathname))
      const isFile = file.startsWith(serveDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()
      if (url.pathname.startsWith('/assets/') && !isFile) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Nicht gefunden')
        return
      }
      const target = isFile ? file : path.join(serveDir, 'index.html')
      const type = target.endsWith('.js')
        ? 'text/javascript; charset=utf-8'
        : target.endsWith('.css')
          ? 'text/css; charset=utf-8'
          : target.endsWith('.html')
            ? 'text/html; charset=utf-8'
            : 'application/octet-stream'
      const cache = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
      res.writeHead(200, { 'content-type': type, 'cache-control': cache }).end(fs.readFileSync(target))
    })().catch((error: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, control }
}

test.describe('service worker', () => {
  test.beforeAll(async ({ request }) => setConfig(request, { enablePluginPWA: true }))
  test.afterAll(async ({ request }) => setConfig(request, { enablePluginPWA: false }))

  test('/api is never answered from a cache online; server unreachable → the worker answers 503 with the German message', async ({
    browser,
    baseURL,
    request,
  }) => {
    const dist = fileURLToPath(new URL('../../storefront/dist', import.meta.url))
    const { server, url, control } = await startStorefrontServer(baseURL ?? '', () => dist)
    const context = await browser.newContext({
      baseURL: url,
      viewport: { width: 390, height: 844 },
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    })
    try {
      await addConsentCookie(context, url, 'necessary')
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        // Chromium logs the worker's 503 offline answer as a failed resource, and images fail while offline: expected
        if (message.type() === 'error' && !/status of 503|ERR_INTERNET_DISCONNECTED/.test(message.text()))
          errors.push(message.text())
      })
      await page.goto('/store/graz')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
      await controlledByWorker(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })

      // online: every answer comes from the server — a change of the settings shows in the very next request
      const shopNameOf = (answer: PageAnswer) =>
        (answer.body as { data: { url: string; data: { shopName?: string } }[] }).data.find(
          (entry) => entry.url === '/api/config',
        )?.data.shopName ?? ''
      const before = await fetchFromPage(page, '/api/init')
      expect(before.status).toBe(200)
      expect(before.offlineHeader).toBeNull()
      const original = shopNameOf(before)
      try {
        await setGlobal(request, 'config', { shopName: 'Genusswerk SW-Test' })
        await expect.poll(async () => shopNameOf(await fetchFromPage(page, '/api/init'))).toBe('Genusswerk SW-Test')
      } finally {
        await setGlobal(request, 'config', { shopName: original })
      }
      await expect.poll(async () => shopNameOf(await fetchFromPage(page, '/api/init'))).toBe(original)
      // nothing of /api (or /custom/api) is in any of the worker's caches; the app shell is
      const cached = await page.evaluate(async () => {
        const paths: string[] = []
        for (const name of await caches.keys())
          for (const entry of await (await caches.open(name)).keys()) paths.push(new URL(entry.url).pathname)
        return paths
      })
      expect(cached).toContain('/index.html')
      expect(cached.filter((path) => /^\/(custom\/)?api\//.test(path))).toEqual([])

      // the server becomes unreachable while the browser is online: the worker's own answer for GET and POST, and
      // the offline notice (the worker tells the page, navigator.onLine is still true)
      control.apiDown = true
      const offline = await fetchFromPage(page, '/api/init')
      expect(offline).toEqual({
        status: 503,
        offlineHeader: '1',
        cacheControl: 'no-store',
        body: { errors: [{ field: null, message: 'Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.' }] },
      })
      const post = await fetchFromPage(page, '/api/analytics-log', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"events":[]}',
      })
      expect(post.status).toBe(503)
      expect(post.offlineHeader).toBe('1')
      expect(await page.evaluate(() => navigator.onLine)).toBe(true)
      const notice = page.locator('.offline-notice')
      await expect(notice).toContainText('Sie sind offline')
      await expect(notice).toContainText('Bitte überprüfen Sie Ihre Internetverbindung.')

      // reachable again: the server's answer, and the notice goes with the first answer that gets through
      control.apiDown = false
      const again = await fetchFromPage(page, '/api/init')
      expect(again.status).toBe(200)
      expect(again.offlineHeader).toBeNull()
      await expect(notice).toHaveCount(0)

      // the browser offline (Playwright applies it to the worker too): the same answer; a reload gets the app shell
      // from the precache, which says offline instead of the browser's error page
      await context.setOffline(true)
      expect(await fetchFromPage(page, '/api/config')).toMatchObject({ status: 503, offlineHeader: '1' })
      await expect(notice).toBeVisible()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible()
      await context.setOffline(false)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Genusswerk Graz' })).toBeVisible({ timeout: 30_000 })
      expect(errors).toEqual([])
    } finally {
      await context.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  test("installable in Chromium's own check (CDP Page.getInstallabilityErrors); plugin off: not installable", async ({
    playwright,
    baseURL,
    request,
  }) => {
    // a profile on disk: Playwright's usual contexts are incognito, where Chromium never installs ('in-incognito')
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tresen-install-'))
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...test.info().project.use.launchOptions,
      baseURL,
      viewport: { width: 390, height: 844 },
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    })
    try {
      await addConsentCookie(context, baseURL ?? '', 'necessary')
      const page = context.pages()[0] ?? (await context.newPage())
      const cdp = await context.newCDPSession(page)
      const installabilityErrors = async () =>
        (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId)
      await page.goto('/')
      await expect(page.locator('main a[href="/store/graz"]').first()).toBeVisible({ timeout: 30_000 })
      await controlledByWorker(page)
      // a navigation now gets the worker's precached index.html (navigation fallback): the page, not a download
      const shell = await page.goto('/store/graz')
      expect(shell?.fromServiceWorker()).toBe(true)
      expect(shell?.headers()['content-type']).toContain('text/html')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
      await expect.poll(installabilityErrors, { timeout: 20_000 }).toEqual([])
      // the manifest Chromium parsed: from the settings (config title/shop name, theme colours), no parse errors
      const manifest = await cdp.send('Page.getAppManifest')
      expect(manifest.errors).toEqual([])
      expect(manifest.url).toBe(`${baseURL}/pwa/manifest.webmanifest`)
      const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>
      const config = (await (await request.get('/backend/api/globals/config')).json()) as { title?: string; shopName?: string }
      const theme = (await (await request.get('/backend/api/globals/theme')).json()) as { color1?: string; color2?: string }
      expect(parsed).toMatchObject({ display: 'standalone', start_url: '/', lang: 'de' })
      expect([config.title, config.shopName]).toContain(parsed.name)
      if (theme.color1) expect(String(parsed.theme_color).toLowerCase()).toBe(theme.color1.toLowerCase())
      if (theme.color2) expect(String(parsed.background_color).toLowerCase()).toBe(theme.color2.toLowerCase())

      await setConfig(request, { enablePluginPWA: false })
      try {
        await page.goto('/')
        await expect(page.locator('main a[href="/store/graz"]').first()).toBeVisible({ timeout: 30_000 })
        await expect
          .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 15_000 })
          .toBe(0)
        await expect.poll(installabilityErrors, { timeout: 20_000 }).toContain('no-manifest')
      } finally {
        await setConfig(request, { enablePluginPWA: true })
      }
    } finally {
      await context.close()
      fs.rmSync(profile, { recursive: true, force: true })
    }
  })

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
      const result = spawnSync(
        process.execPath,
        [
          path.join(root, 'node_modules/vite/bin/vite.js'),
          'build',
          '--config',
          'storefront/vite.config.ts',
          '--outDir',
          outDir,
          '--emptyOutDir',
          '--logLevel',
          'warn',
        ],
        {
          cwd: root,
          env: { ...process.env, TRESEN_BUILD_ID: buildId },
          encoding: 'utf8',
        },
      )
      expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0)
    }

    const entryOf = (dir: string) =>
      /<script type="module" crossorigin src="([^"]+)"/.exec(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'))?.[1] ?? ''

    test.beforeAll(async ({ baseURL }) => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'tresen-update-'))
      live = path.join(work, 'live')
      snapshotA = path.join(work, 'a')
      build(live, 'e2e-a')
      fs.cpSync(live, snapshotA, { recursive: true })
      build(live, 'e2e-b') // the deploy: same folder, build A's hashed files carried over
      serveDir = snapshotA
      const backend = baseURL ?? ''
      const started = await startStorefrontServer(backend, () => serveDir)
      server = started.server
      staticURL = started.url
    })

    test.afterAll(async () => {
      await new Promise<void>((resolve) => (server === null ? resolve() : server.close(() => resolve())))
      if (work !== '') fs.rmSync(work, { recursive: true, force: true })
    })

    const newContext = async (browser: Browser, options: { serviceWorkers?: 'allow' | 'block' } = {}) => {
      const context = await browser.newContext({
        baseURL: staticURL,
        viewport: { width: 390, height: 844 },
        locale: 'de-AT',
        timezoneId: 'Europe/Vienna',
        ...options,
      })
      await addConsentCookie(context, staticURL, 'necessary')
      return context
    }

    test('the banner appears after the deploy, reloads into build B; build A keeps working without a worker', async ({
      browser,
    }) => {
      const entryA = entryOf(snapshotA)
      const entryB = entryOf(live)
      expect(entryA).toMatch(/^\/assets\/index-[\w-]+\.js$/)
      expect(entryB).not.toBe(entryA)
      // build A's own files, all still in the deployed folder (carried over, not precached by B)
      const filesA = fs.readdirSync(path.join(snapshotA, 'assets'))
      const precachedB = [...fs.readFileSync(path.join(live, 'sw.js'), 'utf8').matchAll(/url:"assets\/([^"]+)"/g)].map(
        (match) => match[1],
      )
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
