/**
 * Kitchen control (issue 33, docs/order-board.md "Pause, Auslastung, Ausverkauft"), on a phone for the customer and
 * at the board for staff: busy mode moves the earliest time; a pause shows "Online-Bestellungen sind bis … pausiert."
 * and the order is refused (the server too); a product sold out today can't be ordered (an option neither) and comes
 * back the next day. The server's clock is not ours to move: "the next day" is the stored list's day set to yesterday
 * in the database (E2E_DATABASE_URL, scripts/e2e.mjs) — its content event rebuilds /api/init as a new day would; the
 * reset instant itself is proven with pinned clocks in tests/int/kitchen-control.test.ts and tests/unit/domain.
 * Graz (open 24 h, no pre-orders) keeps "now" from failing the orders. Screenshots: docs/screenshots/kitchen-*.png.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'
import type { APIRequestContext, Page } from '@playwright/test'

import { acceptLegal, addSimpleProduct, adminToken, expect, fillContact, openProduct, placeGrazOrder, resetSession, test } from './fixtures'

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots')

test.describe.configure({ mode: 'serial' })

async function ids(request: APIRequestContext): Promise<{ graz: number; soup: number }> {
  const init = (await (await request.get('/api/init')).json()) as { data: { url: string; data: { id: number; identifier?: string; name?: string }[] }[] }
  const list = (url: string) => init.data.find((entry) => entry.url === url)?.data ?? []
  return { graz: list('/api/branches').find((b) => b.identifier === 'graz')!.id, soup: list('/api/products').find((p) => p.name === 'Frittatensuppe')!.id }
}

const orderBody = (branch: number, product: number) => ({
  branch,
  deliveryType: 'takeaway',
  items: [{ product, amount: 1 }],
  firstName: 'Erika',
  lastName: 'Muster',
  email: 'erika@example.at',
  phone: '+43 664 1234567',
  paymentMethod: 'cash',
  legalInstructions: true,
  privacyPolicy: true,
})

async function openBoard(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/backend/login')
  await page.locator('input[name="email"]').fill('admin@tresen.demo')
  await page.locator('input[name="password"]').fill('tresen-admin')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
  await page.goto('/backend/orders-live')
  await expect(page.getByRole('heading', { name: 'Bestellungen live' })).toBeVisible()
  await page.getByLabel('Filiale').selectOption({ label: 'Genusswerk Graz' })
  await expect(page.getByRole('group', { name: 'Küche' })).toBeVisible()
}

/** The first time the checkout's time picker offers today at Graz, as minutes of the day. */
async function firstTime(page: Page): Promise<number> {
  await resetSession(page)
  await page.goto('/store/graz')
  await addSimpleProduct(page, 'Frittatensuppe')
  await page.getByRole('link', { name: 'Zur Kasse' }).first().click()
  await page.getByRole('button', { name: /^Uhrzeit/ }).click()
  const state = page.getByRole('dialog', { name: 'Uhrzeit wählen' }).locator('.time__state')
  await expect(state).toHaveText(/^\d\d:\d\d Uhr$/)
  const [h, m] = ((await state.textContent()) ?? '').slice(0, 5).split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

test('busy mode from the board moves the earliest time in the storefront', async ({ browser, page, request }) => {
  test.setTimeout(180_000)
  const before = await firstTime(page)
  const staff = await browser.newPage()
  await openBoard(staff)
  const kitchen = staff.getByRole('group', { name: 'Küche' })
  await kitchen.getByRole('button', { name: '+30' }).click()
  await expect(kitchen).toContainText(/\+30 min, noch \d+ Min/)
  await staff.screenshot({ path: path.join(SHOTS, 'kitchen-board-busy.png'), clip: { x: 0, y: 0, width: 1280, height: 260 } })

  const after = await firstTime(page)
  expect((after - before + 1440) % 1440).toBeGreaterThanOrEqual(30)
  const branch = (await (await request.get(`/api/branches/${(await ids(request)).graz}`)).json()) as { data: { kitchenState: { busy: { minutes: number } | null } } }
  expect(branch.data.kitchenState.busy?.minutes).toBe(30)

  await kitchen.getByRole('button', { name: 'Beenden' }).click()
  await expect(kitchen).not.toContainText('noch')
  await staff.close()
})

test('a pause shows its message in the storefront and the order is refused, by the server too', async ({ browser, page, request }) => {
  test.setTimeout(180_000)
  const staff = await browser.newPage()
  await openBoard(staff)
  const kitchen = staff.getByRole('group', { name: 'Küche' })
  await kitchen.getByRole('button', { name: 'Pausieren bis …' }).click()
  const dialog = staff.getByRole('dialog', { name: 'Online-Bestellungen pausieren' })
  await expect(dialog.getByLabel('Pausieren bis (Uhrzeit)')).toHaveValue(/^\d\d:\d\d$/)
  const time = await dialog.getByLabel('Pausieren bis (Uhrzeit)').inputValue()
  await staff.screenshot({ path: path.join(SHOTS, 'kitchen-board-pause-dialog.png') })
  await dialog.getByRole('button', { name: 'Pausieren', exact: true }).click()
  await expect(kitchen).toContainText(`Pausiert bis ${time}`)
  await staff.screenshot({ path: path.join(SHOTS, 'kitchen-board-paused.png'), clip: { x: 0, y: 0, width: 1280, height: 260 } })

  const message = `Online-Bestellungen sind bis ${time} pausiert.`
  await resetSession(page)
  await page.goto('/store/graz')
  await expect(page.locator('.menu-layout__main .notice')).toContainText(message)
  await addSimpleProduct(page, 'Frittatensuppe')
  await page.getByRole('link', { name: 'Zur Kasse' }).first().click()
  await expect(page.getByText(message).first()).toBeVisible()
  await fillContact(page)
  await acceptLegal(page)
  // Graz takes no pre-orders: no way to submit
  await expect(page.getByRole('button', { name: /abschicken/ })).toHaveCount(0)
  await page.screenshot({ path: path.join(SHOTS, 'kitchen-storefront-paused.png'), fullPage: false })

  const { graz, soup } = await ids(request)
  const refused = await request.post('/api/orders/public', { data: orderBody(graz, soup) })
  expect(refused.status()).toBe(400)
  expect(((await refused.json()) as { errors: { field: string; message: string }[] }).errors).toContainEqual({ field: 'branch', message })

  await kitchen.getByRole('button', { name: 'Fortsetzen' }).click()
  await expect(kitchen.getByRole('button', { name: 'Pausieren bis …' })).toBeVisible()
  await page.reload()
  await expect(page.getByText(message)).toHaveCount(0)
  await staff.close()
})

test('sold out today: greyed out, refused by the server, and back the next day', async ({ browser, page, request }) => {
  test.setTimeout(180_000)
  const staff = await browser.newPage()
  await openBoard(staff)
  const kitchen = staff.getByRole('group', { name: 'Küche' })
  await kitchen.getByRole('button', { name: /^Ausverkauft/ }).click()
  const dialog = staff.getByRole('dialog', { name: 'Heute ausverkauft' })
  // the toggle is checked once the server stored it (a controlled box: Playwright's check() wants it at once)
  await dialog.getByRole('checkbox', { name: 'Frittatensuppe', exact: true }).click()
  await expect(dialog.getByRole('checkbox', { name: 'Frittatensuppe', exact: true })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: 'Frittatensuppe', exact: true })).toBeEnabled()
  const family = dialog.getByRole('list', { name: 'Pizza Margherita: Größe' }).getByRole('checkbox', { name: 'Größe: Familie (45 cm)' })
  await family.click()
  await expect(family).toBeChecked()
  await expect(family).toBeEnabled()
  await staff.screenshot({ path: path.join(SHOTS, 'kitchen-board-sold-out.png') })
  await dialog.getByRole('button', { name: 'Fertig' }).click()
  await expect(kitchen.getByRole('button', { name: 'Ausverkauft (2)' })).toBeVisible()

  await resetSession(page)
  await page.goto('/store/graz')
  const soupCard = page.locator('.product', { has: page.locator('.product__name', { hasText: /^Frittatensuppe$/ }) }).first()
  await expect(soupCard).toContainText('Heute ausverkauft')
  await expect(soupCard.getByRole('button')).toBeDisabled()
  await soupCard.scrollIntoViewIfNeeded()
  await page.screenshot({ path: path.join(SHOTS, 'kitchen-storefront-sold-out.png') })
  await openProduct(page, 'Pizza Margherita')
  const option = page.getByRole('dialog', { name: 'Pizza Margherita' }).locator('.option', { hasText: 'Familie (45 cm)' })
  await expect(option).toContainText('Heute ausverkauft')
  await expect(option.getByRole('radio')).toBeDisabled()
  await page.screenshot({ path: path.join(SHOTS, 'kitchen-storefront-option-sold-out.png') })
  await page.keyboard.press('Escape')

  const { graz, soup } = await ids(request)
  const refused = await request.post('/api/orders/public', { data: orderBody(graz, soup) })
  expect(refused.status()).toBe(400)
  expect(((await refused.json()) as { errors: { field: string; message: string }[] }).errors).toContainEqual({
    field: 'items.0',
    message: '„Frittatensuppe“ ist heute leider ausverkauft.',
  })

  // the next day: the list was yesterday's (Graz opens at midnight, so today's service has begun)
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    await client.query(`update branch_kitchen_state set sold_out_day = sold_out_day - 1 where branch_id = $1`, [graz])
  } finally {
    await client.end()
  }
  await expect
    .poll(async () => ((await (await request.get(`/api/branches/${graz}`)).json()) as { data: { kitchenState: { soldOut: unknown } } }).data.kitchenState.soldOut)
    .toBeNull()
  await placeGrazOrder(page, 'Frittatensuppe')
  await staff.close()
  // the admin token proves the state API answers staff too (the board read it above)
  expect((await request.get(`/api/branches/${graz}/sold-out`, { headers: { authorization: `JWT ${await adminToken(request)}` } })).status()).toBe(200)
})

// a test that stops half-way must not leave Graz paused, busy or sold out for the specs after it (ordering.spec.ts)
test.afterEach(async ({ request }) => {
  const headers = { authorization: `JWT ${await adminToken(request)}` }
  const { graz } = await ids(request)
  await request.put(`/api/branches/${graz}/sold-out`, { headers, data: { products: [], options: [] } })
  await request.delete(`/api/branches/${graz}/pause`, { headers })
  await request.delete(`/api/branches/${graz}/busy`, { headers })
})
