/**
 * Kitchen capacity and preparation time at the checkout (issue 33), phone viewport: a full 15-minute slot disappears
 * from the time picker, and the earliest time respects the branch's preparation time. A branch of its own (open 24 h,
 * in the demo menu of Graz) with 30 minutes preparation and 1 takeaway order per slot.
 */
import type { APIRequestContext } from '@playwright/test'

import { MINUTE_MS, bookingMinute, formatTime, localDayNumber, localToInstant } from '../../domain'
import { acceptLegal, addSimpleProduct, adminToken, expect, fillContact, resetSession, test } from './fixtures'

const ZONE = 'Europe/Vienna'
/** Screenshots to look at (not committed). */
const SHOTS = new URL('../../.data/e2e-results/', import.meta.url).pathname
const PREPARATION = 30

const json = async <T,>(response: { json(): Promise<unknown> }): Promise<T> => (await response.json()) as T

/** The earliest "asap" time for a page loaded at `at`: now (to the minute) + preparation, rounded up to 5 minutes. */
const earliestAt = (at: number): number => Math.ceil((bookingMinute(at) + PREPARATION * MINUTE_MS) / (5 * MINUTE_MS)) * 5 * MINUTE_MS

async function createKitchenBranch(request: APIRequestContext): Promise<{ id: number; identifier: string; token: string }> {
  const token = await adminToken(request)
  const headers = { authorization: `JWT ${token}` }
  const identifier = `kueche-${Date.now().toString(36)}`
  const created = await request.post('/api/branches', {
    headers,
    data: {
      name: 'Genusswerk Küche',
      identifier,
      isPublic: true,
      timeZone: ZONE,
      openingHours: [{ type: 'daily', from: '00:00', to: '24:00' }],
      isTakeawayEnabled: true,
      isCashEnabled: true,
      kitchen: { takeaway: { preparationMinutes: PREPARATION, maxOrdersPerSlot: 1 } },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await json<{ data: { id: number } }>(created)).data.id
  // the new branch sells the menu of Graz
  const graz = (await json<{ docs: { id: number }[] }>(await request.get('/backend/api/branches?where[identifier][equals]=graz&depth=0&limit=1'))).docs[0]!.id
  const menus = await json<{ docs: { id: number; branches: (number | { id: number })[] }[] }>(
    await request.get(`/backend/api/menus?where[branches][in]=${graz}&depth=0&limit=10`, { headers }),
  )
  for (const menu of menus.docs) {
    const branches = menu.branches.map((b) => (typeof b === 'object' ? b.id : b))
    const patched = await request.patch(`/backend/api/menus/${menu.id}`, { headers, data: { branches: [...branches, id] } })
    expect(patched.ok(), await patched.text()).toBeTruthy()
  }
  return { id, identifier, token }
}

test('Kapazität: ein volles Zeitfenster verschwindet aus der Uhrzeitauswahl, die früheste Zeit folgt der Vorbereitungszeit', async ({ page, request }) => {
  test.setTimeout(180_000)
  const branch = await createKitchenBranch(request)
  try {
  const soup = (await json<{ docs: { id: number }[] }>(await request.get('/backend/api/products?where[sku][equals]=GW-FRITTATENSUPPE&depth=0&limit=1'))).docs[0]!.id

  // tomorrow 12:00–12:15 is full: its one place is taken by an order at 12:05
  const tomorrow = localDayNumber(Date.now(), ZONE) + 1
  const noon = localToInstant(tomorrow, 12 * 60, ZONE)
  const order = await request.post('/api/orders/public', {
    data: {
      branch: branch.id,
      deliveryType: 'takeaway',
      isDelivery: false,
      isDineIn: false,
      items: [{ product: soup, amount: 1 }],
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika@example.at',
      phone: '+43 664 1234567',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      appointmentDate: new Date(noon + 5 * MINUTE_MS).toISOString(),
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  const slots = await json<{ data: { full: string[] } }>(await request.get(`/api/branches/${branch.id}/slots?deliveryType=takeaway`))
  expect(slots.data.full).toEqual([new Date(noon).toISOString()])

  await resetSession(page)
  const before = Date.now()
  await page.goto(`/store/${branch.identifier}`)
  await addSimpleProduct(page, 'Frittatensuppe')
  await page.getByRole('link', { name: 'Zur Kasse' }).first().click()
  await fillContact(page)
  const after = Date.now()

  // the earliest time: now + 30 minutes preparation, rounded up to 5 minutes
  const expected = new Set([earliestAt(before), earliestAt(after)].map((t) => formatTime(t, ZONE)))
  const hint = page.locator('#appointment-value')
  await expect(hint).toContainText('Ohne Termin bereiten wir Ihre Bestellung so bald wie möglich zu – frühestens')
  const shown = /(\d\d:\d\d) Uhr\.$/.exec((await hint.textContent()) ?? '')?.[1]
  expect([...expected]).toContain(shown)

  // today's first offered time is that earliest time (nothing before the preparation time)
  await page.getByRole('button', { name: /^Uhrzeit/ }).click()
  const time = page.getByRole('dialog', { name: 'Uhrzeit wählen' })
  await expect(time).toBeVisible()
  const todayList = time.locator('.time__all')
  if ((await todayList.count()) > 0) {
    await todayList.locator('summary').click()
    expect([...expected]).toContain(await todayList.locator('.chip').first().textContent())
  }
  await page.keyboard.press('Escape')
  await expect(time).toBeHidden()

  // tomorrow: 12:00, 12:05 and 12:10 are gone, 11:55 and 12:15 are offered
  await page.getByRole('button', { name: /^Datum/ }).click()
  const calendar = page.getByRole('dialog', { name: 'Datum wählen' })
  const [year, month, day] = new Date(noon).toLocaleDateString('sv-SE', { timeZone: ZONE }).split('-')
  let dayButton = calendar.locator('.calendar__day.has-slots:not(:disabled)', { hasText: new RegExp(`^${Number(day)}$`) })
  if ((await dayButton.count()) === 0) {
    await calendar.getByRole('button', { name: 'Nächster Monat' }).click()
    dayButton = calendar.locator('.calendar__day.has-slots:not(:disabled)', { hasText: new RegExp(`^${Number(day)}$`) })
  }
  await dayButton.first().click()
  await expect(time).toBeVisible()
  await expect(time.getByRole('group', { name: `Uhrzeit am ${day}.${month}.${year}` })).toBeVisible()
  await time.locator('.time__all summary').click()
  const chips = time.locator('.time__all .chip')
  await expect(chips.filter({ hasText: /^11:55$/ })).toHaveCount(1)
  await expect(chips.filter({ hasText: /^12:15$/ })).toHaveCount(1)
  for (const gone of ['12:00', '12:05', '12:10']) await expect(chips.filter({ hasText: new RegExp(`^${gone}$`) })).toHaveCount(0)
  await chips.filter({ hasText: /^11:55$/ }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}kitchen-capacity-time-picker.png` })

  // a free time of tomorrow is booked
  await chips.filter({ hasText: /^12:15$/ }).click()
  await time.getByRole('button', { name: 'Übernehmen' }).click()
  await expect(page.getByText(/^Gewählter Termin: \d\d\.\d\d\.\d{4} 12:15 Uhr$/)).toBeVisible()
  await page.screenshot({ path: `${SHOTS}kitchen-capacity-checkout.png`, fullPage: true })
  await acceptLegal(page)
  await page.getByRole('button', { name: 'Bestellung abschicken' }).click()
  await expect(page).toHaveURL(/\/status\//)
  } finally {
    // the extra branch must not count in other specs' branch lists (the toolbar's "1 Standort geöffnet")
    await request.patch(`/backend/api/branches/${branch.id}`, { headers: { authorization: `JWT ${branch.token}` }, data: { isPublic: false } })
  }
})

test('Admin: Filiale → „Küche & Kapazität“ mit Vorbereitungszeit und Grenzen je Bestellart', async ({ page, request }) => {
  test.setTimeout(180_000)
  const graz = (await json<{ docs: { id: number }[] }>(await request.get('/backend/api/branches?where[identifier][equals]=graz&depth=0&limit=1'))).docs[0]!.id
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/backend/login')
  await page.locator('input[name="email"]').fill('admin@tresen.demo')
  await page.locator('input[name="password"]').fill('tresen-admin')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
  await page.goto(`/backend/collections/branches/${graz}`)
  await page.getByRole('button', { name: 'Küche & Kapazität' }).click()
  for (const label of ['Abholung (Takeaway)', 'Lieferung', 'Dine In']) await expect(page.getByText(label, { exact: true }).last()).toBeVisible()
  await expect(page.getByText('Vorbereitungszeit (Minuten)').first()).toBeVisible()
  await expect(page.getByText('Max. Bestellungen je 15 Min.').first()).toBeVisible()
  await page.screenshot({ path: `${SHOTS}kitchen-capacity-admin.png`, fullPage: true })
})
