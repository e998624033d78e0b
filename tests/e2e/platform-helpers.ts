/** Helpers of the storefront platform specs (issue 13): settings through the admin API, the consent cookie, pinned times. */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'

import { adminToken, expect } from './fixtures'

export const SHOTS = 'docs/screenshots'
export const CONSENT_VERSION = '2026-11-1'
/** Monday 23.11.2026 03:00 and 12:00 in Vienna (CET = UTC+1). */
export const MONDAY_0300 = new Date('2026-11-23T02:00:00Z')
export const MONDAY_1200 = new Date('2026-11-23T11:00:00Z')

export async function setGlobal(request: APIRequestContext, slug: 'config' | 'theme', data: Record<string, unknown>): Promise<void> {
  const token = await adminToken(request)
  const response = await request.post(`/backend/api/globals/${slug}`, { data, headers: { Authorization: `JWT ${token}` } })
  expect(response.ok(), await response.text()).toBeTruthy()
}

/** Sets config flags and waits until the anonymous /api/init carries them. */
export async function setConfig(request: APIRequestContext, data: Record<string, unknown>): Promise<void> {
  await setGlobal(request, 'config', data)
  await expect
    .poll(async () => {
      const body = (await (await request.get('/api/init')).json()) as { data: { url: string; data: Record<string, unknown> }[] }
      const config = body.data.find((entry) => entry.url === '/api/config')?.data ?? {}
      return Object.entries(data).every(([key, value]) => config[key] === value)
    })
    .toBe(true)
}

export async function addConsentCookie(context: BrowserContext, baseURL: string, categories = 'necessary,analytics,marketing'): Promise<void> {
  await context.addCookies([{ name: 'cookie-consent', value: encodeURIComponent(`${CONSENT_VERSION}|e2econsent0000000001|${categories}`), url: baseURL }])
}

/** Drops the console errors a test caused on purpose (failed requests while offline); the fixture checks the rest. */
export function dropExpectedErrors(consoleErrors: string[], pattern: RegExp): void {
  for (let index = consoleErrors.length - 1; index >= 0; index -= 1) if (pattern.test(consoleErrors[index] ?? '')) consoleErrors.splice(index, 1)
}

/**
 * Pages without the /api/init answer the server puts into them (modules/storefront/shell.ts): the app then loads it with
 * GET /api/init, for tests that change that answer (page.route) or watch its requests (ETag, 304). The data block is
 * removed as soon as the parser inserts it (before the deferred module script runs); not with page.route, which would
 * turn off the browser's HTTP cache.
 */
export async function withoutInlineInit(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const block = document.getElementById('tresen-init')
      if (block === null) return
      block.remove()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
}
