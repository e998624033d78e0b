/**
 * The statistics dashboard fills card by card (issue 35: numbers appeared only after all 19 calls, 4.2 s): while one
 * metric's call is held back by the test, the other cards already show their numbers and the held one says "Lädt …";
 * released, it shows its number too. No timing assertions (shared machine): the order of events is the proof.
 * Screenshots: docs/screenshots/statistics-progressive-*.png.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Route } from '@playwright/test'

import { expect, test } from './fixtures'

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots')

test('the first cards show their numbers before the last call has answered', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/backend/login')
  await page.locator('input[name="email"]').fill('admin@tresen.demo')
  await page.locator('input[name="password"]').fill('tresen-admin')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
  await page.setViewportSize({ width: 1440, height: 900 })

  // hold every revenue call (current and previous period) until the test lets it through
  const held: Route[] = []
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/statistics/revenue?*', async (route) => {
    held.push(route)
    await released
    await route.continue()
  })
  let answeredRevenue = 0
  page.on('response', (response) => {
    if (response.url().includes('/api/statistics/revenue?')) answeredRevenue++
  })

  await page.goto('/backend/statistics')
  await expect(page.getByRole('heading', { name: 'Statistik', level: 1 })).toBeVisible()
  await expect(page.getByTestId('kpi-visitors').locator('.stx-kpi-value')).toHaveText(/^\d/, { timeout: 30_000 })
  await expect(page.getByTestId('kpi-pageviews').locator('.stx-kpi-value')).toHaveText(/^\d/)
  await expect(page.getByTestId('kpi-orders').locator('.stx-kpi-value')).toHaveText(/^\d/)
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Beliebteste Seiten' }) })).not.toContainText('Lädt …')
  // the held call is still out: its card waits, the others are there
  expect(held.length).toBeGreaterThan(0)
  expect(answeredRevenue).toBe(0)
  await expect(page.getByTestId('kpi-revenue')).toContainText('Lädt …')
  await expect(page.getByTestId('tax-rates')).toContainText('Lädt …')
  await expect(page.locator('.stx-loading')).toContainText('Statistik wird geladen …')
  await page.screenshot({ path: path.join(SHOTS, 'statistics-progressive-pending.png'), fullPage: false })

  release()
  await expect(page.getByTestId('kpi-revenue').locator('.stx-kpi-value')).toContainText('€')
  await expect(page.getByTestId('tax-rates')).not.toContainText('Lädt …')
  await expect(page.locator('.stx-loading')).toHaveCount(0)
  expect(answeredRevenue).toBeGreaterThan(0)
  await expect(page.locator('.stx-chart-wait')).toHaveCount(0, { timeout: 30_000 })
  await page.screenshot({ path: path.join(SHOTS, 'statistics-progressive-done.png'), fullPage: false })
})
