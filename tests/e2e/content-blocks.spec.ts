/**
 * Content pages in the browser (issue 12): every block of the seeded page /gestaltungsbeispiele rendered (axe: no
 * serious/critical violations), the contact form (German validation, sent, 'Vielen Dank!'), the navigations
 * (header with burger menu, footer), drafts (never shown to visitors, shown to admins with the marker and in the
 * preview). The admin's live preview: content-live-preview.spec.ts. Screenshots in docs/screenshots.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { adminToken, expect, expectAccessible, test } from './fixtures'
import { dropExpectedErrors } from './platform-helpers'

const SHOTS = new URL('../../docs/screenshots/', import.meta.url).pathname

const EVERY_BLOCK = [
  'hero', 'richText', 'markdown', 'textSection', 'link', 'spacer', 'marquee', 'imageMarquee', 'accordion', 'image',
  'gallery', 'collage', 'circleText', 'waves', 'video', 'beforeAfter', 'iframe', 'columns', 'layout', 'contactForm',
  'flipbook', 'reference',
] as const

/** The page's embedded foreign media and frame answer empty here (the test machine is offline). */
async function stubForeignMedia(page: Page) {
  await page.route(/^https:\/\/(interactive-examples\.mdn\.mozilla\.net|www\.openstreetmap\.org)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Karte</title>' }),
  )
}

async function signInAdmin(page: Page) {
  await page.goto('/backend/login')
  await page.locator('input[name="email"]').fill('admin@tresen.demo')
  await page.locator('input[name="password"]').fill('tresen-admin')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
}

async function createSite(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<number> {
  const res = await request.post('/backend/api/sites', { headers: { Authorization: `JWT ${token}` }, data })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

// the admin sign-in and a page of every block are slow on the shared test machine
test.describe.configure({ timeout: 180_000 })

test('every block of the seeded page renders; axe finds no serious violations', async ({ page }) => {
  await stubForeignMedia(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/gestaltungsbeispiele')
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bausteine auf einer Seite' })).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveTitle(/Gestaltungsbeispiele – alle Bausteine/)
  for (const type of EVERY_BLOCK) await expect(page.locator(`[data-block="${type}"]`).first(), type).toBeAttached()
  // the lazily loaded ones have rendered their content, not the placeholder
  await expect(page.locator('.cb-placeholder')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Text (Markdown)' })).toBeVisible()
  await expect(page.getByText('Frisch gekocht in Wien, Graz und Linz').first()).toBeAttached()
  await page.locator('summary', { hasText: 'Gibt es vegane Gerichte?' }).click()
  await expect(page.getByText('Ja, zum Beispiel die Buddha-Bowl und das Bärlauchrisotto.')).toBeVisible()
  await expect(page.locator('[data-block="video"] video')).toHaveCount(1)
  // the map is a third party: a placeholder until the visitor loads it (no consent given in this test)
  const embed = page.locator('[data-block="iframe"]')
  await expect(embed.locator('iframe')).toHaveCount(0)
  await expect(embed.getByText('www.openstreetmap.org')).toBeVisible()
  await embed.getByRole('button', { name: 'Inhalt laden' }).click()
  await expect(embed.locator('iframe[title="Karte: Genusswerk Wien"]')).toBeAttached()
  await expect(page.getByText('Vorspeise').first()).toBeVisible()
  await expect(page.getByText('Unsere Speisekarte zum Blättern')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Spalte 4' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Layout-Block' })).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: `${SHOTS}content-every-block-1280.png`, fullPage: true })
})

test('phone: the blocks below the first screen mount after it (BlockList in steps), in order, and work once scrolled to', async ({ page }) => {
  await stubForeignMedia(page)
  await page.setViewportSize({ width: 390, height: 844 })
  const init = (await (await page.request.get('/api/init')).json()) as { data: { url: string; data: unknown }[] }
  const sites = init.data.find((entry) => entry.url === '/api/sites')?.data as { path: string; content?: { body?: { blockType: string }[] } }[]
  const order = (sites.find((site) => site.path === 'gestaltungsbeispiele')?.content?.body ?? []).map((block) => block.blockType)
  expect(order.length).toBeGreaterThan(20)
  await page.goto('/gestaltungsbeispiele')
  await expect(page.locator('[data-shell]')).toHaveCount(0, { timeout: 30_000 })
  // every block of the page arrives, in the page's order, and the end marker of the steps is gone
  const topLevel = page.locator('article.content-page > .content-blocks > section[data-block]')
  await expect(topLevel).toHaveCount(order.length)
  await expect(page.locator('.content-blocks__pending')).toHaveCount(0)
  expect(await topLevel.evaluateAll((sections) => sections.map((section) => (section as HTMLElement).dataset.block))).toEqual(order)
  // the marquees measured their track (their effect ran after the late mount)
  await expect(page.locator('[data-block="marquee"] .cb-marquee__track').first()).toHaveAttribute('style', /animation-duration/)
  // gallery: a picture opens large in the dialog
  const gallery = page.locator('[data-block="gallery"]')
  await gallery.scrollIntoViewIfNeeded()
  await gallery.getByRole('button', { name: /^Bild 1 von \d+ vergrößern$/ }).click()
  await expect(page.getByRole('dialog', { name: /^Bild 1 von/ })).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Weiter' }).click()
  await expect(page.getByRole('dialog', { name: /^Bild 2 von/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // before/after: the slider moves the 'after' picture's edge
  const beforeAfter = page.locator('[data-block="beforeAfter"]')
  await beforeAfter.scrollIntoViewIfNeeded()
  await beforeAfter.getByRole('slider').fill('20')
  await expect(beforeAfter.locator('.cb-before-after__after')).toHaveAttribute('style', /inset\(0(px)? 0(px)? 0(px)? 20%\)/)
  // flipbook: the last block but two still turns its pages
  const flipbook = page.locator('[data-block="flipbook"]')
  await flipbook.scrollIntoViewIfNeeded()
  await expect(flipbook.getByText(/^1 \/ \d+$/)).toBeVisible()
  await flipbook.getByRole('button', { name: 'Weiterblättern' }).click()
  const counter = flipbook.getByText(/^2 \/ \d+$/)
  await expect(counter).toBeVisible()
  // one line at 390 px (it used to wrap onto three), and the buttons inside the block (none overflows the screen)
  const nav = flipbook.locator('.cb-flipbook__nav')
  expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth && [...el.children].every((c) => c.getBoundingClientRect().right <= el.getBoundingClientRect().right + 0.5))).toBe(true)
  const lines = await counter.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })
  expect(lines).toBe(1)
  await page.screenshot({ path: `${SHOTS}content-every-block-390.png`, fullPage: true })
})

test('contact form: German validation, then sent and thanked', async ({ page }) => {
  await stubForeignMedia(page)
  await page.goto('/gestaltungsbeispiele')
  const form = page.locator('[data-block="contactForm"]')
  await form.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(form.getByText('Bitte geben Sie Ihren Namen an.')).toBeVisible()
  await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toBeVisible()
  await expect(form.getByText('Bitte geben Sie eine Nachricht ein.')).toBeVisible()
  await form.getByLabel('Name').fill('Maria Huber')
  await form.getByLabel('E-Mail').fill('maria.huber@example.at')
  await form.getByLabel('Nachricht').fill('Haben Sie am Samstag einen Tisch für sechs Personen frei?')
  const sent = page.waitForResponse((res) => res.url().endsWith('/api/contact-messages') && res.request().method() === 'POST')
  await form.getByRole('button', { name: 'Nachricht senden' }).click()
  expect((await sent).status()).toBe(201)
  await expect(form.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible()
  await expect(form.getByText('Ihre Eingaben wurden erfolgreich verarbeitet.')).toBeVisible()
  await form.scrollIntoViewIfNeeded()
  await form.screenshot({ path: `${SHOTS}content-contact-sent-1280.png` })
})

test('navigation: header items and children, burger menu closes on choice, footer and social links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ueber-uns')
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
  const burger = nav.getByRole('button', { name: 'Menü' })
  await expect(burger).toHaveAttribute('aria-expanded', 'false')
  await burger.click()
  await expect(nav.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'Graz' })).toHaveAttribute('href', '/store/graz')
  await page.screenshot({ path: `${SHOTS}content-navigation-open-390.png` })
  await nav.getByRole('link', { name: 'Jobs' }).click()
  await expect(page).toHaveURL(/\/jobs$/)
  await expect(nav.getByRole('button', { name: 'Menü' })).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('heading', { name: 'Kommen Sie ins Team!' })).toBeVisible()
  const footer = page.getByRole('navigation', { name: 'Footer' })
  await expect(footer.getByRole('link', { name: 'Catering' })).toHaveAttribute('href', '/catering')
  await expect(footer.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', 'mailto:office@genusswerk.demo')
  // a disabled item is not shown
  await expect(footer.getByRole('link', { name: 'Karriere-Newsletter' })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Social Media' }).getByRole('link', { name: 'Instagram' })).toBeVisible()
})

test('drafts: hidden from visitors; admins see the marker, and the saved draft in the preview', async ({ page, browser, request, consoleErrors }) => {
  // the seeded page that was never made public
  await page.goto('/sommerfest-2027')
  await expect(page.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeVisible()

  const token = await adminToken(request)
  const id = await createSite(request, token, {
    name: 'Vorschau-Test',
    path: 'vorschau-test',
    type: 'default',
    isPublic: true,
    content: { body: [{ blockType: 'markdown', text: 'Veröffentlichter Text.' }] },
  })
  const draft = await request.patch(`/backend/api/sites/${id}?draft=true`, {
    headers: { Authorization: `JWT ${token}` },
    data: { content: { body: [{ blockType: 'markdown', text: 'Entwurfstext, noch nicht veröffentlicht.' }] } },
  })
  expect(draft.status(), await draft.text()).toBe(200)

  // visitors: the published page, also when they ask for the preview
  await page.goto('/vorschau-test?vorschau=1')
  await expect(page.getByText('Veröffentlichter Text.')).toBeVisible()
  await expect(page.getByText('Entwurfstext')).toHaveCount(0)
  await expect(page.getByText(/^Vorschau –/)).toHaveCount(0)

  const admin = await browser.newPage()
  await signInAdmin(admin)
  await admin.goto('/sommerfest-2027')
  await expect(admin.getByText('Entwurf – diese Seite ist nicht öffentlich und nur für Administratoren sichtbar.')).toBeVisible()
  await expect(admin.getByRole('heading', { name: 'Sommerfest 2027' }).first()).toBeVisible()
  await admin.goto('/vorschau-test')
  await expect(admin.getByText('Veröffentlichter Text.')).toBeVisible()
  await admin.goto('/vorschau-test?vorschau=1')
  await expect(admin.getByText('Entwurfstext, noch nicht veröffentlicht.')).toBeVisible()
  await expect(admin.getByText('Vorschau – Sie sehen die zuletzt gespeicherte Fassung dieser Seite; Besucher sehen die veröffentlichte.')).toBeVisible()
  await admin.screenshot({ path: `${SHOTS}content-draft-preview-1280.png` })
  await admin.close()
  await request.delete(`/backend/api/sites/${id}`, { headers: { Authorization: `JWT ${token}` } })
  // the visitor's draft page was answered 404 (issue 35: no soft 404), which the browser logs
  dropExpectedErrors(consoleErrors, /^Failed to load resource: the server responded with a status of 404/)
})

test('admin toolbar: for a signed-in admin on every storefront page, never (not even for a frame) for visitors', async ({ page, browser }) => {
  // every page of this visitor records whether the toolbar was ever in the document (a flash counts)
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.admin-toolbar') !== null) (window as unknown as { toolbarSeen: boolean }).toolbarSeen = true
    }).observe(document, { childList: true, subtree: true })
  })
  for (const path of ['/ueber-uns', '/gestaltungsbeispiele', '/store/graz', '/']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { toolbarSeen?: boolean }).toolbarSeen === true), path).toBe(false)
  }

  const admin = await browser.newPage()
  await signInAdmin(admin)
  for (const path of ['/ueber-uns', '/store/graz']) {
    await admin.goto(path)
    const toolbar = admin.getByRole('navigation', { name: 'Administration' })
    await expect(toolbar).toBeVisible()
    await expect(toolbar.getByRole('link', { name: 'Seiten' })).toHaveAttribute('href', '/backend/collections/sites')
    await expect(toolbar.getByRole('link', { name: 'Statistik' })).toHaveAttribute('href', '/backend/statistics')
    await expect(toolbar.getByRole('link', { name: 'Navigationen' })).toHaveAttribute('href', '/backend/collections/navigations')
    await expect(toolbar.getByRole('link', { name: 'Zum Backend' })).toHaveAttribute('href', /\/backend\/?$/)
    await expect(toolbar.getByRole('link', { name: 'Abmelden' })).toBeVisible()
    await expect(toolbar).toContainText(/v1\.7\.2-dev/)
  }
  // the links open those pages of the admin (not its dashboard)
  await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Seiten' }).click()
  // Payload's list view adds its query (?depth=1&limit=10) to the address once it has loaded
  await expect(admin).toHaveURL(/\/backend\/collections\/sites(\?[^/]*)?$/)
  await expect(admin.getByRole('link', { name: 'Gestaltungsbeispiele' }).first()).toBeVisible({ timeout: 30_000 })
  // an expired session (cookie gone): the toolbar is not shown any more
  await admin.context().clearCookies()
  await admin.goto('/ueber-uns')
  await expect(admin.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible()
  await admin.waitForLoadState('networkidle')
  await expect(admin.getByRole('navigation', { name: 'Administration' })).toHaveCount(0)
  await admin.close()
})
