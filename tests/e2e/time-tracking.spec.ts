/**
 * Time tracking (issue 17): an employee clocks in → pause → resume → out on a phone ("Stempeluhr"); an admin sees
 * the balances in "Zeitkonten" and books a correction; the PDF time sheet is rendered and its text checked.
 * Screenshots go to docs/screenshots/ (time-*.png).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { APIRequestContext, Page } from '@playwright/test'
import { PDFParse } from 'pdf-parse'

import { expect, test } from './fixtures'

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots')

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/backend/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
}

async function token(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/authenticate', { data: { email, password } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: { token: string } }).data.token
}

const currentMonth = (): string => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit' }).formatToParts(
    new Date(),
  )
  return `${parts.find((p) => p.type === 'year')?.value}-${parts.find((p) => p.type === 'month')?.value}`
}

test('an employee clocks in, pauses, resumes and clocks out on a phone', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'mitarbeiter@tresen.demo', 'tresen-mitarbeiter')
  await page.goto('/backend/stempeluhr')
  await expect(page.getByRole('heading', { name: 'Stempeluhr' })).toBeVisible()
  // the visible clock: CI once found a second copy in the DOM right after the sign-in (Next's router can keep the
  // previous render of a route hidden while the new one loads), a strict-mode violation
  const state = page.getByTestId('clock-state').filter({ visible: true })
  await expect(state).toHaveText('Nicht eingestempelt')
  await expect(page.getByRole('button', { name: 'Pause' })).toBeDisabled()

  await page.getByRole('button', { name: 'Start' }).click()
  await expect(state).toHaveText('Eingestempelt')
  await expect(page.getByText(/^seit \d{2}:\d{2} Uhr$/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled()
  await page.screenshot({ path: path.join(SHOTS, 'time-clock-working-mobile.png'), fullPage: true })

  await page.getByRole('button', { name: 'Pause' }).click()
  await expect(state).toHaveText('In Pause')
  await expect(page.getByRole('button', { name: 'Fortsetzen' })).toBeEnabled()
  await page.screenshot({ path: path.join(SHOTS, 'time-clock-paused-mobile.png'), fullPage: true })

  await page.getByRole('button', { name: 'Fortsetzen' }).click()
  await expect(state).toHaveText('Eingestempelt')

  await page.getByRole('button', { name: 'Ende' }).click()
  await expect(state).toHaveText('Nicht eingestempelt')
  await expect(page.getByTestId('current-duration')).toHaveText('–')
  await expect(page.getByTestId('today-total')).toHaveText(/^\d+:\d{2}$/)
  await page.screenshot({ path: path.join(SHOTS, 'time-clock-done-mobile.png'), fullPage: true })
})

test('an admin sees the balances in Zeitkonten and books a correction with a reason', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 860 })
  await signIn(page, 'admin@tresen.demo', 'tresen-admin')
  await page.goto('/backend/zeitkonten')
  await expect(page.getByRole('heading', { name: 'Zeitkonten' })).toBeVisible()
  const row = page.getByRole('row', { name: /Max Mitarbeiter/ })
  await expect(row).toBeVisible()
  await expect(row.getByRole('cell', { name: 'Offen' })).toBeVisible()
  await page.screenshot({ path: path.join(SHOTS, 'time-accounts-admin.png'), fullPage: true })

  await row.getByRole('button', { name: 'Korrekturen' }).click()
  await page.getByLabel('Minuten (±)').fill('45')
  await page.getByLabel('Grund').fill('Inventur nach Ladenschluss')
  await page.getByRole('button', { name: 'Korrektur buchen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Korrektur für Max Mitarbeiter gespeichert.' })).toBeVisible()
  await expect(row.getByRole('cell').nth(4)).toHaveText('+0:45')
  await row.getByRole('button', { name: 'Korrekturen' }).click()
  await expect(page.getByText(/\+0:45 – Inventur nach Ladenschluss/)).toBeVisible()
  await page.screenshot({ path: path.join(SHOTS, 'time-accounts-correction.png'), fullPage: true })

  const admin = await token(request, 'admin@tresen.demo', 'tresen-admin')
  const users = (await (await request.get('/api/users?limit=100', { headers: { authorization: `JWT ${admin}` } })).json()) as {
    data: { id: number; email: string }[]
  }
  const employeeId = users.data.find((u) => u.email === 'mitarbeiter@tresen.demo')?.id
  expect(employeeId).toBeTruthy()

  // the PDF time sheet: rendered to PNG and its text checked
  const month = currentMonth()
  const pdf = await request.get(`/api/time-sheets/${employeeId}/${month}/sheet.pdf`, {
    headers: { authorization: `JWT ${admin}` },
  })
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) })
  const text = (await parser.getText()).text.replace(/\s+/g, ' ')
  const shot = await parser.getScreenshot({ scale: 1.4, first: 1 })
  await parser.destroy()
  const label = `${month.slice(5, 7)}/${month.slice(0, 4)}`
  expect(text).toContain(`Stundenzettel ${label}`)
  expect(text).toContain('Mitarbeiter: Max Mitarbeiter')
  expect(text).toContain('Datum')
  expect(text).toContain('Saldo')
  expect(text).toContain('Inventur nach Ladenschluss')
  const png = shot.pages[0]?.data
  expect(png).toBeTruthy()
  fs.writeFileSync(path.join(SHOTS, 'time-sheet-pdf.png'), Buffer.from(png as Uint8Array))
})

test('the Zeitkonten view turns employees away', async ({ page }) => {
  await signIn(page, 'mitarbeiter@tresen.demo', 'tresen-mitarbeiter')
  await page.goto('/backend/zeitkonten')
  await expect(page.getByRole('alert').filter({ hasText: 'Diese Seite ist nur für Administratoren.' })).toBeVisible()
})

test('staff clock in on the shared counter tablet with username and PIN, without a back-office login', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const admin = await token(request, 'admin@tresen.demo', 'tresen-admin')
  const headers = { authorization: `JWT ${admin}` }
  const branches = (await (await request.get('/api/branches?identifier=wien', { headers })).json()) as { data: { id: number }[] }
  const branch = branches.data[0]?.id
  const device = await request.post('/api/devices', { headers, data: { name: 'Tablet Theke', type: 'timeclock', branch } })
  expect(device.status()).toBe(201)
  const deviceId = ((await device.json()) as { data: { id: number } }).data.id
  const rotated = (await (await request.post(`/api/devices/${deviceId}/rotate-api-key`, { headers })).json()) as {
    data: { path: string }
  }
  expect(rotated.data.path).toMatch(/^\/backend\/stempeluhr-terminal#filiale=\d+&schluessel=tk_/)
  const users = (await (await request.get('/api/users?limit=100', { headers })).json()) as {
    data: { id: number; email: string }[]
  }
  const employeeId = users.data.find((u) => u.email === 'mitarbeiter@tresen.demo')?.id
  expect((await request.put(`/api/users/${employeeId}`, { headers, data: { timeClockPin: '4711' } })).status()).toBe(200)

  await page.goto(rotated.data.path)
  await expect(page.getByRole('heading', { name: 'Stempeluhr' })).toBeVisible()
  // the key is kept on the device and leaves the address bar
  await expect.poll(() => new URL(page.url()).hash).toBe('')
  await page.getByLabel('Benutzername').fill('mitarbeiter')
  await page.getByLabel('PIN').fill('4711')
  await page.screenshot({ path: path.join(SHOTS, 'time-terminal-signin-mobile.png'), fullPage: true })
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page.getByText('Max Mitarbeiter · Genusswerk Wien')).toBeVisible()
  await page.getByRole('button', { name: 'Start' }).click()
  await expect(page.getByTestId('clock-state')).toHaveText('Eingestempelt')
  await page.screenshot({ path: path.join(SHOTS, 'time-terminal-working-mobile.png'), fullPage: true })
  await page.getByRole('button', { name: 'Ende' }).click()
  await expect(page.getByTestId('clock-state')).toHaveText('Nicht eingestempelt')
  await page.getByRole('button', { name: 'Fertig' }).click()
  await expect(page.getByLabel('PIN')).toHaveValue('')

  // the page remembers the device after a reload
  await page.reload()
  await expect(page.getByLabel('Benutzername')).toBeVisible()
})

test('the order board header shows the staffing alerts of the branches', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 860 })
  const admin = await token(request, 'admin@tresen.demo', 'tresen-admin')
  const res = await request.get('/api/time-tracking/alerts', { headers: { authorization: `JWT ${admin}` } })
  expect(res.status()).toBe(200)
  const alerts = ((await res.json()) as { data: { branch: { name: string }; message: string | null }[] }).data
  expect(alerts.length).toBeGreaterThan(0)
  await signIn(page, 'admin@tresen.demo', 'tresen-admin')
  await page.goto('/backend/orders-live')
  await expect(page.getByRole('heading', { name: 'Bestellungen live' })).toBeVisible()
  const shown = alerts.filter((a) => a.message !== null)
  for (const a of shown) await expect(page.getByText(`${a.branch.name}: ${a.message}`)).toBeVisible()
  if (shown.length === 0) await expect(page.getByRole('status', { name: 'Zeiterfassung' })).toHaveCount(0)
  await page.screenshot({ path: path.join(SHOTS, 'time-board-alerts.png') })
})
