/** Screenshots of every screen at 390×844 and 1280×800 into docs/screenshots (run via scripts/screenshots.mjs). */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  acceptLegal,
  addSimpleProduct,
  expect,
  fillContact,
  openProduct,
  placeGrazOrder,
  staffAction,
  resetSession,
  test,
} from './fixtures'

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots')
const SIZES = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

for (const size of SIZES) {
  test(`screens ${size.name} @screenshots`, async ({ page, request }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    const shot = (name: string, fullPage = false) =>
      page.screenshot({ path: path.join(OUT, `${name}-${size.name}.png`), fullPage, animations: 'disabled' })
    await resetSession(page)
    await expect(page.locator('.branch-card').first()).toBeVisible()
    await page.waitForTimeout(500)
    await shot('01-branch-list')
    await page.goto('/store/wien')
    await addSimpleProduct(page, 'Frittatensuppe')
    await page.waitForTimeout(3800)
    await shot('02-menu')
    await page.locator('.cart-panel__toggle').click()
    await shot('02b-menu-cart-open')
    await page.locator('.cart-panel__toggle').click()
    await openProduct(page, 'Pizza Margherita')
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: /Normal/ })
      .check()
    await page
      .getByRole('dialog')
      .getByRole('checkbox', { name: /Rucola/ })
      .check()
    await shot('03-item-overlay')
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: 'Zur Kasse' }).first().click()
    await fillContact(page)
    await page.getByRole('button', { name: /Abschicken|abschicken/ }).click()
    await page.waitForTimeout(600)
    await shot('04-checkout-errors')
    await acceptLegal(page)
    await page.getByRole('button', { name: /^Datum/ }).click()
    await shot('05-date-picker')
    await page.locator('.calendar__day.has-slots:not(:disabled)').first().click()
    await shot('06-time-picker')
    await page.keyboard.press('Escape')
    await page.goto('/store/wien/checkout/error')
    await shot('07-checkout-error')
    const { uid } = await placeGrazOrder(page)
    await shot('08-status-pending')
    await staffAction(request, uid, 'status/confirm')
    await staffAction(request, uid, 'status/completed')
    await page.reload()
    await expect(page.getByRole('region', { name: 'Wie war Ihre Bestellung?' })).toBeVisible()
    await shot('09-status-completed-rating', true)
  })
}
