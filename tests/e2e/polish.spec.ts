/**
 * Issue 19 (polish), checked in the browser: the white-label admin, German admin lists (euros, Ja/Nein, history
 * codes), and the storefront's self-hosted font and compact cards. Screens: tests/e2e/screenshots.spec.ts.
 */
import { test as plain } from '@playwright/test'
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

test('the product list offers the label sheets as PDF („Etiketten drucken“)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await login(page)
  await page.goto('/backend/collections/products?limit=10')
  const compact = page.getByRole('link', { name: 'Kompakt (12 × 4) als PDF' })
  const detail = page.getByRole('link', { name: 'Ausführlich (5 × 2) als PDF' })
  await expect(compact).toHaveAttribute('href', '/api/labels.pdf?layout=compact')
  await expect(detail).toHaveAttribute('href', '/api/labels.pdf?layout=detail')
  await page.screenshot({ path: 'docs/screenshots/admin-products-labels-1280.png' })
  // the links answer PDFs with the admin's session, asked from the admin page as the browser asks for a link
  for (const href of ['/api/labels.pdf?layout=compact', '/api/labels.pdf?layout=detail']) {
    const res = await page.evaluate(async (url) => {
      const response = await fetch(url)
      const head = new Uint8Array(await response.arrayBuffer()).subarray(0, 5)
      return { status: response.status, type: response.headers.get('content-type'), head: String.fromCharCode(...head) }
    }, href)
    expect(res, href).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' })
  }
})

// plain: the refused save answers 400 by design, which the browser logs as a console error; other errors still fail it
plain('JSON fields edit in a textarea without loading an editor from a CDN, and invalid JSON is refused in German', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    const refusedSave = message.text().includes('status of 400') && message.location().url.includes('/backend/api/scenes')
    if (message.type() === 'error' && !refusedSave) consoleErrors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  const foreign: string[] = []
  page.on('request', (request) => {
    const { hostname } = new URL(request.url())
    if (!['localhost', '127.0.0.1'].includes(hostname) && !request.url().startsWith('data:')) foreign.push(request.url())
  })
  await login(page)
  await page.goto('/backend/collections/scenes/create')
  const name = `E2E Szene ${Date.now()}`
  await page.locator('#field-name').fill(name)
  const content = page.locator('textarea#field-content')
  await expect(content).toBeVisible()
  await content.fill('{ "body": [ ')
  await expect(page.getByRole('alert').filter({ hasText: 'Kein gültiges JSON' })).toBeVisible()
  // the server refuses the save with the field's German message, which the form shows as its error toast. (Payload's
  // red field marker is not asserted: a form-state answer that was still on its way when saving — requested before the
  // save, so without validation — clears it again in Payload's merge; CI hit that race. The parse hint above stays.)
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/backend/api/scenes')
  await page.locator('#action-save').click()
  const answer = await refused
  expect(answer.status()).toBe(400)
  expect(JSON.stringify(await answer.json())).toContain('Der Inhalt muss ein JSON-Objekt sein.')
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Das folgende Feld ist nicht korrekt' })).toContainText('Inhalt')
  await expect(page.getByRole('alert').filter({ hasText: 'Kein gültiges JSON' })).toBeVisible()
  expect(new URL(page.url()).pathname).toMatch(/\/scenes\/create$/)
  await content.fill('{ "body": [{ "type": "text", "value": "Willkommen im Genusswerk" }] }')
  await expect(page.getByRole('alert').filter({ hasText: 'Kein gültiges JSON' })).toHaveCount(0)
  await page.locator('#action-save').click()
  await page.waitForURL((url) => /\/scenes\/\d+$/.test(url.pathname))
  await page.reload()
  await expect(page.locator('textarea#field-content')).toHaveValue(/"value": "Willkommen im Genusswerk"/)
  await page.screenshot({ path: 'docs/screenshots/admin-json-textarea-1280.png' })
  expect(foreign).toEqual([])
  expect(consoleErrors).toEqual([])
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

test('the security headers name no feature Chromium does not know (issue 35: bluetooth was reported on every page)', async ({ page }) => {
  const reported: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Permissions-Policy')) reported.push(message.text())
  })
  await page.goto('/')
  await page.goto('/backend/login')
  expect(reported).toEqual([])
})
