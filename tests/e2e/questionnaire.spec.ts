/**
 * The questionnaire site /questionnaires/{publicHash} (SF §2, §4, §5, §8) on the seeded cleaning-company questionnaire
 * (seed/data/content.ts: three optional-comment ratings, one rating with a required comment, one comment question):
 * validation per step, ?step= with browser back/forward, focus on the question, the draft restored after a reload,
 * discard confirmation, error modal with retry (first POST intercepted), server messages via 'Daten ändern', success
 * modal and new feedback, 404 for an unknown hash, and the feedback in the admin as a readable list.
 * Screenshots: docs/screenshots/questionnaire-*.png.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Page, Route } from '@playwright/test'

import { DEMO_QUESTIONNAIRE_HASH } from '../../seed/data/content'
import { adminToken, expect, expectAccessible, test } from './fixtures'

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots')
const URL = `/questionnaires/${DEMO_QUESTIONNAIRE_HASH}`
const SUBMIT = '**/custom/api/questionnaire-submissions'
const REQUIRED = 'Dieser Wert sollte nicht leer sein.'
const RATING_REQUIRED = 'Bitte vergeben Sie eine Bewertung von 1 bis 5.'
const DRAFT_KEY = `tresen.questionnaire.${DEMO_QUESTIONNAIRE_HASH}`

/** Requests this spec makes fail on purpose are logged by Chromium as console errors: drop exactly those. */
function allowFailedRequests(consoleErrors: string[], statuses: number[]): void {
  const expected = new RegExp(`^Failed to load resource: the server responded with a status of (${statuses.join('|')})`)
  for (let i = consoleErrors.length - 1; i >= 0; i -= 1) if (expected.test(consoleErrors[i] ?? '')) consoleErrors.splice(i, 1)
}

async function openFresh(page: Page, url = URL): Promise<void> {
  await page.goto(URL)
  await page.evaluate(() => window.sessionStorage.clear())
  await page.goto(url)
  // the storefront's cookie banner (when present) is answered like a visitor would, so it covers nothing
  const necessaryOnly = page.getByRole('button', { name: 'Nur notwendige' })
  if (await necessaryOnly.waitFor({ timeout: 3000 }).then(() => true, () => false)) {
    await necessaryOnly.click()
    await expect(necessaryOnly).toBeHidden()
  }
}

async function fillContact(page: Page, clientName: string, contactName = 'Maria Huber', service = 'Unterhaltsreinigung'): Promise<void> {
  await page.getByLabel('Firma / Kunde').fill(clientName)
  await page.getByLabel('Ansprechperson').fill(contactName)
  await page.getByLabel('Dienstleistung').fill(service)
}

const questionHeading = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: new RegExp(`^Frage ${n} von 5`) })

/** Clicks the star (the label of the visually hidden radio), as a finger would. */
async function rate(page: Page, stars: number): Promise<void> {
  const radio = page.getByRole('radio', { name: `${stars} von 5 Sternen`, exact: true })
  await page.locator('label').filter({ has: radio }).click()
  await expect(radio).toBeChecked()
}

/** Answers questions 1–5 validly (from step 1), ending on step 5 with its comment typed. */
async function answerAll(page: Page, lastComment: string): Promise<void> {
  for (const [n, stars] of [[1, 4], [2, 5], [3, 5]] as const) {
    await expect(questionHeading(page, n)).toBeVisible()
    await rate(page, stars)
    await page.getByRole('button', { name: 'Weiter' }).click()
  }
  await expect(questionHeading(page, 4)).toBeVisible()
  await rate(page, 5)
  await page.getByLabel('Kommentar').fill('Sehr verlässliches Team.')
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(questionHeading(page, 5)).toBeVisible()
  await page.getByLabel('Ihre Antwort').fill(lastComment)
}

test('a client answers every step, the first send fails, the retry succeeds and the feedback is stored', async ({ page, request, consoleErrors }) => {
  test.setTimeout(90_000)
  await openFresh(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenfeedback Unterhaltsreinigung' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Ihre Angaben' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Zurück' })).toHaveCount(0)
  await expectAccessible(page)
  await page.screenshot({ path: path.join(SHOTS, 'questionnaire-step0-mobile.png'), fullPage: true })

  // step 0: all three contact fields are required after trimming; focus goes to the first invalid field
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page.getByText(REQUIRED)).toHaveCount(3)
  await expect(page.getByLabel('Firma / Kunde')).toBeFocused()
  await expect(page).not.toHaveURL(/step=/)
  await fillContact(page, 'Kanzlei Huber & Partner', 'Maria Huber', '   ')
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page.getByText(REQUIRED)).toHaveCount(1)
  await expect(page.getByLabel('Dienstleistung')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Dienstleistung').fill('Unterhaltsreinigung')
  await expect(page.getByText(REQUIRED)).toHaveCount(0) // after a first attempt, errors follow the input live
  await page.getByRole('button', { name: 'Weiter' }).click()

  // question 1: ?step=1, focus on the question, a rating is required, arrow keys choose stars
  await expect(page).toHaveURL(/\?step=1$/)
  await expect(questionHeading(page, 1)).toBeFocused()
  await expect(questionHeading(page, 1)).toContainText('Wie zufrieden waren Sie mit der Reinigung?')
  await expect(page.getByText('Sauberkeit von Böden, Oberflächen und Sanitärbereichen.')).toBeVisible()
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page.getByText(RATING_REQUIRED)).toBeVisible()
  await page.getByRole('radio', { name: '3 von 5 Sternen' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: '4 von 5 Sternen' })).toBeChecked()
  await page.getByLabel('Kommentar').fill('Die Böden glänzen.')
  await expect(page.getByText(RATING_REQUIRED)).toHaveCount(0)
  await expectAccessible(page)
  await page.screenshot({ path: path.join(SHOTS, 'questionnaire-question-mobile.png'), fullPage: true })
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page).toHaveURL(/\?step=2$/)

  // browser back and forward move between the steps; the answers stay
  await page.goBack()
  await expect(page).toHaveURL(/\?step=1$/)
  await expect(page.getByRole('radio', { name: '4 von 5 Sternen' })).toBeChecked()
  await expect(page.getByLabel('Kommentar')).toHaveValue('Die Böden glänzen.')
  await page.goBack()
  await expect(page.getByLabel('Firma / Kunde')).toHaveValue('Kanzlei Huber & Partner')
  await page.goForward()
  await page.goForward()
  await expect(questionHeading(page, 2)).toBeVisible()
  await page.getByRole('button', { name: 'Zurück' }).click()
  await expect(questionHeading(page, 1)).toBeFocused()
  await page.getByRole('button', { name: 'Weiter' }).click()

  // questions 2–4; question 4 requires its comment
  await rate(page, 5)
  await page.getByRole('button', { name: 'Weiter' }).click()
  await rate(page, 5)
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(questionHeading(page, 4)).toBeVisible()
  await rate(page, 5)
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page.getByText(REQUIRED)).toBeVisible()
  await expect(page.getByLabel('Kommentar')).toBeFocused()
  await page.getByLabel('Kommentar').fill('Sehr verlässliches Team.')
  await page.getByRole('button', { name: 'Weiter' }).click()

  // question 5 (comment question): the answer is required; a reload restores the step and the draft
  await expect(page).toHaveURL(/\?step=5$/)
  await expect(page.getByRole('button', { name: 'Absenden' })).toBeVisible()
  await page.getByRole('button', { name: 'Absenden' }).click()
  await expect(page.getByText(REQUIRED)).toBeVisible()
  await page.getByLabel('Ihre Antwort').fill('Bitte die Fensterbänke öfter abwischen.')
  await page.reload()
  await expect(questionHeading(page, 5)).toBeVisible()
  await expect(page.getByLabel('Ihre Antwort')).toHaveValue('Bitte die Fensterbänke öfter abwischen.')
  await page.getByRole('button', { name: 'Zurück' }).click()
  await expect(page.getByLabel('Kommentar')).toHaveValue('Sehr verlässliches Team.')
  await page.getByRole('button', { name: 'Weiter' }).click()

  // the first POST fails without a message (after a moment, so the sending modal shows); the retry goes through
  let attempts = 0
  await page.route(SUBMIT, async (route: Route) => {
    attempts += 1
    if (attempts === 1) {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'kaputt' })
    } else await route.continue()
  })
  await page.getByRole('button', { name: 'Absenden' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Ihre Eingaben werden gesendet …' })).toBeVisible()
  const error = page.getByRole('dialog', { name: 'Fehler' })
  await expect(error).toBeVisible()
  await expect(error).toContainText('Ein unbekannter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.')
  await expect(error.getByRole('button', { name: 'Erneut versuchen' })).toBeFocused()
  await expect(error.getByRole('button', { name: 'Daten ändern' })).toBeVisible()
  await page.screenshot({ path: path.join(SHOTS, 'questionnaire-error-mobile.png') })
  await error.getByRole('button', { name: 'Erneut versuchen' }).click()

  const success = page.getByRole('dialog', { name: 'Vielen Dank!' })
  await expect(success).toBeVisible()
  await expect(success).toContainText('Ihre Eingaben wurden erfolgreich verarbeitet.')
  await page.screenshot({ path: path.join(SHOTS, 'questionnaire-success-mobile.png') })
  expect(attempts).toBe(2)
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY)).toBeNull()

  // stored with every answer and the question texts as a snapshot
  const token = await adminToken(request)
  const stored = await request.get(
    `/backend/api/questionnaire-submissions?where[clientName][equals]=${encodeURIComponent('Kanzlei Huber & Partner')}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  const docs = ((await stored.json()) as { docs: { service: string; content: { question: string; rating: number | null; comment: string | null }[] }[] }).docs
  expect(docs).toHaveLength(1)
  expect(docs[0]?.service).toBe('Unterhaltsreinigung')
  expect(docs[0]?.content.map((a) => [a.rating, a.comment])).toEqual([
    [4, 'Die Böden glänzen.'],
    [5, null],
    [5, null],
    [5, 'Sehr verlässliches Team.'],
    [null, 'Bitte die Fensterbänke öfter abwischen.'],
  ])
  expect(docs[0]?.content[4]?.question).toBe('Was können wir beim nächsten Einsatz besser machen?')

  // 'new feedback' starts again at step 0 with empty fields
  await success.getByRole('link', { name: 'Neues Feedback abgeben' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Ihre Angaben' })).toBeVisible()
  await expect(page).not.toHaveURL(/step=/)
  await expect(page.getByLabel('Firma / Kunde')).toHaveValue('')
  allowFailedRequests(consoleErrors, [500])
})

test('a server message is shown in the error modal and "Daten ändern" leads to the field it concerns', async ({ page, consoleErrors }) => {
  await openFresh(page)
  await fillContact(page, 'Hausverwaltung Berger')
  await page.getByRole('button', { name: 'Weiter' }).click()
  await answerAll(page, 'Alles bestens.')
  // the request reaches the real server with an emptied contact name: the server's own German message comes back
  await page.route(SUBMIT, async (route: Route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
    await route.continue({ postData: JSON.stringify({ ...body, contactName: '' }) })
  })
  await page.getByRole('button', { name: 'Absenden' }).click()
  const error = page.getByRole('dialog', { name: 'Fehler' })
  await expect(error).toContainText(REQUIRED)
  await error.getByRole('button', { name: 'Daten ändern' }).click()
  await expect(error).toBeHidden()
  await expect(page).not.toHaveURL(/step=/)
  await expect(page.getByLabel('Ansprechperson')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(REQUIRED)).toBeVisible()
  await page.getByLabel('Ansprechperson').fill('Petra Berger')
  await expect(page.getByText(REQUIRED)).toHaveCount(0)
  allowFailedRequests(consoleErrors, [400])
})

test('discarding asks first, then clears the draft and returns to step 0', async ({ page }) => {
  await openFresh(page)
  await expect(page.getByRole('button', { name: 'Eingaben verwerfen' })).toHaveCount(0)
  await fillContact(page, 'Praxis Dr. Wagner')
  await page.getByRole('button', { name: 'Weiter' }).click()
  await rate(page, 2)
  await page.getByRole('button', { name: 'Eingaben verwerfen' }).click()
  const confirm = page.getByRole('dialog', { name: 'Eingaben verwerfen?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Abbrechen' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('radio', { name: '2 von 5 Sternen' })).toBeChecked()
  await page.getByRole('button', { name: 'Eingaben verwerfen' }).click()
  await page.getByRole('dialog', { name: 'Eingaben verwerfen?' }).getByRole('button', { name: 'Ja, verwerfen' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Ihre Angaben' })).toBeVisible()
  await expect(page.getByLabel('Firma / Kunde')).toHaveValue('')
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY)).toBeNull()
})

test('a later step cannot be opened before the earlier ones are valid', async ({ page }) => {
  await openFresh(page, `${URL}?step=4`)
  await expect(page.getByRole('heading', { level: 2, name: 'Ihre Angaben' })).toBeVisible()
  await expect(page).not.toHaveURL(/step=/)
  await fillContact(page, 'Bäckerei Moser')
  await page.goto(`${URL}?step=3`)
  await expect(questionHeading(page, 1)).toBeVisible()
  await expect(page).toHaveURL(/\?step=1$/)
})

test('an unknown hash shows the German 404 page', async ({ page, consoleErrors }) => {
  await page.goto('/questionnaires/gibt-es-nicht-0000000000000')
  await expect(page.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeVisible()
  allowFailedRequests(consoleErrors, [404])
})

test('the feedback appears in the admin as „Feedback“ with its answers as a readable list', async ({ browser, request }) => {
  test.setTimeout(90_000)
  const created = await request.post('/custom/api/questionnaire-submissions', {
    data: {
      clientName: 'Steuerberatung Lechner',
      contactName: 'Jakob Lechner',
      service: 'Glasreinigung',
      questionnaire: { publicHash: DEMO_QUESTIONNAIRE_HASH },
      content: [{ rating: 5 }, { rating: 4, comment: 'Einmal 10 Minuten zu spät.' }, { rating: 5 }, { rating: 4, comment: 'Gerne wieder.' }, { comment: 'Nichts.' }],
    },
  })
  expect(created.status()).toBe(201)
  const { data } = (await created.json()) as { data: { id: number } }

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const admin = await context.newPage()
  await admin.goto('/backend/login')
  await admin.locator('input[name="email"]').fill('admin@tresen.demo')
  await admin.locator('input[name="password"]').fill('tresen-admin')
  await admin.locator('button[type="submit"]').click()
  await admin.waitForURL((url) => !url.pathname.endsWith('/login'))
  await admin.goto('/backend/collections/questionnaire-submissions')
  await expect(admin.getByRole('heading', { name: 'Feedback' }).first()).toBeVisible()
  await expect(admin.getByText('Steuerberatung Lechner')).toBeVisible()
  await admin.goto(`/backend/collections/questionnaire-submissions/${data.id}`)
  await expect(admin.getByText('Wie pünktlich und zuverlässig war unser Team?')).toBeVisible()
  await expect(admin.getByText('4 von 5').first()).toBeVisible()
  await expect(admin.getByText('„Einmal 10 Minuten zu spät.“')).toBeVisible()
  await admin.screenshot({ path: path.join(SHOTS, 'questionnaire-admin-feedback.png'), fullPage: true })
  await context.close()
})
