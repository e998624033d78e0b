/**
 * Staff order board (/backend/orders-live): a new order appears with the alarm, the employee confirms it.
 * The order is created through our API as an admin (the customer's checkout is covered by ordering.spec.ts).
 */
import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/authenticate', { data: { email: 'admin@tresen.demo', password: 'tresen-admin' } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: { token: string } }).data.token
}

async function createOrder(request: APIRequestContext, token: string, ticketNumber: string): Promise<number> {
  const headers = { authorization: `JWT ${token}` }
  const branches = (await (await request.get('/api/branches?identifier=wien', { headers })).json()) as { data: { id: number }[] }
  const branch = branches.data[0]?.id
  expect(branch).toBeTruthy()
  const res = await request.post('/api/orders', {
    headers,
    data: {
      branch,
      uid: `e2e-board-${Date.now()}`,
      ticketNumber,
      deliveryType: 'takeaway',
      firstName: 'Erika',
      lastName: 'Board',
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

test('staff sees a new order appear with the alarm and confirms it', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.goto('/backend/login')
  await page.locator('input[name="email"]').fill('mitarbeiter@tresen.demo')
  await page.locator('input[name="password"]').fill('tresen-mitarbeiter')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))

  await page.goto('/backend/orders-live')
  await expect(page.getByRole('heading', { name: 'Bestellungen live' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Neu' })).toBeVisible()

  const ticket = `E2E${Date.now().toString(36).slice(-4).toUpperCase()}`
  const id = await createOrder(request, await adminToken(request), ticket)

  // appears within a few seconds (3 s polling), with the alarm
  const card = page.getByRole('region', { name: 'Neu' }).getByRole('article', { name: `Bestellung ${ticket}` })
  await expect(card).toBeVisible({ timeout: 15_000 })
  await expect(card).toContainText('Bitte ohne Zwiebel')
  await expect(card).toContainText('9,80 €')
  await expect(page.getByRole('alert').filter({ hasText: 'Neue Bestellung' })).toContainText(ticket)
  await expect(page).toHaveTitle(/^\(\d+\) Neue Bestellung/)

  // confirm: the card moves to "Bestätigt" and the alarm for it ends
  await card.getByRole('button', { name: 'Bestätigen' }).click()
  const confirmed = page.getByRole('region', { name: 'Bestätigt' }).getByRole('article', { name: `Bestellung ${ticket}` })
  await expect(confirmed).toBeVisible({ timeout: 10_000 })
  await expect(page.getByRole('region', { name: 'Neu' }).getByRole('article', { name: `Bestellung ${ticket}` })).toHaveCount(0)
  await expect(confirmed.getByRole('button', { name: 'Abholbereit' })).toBeVisible()

  // a dialog keeps the focus where staff put it while the board polls on (every 3 s); Escape closes it
  await confirmed.getByRole('button', { name: 'Stornieren' }).click()
  const dialog = page.getByRole('dialog', { name: `Bestellung ${ticket} stornieren` })
  await expect(dialog.getByRole('textbox')).toBeFocused()
  await dialog.getByRole('button', { name: 'Abbrechen' }).focus()
  await page.waitForTimeout(4_000) // more than one poll
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  const token = await adminToken(request)
  const order = (await (await request.get(`/api/orders/${id}`, { headers: { authorization: `JWT ${token}` } })).json()) as {
    data: { isConfirmed: boolean; history: { action: string }[] }
  }
  expect(order.data.isConfirmed).toBe(true)
  expect(order.data.history.map((h) => h.action)).toContain('confirm')
})

test('the board is only for signed-in staff', async ({ page }) => {
  await page.goto('/backend/orders-live')
  await expect(page).toHaveURL(/\/backend\/login/)
})
