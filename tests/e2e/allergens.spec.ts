/**
 * Issue #34: allergens before the order — the codes on the product card, the overlay merging the product's with the
 * chosen options' (Gemischter Salat M, O + "Joghurt-Kräuter" G), the legend one tap away on the menu page, the cart and
 * the checkout summary with the letters spelled out, and /site/allergens listing every product when no text is
 * configured (the demo's text is removed for that test and restored). Screenshots: docs/screenshots/allergens-*.png.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { adminToken, expect, openProduct, resetSession, test } from './fixtures'

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots')

test('card, overlay merge, legend on the menu page, cart and checkout name the allergens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await resetSession(page)
  await page.goto('/store/graz')
  const salad = page.locator('.product', { has: page.locator('.product__name', { hasText: /^Gemischter Salat$/ }) })
  await expect(salad.locator('.product__allergens')).toHaveText('Allergene: M, O')
  await expect(salad.locator('.product__allergens abbr[title="Senf"]')).toHaveText('M')

  // the legend: one tap on the menu page itself
  const legend = page.locator('.allergen-legend')
  await expect(legend.locator('dl')).toBeHidden()
  await legend.getByText('Allergene A–R: Legende').click()
  await expect(legend.locator('.allergen-legend__entry')).toHaveCount(14)
  await expect(legend.locator('.allergen-legend__entry', { has: page.locator('dt', { hasText: /^G$/ }) }).locator('dd')).toHaveText('Milch/Laktose')
  await legend.screenshot({ path: path.join(SHOTS, 'allergens-legend-390.png') })
  await salad.scrollIntoViewIfNeeded()
  await salad.screenshot({ path: path.join(SHOTS, 'allergens-card-390.png') })

  await openProduct(page, 'Gemischter Salat')
  const dialog = page.getByRole('dialog', { name: 'Gemischter Salat' })
  await expect(dialog.locator('p.allergens')).toHaveText('Allergene: M, O')
  await dialog.locator('label.option', { hasText: 'Große Schüssel' }).click()
  await expect(dialog.locator('label.option', { hasText: 'Joghurt-Kräuter' })).toContainText('(G)')
  await dialog.locator('label.option', { hasText: 'Joghurt-Kräuter' }).click()
  await expect(dialog.locator('p.allergens')).toHaveText('Allergene: G, M, O')
  await dialog.screenshot({ path: path.join(SHOTS, 'allergens-overlay-390.png') })
  await dialog.getByRole('button', { name: /In den Warenkorb/ }).click()
  await expect(dialog).toBeHidden()

  // the cart: the item's merged codes and their names
  const cart = page.locator('.cart-item', { hasText: 'Gemischter Salat' })
  await expect(cart.locator('.cart-item__allergens').first()).toHaveText('Allergene: G, M, O')
  await expect(page.locator('.allergen-legend-line').first()).toHaveText('Allergene: G = Milch/Laktose, M = Senf, O = Sulfite')

  await page.getByRole('link', { name: 'Zur Kasse' }).first().click()
  await expect(page).toHaveURL(/\/store\/graz\/checkout$/)
  const summary = page.locator('.checkout__side')
  await expect(summary.locator('.cart-item__allergens')).toHaveText('Allergene: G, M, O')
  await expect(summary.locator('.allergen-legend-line')).toHaveText('Allergene: G = Milch/Laktose, M = Senf, O = Sulfite')
  await summary.locator('.side-card').first().screenshot({ path: path.join(SHOTS, 'allergens-checkout-390.png') })
})

test('/site/allergens lists every product’s allergens when no text is configured', async ({ page, request }) => {
  test.setTimeout(180_000)
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const config = (await (await request.get('/backend/api/globals/config?depth=0', { headers })).json()) as { allergensText?: string | null }
  const text = config.allergensText ?? null
  const setText = async (value: string | null) => {
    const res = await request.post('/backend/api/globals/config', { headers, data: { allergensText: value } })
    expect(res.ok(), await res.text()).toBeTruthy()
  }
  await setText(null)
  try {
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(async () => {
      await page.goto('/site/allergens')
      await expect(page.locator('.allergen-products')).toBeVisible({ timeout: 2000 })
    }).toPass()
    await expect(page.getByRole('heading', { level: 1, name: 'Allergene' })).toBeVisible()
    const row = (name: string) => page.locator('.allergen-products__table tr', { has: page.locator('th', { hasText: new RegExp(`^${name}$`) }) })
    await expect(row('Frittatensuppe').locator('td')).toHaveText('A, C, G, L')
    await expect(row('Gemischter Salat').locator('td')).toContainText('M, O')
    await expect(row('Gemischter Salat').locator('.allergen-products__option')).toHaveText('Dressing „Joghurt-Kräuter“: + G')
    await expect(row('Pommes frites').locator('td')).toHaveText('Enthält keine deklarationspflichtigen Allergene')
    await page.screenshot({ path: path.join(SHOTS, 'allergens-site-list-390.png') })
  } finally {
    await setText(text)
  }
})

test('the admin: allergens as a multi-select of A–R, and an active product without a declaration is refused in German', async ({ page, request, consoleErrors }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const found = (await (await request.get('/backend/api/products?where[sku][equals]=GW-GEMISCHTER-SALAT&depth=0&limit=1', { headers })).json()) as {
    docs: { id: number }[]
  }
  const id = found.docs[0]!.id
  await page.goto('/backend/login')
  await page.locator('input[name="email"]').fill('admin@tresen.demo')
  await page.locator('input[name="password"]').fill('tresen-admin')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
  await page.goto(`/backend/collections/products/${id}`)
  const field = page.locator('#field-allergens')
  await expect(field).toContainText('M – Senf')
  await expect(field).toContainText('O – Sulfite')
  await field.scrollIntoViewIfNeeded()
  await page.screenshot({ path: path.join(SHOTS, 'allergens-admin-product.png') })

  // a new active product without a declaration: the German message on the field
  await page.goto('/backend/collections/products/create')
  await page.locator('#field-name').fill('Allergen-Test ohne Angabe')
  // the German message comes back in the save's 400 (Payload shows it on the field, but only while its error tooltip
  // is open: on a fast machine the test looked before it was — CI run of this session)
  const answers: string[] = []
  page.on('response', (res) => {
    if (res.request().method() === 'POST' && res.url().includes('/backend/api/products') && res.status() === 400) void res.text().then((text) => answers.push(text))
  })
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect.poll(() => answers.some((text) => text.includes('Bitte geben Sie die Allergene an')), { timeout: 30_000 }).toBe(true)
  // the refused save is the admin's 400, which the browser logs: expected here, any other console error still fails
  const refused = consoleErrors.findIndex((text) => /status of 400 .*\/backend\/api\/products/.test(text))
  if (refused >= 0) consoleErrors.splice(refused, 1)
  await page.screenshot({ path: path.join(SHOTS, 'allergens-admin-publish-rule.png') })
  // nothing was saved (a save would leave a product in the shared demo data)
  const left = (await (await request.get('/backend/api/products?where[name][equals]=Allergen-Test%20ohne%20Angabe&depth=0', { headers })).json()) as { docs: { id: number }[] }
  for (const doc of left.docs) await request.delete(`/backend/api/products/${doc.id}`, { headers })
  expect(left.docs).toHaveLength(0)
})
