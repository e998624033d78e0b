import { acceptLegal, addSimpleProduct, expect, expectAccessible, fillContact, resetSession, test } from './fixtures'
import type { Page } from '@playwright/test'

/** Picks the first day with free slots in the calendar and its first time. */
async function pickFirstAppointment(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Datum/ }).click()
  const calendar = page.getByRole('dialog', { name: 'Datum wählen' })
  await expect(calendar.getByRole('columnheader', { name: 'KW' })).toBeVisible()
  await expect(calendar.getByRole('columnheader')).toHaveText(['KW', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'])
  let day = calendar.locator('.calendar__day.has-slots:not(:disabled)').first()
  if ((await day.count()) === 0) {
    await calendar.getByRole('button', { name: 'Nächster Monat' }).click()
    day = calendar.locator('.calendar__day.has-slots:not(:disabled)').first()
  }
  await day.click()
  const time = page.getByRole('dialog', { name: 'Uhrzeit wählen' })
  await expect(time).toBeVisible()
  await expectAccessible(page)
  await time.getByRole('button', { name: 'Übernehmen' }).click()
  await expect(time).toBeHidden()
  await expect(page.getByText(/^Gewählter Termin: \d\d\.\d\d\.\d{4} \d\d:\d\d Uhr$/)).toBeVisible()
}

/** Next Sunday 12:00 in Vienna (Wien is closed on Sundays). */
function nextSundayNoon(): Date {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + ((7 - date.getUTCDay()) % 7 || 7))
  date.setUTCHours(11, 0, 0, 0)
  return date
}

test('Vorbestellung bei geschlossener Filiale (Wien, Sonntag)', async ({ page }) => {
  await page.clock.setFixedTime(nextSundayNoon())
  await resetSession(page)
  await page.goto('/store/wien')
  const notice = page.locator('.menu-layout__main .notice')
  await expect(notice).toContainText('Derzeit haben wir leider geschlossen.')
  await expect(notice).toContainText('Wir öffnen wieder am Montag um 11:00 Uhr.')
  await expect(notice).toContainText('Gerne nehmen wir auch Ihre Vorbestellungen entgegen.')
  await expect(notice).toContainText('Wir bearbeiten diese sobald wir wieder geöffnet haben.')
  await addSimpleProduct(page, 'Tafelspitz')
  await page.getByRole('link', { name: 'Zur Kasse' }).first().click()
  await fillContact(page)
  await pickFirstAppointment(page)
  await acceptLegal(page)
  await page.getByRole('button', { name: 'Vorbestellung abschicken' }).click()
  await expect(page).toHaveURL(/\/status\//)
  await expect(page.locator('.info', { hasText: 'Termin' })).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d Uhr/)
})

test('Angebotsanfrage mit Pflichttermin (Linz)', async ({ page }) => {
  await resetSession(page)
  await page.goto('/store/linz')
  await addSimpleProduct(page, 'Stehtisch mit Husse')
  await page.getByRole('link', { name: 'Zur Kasse' }).first().click()
  const submit = page.getByRole('button', { name: 'Angebotsanfrage abschicken' })
  await expect(submit).toBeVisible()
  await fillContact(page)
  await acceptLegal(page)
  await submit.click()
  await expect(page.getByRole('alert')).toContainText('Termin: Bitte wählen Sie einen Termin aus.')
  await pickFirstAppointment(page)
  await submit.click()
  await expect(page).toHaveURL(/\/status\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!')
})
