/**
 * Staff and customer together: an order placed in the storefront appears on the live board, staff confirm it and
 * the customer's status page shows it confirmed within the poll interval; a counter-appointment proposed on the
 * board is confirmed by the customer on the status page.
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'

import { adminToken, createStaffOrder, expect, orderByUid, placeGrazOrder, test } from './fixtures'

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

/** The storefront order's id, ticket number and branch (read as an admin). */
async function orderOf(request: APIRequestContext, uid: string): Promise<{ id: number; ticket: string; branch: number }> {
  const order = await orderByUid(request, await adminToken(request), uid)
  if (!order.ticketNumber) throw new Error(`Bestellung ${uid} ohne Nummer`)
  return { id: order.id, ticket: order.ticketNumber, branch: order.branch }
}

/**
 * A second open order of the branch with the same ticket number — as the board has it after midnight, when the
 * numbers start again while yesterday's "A04" is still open. Cards are therefore found by their order id.
 */
const sameNumberTwin = async (request: APIRequestContext, order: { ticket: string; branch: number }): Promise<number> =>
  createStaffOrder(request, await adminToken(request), order.ticket, { branch: order.branch, lastName: 'Gestern' })

/** The twin leaves the board again (later files count open orders). */
async function cancelTwin(request: APIRequestContext, id: number): Promise<void> {
  const res = await request.post(`/api/orders/${id}/status/cancel`, { headers: { authorization: `JWT ${await adminToken(request)}` }, data: {} })
  expect(res.status(), await res.text()).toBe(200)
}

const cardOf = (scope: Page | Locator, id: number) => scope.locator(`article[data-order-id="${id}"]`)

test('an order placed in the storefront is confirmed on the board and the customer sees it', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  const { uid } = await placeGrazOrder(page)
  const order = await orderOf(request, uid)
  const { id, ticket } = order
  const twin = await sameNumberTwin(request, order)
  const staff = await staffBoard(browser)

  const card = cardOf(staff.getByRole('region', { name: 'Neu' }), id)
  await expect(card).toBeVisible({ timeout: POLL })
  await expect(cardOf(staff, twin)).toHaveAccessibleName(`Bestellung ${ticket} · Genusswerk Graz`)
  await expect(card).toHaveAccessibleName(`Bestellung ${ticket} · Genusswerk Graz`)
  await card.getByRole('button', { name: 'Bestätigen' }).click()
  await expect(cardOf(staff.getByRole('region', { name: 'Bestätigt' }), id)).toBeVisible()

  // the customer's page picks it up by polling, without a reload
  await expect(page.locator('.status-hero__message')).toHaveText('Ihre Bestellung wurde bestätigt und wird gerade zubereitet.', {
    timeout: POLL,
  })
  await staff.context().close()
  await cancelTwin(request, twin)
})

test('a counter-appointment proposed on the board is confirmed on the status page', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  const { uid } = await placeGrazOrder(page, 'Leberknödelsuppe')
  const order = await orderOf(request, uid)
  const { id, ticket } = order
  const twin = await sameNumberTwin(request, order)
  const staff = await staffBoard(browser)

  const card = cardOf(staff, id)
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
  await cancelTwin(request, twin)
})
