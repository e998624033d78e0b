/**
 * The escalation countdown on the board (issue 33, docs/order-board.md „Eskalation und automatische Ablehnung“): a
 * branch with „Eskalation nach 5 Minuten“ and „Automatisch ablehnen nach 15 Minuten“ — a new order's card counts down
 * to the escalation and names the time in its tooltip. The job itself is tested in tests/int/order-escalation.test.ts.
 * Screenshot: docs/screenshots/backoffice-board-escalation.png.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { adminToken, createStaffOrder, expect, test } from './fixtures'

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots')

test('a new order card shows the countdown to the escalation', async ({ page, request }) => {
  test.setTimeout(120_000)
  const token = await adminToken(request)
  const headers = { authorization: `JWT ${token}` }
  const created = await request.post('/api/branches', {
    headers,
    data: {
      name: 'Eskalation',
      identifier: `eskalation-${Date.now().toString(36)}`,
      escalationMinutes: 5,
      escalationEmail: 'filialleitung@tresen.demo',
      isAutoRejectEnabled: true,
      autoRejectMinutes: 15,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const branch = ((await created.json()) as { data: { id: number } }).data.id
  let id: number | null = null
  try {
    id = await createStaffOrder(request, token, 'ESK1', { branch, lastName: 'Eskalation' })

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/backend/login')
    await page.locator('input[name="email"]').fill('admin@tresen.demo')
    await page.locator('input[name="password"]').fill('tresen-admin')
    await page.locator('button[type="submit"]').click()
    await page.waitForURL((url) => !url.pathname.endsWith('/login'))
    await page.goto('/backend/orders-live')
    await page.getByLabel('Filiale').filter({ visible: true }).selectOption(String(branch))

    const card = page.getByRole('region', { name: 'Neu' }).getByRole('article', { name: 'Bestellung ESK1', exact: true })
    await expect(card).toBeVisible({ timeout: 15_000 })
    const countdown = card.getByRole('timer')
    await expect(countdown).toHaveText(/^Eskalation in [0-4]:[0-5]\d$/)
    await expect(countdown).toHaveAttribute('title', /^Ohne Bestätigung oder Ablehnung wird um \d{2}:\d{2} die Filialleitung benachrichtigt\.$/)
    // it counts on between the board's polls
    const first = await countdown.textContent()
    await expect.poll(() => countdown.textContent(), { timeout: 10_000 }).not.toBe(first)
    await card.screenshot({ path: path.join(SHOTS, 'backoffice-board-escalation.png') })

    // a confirmed order has no countdown
    await card.getByRole('button', { name: 'Bestätigen' }).click()
    const confirmed = page.getByRole('region', { name: 'Bestätigt' }).getByRole('article', { name: 'Bestellung ESK1', exact: true })
    await expect(confirmed).toBeVisible({ timeout: 10_000 })
    await expect(confirmed.getByRole('timer')).toHaveCount(0)
  } finally {
    if (id !== null) await request.delete(`/api/orders/${id}`, { headers })
    await request.delete(`/api/branches/${branch}`, { headers })
  }
})
