/**
 * Issue 19 (polish), checked in the browser: the white-label admin, German admin lists (euros, Ja/Nein, history
 * codes), and the storefront's self-hosted font and compact cards. Screens: tests/e2e/screenshots.spec.ts.
 */
import type { Page } from '@playwright/test'

import { addSimpleProduct, expect, placeGrazOrder, test } from './fixtures'

async function login(page: Page) {
  await page.goto('/backend/login')
  await page.locator('input[name="email"]').fill('admin@tresen.demo')
  await page.locator('input[name="password"]').fill('tresen-admin')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
}

test('the login page shows the shop, not Payload', async ({ page }) => {
  await page.goto('/backend/login')
  await expect(page.locator('.tresen-logo')).toContainText('Genusswerk · Verwaltung')
  await expect(page.locator('.graphic-logo')).toHaveCount(0)
  await expect(page).toHaveTitle(/– Genusswerk Verwaltung$/)
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href')
  expect(icon).toBe('/favicon')
  const favicon = await page.request.get('/favicon', { maxRedirects: 0 })
  expect([200, 302]).toContain(favicon.status())
})

test('admin lists speak German: euros, Ja/Nein, history in words', async ({ page }) => {
  await login(page)
  await page.goto('/backend/collections/products?limit=10')
  const table = page.locator('.table')
  await expect(table).toContainText(/\d+,\d{2} €/)
  // Payload's boolean cell writes the translation in lower case
  await expect(table.locator('.bool-cell').first()).toHaveText(/^(ja|nein)$/)
  await expect(table).not.toContainText(/wahr|falsch/i)

  const { uid } = await placeGrazOrder(page)
  await page.goto(`/backend/collections/orders?where[uid][equals]=${uid}`)
  await page.locator('.table a').first().click()
  await page.getByRole('button', { name: 'Verlauf' }).click()
  await expect(page.locator('.array-field')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} · Bestellung eingegangen/)
  await expect(page.locator('.array-field')).not.toContainText('History 01')
})

test('a price is typed in euros and stored in cents', async ({ page }) => {
  await login(page)
  await page.goto('/backend/collections/services/create')
  await page.locator('#field-name').fill(`Testleistung ${Date.now()}`)
  const price = page.locator('#field-price')
  await price.fill('12,90')
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/erfolgreich|gespeichert/i)
  await page.reload()
  await expect(page.locator('#field-price')).toHaveValue('12,90')
})

test('the storefront uses its self-hosted Mulish and loads nothing from elsewhere', async ({ page }) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) foreign.push(request.url())
  })
  await page.goto('/store/wien')
  await addSimpleProduct(page, 'Frittatensuppe')
  await page.evaluate(() => document.fonts.ready)
  expect(await page.evaluate(() => document.fonts.check('800 16px Mulish'))).toBe(true)
  expect(foreign).toEqual([])
  // products without a photo (e.g. rental items) are compact cards, the others show their photo
  await expect(page.locator('.product--compact').first()).toBeAttached()
  await expect(page.locator('.product__media img').first()).toBeVisible()
})
