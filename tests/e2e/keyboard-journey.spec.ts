/**
 * Issue #34 (WCAG 2.1 AA, BFSG/BaFG): the whole ordering journey with the keyboard alone — branch list → menu → item
 * overlay with steps → cart → checkout (every field, date and time picker, donation dialog, terms dialogs) → submit →
 * status page → rating. Every focus stop must show a visible outline; overlays trap the focus and hand it back.
 * The page is driven through page.keyboard only (the staff's status changes go through the API, as the board sends them).
 */
import type { Page } from '@playwright/test'

import { expect, resetSession, staffAction, statusParams, test } from './fixtures'

type Focus = {
  tag: string
  type: string | null
  name: string
  /** An outline of ≥ 2 px on the element, or on the label that wraps a visually hidden input (the rating stars). */
  visible: boolean
  /** The title of the dialog the focus is in, or null. */
  dialog: string | null
  invalid: string | null
  /** The texts of the elements aria-describedby points to. */
  description: string
}

async function focused(page: Page): Promise<Focus | null> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!(element instanceof HTMLElement) || element === document.body) return null
    const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
    const labels = element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement ? element.labels : null
    const name = clean(element.getAttribute('aria-label') ?? labels?.[0]?.textContent ?? element.textContent)
    const ring = (node: Element | null) => {
      if (node === null) return false
      const style = getComputedStyle(node)
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2
    }
    const hidden = element.getBoundingClientRect().width <= 1
    const visible = ring(element) || (hidden && ring(element.closest('label')))
    const dialog = element.closest('[role="dialog"]')
    const dialogTitle = dialog === null ? null : clean(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent)
    const description = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => clean(document.getElementById(id)?.textContent))
      .join(' | ')
    return { tag: element.tagName.toLowerCase(), type: element.getAttribute('type'), name, visible, dialog: dialogTitle, invalid: element.getAttribute('aria-invalid'), description }
  })
}

async function current(page: Page): Promise<Focus> {
  const focus = await focused(page)
  expect(focus, 'Der Fokus ist verloren (auf dem Seitenkörper)').not.toBeNull()
  return focus as Focus
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches; every stop on the way must show its focus. */
async function tabTo(page: Page, name: RegExp, { back = false, max = 120, within }: { back?: boolean; max?: number; within?: string } = {}): Promise<Focus> {
  const seen: string[] = []
  for (let index = 0; index < max; index++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const focus = await current(page)
    expect(focus.visible, `kein sichtbarer Fokus auf <${focus.tag}> „${focus.name}“`).toBe(true)
    if (within !== undefined) expect(focus.dialog, `Fokus hat den Dialog „${within}“ verlassen (bei „${focus.name}“)`).toBe(within)
    seen.push(focus.name.slice(0, 40))
    if (name.test(focus.name)) return focus
  }
  throw new Error(`„${name.source}“ nicht per Tab erreicht; besucht: ${seen.join(' → ')}`)
}

/** The focus stays in the dialog over a full round of Tab and Shift+Tab (trap), every stop visible. */
async function expectTrapped(page: Page, title: string, rounds = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let index = 0; index < rounds; index++) {
      await page.keyboard.press(key)
      const focus = await current(page)
      expect(focus.dialog, `${key} hat den Dialog „${title}“ verlassen (bei „${focus.name}“)`).toBe(title)
      expect(focus.visible, `kein sichtbarer Fokus auf <${focus.tag}> „${focus.name}“ im Dialog „${title}“`).toBe(true)
    }
  }
}

test('Bestellung nur mit der Tastatur: Filialliste → Schritt-Dialog → Warenkorb → Kasse → Status → Bewertung', async ({ page, request }) => {
  test.setTimeout(480_000)
  await resetSession(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // the first Tab only once the app has taken over the server's first paint (a Tab before that focused an element the
  // app then replaced: the focus fell back to the body)
  await page.waitForLoadState('networkidle')

  // the cookie banner first (a region in the page flow)
  await tabTo(page, /^Nur notwendige$/)
  await page.keyboard.press('Enter')

  // branch list → menu
  await tabTo(page, /Genusswerk Graz/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/store\/graz$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Genusswerk Graz' })).toBeVisible()

  // item overlay with steps: the focus goes into the dialog, stays there, and moves to each new step's first choice
  await tabTo(page, /^Pizza nach Wahl/)
  await page.keyboard.press('Enter')
  const pizza = page.getByRole('dialog', { name: 'Pizza nach Wahl' })
  await expect(pizza).toContainText('Schritt 1 von 4')
  expect((await current(page)).dialog).toBe('Pizza nach Wahl')
  await expectTrapped(page, 'Pizza nach Wahl')
  // Tab reaches a radio group once; the arrow keys move within it and select
  const size = await tabTo(page, /\(26 cm\)/, { within: 'Pizza nach Wahl' })
  expect(size.type).toBe('radio')
  await page.keyboard.press('ArrowDown')
  expect((await current(page)).name).toMatch(/\(32 cm\)/)
  await expect(pizza.getByRole('radio', { name: /\(32 cm\)/ })).toBeChecked()
  await page.screenshot({ path: 'docs/screenshots/a11y-focus-overlay.png' })
  await tabTo(page, /^Weiter$/, { within: 'Pizza nach Wahl' })
  await page.keyboard.press('Enter')
  await expect(pizza).toContainText('Schritt 2 von 4')
  expect(await current(page)).toMatchObject({ type: 'radio', dialog: 'Pizza nach Wahl' })
  await page.keyboard.press('Space')
  await tabTo(page, /^Weiter$/, { within: 'Pizza nach Wahl' })
  await page.keyboard.press('Enter')
  await expect(pizza).toContainText('Schritt 3 von 4')
  expect(await current(page)).toMatchObject({ type: 'checkbox', dialog: 'Pizza nach Wahl' })
  await page.keyboard.press('Space')
  await tabTo(page, /^Weiter$/, { within: 'Pizza nach Wahl' })
  await page.keyboard.press('Enter')
  await expect(pizza).toContainText('Schritt 4 von 4')
  expect(await current(page)).toMatchObject({ tag: 'input', dialog: 'Pizza nach Wahl' })
  await page.keyboard.type('gut durchgebacken')
  await tabTo(page, /^In den Warenkorb/, { within: 'Pizza nach Wahl' })
  await page.keyboard.press('Enter')
  await expect(pizza).toBeHidden()
  // the focus is back on the product that opened the dialog
  expect((await current(page)).name).toMatch(/^Pizza nach Wahl/)

  // cart: the disclosure opens, Escape closes it onto its toggle, then on to the checkout
  const toggle = await tabTo(page, /Warenkorb/)
  expect(toggle.tag).toBe('button')
  await page.keyboard.press('Enter')
  await expect(page.locator('.cart-panel__toggle')).toHaveAttribute('aria-expanded', 'true')
  await tabTo(page, /^Warenkorb leeren$/)
  await page.keyboard.press('Escape')
  await expect(page.locator('.cart-panel__toggle')).toHaveAttribute('aria-expanded', 'false')
  expect((await current(page)).tag).toBe('button')
  await tabTo(page, /^Zur Kasse$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/store\/graz\/checkout$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible()

  // an empty submit (Enter in a field): the errors are announced (alert), the focus moves to the first invalid
  // field, which is marked and linked to its message
  await tabTo(page, /^Vorname/)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toContainText('Bitte überprüfen Sie Ihre Angaben:')
  await expect.poll(async () => (await current(page)).name).toBe('Vorname')
  const firstError = await current(page)
  expect(firstError.invalid).toBe('true')
  expect(firstError.description).toBe('Dieser Wert sollte nicht leer sein.')

  // contact fields
  await page.keyboard.type('Erika')
  await tabTo(page, /^Nachname/)
  await page.keyboard.type('Musterfrau')
  await tabTo(page, /^E-Mail/)
  await page.keyboard.type('erika.tastatur@example.at')
  await tabTo(page, /^Telefon/)
  await page.keyboard.type('+43 664 1234567')

  // date picker → time picker (both dialogs), the focus comes back to the date button
  await tabTo(page, /^Datum/)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Datum wählen' })).toBeVisible()
  await expectTrapped(page, 'Datum wählen', 6)
  await tabTo(page, /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), /, { within: 'Datum wählen' })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Uhrzeit wählen' })).toBeVisible()
  expect((await current(page)).dialog).toBe('Uhrzeit wählen')
  await expectTrapped(page, 'Uhrzeit wählen', 6)
  await tabTo(page, /^Übernehmen$/, { within: 'Uhrzeit wählen' })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Uhrzeit wählen' })).toBeHidden()
  await expect(page.locator('#appointment-value')).toContainText('Gewählter Termin:')
  expect((await current(page)).name).toMatch(/^Datum/)

  await tabTo(page, /^Anmerkung/)
  await page.keyboard.type('Bitte klingeln.')

  // donation dialog: the search field gets the focus, a recipient is chosen with Enter, the focus returns
  await tabTo(page, /^Organisation auswählen$/)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Organisation auswählen' })).toBeVisible()
  expect(await current(page)).toMatchObject({ dialog: 'Organisation auswählen', name: 'Organisation suchen' })
  await expectTrapped(page, 'Organisation auswählen', 6)
  const chosen = (await tabTo(page, /^(?!Schließen$|Organisation suchen$).+/, { within: 'Organisation auswählen' })).name
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Organisation auswählen' })).toBeHidden()
  expect((await current(page)).name).toBe('Ändern')
  await expect(page.locator('.donation-choice')).toContainText(chosen.slice(0, 10))

  // terms and privacy dialogs from their links; each checkbox ticked with Space
  await tabTo(page, /^AGB$/)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible()
  await expectTrapped(page, 'Allgemeine Geschäftsbedingungen', 4)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' })).toBeHidden()
  expect((await current(page)).name).toBe('AGB')
  expect((await tabTo(page, /AGB/, { back: true })).type).toBe('checkbox')
  await page.keyboard.press('Space')
  await tabTo(page, /^Datenschutzerklärung$/)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Datenschutzerklärung' })).toBeVisible()
  await page.keyboard.press('Escape')
  expect((await current(page)).name).toBe('Datenschutzerklärung')
  expect((await tabTo(page, /Datenschutzerklärung/, { back: true })).type).toBe('checkbox')
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox', { name: /AGB/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /Datenschutzerklärung/ })).toBeChecked()

  // submit
  await tabTo(page, /abschicken$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!')

  // the status page announces changes: its message is a polite live region that follows the staff's actions
  const message = page.locator('.status-hero__message')
  await expect(message).toHaveAttribute('role', 'status')
  await expect(message).toHaveAttribute('aria-live', 'polite')
  const { uid } = statusParams(page)
  await staffAction(request, uid, 'status/confirm')
  await staffAction(request, uid, 'status/completed')
  await expect(message).toHaveText('Ihre Bestellung ist abgeschlossen. Guten Appetit!', { timeout: 30_000 })

  // rating: each group of stars is a radio group (Space picks the first star, arrows move), the comment appears,
  // the thanks take the focus
  const rating = page.getByRole('region', { name: 'Wie war Ihre Bestellung?' })
  await expect(rating).toBeVisible()
  for (const group of ['Gesamteindruck', 'Essen', 'Service', 'Bestellvorgang']) {
    const star = await tabTo(page, /^1 von 5$/)
    expect(star.type).toBe('radio')
    await page.keyboard.press('Space')
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight')
    await expect(rating.getByRole('group', { name: group }).getByRole('radio', { name: '4 von 5' })).toBeChecked()
  }
  await tabTo(page, /^Kommentar/)
  await page.keyboard.type('Alles mit der Tastatur bestellt.')
  await tabTo(page, /^Bewertung senden$/)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bewertung!' })).toBeFocused()
})
