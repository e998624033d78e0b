/**
 * The storefront's first paint without JavaScript (issues #12/#13, modules/storefront/shell.ts): the HTML of a page
 * carries the inlined stylesheet, the route's app shell and the anonymous /api/init answer; the enforced CSP is
 * unchanged (no inline scripts allowed); React replaces the shell and the page works as before.
 */
import { expect, test } from './fixtures'

test('the HTML of / carries the shell, the inlined stylesheet and the data; the CSP still forbids inline scripts', async ({ request }) => {
  const res = await request.get('/')
  expect(res.status()).toBe(200)
  const csp = res.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self'/)
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  const html = await res.text()
  expect(html).toContain('<div class="app" data-shell="home">')
  expect(html).toContain('<h1 class="hero__title">')
  expect(html).toContain('class="cookie-banner"')
  expect(html).toContain('<script type="application/json" id="tresen-init">')
  expect(html).not.toContain('rel="stylesheet"')
  expect(html).not.toContain('href="/api/init"')
  // the app starts after the page has loaded and painted (start.js): no module script or preload competes with the
  // hero picture for the connection
  expect(html).toMatch(/<script defer src="\/start\.js" data-entry="\/assets\/index-[^"]+\.js" data-preload="[^"]*"><\/script>/)
  expect(html).not.toContain('type="module"')
  expect(html).not.toContain('rel="modulepreload"')
  // the data block is the same answer as GET /api/init
  const block = /<script type="application\/json" id="tresen-init">([^<]*)<\/script>/.exec(html)?.[1] ?? ''
  const init = (await (await request.get('/api/init')).json()) as unknown
  expect(JSON.parse(block)).toEqual(init)
  // the service worker's navigation fallback stays the plain file
  expect(await (await request.get('/index.html')).text()).not.toContain('data-shell')
})

test('without JavaScript: a branch shows its hero picture and name, a content page its hero; unknown paths only the header', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto('/store/graz')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('.branch-intro__media img')).toBeVisible()
  await page.goto('/gestaltungsbeispiele')
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bausteine auf einer Seite' })).toBeVisible()
  await page.goto('/gibt-es-nicht')
  await expect(page.locator('.brand__name')).toBeVisible()
  await expect(page.locator('main h1')).toHaveCount(0)
  await context.close()
})

test('React takes over: the shell is replaced, the cookie banner and the links work, no second /api/init request', async ({ page }) => {
  const initRequests: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/init') initRequests.push(r.url())
  })
  await page.goto('/store/graz')
  await expect(page.locator('[data-shell]')).toHaveCount(0)
  await expect(page.locator('#tresen-init')).toHaveCount(0)
  await expect(page.locator('.product-group').first()).toBeVisible()
  await page.getByRole('button', { name: 'Nur notwendige' }).click()
  await expect(page.locator('.cookie-banner')).toHaveCount(0)
  expect(initRequests).toEqual([])
  // with the consent cookie the shell has no banner
  await page.goto('/')
  await expect(page.locator('[data-shell]')).toHaveCount(0)
  await expect(page.locator('.cookie-banner')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
