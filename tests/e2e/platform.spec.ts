/**
 * Storefront platform (issue 13): cookie consent gating the analytics queue and third-party tags, the outgoing
 * analytics batches (asserted on the request: route interception), install prompt timings with a pinned clock and the
 * dismissal cookie, iOS instructions, service worker on/off, manifest and icons, offline notice, kiosk mode
 * (screensaver, end screen, data cleared, closed branch) and the branch toolbar at pinned times.
 * Screenshots go to docs/screenshots/platform-*.png.
 */
import type { Page } from '@playwright/test'

import { acceptLegal, addSimpleProduct, adminToken, expect, fillContact, test } from './fixtures'
import { addConsentCookie, CONSENT_VERSION, MONDAY_0300, MONDAY_1200, SHOTS, setConfig, setGlobal } from './platform-helpers'

type Event = { type: string; action: string; category: string; data: Record<string, unknown> }

/** Analytics batches and third-party script requests of a page, answered locally (no network in tests). */
async function recordOutgoing(page: Page) {
  const batches: Event[][] = []
  const thirdParty: string[] = []
  await page.route('**/api/analytics-log', async (route) => {
    const body = route.request().postDataJSON() as { events: Event[] }
    batches.push(body.events)
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"data":{"count":0}}' })
  })
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, async (route) => {
    thirdParty.push(route.request().url())
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  return { batches, thirdParty, events: () => batches.flat() }
}

/**
 * Loads `path` on a stopped page clock and returns once `ready` is there (default: the PWA layer's manifest link), moving the
 * clock 20 ms at a time meanwhile: the layer's timers (the install prompt's 5 s) started within the last 20 ms, and
 * from here only runFor moves time. A clock that is merely installed also runs with real time, so on a loaded
 * machine a timer fired between two steps of a test — the 250 ms prompt was already there when the test looked
 * for "not yet" after runFor(200) (reproduced with a 400 ms stall between the click and runFor). Stepping instead
 * of a clock stopped during the whole load: React 19 reveals a resolved Suspense boundary on a timer.
 */
async function loadOnStoppedClock(page: Page, path: string, ready = page.locator('link[rel="manifest"]')): Promise<void> {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
  await page.goto(path)
  const deadline = Date.now() + 30_000
  while ((await ready.count()) === 0) {
    expect(Date.now(), `${path} nicht geladen`).toBeLessThan(deadline)
    await page.clock.runFor(20)
  }
}

test('on a phone the cookie banner takes at most a quarter of the first screen, its choices in view (issue 35)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.context().clearCookies()
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' })
  await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeEnabled()
  const box = await banner.boundingBox()
  expect(box?.height ?? Infinity).toBeLessThanOrEqual(844 * 0.25)
  for (const name of ['Nur notwendige', 'Alle akzeptieren']) {
    const button = await banner.getByRole('button', { name }).boundingBox()
    expect(button?.height ?? 0).toBeGreaterThanOrEqual(44)
    expect((button?.y ?? Infinity) + (button?.height ?? 0)).toBeLessThanOrEqual(844 * 0.25)
  }
})

test.describe('cookie consent and analytics', () => {
  test.afterAll(async ({ request }) => {
    await setGlobal(request, 'theme', { adTagId: '', socialPixelId: '' })
  })

  test('nothing is sent and no third-party script loads before acceptance; the queue is flushed after', async ({ page, request, context }) => {
    await setGlobal(request, 'theme', { adTagId: 'G-TEST123', socialPixelId: '1234567890' })
    const out = await recordOutgoing(page)
    await page.goto('/?utm_source=newsletter&utm_campaign=herbst')
    const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' })
    await expect(banner).toBeVisible()
    // the app has replaced the server's first paint (whose buttons are disabled) before the picture is taken
    await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeEnabled()
    await page.screenshot({ path: `${SHOTS}/platform-01-cookie-banner.png` })
    await page.locator('main a[href="/store/graz"]').first().click()
    await expect(page).toHaveURL(/\/store\/graz$/)
    await addSimpleProduct(page, 'Frittatensuppe')
    await page.waitForTimeout(2500)
    expect(out.batches).toEqual([])
    expect(out.thirdParty).toEqual([])
    expect(await page.locator('script[data-third-party]').count()).toBe(0)

    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect(banner).toBeHidden()
    await expect.poll(() => out.events().length, { timeout: 5000 }).toBeGreaterThanOrEqual(3)
    for (const batch of out.batches) expect(batch.length).toBeLessThanOrEqual(50)
    const events = out.events()
    const device = events.find((event) => event.category === 'device')
    expect(device?.type).toBe('device')
    expect(Object.keys(device?.data ?? {}).sort()).toEqual(
      ['availableHeight', 'availableWidth', 'darkMode', 'documentReferrer', 'language', 'languages', 'orientation', 'pixelRatio', 'screenHeight', 'screenWidth', 'userAgent', 'windowHeight', 'windowWidth'].sort(),
    )
    expect(device?.data.orientation).toBe('portrait')
    const pageviews = events.filter((event) => event.type === 'pageview')
    expect(pageviews.map((event) => event.data.path)).toEqual(['/', '/store/graz'])
    expect(pageviews[0]?.data).toMatchObject({ source: 'router', utm_source: 'newsletter', utm_campaign: 'herbst' })
    expect(pageviews[1]?.data.referrer).toMatch(/\/$/)
    const add = events.find((event) => event.type === 'addtocart')
    expect(add?.category).toBe('event')
    // the branch and page with every commerce event (it may not share its batch with a page view)
    expect(add?.data).toMatchObject({ currency: 'EUR', items: [{ name: 'Frittatensuppe', quantity: 1 }], path: '/store/graz', branch: expect.any(Number) })
    expect(typeof add?.data.value).toBe('number')
    expect(add?.data.value as number).toBeGreaterThan(0)
    // third-party tags only now
    await expect.poll(() => out.thirdParty.length).toBe(2)
    expect(out.thirdParty.some((url) => url.includes('googletagmanager.com/gtag/js?id=G-TEST123'))).toBe(true)

    const cookie = (await context.cookies()).find((entry) => entry.name === 'cookie-consent')
    expect(cookie).toBeDefined()
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
    // the proof record on the server
    const consentId = decodeURIComponent(cookie?.value ?? '').split('|')[1] ?? ''
    const token = await adminToken(request)
    await expect
      .poll(async () => {
        const response = await request.get(`/backend/api/consents?where[consentId][equals]=${consentId}`, { headers: { Authorization: `JWT ${token}` } })
        const body = (await response.json()) as { docs: { categories: string[]; version: string }[] }
        return body.docs[0] ?? null
      })
      .toMatchObject({ categories: ['necessary', 'analytics', 'marketing'], version: CONSENT_VERSION })
  })

  test("'Nur notwendige' closes the banner and sends nothing, no third-party script", async ({ page, request }) => {
    await setGlobal(request, 'theme', { adTagId: 'G-TEST123', socialPixelId: '1234567890' })
    const out = await recordOutgoing(page)
    await page.goto('/store/graz')
    await page.getByRole('button', { name: 'Nur notwendige' }).click()
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeHidden()
    await addSimpleProduct(page, 'Frittatensuppe')
    await page.waitForTimeout(2500)
    expect(out.batches).toEqual([])
    expect(out.thirdParty).toEqual([])
  })

  test('initiatecheckout and purchase carry items, value in euros, currency and the order id', async ({ page, context, baseURL }) => {
    await addConsentCookie(context, baseURL ?? '', 'necessary,analytics')
    const out = await recordOutgoing(page)
    await page.goto('/store/graz')
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toHaveCount(0)
    await addSimpleProduct(page, 'Frittatensuppe')
    await page.getByRole('link', { name: 'Zur Kasse' }).first().click()
    await fillContact(page)
    await acceptLegal(page)
    await page.getByRole('button', { name: 'Bestellung abschicken' }).click()
    await expect(page).toHaveURL(/\/status\//)
    const uid = decodeURIComponent(/\/status\/([^/]+)\//.exec(page.url())?.[1] ?? '')
    await expect.poll(() => out.events().some((event) => event.type === 'purchase')).toBe(true)
    const initiate = out.events().find((event) => event.type === 'initiatecheckout')
    const purchase = out.events().find((event) => event.type === 'purchase')
    expect(initiate?.data).toMatchObject({ currency: 'EUR', items: [{ name: 'Frittatensuppe', quantity: 1 }] })
    expect(purchase?.data).toMatchObject({ currency: 'EUR', orderId: uid, items: [{ name: 'Frittatensuppe' }] })
    expect(purchase?.data.value).toBe(initiate?.data.value)
    expect(Number.isInteger(Math.round((purchase?.data.value as number) * 100))).toBe(true)
  })
})

test.describe('PWA', () => {
  test.beforeAll(async ({ request }) => setConfig(request, { enablePluginPWA: true }))
  test.afterAll(async ({ request }) => setConfig(request, { enablePluginPWA: false }))

  /** The browser's install offer; its prompt() counts its calls in window.__installPrompts. */
  const offerInstall = (page: Page) =>
    page.evaluate(() => {
      const counter = window as unknown as { __installPrompts: number }
      counter.__installPrompts = 0
      const event = new Event('beforeinstallprompt')
      Object.defineProperty(event, 'prompt', {
        value: async () => {
          counter.__installPrompts += 1
        },
      })
      Object.defineProperty(event, 'userChoice', { value: Promise.resolve({ outcome: 'accepted' }) })
      window.dispatchEvent(event)
    })

  test('install prompt 5000 ms after load when consent exists; "Nicht jetzt" remembers for a month', async ({ page, context, baseURL }) => {
    await addConsentCookie(context, baseURL ?? '')
    await loadOnStoppedClock(page, '/')
    await offerInstall(page)
    // the 5 s started at most 20 ms ago
    await page.clock.runFor(4700)
    await expect(page.getByRole('dialog', { name: 'App installieren' })).toHaveCount(0)
    await page.clock.runFor(400)
    const dialog = page.getByRole('dialog', { name: 'App installieren' })
    await expect(dialog).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/platform-02-install-prompt.png`, animations: 'disabled' })
    await dialog.getByRole('button', { name: 'Nicht jetzt' }).click()
    await expect(dialog).toBeHidden()
    const dismiss = (await context.cookies()).find((cookie) => cookie.name === 'pwa-dismiss')
    expect(dismiss?.value).toBe('true')
    const days = ((dismiss?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29)
    expect(days).toBeLessThan(31)
    await page.reload()
    await offerInstall(page)
    await page.clock.runFor(6000)
    await expect(page.getByRole('dialog', { name: 'App installieren' })).toHaveCount(0)
  })

  test('install prompt 250 ms after accepting; with the browser offer it installs', async ({ page }) => {
    await loadOnStoppedClock(page, '/')
    await offerInstall(page)
    await page.clock.runFor(6000)
    const dialog = page.getByRole('dialog', { name: 'App installieren' })
    await expect(dialog).toHaveCount(0)
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click()
    await page.clock.runFor(200)
    await expect(dialog).toHaveCount(0)
    await page.clock.runFor(100)
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Installieren' }).click()
    await expect(dialog).toBeHidden()
    // the browser's own install dialog was asked once (not the instructions, which carry the same title), and the
    // prompt does not come back
    expect(await page.evaluate(() => (window as unknown as { __installPrompts: number }).__installPrompts)).toBe(1)
    await page.clock.runFor(6000)
    await expect(dialog).toHaveCount(0)
    await expect(page.locator('.install-status')).toHaveCount(0)
  })

  test('iOS gets the instructions; the service worker is registered, manifest and icons come from the settings', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    })
    await addConsentCookie(context, baseURL ?? '')
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.clock.install()
    await page.goto('/')
    await page.clock.runFor(5100)
    const dialog = page.getByRole('dialog', { name: 'App installieren' })
    await dialog.getByRole('button', { name: 'Installieren' }).click()
    await expect(dialog.getByText('Wählen Sie „Zum Home-Bildschirm“.')).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/platform-03-install-instructions-ios.png`, animations: 'disabled' })
    await dialog.getByRole('button', { name: 'Verstanden' }).click()
    await page.clock.runFor(3000)
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 15_000 }).toBe(1)
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/pwa/manifest.webmanifest')
    const manifest = await (await page.request.get('/pwa/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', lang: 'de' })
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toContain('512x512')
    const icon = await page.request.get('/pwa/icon-192.png')
    expect(icon.headers()['content-type']).toBe('image/png')
    const worker = await page.request.get('/sw.js')
    expect(worker.headers()['cache-control']).toBe('no-cache')
    expect(errors).toEqual([])
    await context.close()
  })

  test('plugin off: no prompt and every service worker is unregistered', async ({ page, request, context, baseURL }) => {
    await addConsentCookie(context, baseURL ?? '')
    await page.goto('/')
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 15_000 }).toBe(1)
    await setConfig(request, { enablePluginPWA: false })
    try {
      await page.reload()
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 15_000 }).toBe(0)
      await page.waitForTimeout(5500)
      await expect(page.getByRole('dialog', { name: 'App installieren' })).toHaveCount(0)
      expect(await page.locator('link[rel="manifest"]').count()).toBe(0)
    } finally {
      await setConfig(request, { enablePluginPWA: true })
    }
  })
})

test('offline notice with reload button while the connection is gone', async ({ page, context, baseURL, consoleErrors }) => {
  await addConsentCookie(context, baseURL ?? '', 'necessary')
  await page.goto('/store/graz')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // the app has replaced the server's first paint and fetched the menu's pictures before the connection goes
  await expect(page.locator('[data-shell]')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  const notice = page.locator('.offline-notice')
  await expect(notice).toHaveAttribute('role', 'alert')
  await expect(notice).toContainText('Sie sind offline')
  await expect(notice).toContainText('Bitte überprüfen Sie Ihre Internetverbindung.')
  await expect(notice.getByRole('button', { name: 'Neu laden' })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/platform-04-offline.png` })
  await context.setOffline(false)
  await expect(notice).toBeHidden()
  // requests the browser itself failed while offline (lazy images) are the expected cause, not an app error
  const offline = consoleErrors.filter((message) => message.includes('ERR_INTERNET_DISCONNECTED'))
  for (const message of offline) consoleErrors.splice(consoleErrors.indexOf(message), 1)
})

test.describe('kiosk', () => {
  test('idle 60 s → screensaver, tap resumes; never on the checkout; no banner', async ({ page }) => {
    // a stopped clock, and one key press once the page is there starts the idle time at a known instant: with a
    // running clock a slow load already used up part of the 60 s (the saver was there at "58 s" on a loaded machine)
    await loadOnStoppedClock(page, '/store/graz?kiosk=1', page.getByRole('heading', { level: 1 }))
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toHaveCount(0)
    await page.keyboard.press('Shift')
    await page.clock.runFor(58_000)
    const saver = page.getByRole('button', { name: /zum Bestellen tippen/ })
    await expect(saver).toHaveCount(0)
    await page.clock.runFor(3000)
    await expect(saver).toBeVisible()
    await page.clock.runFor(500)
    await page.screenshot({ path: `${SHOTS}/platform-05-kiosk-screensaver.png` })
    await saver.click()
    await expect(saver).toHaveCount(0)
    await addSimpleProduct(page, 'Frittatensuppe')
    await page.getByRole('link', { name: 'Zur Kasse' }).first().click()
    await expect(page).toHaveURL(/\/checkout$/)
    await page.clock.runFor(180_000)
    await expect(saver).toHaveCount(0)
  })

  test('after an order: end screen with ticket number and QR code, stored order data cleared', async ({ page }) => {
    await page.goto('/store/graz?kiosk=1')
    await addSimpleProduct(page, 'Frittatensuppe')
    await page.getByRole('link', { name: 'Zur Kasse' }).first().click()
    await fillContact(page)
    await acceptLegal(page)
    await page.getByRole('button', { name: 'Bestellung abschicken' }).click()
    await expect(page).toHaveURL(/\/status\//)
    const end = page.getByRole('dialog', { name: 'Vielen Dank für Ihre Bestellung!' })
    await expect(end.getByText('Ihre Ticketnummer')).toBeVisible()
    await expect(end.getByRole('img', { name: 'QR-Code zur Bestellstatus-Seite' })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/platform-06-kiosk-end-screen.png` })
    const keys = await page.evaluate(() => Object.keys(window.sessionStorage).sort())
    expect(keys).toEqual(['tresen.kiosk', 'tresen.kiosk.home'])
    await end.getByRole('button', { name: 'Neue Bestellung' }).click()
    await expect(page).toHaveURL(/\/store\/graz$/)
    await expect(page.getByRole('link', { name: 'Zur Kasse' })).toHaveCount(0)
  })

  test('a closed branch takes no kiosk orders (pinned Monday 03:00)', async ({ page }) => {
    await page.clock.install({ time: MONDAY_0300 })
    await page.goto('/store/wien?kiosk=1')
    const closed = page.getByRole('alertdialog', { name: 'Derzeit haben wir leider geschlossen.' })
    await expect(closed).toBeVisible()
    await expect(closed).toContainText('Wir öffnen wieder um 11:00 Uhr.')
  })
})

test.describe('branch toolbar', () => {
  test.beforeAll(async ({ request }) => setConfig(request, { enablePluginToolbar: true }))
  test.afterAll(async ({ request }) => setConfig(request, { enablePluginToolbar: false }))

  for (const [label, time, all, wien] of [
    ['Monday 03:00', MONDAY_0300, '1 Standort geöffnet', 'Geschlossen'],
    ['Monday 12:00', MONDAY_1200, '3 Standorte geöffnet', 'Geöffnet bis 14:30'],
  ] as const) {
    test(`texts at ${label}`, async ({ page }) => {
      await page.clock.install({ time })
      await page.goto('/')
      const toolbar = page.locator('.toolbar-status')
      await expect(toolbar).toHaveText(all)
      await page.goto('/store/wien')
      await expect(toolbar).toContainText(wien)
    })
  }
})
