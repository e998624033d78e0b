/**
 * The board's receipt printer (issue 33): a fake ESC/POS printer on real TCP (this process) is the branch's printer;
 * its chip on the board says "Bereit", a print while it is out of paper shows the server's German reason and offers
 * the browser's print dialog with the same receipt (window.print stubbed to count the call), and the chip turns to
 * "Papier leer". "Details & Verlauf" opens the staff order view: items, history with German labels, the board's
 * actions, no editable price field; "Erweitert" only for admins; staff of another branch are refused.
 * Screenshots: docs/screenshots/board-printer-status.png, board-print-failed.png, board-staff-order.png.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Page } from '@playwright/test'

import { startFakePrinter } from '../fakes/escpos-printer'
import { adminToken, expect, orderByUid, test } from './fixtures'
import { dropExpectedErrors } from './platform-helpers'

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots')

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/backend/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
}

test('printer status on the board, a failed print with its reason and the browser-print fallback, the staff order view', async ({ page, request, browser, consoleErrors }) => {
  test.setTimeout(240_000)
  const printer = await startFakePrinter()
  const token = await adminToken(request)
  const headers = { authorization: `JWT ${token}` }
  const wien = ((await (await request.get('/api/branches?identifier=wien', { headers })).json()) as { data: { id: number }[] }).data[0]!.id
  const created = await request.post('/backend/api/devices', {
    headers,
    data: { name: 'Bondrucker Theke', identifier: `e2e-printer-${Date.now()}`, type: 'printer', branch: wien, host: printer.host, port: printer.port, isEnabled: true },
  })
  expect(created.status(), await created.text()).toBe(201)
  const deviceId = ((await created.json()) as { doc: { id: number } }).doc.id
  // a customer's order through the checkout endpoint: the server prices its positions (a staff create keeps none)
  const soup = ((await (await request.get('/backend/api/products?where[name][equals]=Frittatensuppe&depth=0&limit=1', { headers })).json()) as { docs: { id: number }[] }).docs[0]!.id
  const placed = await request.post('/api/orders/public', {
    data: {
      branch: wien,
      deliveryType: 'takeaway',
      firstName: 'Erika',
      lastName: 'Board',
      email: 'erika.board@example.at',
      phone: '+43 664 7654321',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      comment: 'Bitte ohne Zwiebel',
      items: [{ product: soup, amount: 2 }],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { id: orderId, ticketNumber } = await orderByUid(request, token, ((await placed.json()) as { data: { uid: string } }).data.uid)
  const ticket = ticketNumber ?? String(orderId)

  try {
    await page.addInitScript(() => {
      const w = window as unknown as { __printCalls: number; print: () => void }
      w.__printCalls = 0
      w.print = () => {
        w.__printCalls += 1
      }
    })
    await page.setViewportSize({ width: 1440, height: 1000 })
    await signIn(page, 'mitarbeiter@tresen.demo', 'tresen-mitarbeiter')
    await page.goto('/backend/orders-live')
    await page.getByRole('searchbox', { name: 'Bestellungen suchen' }).fill(ticket)

    // the printer's chip: ready (the fake answers the DLE EOT status queries)
    const chips = page.getByRole('region', { name: 'Bondrucker' })
    const chip = chips.locator('.tob-printer').filter({ hasText: 'Bondrucker Theke' })
    await expect(chip).toContainText('Bereit', { timeout: 15_000 })
    const card = page.getByRole('article', { name: `Bestellung ${ticket}` })
    await expect(card).toBeVisible({ timeout: 15_000 })
    await page.screenshot({ path: path.join(SHOTS, 'board-printer-status.png') })

    // out of paper: the print fails with the printer's reason, not a generic message
    printer.setCondition('paperOut')
    await card.getByRole('button', { name: 'Mehr …' }).click()
    await card.getByRole('button', { name: 'Beleg drucken' }).click()
    const dialog = page.getByRole('dialog', { name: `Beleg ${ticket} nicht gedruckt` })
    await expect(dialog).toBeVisible({ timeout: 30_000 })
    await expect(dialog).toContainText('Bondrucker Theke: Papier leer – bitte eine neue Papierrolle einlegen.')
    await expect(chip).toContainText('Papier leer', { timeout: 15_000 })
    expect(printer.receipts).toHaveLength(0)

    // the fallback: the same receipt in a print view, and the browser's print dialog
    await dialog.getByRole('button', { name: 'Im Browser drucken' }).click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls)).toBe(1)
    const receipt = page.locator('.tob-print-root .tob-receipt')
    await expect(receipt).toContainText(ticket)
    await expect(receipt).toContainText('Frittatensuppe')
    await expect(receipt).toContainText('Gesamt')
    await page.screenshot({ path: path.join(SHOTS, 'board-print-failed.png') })
    // the failed print's 502 is the browser's own console line, expected here
    dropExpectedErrors(consoleErrors, /status of 502 .*\/api\/orders\/\d+\/print/)
    await dialog.getByRole('button', { name: 'Schließen' }).click()
    await expect(page.locator('.tob-print-root')).toHaveCount(0)
    printer.setCondition('online')

    // "Details & Verlauf": the staff order view, not the raw collection form
    await card.getByRole('link', { name: 'Details & Verlauf' }).click()
    await page.waitForURL(`**/backend/orders-live/${orderId}`)
    await expect(page.getByRole('heading', { name: `Bestellung ${ticket}` })).toBeVisible({ timeout: 30_000 })
    const items = page.getByRole('region', { name: 'Bestellte Positionen' })
    await expect(items).toContainText('Frittatensuppe')
    await expect(items).toContainText('Gesamt')
    await expect(page.getByRole('region', { name: 'Kunde' })).toContainText('Erika Board')
    await expect(page.getByRole('region', { name: 'Kunde' })).toContainText('Bitte ohne Zwiebel')
    // no form fields with prices, no status checkboxes, no raw form link for an employee
    await expect(page.locator('.tso input, .tso textarea, .tso select')).toHaveCount(0)
    await expect(page.getByRole('checkbox')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Erweitert' })).toHaveCount(0)

    // the board's actions: confirm here, the history says so in German with who did it
    const actions = page.getByRole('group', { name: 'Aktionen' })
    await expect(actions.getByRole('button', { name: 'Beleg drucken' })).toBeVisible()
    await expect(actions.getByRole('button', { name: 'Ablehnen' })).toBeVisible()
    await actions.getByRole('button', { name: 'Bestätigen' }).click()
    const history = page.getByRole('region', { name: 'Verlauf' })
    await expect(history).toContainText('Bestätigt', { timeout: 15_000 })
    await expect(history.locator('li').filter({ hasText: 'Bestätigt' })).not.toContainText('confirm')
    await expect(actions.getByRole('button', { name: 'Abholbereit' })).toBeVisible()
    await page.screenshot({ path: path.join(SHOTS, 'board-staff-order.png'), fullPage: true })

    // admins reach the raw form under "Erweitert"
    const adminContext = await browser.newContext()
    const admin = await adminContext.newPage()
    await signIn(admin, 'admin@tresen.demo', 'tresen-admin')
    await admin.goto(`/backend/orders-live/${orderId}`)
    await expect(admin.getByRole('link', { name: 'Erweitert' })).toHaveAttribute('href', `/backend/collections/orders/${orderId}`, { timeout: 30_000 })
    await adminContext.close()

    // staff of another branch are refused
    const graz = ((await (await request.get('/api/branches?identifier=graz', { headers })).json()) as { data: { id: number }[] }).data[0]!.id
    const email = `e2e-graz-${Date.now().toString(36)}@tresen.test`
    const user = await request.post('/backend/api/users', {
      headers,
      data: { email, password: 'graz-geheim-123', firstName: 'Gerda', lastName: 'Graz', roles: ['ROLE_EMPLOYEE'], branches: [graz] },
    })
    expect(user.status(), await user.text()).toBe(201)
    const otherContext = await browser.newContext()
    const other = await otherContext.newPage()
    await signIn(other, email, 'graz-geheim-123')
    await other.goto(`/backend/orders-live/${orderId}`)
    await expect(other.locator('.tob-forbidden')).toContainText('Diese Bestellung gibt es nicht oder sie gehört zu einer anderen Filiale.', { timeout: 30_000 })
    await expect(other.getByText('Frittatensuppe')).toHaveCount(0)
    await otherContext.close()
  } finally {
    await request.delete(`/backend/api/devices/${deviceId}`, { headers })
    await printer.close()
  }
})
