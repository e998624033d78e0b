/**
 * Staff and customer together: an order placed in the storefront appears on the live board, staff confirm it and
 * the customer's status page shows it confirmed within the poll interval; a counter-appointment proposed on the
 * board is confirmed by the customer on the status page.
 */
import type { Browser, Page } from '@playwright/test'

import { adminToken, expect, placeGrazOrder, test } from './fixtures'

/** The status page polls every 10 s: allow one interval plus the board's round trip. */
const POLL = 15_000

async function staffBoard(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const staff = await context.newPage()
  await staff.goto('/backend/login')
  await staff.locator('input[name="email"]').fill('admin@tresen.demo')
  await staff.locator('input[name="password"]').fill('tresen-admin')
  await staff.locator('button[type="submit"]').click()
  await staff.waitForURL((url) => !url.pathname.endsWith('/login'))
  await staff.goto('/backend/orders-live')
  await expect(staff.getByRole('heading', { name: 'Bestellungen live' })).toBeVisible()
  return staff
}

async function ticketOf(request: Parameters<typeof adminToken>[0], uid: string): Promise<string> {
  const token = await adminToken(request)
  const res = await request.get(`/backend/api/orders?where[uid][equals]=${encodeURIComponent(uid)}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const body = (await res.json()) as { docs: { ticketNumber: string }[] }
  const ticket = body.docs[0]?.ticketNumber
  expect(ticket).toBeTruthy()
  return ticket as string
}

test('an order placed in the storefront is confirmed on the board and the customer sees it', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  const { uid } = await placeGrazOrder(page)
  const ticket = await ticketOf(request, uid)
  const staff = await staffBoard(browser)

  const card = staff.getByRole('region', { name: 'Neu' }).getByRole('article', { name: `Bestellung ${ticket}` })
  await expect(card).toBeVisible({ timeout: POLL })
  await card.getByRole('button', { name: 'Bestätigen' }).click()
  await expect(staff.getByRole('region', { name: 'Bestätigt' }).getByRole('article', { name: `Bestellung ${ticket}` })).toBeVisible()

  // the customer's page picks it up by polling, without a reload
  await expect(page.locator('.status-hero__message')).toHaveText('Ihre Bestellung wurde bestätigt und wird gerade zubereitet.', {
    timeout: POLL,
  })
  await staff.context().close()
})

test('a counter-appointment proposed on the board is confirmed on the status page', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  const { uid } = await placeGrazOrder(page, 'Leberknödelsuppe')
  const ticket = await ticketOf(request, uid)
  const staff = await staffBoard(browser)

  const card = staff.getByRole('article', { name: `Bestellung ${ticket}` })
  await expect(card).toBeVisible({ timeout: POLL })
  await card.getByRole('button', { name: 'Anderer Termin' }).click()
  const dialog = staff.getByRole('dialog', { name: `Anderen Termin vorschlagen – ${ticket}` })
  await expect(dialog).toBeVisible()
  const send = dialog.getByRole('button', { name: 'Vorschlag senden' })
  await expect(send).toBeEnabled({ timeout: 10_000 })
  await send.click()
  await expect(dialog).toBeHidden()

  const prompt = page.getByRole('region', { name: 'Neuer Terminvorschlag' })
  await expect(prompt).toBeVisible({ timeout: POLL })
  await prompt.getByRole('button', { name: 'Termin bestätigen' }).click()
  await expect(prompt).toBeHidden()
  await expect(page.locator('.status-hero__message')).toHaveText('Ihre Bestellung wurde bestätigt und wird gerade zubereitet.')
  await staff.context().close()
})
