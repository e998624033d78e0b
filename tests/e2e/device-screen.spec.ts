/**
 * Device screens (docs/device-screens.md): a kitchen and a front-desk screen opened with a device key from the admin's
 * "Neuen API-Schlüssel erzeugen"; a new order appears in the kitchen, moves when staff confirm it and mark it ready
 * (through the API, as the board does), and the front desk shows it in preparation, ready and picked up. A wrong key
 * shows the German error state. Screenshots in docs/screenshots.
 */
import { test as plain } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'

import { adminToken, expect, test } from './fixtures'

const SHOTS = new URL('../../docs/screenshots/', import.meta.url).pathname
const POLL = { timeout: 15_000 }

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBeTruthy()
  return (await response.json()) as T
}

async function setup(request: APIRequestContext) {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const branch = (await json<{ docs: { id: number }[] }>(await request.get('/backend/api/branches?where[identifier][equals]=graz&depth=0&limit=1'))).docs[0]!.id
  const soup = (await json<{ docs: { id: number }[] }>(await request.get('/backend/api/products?where[sku][equals]=GW-FRITTATENSUPPE&depth=0&limit=1', { headers }))).docs[0]!.id
  const screen = async (type: 'frontdesk' | 'backoffice') => {
    const device = await json<{ data: { id: number } }>(await request.post('/api/devices', { headers, data: { name: `E2E ${type} ${Date.now()}`, type, branch } }))
    const rotated = await json<{ data: { screenPath: string } }>(await request.post(`/api/devices/${device.data.id}/rotate-api-key`, { headers }))
    return rotated.data.screenPath
  }
  const order = async () => {
    const created = await json<{ data: { uid: string } }>(
      await request.post('/api/orders/public', {
        data: {
          branch,
          deliveryType: 'takeaway',
          firstName: 'Kurt',
          lastName: 'Küche',
          email: 'kurt@example.at',
          phone: '+43 664 3334445',
          paymentMethod: 'cash',
          legalInstructions: true,
          privacyPolicy: true,
          comment: 'Bitte ohne Schnittlauch',
          items: [{ product: soup, amount: 2 }],
        },
      }),
    )
    const found = await json<{ docs: { id: number; ticketNumber: string }[] }>(
      await request.get(`/backend/api/orders?where[uid][equals]=${encodeURIComponent(created.data.uid)}&depth=0`, { headers }),
    )
    return found.docs[0]!
  }
  const act = async (id: number, action: string) => {
    await json(await request.post(`/api/orders/${id}/status/${action}`, { headers, data: {} }))
  }
  return { screen, order, act }
}

test('Küche und Abholung: neue Bestellung erscheint, wird zubereitet, abholbereit und abgeholt', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  const { screen, order, act } = await setup(request)
  const kitchenPath = await screen('backoffice')
  const deskPath = await screen('frontdesk')
  expect(kitchenPath).toMatch(/^\/geraet\/backoffice\/\d+\/tk_/)

  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(kitchenPath)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Küche')
  await expect(page.getByTestId('ds-new')).toBeVisible()

  const placed = await order()
  const kitchenCard = (column: string) => page.getByTestId(column).locator(`[data-ticket="${placed.ticketNumber}"]`)
  await expect(kitchenCard('ds-new')).toBeVisible(POLL)
  await expect(kitchenCard('ds-new')).toContainText('Frittatensuppe')
  await expect(kitchenCard('ds-new')).toContainText('Bitte ohne Schnittlauch')

  const desk = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await desk.goto(deskPath)
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('Abholung')
  const deskTicket = (column: string) => desk.getByTestId(column).locator(`[data-ticket="${placed.ticketNumber}"]`)
  await expect(deskTicket('ds-preparing')).toHaveCount(0)

  await act(placed.id, 'confirm')
  await expect(kitchenCard('ds-preparing')).toBeVisible(POLL)
  await expect(deskTicket('ds-preparing')).toBeVisible(POLL)
  await page.screenshot({ path: `${SHOTS}device-kitchen-1920.png` })

  await act(placed.id, 'in-delivery')
  await expect(deskTicket('ds-ready')).toBeVisible(POLL)
  await expect(kitchenCard('ds-ready')).toBeVisible(POLL)
  await desk.screenshot({ path: `${SHOTS}device-frontdesk-1920.png` })

  await act(placed.id, 'completed')
  await expect(deskTicket('ds-picked-up')).toBeVisible(POLL)
  await expect(kitchenCard('ds-ready')).toHaveCount(0, POLL)
  await desk.close()
})

// the refused list is a 404 the browser logs as a console error: this test runs without the console-error fixture
plain('Gerätebildschirm mit falschem Schlüssel zeigt einen deutschen Hinweis', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/geraet/frontdesk/1/tk_falscher-schluessel-0000000000')
  await expect(page.getByRole('alert')).toContainText('Dieser Bildschirm ist nicht freigeschaltet.')
  await expect(page.getByRole('alert')).toContainText('API-Schlüssel')
  await page.screenshot({ path: `${SHOTS}device-refused-1280.png` })
})
