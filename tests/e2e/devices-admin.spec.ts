/**
 * Issue 18 in the admin (real Chromium, production build): the device list's "Verbindung" column, a kitchen screen's
 * "Gerätetests" with its uploaded log and the "nicht konfiguriert" answer of the test notification, the site's
 * "KI-Inhalte" disabled while unconfigured, and the server-rendered image template preview. Screenshots in docs/screenshots.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { adminToken, expect, test } from './fixtures'

const SHOTS = new URL('../../docs/screenshots/', import.meta.url).pathname

// the admin compiles nothing on demand in the production build, but the shared test machine is slow
test.describe.configure({ timeout: 180_000 })

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, { method, data, headers: { Authorization: `JWT ${token}` } })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBeTruthy()
  return ((await response.json()) as { data: T }).data
}

async function signIn(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/backend/login')
  await page.locator('input[name="email"]').fill('admin@tresen.demo')
  await page.locator('input[name="password"]').fill('tresen-admin')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
}

test('Geräte: Verbindung in der Liste, Gerätetests mit Log, Testbenachrichtigung nicht konfiguriert', async ({
  page,
  request,
  consoleErrors,
}) => {
  const token = await adminToken(request)
  const branches = await api<{ id: number; identifier: string }[]>(request, token, 'GET', '/branches')
  const wien = branches.find((b) => b.identifier === 'wien')!.id
  const stamp = Date.now()
  const kitchen = await api<{ id: number }>(request, token, 'POST', '/devices', {
    name: `Küche Pass ${stamp}`,
    type: 'backoffice',
    branch: wien,
  })
  const { apiKey } = await api<{ apiKey: string }>(request, token, 'POST', `/devices/${kitchen.id}/rotate-api-key`)
  await api(request, token, 'POST', '/devices', { name: `Küche Ersatz ${stamp}`, type: 'frontdesk', branch: wien })
  expect((await request.post('/api/device/heartbeat', { data: { branchId: wien, apiKey } })).ok()).toBeTruthy()
  await api(request, token, 'POST', `/devices/${kitchen.id}/request-device-logs`)
  const log =
    '00:12:01 Start Chrome 131 1920×1080\n00:12:06 Bestellungen geladen (4)\n00:14:30 Netzwerk: offline\n00:14:41 Netzwerk: online'
  expect((await request.post('/api/device/logs', { data: { branchId: wien, apiKey, log } })).ok()).toBeTruthy()

  await signIn(page)
  await page.goto('/backend/collections/devices?limit=50')
  const row = page.locator('tr', { hasText: `Küche Pass ${stamp}` })
  await expect(row.locator('[data-connection="online"]')).toContainText('Online seit')
  await expect(page.locator('tr', { hasText: `Küche Ersatz ${stamp}` })).toContainText('Noch nie verbunden')
  await expect(row).toContainText('Wien', { timeout: 30_000 })
  await page.screenshot({ path: `${SHOTS}admin-devices-connection-1280.png`, fullPage: false })

  await page.goto(`/backend/collections/devices/${kitchen.id}`)
  await expect(page.getByTestId('device-connection')).toContainText('Online seit')
  await expect(page.getByTestId('device-log')).toContainText('Netzwerk: offline')
  await page.getByRole('button', { name: 'Testbenachrichtigung senden' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'nicht konfiguriert' })).toContainText(
    'Test nicht erfolgreich. Push-Benachrichtigungen sind für dieses Gerät nicht konfiguriert',
  )
  await page.getByTestId('device-log').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}admin-device-tests-1280.png`, fullPage: false })
  // the expected 409 of the test notification is the only console error
  const expected = consoleErrors.filter((e) => e.includes('409') && e.includes('/test/notification'))
  expect(expected).toHaveLength(1)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.includes(e)))
})

test('Seite: KI-Inhalte ohne Konfiguration deaktiviert', async ({ page, request }) => {
  const token = await adminToken(request)
  const site = await api<{ id: number }>(request, token, 'POST', '/sites', {
    name: 'Frühstück (KI)',
    path: `e2e-ki-${Date.now()}`,
    type: 'default',
    aiTask: 'Eine Seite über unser Frühstücksangebot in Wien: Semmeln, Kipferl, Kaffee.',
  })
  await signIn(page)
  await page.goto(`/backend/collections/sites/${site.id}`)
  const box = page.getByTestId('content-ai')
  await expect(box.getByRole('button', { name: 'Inhalt mit KI erzeugen' })).toBeDisabled()
  await expect(box).toContainText('KI-Inhalte sind nicht konfiguriert')
  await expect(box.getByRole('button', { name: 'Bild mit KI erzeugen' })).toBeDisabled()
  await box.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}admin-site-content-ai-1280.png`, fullPage: false })
})

test('Bildvorlage: Vorschau vom Server gerendert', async ({ page, request }) => {
  const token = await adminToken(request)
  const found = await request.get('/backend/api/products?where[sku][equals]=GW-FRITTATENSUPPE&depth=0&limit=1', {
    headers: { Authorization: `JWT ${token}` },
  })
  const soup = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  const template = await api<{ id: number }>(request, token, 'POST', '/image-templates', {
    name: `Tagesangebot ${Date.now()}`,
    width: 1080,
    height: 1920,
    backgroundColor: '#f4efe6',
    layers: [
      { name: 'Band', type: 'shape', shape: 'rectangle', x: 0, y: 0, width: 1080, height: 420, color: '#1d1d1b' },
      {
        name: 'Titel',
        type: 'text',
        content: 'Heute frisch',
        x: 80,
        y: 140,
        width: 920,
        height: 160,
        fontSize: 120,
        fontWeight: '900',
        color: '#ffffff',
      },
      {
        name: 'Produkt',
        type: 'text',
        content: '{{name}}',
        x: 80,
        y: 620,
        width: 920,
        height: 300,
        fontSize: 110,
        fontWeight: '800',
        color: '#1d1d1b',
      },
      {
        name: 'Preis',
        type: 'text',
        content: '{{price}}',
        x: 80,
        y: 1000,
        width: 920,
        height: 200,
        fontSize: 150,
        fontWeight: '900',
        color: '#c0392b',
      },
      {
        name: 'Allergene',
        type: 'text',
        content: '{{allergens}}',
        x: 80,
        y: 1240,
        width: 600,
        height: 100,
        fontSize: 44,
        color: '#555555',
      },
      { name: 'Kreis', type: 'shape', shape: 'ellipse', x: 760, y: 1180, width: 240, height: 240, color: '#c0392b' },
      { name: 'QR', type: 'qr', qrContent: 'https://tresen.example/wien', x: 80, y: 1460, width: 360, height: 360 },
    ],
  })
  await signIn(page)
  await page.goto(`/backend/collections/image-templates/${template.id}`)
  await page.getByLabel('Produkt-ID für die Vorschau').fill(String(soup.id))
  const preview = page.getByTestId('image-template-preview')
  await expect(preview).toBeVisible()
  await expect.poll(async () => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(540)
  await page.screenshot({ path: `${SHOTS}admin-image-template-preview-1280.png`, fullPage: false })
})

test('Bestellpause: ohne erreichbares Bestellgerät zeigt die Filiale den Hinweis (die Annahme lehnt ab: tests/int/devices.test.ts)', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const linz = (await (await request.get('/backend/api/branches?where[identifier][equals]=linz&depth=0&limit=1')).json()) as {
    docs: { id: number }[]
  }
  const branch = linz.docs[0]!.id
  // a kitchen screen of Linz that never connected, then the pause after 5 minutes without an online order device
  const created = await request.post('/backend/api/devices', {
    headers,
    data: { name: `Küche E2E ${Date.now()}`, type: 'backoffice', branch },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const device = ((await created.json()) as { doc: { id: number } }).doc
  const setPause = (minutes: number | null) =>
    request.post('/backend/api/globals/config', { headers, data: { orderPauseOfflineMinutes: minutes } })
  try {
    expect((await setPause(5)).ok()).toBeTruthy()
    await page.goto('/store/linz')
    await expect(page.getByText('Online-Bestellungen sind in dieser Filiale gerade pausiert.', { exact: false })).toBeVisible({
      timeout: 15_000,
    })
  } finally {
    await setPause(null)
    await request.delete(`/backend/api/devices/${device.id}`, { headers })
  }
  await page.reload()
  await expect(page.getByText('gerade pausiert', { exact: false })).toHaveCount(0, { timeout: 15_000 })
})
