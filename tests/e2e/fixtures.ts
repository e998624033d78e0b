/**
 * Shared fixtures: every test fails on a browser console error or an uncaught page error;
 * helpers for the demo data (branches graz, wien, linz; products from seed/data/catalog.ts)
 * and the staff side through Payload's REST API (admin@tresen.demo).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test as base } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        // a failed resource names its address (Chromium's text alone does not say which request failed)
        if (message.type() === 'error')
          errors.push(message.location().url ? `${message.text()} (${message.location().url})` : message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'Konsolenfehler im Browser').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** axe-core: no serious or critical violations. */
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  // finite animations first: the product sheet fades in (0.25 s), and axe measured the contrast of its half-transparent
  // text (CI: color-contrast on `.allergens` right after the dialog opened); endless ones (spinners, marquee) are skipped
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of exclude) builder = builder.exclude(selector)
  const results = await builder.analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([])
}

export async function resetSession(page: Page): Promise<void> {
  await page.goto('/')
  await page.evaluate(() => window.sessionStorage.clear())
}

/** Opens a product's overlay on the menu page. */
export async function openProduct(page: Page, name: string): Promise<void> {
  await page
    .locator('.product__button', { has: page.locator('.product__name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }) })
    .first()
    .click()
  await expect(page.getByRole('dialog', { name })).toBeVisible()
}

export async function addSimpleProduct(page: Page, name: string): Promise<void> {
  await openProduct(page, name)
  await page
    .getByRole('dialog', { name })
    .getByRole('button', { name: /In den Warenkorb/ })
    .click()
  await expect(page.getByRole('dialog', { name })).toBeHidden()
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export async function fillContact(
  page: Page,
  data: { firstName?: string; lastName?: string; email?: string; phone?: string } = {},
): Promise<void> {
  await page.getByLabel('Vorname').fill(data.firstName ?? 'Erika')
  await page.getByLabel('Nachname').fill(data.lastName ?? 'Musterfrau')
  await page.getByLabel(/^E-Mail/).fill(data.email ?? 'erika@example.at')
  await page.getByLabel(/^Telefon/).fill(data.phone ?? '+43 664 1234567')
}

export async function acceptLegal(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /AGB/ }).check()
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check()
}

// ---------------------------------------------------------------------------
// Staff side (Payload REST as admin)
// ---------------------------------------------------------------------------

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/backend/api/users/login', {
    data: { email: 'admin@tresen.demo', password: 'tresen-admin' },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
  const body = (await response.json()) as { token: string }
  return body.token
}

/** The order with this uid as the admin reads it (id, ticket number, branch). */
export async function orderByUid(request: APIRequestContext, token: string, uid: string): Promise<{ id: number; ticketNumber: string | null; branch: number }> {
  const response = await request.get(`/backend/api/orders?where[uid][equals]=${encodeURIComponent(uid)}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
  const body = (await response.json()) as { docs: { id: number; ticketNumber: string | null; branch: number }[] }
  const order = body.docs[0]
  expect(order, `Bestellung ${uid} nicht gefunden`).toBeDefined()
  return order as { id: number; ticketNumber: string | null; branch: number }
}

export async function orderIdByUid(request: APIRequestContext, token: string, uid: string): Promise<number> {
  return (await orderByUid(request, token, uid)).id
}

/**
 * An open takeaway order created by an admin through POST /api/orders, with the ticket number given (Wien unless
 * `branch` is given); answers its id. The board tests use it; the customer's checkout is covered by ordering.spec.ts.
 */
export async function createStaffOrder(
  request: APIRequestContext,
  token: string,
  ticketNumber: string,
  { branch, lastName = 'Board' }: { branch?: number; lastName?: string } = {},
): Promise<number> {
  const headers = { authorization: `JWT ${token}` }
  if (branch === undefined) {
    const branches = (await (await request.get('/api/branches?identifier=wien', { headers })).json()) as { data: { id: number }[] }
    branch = branches.data[0]?.id
    expect(branch).toBeTruthy()
  }
  const res = await request.post('/api/orders', {
    headers,
    data: {
      branch,
      uid: `e2e-board-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      ticketNumber,
      deliveryType: 'takeaway',
      firstName: 'Erika',
      lastName,
      phone: '+43 664 7654321',
      comment: 'Bitte ohne Zwiebel',
      items: [{ name: 'Frittatensuppe', amount: 2, unitName: 'Port.', unitPrice: 490, gross: 980, taxRate: 10, parts: [] }],
      gross: 980,
      net: 891,
      tax: 89,
      totalGross: 980,
      totalNet: 891,
      totalTax: 89,
      paymentMethod: 'cash',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { data: { id: number } }).data.id
}

/**
 * A staff action through our API, as the board does it: POST /api/orders/{id}/{action} with the admin's token
 * (e.g. 'counter-appointment' with `{ counterAppointment }`, 'status/confirm', 'status/completed').
 */
export async function staffAction(
  request: APIRequestContext,
  uid: string,
  action: string,
  data: Record<string, unknown> = {},
): Promise<void> {
  const token = await adminToken(request)
  const id = await orderIdByUid(request, token, uid)
  const response = await request.post(`/api/orders/${id}/${action}`, { data, headers: { Authorization: `JWT ${token}` } })
  expect(response.ok(), await response.text()).toBeTruthy()
}

export function statusParams(page: Page): { uid: string; hash: string } {
  const match = /\/status\/([^/]+)\/([^/?#]+)/.exec(page.url())
  if (match === null) throw new Error(`keine Status-URL: ${page.url()}`)
  return { uid: decodeURIComponent(match[1] ?? ''), hash: decodeURIComponent(match[2] ?? '') }
}

/** Places a takeaway order at graz (open 24 h) and returns on the status page. */
export async function placeGrazOrder(page: Page, product = 'Frittatensuppe'): Promise<{ uid: string; hash: string }> {
  await resetSession(page)
  await page.goto('/store/graz')
  await addSimpleProduct(page, product)
  await page.getByRole('link', { name: 'Zur Kasse' }).first().click()
  await expect(page).toHaveURL(/\/store\/graz\/checkout$/)
  await fillContact(page)
  await acceptLegal(page)
  await page.getByRole('button', { name: 'Bestellung abschicken' }).click()
  await expect(page).toHaveURL(/\/status\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!')
  return statusParams(page)
}
