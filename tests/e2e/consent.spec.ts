/**
 * Nothing non-essential before consent (TDDDG §25 / TKG §165, issue 34): before the visitor chose, and after
 * "Nur notwendige", no cookie but the decision itself, no storage entry but the cart's session, no analytics batch and
 * no request to another host — on the home page, a branch's menu and the content page with every block (its map
 * embed stays a click-to-load placeholder). With ad tags configured, so a leak would show.
 */
import type { Page } from '@playwright/test'

import { addSimpleProduct, expect, test } from './fixtures'
import { setGlobal } from './platform-helpers'

// sessionStorage entries of the cart and checkout (the visitor's own order in progress: strictly necessary)
const ESSENTIAL_SESSION = /^tresen[.:]/

async function watch(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin
  const foreign: string[] = []
  const batches: unknown[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (/^(data|blob|about):/.test(url)) return
    if (new URL(url).origin !== origin) foreign.push(url)
  })
  await page.route('**/api/analytics-log', async (route) => {
    batches.push(route.request().postDataJSON())
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"data":{"count":0}}' })
  })
  // the test machine is offline: a foreign request must not hang the page (it is recorded above all the same)
  await page.route(/^https:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 204, body: '' }))
  return { foreign, batches }
}

async function storage(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }))
}

async function visitEverything(page: Page) {
  await page.goto('/')
  await expect(page.locator('#root')).not.toBeEmpty()
  await page.goto('/store/graz')
  await addSimpleProduct(page, 'Frittatensuppe')
  await page.goto('/gestaltungsbeispiele')
  await expect(page.locator('[data-block="iframe"]').getByRole('button', { name: 'Inhalt laden' })).toBeVisible({ timeout: 30_000 })
  await page.mouse.wheel(0, 20_000)
  await page.waitForTimeout(1500)
}

test.describe.configure({ timeout: 120_000 })

test('before a choice and after "Nur notwendige": no cookie, storage entry, analytics batch or third-party request', async ({ page, context, request, baseURL }) => {
  await setGlobal(request, 'theme', { adTagId: 'G-TEST123', socialPixelId: '1234567890' })
  try {
    const seen = await watch(page, baseURL ?? '')
    await visitEverything(page)
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeVisible()
    expect(seen.foreign).toEqual([])
    expect(seen.batches).toEqual([])
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([])
    const before = await storage(page)
    expect(before.local).toEqual([])
    expect(before.session.filter((key) => !ESSENTIAL_SESSION.test(key))).toEqual([])

    await page.getByRole('button', { name: 'Nur notwendige' }).click()
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeHidden()
    await visitEverything(page)
    expect(seen.foreign).toEqual([])
    expect(seen.batches).toEqual([])
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['cookie-consent'])
    const after = await storage(page)
    expect(after.local).toEqual([])
    expect(after.session.filter((key) => !ESSENTIAL_SESSION.test(key))).toEqual([])

    await page.locator('[data-block="iframe"]').screenshot({ path: 'docs/screenshots/embed-consent-placeholder-390.png' })
    // the embed loads only on the visitor's own click, and then only its own host
    await page.locator('[data-block="iframe"]').getByRole('button', { name: 'Inhalt laden' }).click()
    await expect(page.locator('[data-block="iframe"] iframe')).toBeAttached()
    await expect.poll(() => seen.foreign.length).toBeGreaterThan(0)
    expect(seen.foreign.every((url) => new URL(url).hostname === 'www.openstreetmap.org')).toBe(true)

    // the decision can be changed as easily as it was given: the footer reopens the banner, focus on it
    await page.reload()
    await expect(page.locator('[data-block="iframe"] iframe')).toHaveCount(0)
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    await expect(page.getByRole('heading', { name: 'Cookies und Datenschutz' })).toBeFocused()
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeHidden()
    await expect(page.locator('[data-block="iframe"] iframe')).toBeAttached()
  } finally {
    await setGlobal(request, 'theme', { adTagId: '', socialPixelId: '' })
  }
})
