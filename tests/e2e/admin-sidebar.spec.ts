/**
 * The admin's sidebar by role (issue 35): the demo employee sees only what their role works with — no catalogue,
 * content, signage programme, settings and no read-only „Design“ (modules/collections.ts EMPLOYEE_NAV) — and a hidden
 * entry's page is not found for them; the admin still sees every entry. Screenshots of both sidebars in docs/screenshots.
 */
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { dropExpectedErrors } from './platform-helpers'

const SHOTS = new URL('../../docs/screenshots/', import.meta.url).pathname

// the admin's first renders are slow on the shared machine
test.describe.configure({ timeout: 240_000 })

async function signIn(page: Page, email: string, password: string) {
  // desktop width: the sidebar is open beside the dashboard
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/backend/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
}

/** The sidebar's entries (links and the current page's entry), in order. */
async function sidebar(page: Page): Promise<string[]> {
  const nav = page.locator('nav.nav__wrap').first()
  await expect(nav.locator('.nav__link-label').first()).toBeVisible()
  return (await nav.locator('.nav__link-label').allTextContents()).map((t) => t.trim()).filter((t) => t !== '')
}

/** Opens the sidebar for the screenshot (Payload remembers it closed at times): its toggler in the header. */
async function openSidebar(page: Page) {
  const open = () => page.locator('aside.nav--nav-open').count()
  if ((await open()) > 0) return
  await page.locator('button.nav-toggler').filter({ visible: true }).first().click().catch(() => undefined)
  await expect.poll(open).toBeGreaterThan(0).catch(() => undefined)
}

const EMPLOYEE_ENTRIES = ['Bestellungen live', 'Stempeluhr', 'Statistik', 'Bestellungen', 'Tische', 'Geräte', 'Kunden', 'TVs', 'Aktivitäten']
const ADMIN_ONLY = ['Design', 'Einstellungen', 'Produkte', 'Kategorien', 'Speisekarten', 'Filialen', 'Seiten', 'Navigationen', 'Schriftarten', 'Zeitkonten', 'Logs']

test('an employee’s sidebar lists only what their role works with, without „Design“', async ({ page, consoleErrors }) => {
  await signIn(page, 'mitarbeiter@tresen.demo', 'tresen-mitarbeiter')
  await page.goto('/backend')
  const entries = await sidebar(page)
  for (const entry of EMPLOYEE_ENTRIES) expect(entries, entry).toContain(entry)
  for (const entry of ADMIN_ONLY) expect(entries, entry).not.toContain(entry)
  expect(entries.length).toBeLessThanOrEqual(25)
  await openSidebar(page)
  await page.screenshot({ path: `${SHOTS}admin-sidebar-employee-1440.png` })

  // a hidden entry is not merely unlisted: its page is not found for the employee (the API's access is unchanged)
  await page.goto('/backend/globals/theme')
  await expect(page.getByText(/nicht gefunden/i).first()).toBeVisible()
  await page.goto('/backend/collections/products')
  await expect(page.getByText(/nicht gefunden/i).first()).toBeVisible()
  // the browser logs the two 404 answers above as console errors: expected here
  dropExpectedErrors(consoleErrors, /404 \(Not Found\) \(http[^)]*\/backend\/(globals\/theme|collections\/products)\)/)
  // what they use still opens
  await page.goto('/backend/collections/tables')
  await expect(page.locator('.collection-list')).toBeVisible({ timeout: 60_000 })
})

test('the admin’s sidebar still lists every entry', async ({ page }) => {
  await signIn(page, 'admin@tresen.demo', 'tresen-admin')
  await page.goto('/backend')
  const entries = await sidebar(page)
  for (const entry of [...EMPLOYEE_ENTRIES, ...ADMIN_ONLY]) expect(entries, entry).toContain(entry)
  await openSidebar(page)
  await page.screenshot({ path: `${SHOTS}admin-sidebar-admin-1440.png` })
})
