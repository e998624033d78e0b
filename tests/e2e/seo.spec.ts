/**
 * Search engines (Lighthouse SEO): every storefront page has a meta description — the shop's SEO description from
 * the settings, a content page its own (restored when the page is left) — and /robots.txt keeps crawlers out of the
 * back office and the API.
 */
import type { Page } from '@playwright/test'

import { CONFIG } from '../../seed/data/settings'
import { expect, test } from './fixtures'

const SHOP = CONFIG.seoDescription ?? ''
const description = (page: Page) => page.locator('head meta[name="description"]')

test('pages carry the shop’s description, a content page its own until it is left', async ({ page }) => {
  await page.goto('/')
  await expect(description(page)).toHaveAttribute('content', SHOP)
  await page.goto('/ueber-uns')
  await expect(description(page)).toHaveAttribute('content', /Wer hinter Genusswerk steht/)
  await expect(description(page)).toHaveCount(1)
  await page.goBack()
  await expect(description(page)).toHaveAttribute('content', SHOP)
  await page.goto('/store/graz')
  await expect(description(page)).toHaveAttribute('content', SHOP)
})

test('robots.txt keeps crawlers out of the back office and the API', async ({ request }) => {
  const res = await request.get('/robots.txt')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('text/plain')
  const text = await res.text()
  expect(text).toContain('User-agent: *')
  expect(text).toContain('Disallow: /backend')
  expect(text).toContain('Disallow: /api/')
})
