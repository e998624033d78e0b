/**
 * The admin's live preview of a content page (issue 12): an editor opens a site's edit view, switches the live
 * preview on (Payload's eye button `#live-preview-toggler`, „Live-Vorschau“), and the storefront page in the frame
 * (`iframe#live-preview-iframe`, the same origin, `/{path}?vorschau=1`) follows the form over postMessage while they
 * type — without saving: visitors and the stored document keep the old text.
 *
 * Payload renders the preview beside the form only while the toggle is on (the frame is mounted on the first
 * toggle and kept); on narrow screens it covers the form, so the editor here works at desktop width.
 */
import type { FrameLocator } from '@playwright/test'

import { adminToken, expect, test } from './fixtures'

const SHOTS = new URL('../../docs/screenshots/', import.meta.url).pathname

// the admin's edit view compiles nothing at run time, but the shared machine is slow
test.describe.configure({ timeout: 180_000 })

test('live preview: the framed page follows the form while the editor types, nothing is saved', async ({ page, request }) => {
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const path = `live-vorschau-${Date.now()}`
  const created = await request.post('/backend/api/sites', {
    headers: auth,
    data: {
      name: 'Live-Vorschau',
      path,
      type: 'default',
      isPublic: true,
      content: {
        body: [
          { blockType: 'hero', title: 'Herzlich willkommen', subtitle: 'Frisch gekocht.' },
          { blockType: 'marquee', text: 'Heute geöffnet', speed: 120, direction: 'rtl' },
        ],
      },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id

  await page.setViewportSize({ width: 1600, height: 1000 })
  await page.goto('/backend/login')
  await page.locator('input[name="email"]').fill('admin@tresen.demo')
  await page.locator('input[name="password"]').fill('tresen-admin')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))

  await page.goto(`/backend/collections/sites/${id}`)
  const heroTitle = page.locator('#field-content__body__0__title')
  await expect(heroTitle).toHaveValue('Herzlich willkommen', { timeout: 30_000 })

  // Payload remembers per user whether the preview was open (preference editViewType): switch it on if it is off
  const toggle = page.locator('#live-preview-toggler')
  await expect(toggle).toHaveAttribute('aria-label', /^Live-Vorschau( beenden)?$/)
  if ((await toggle.getAttribute('aria-label')) === 'Live-Vorschau') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-label', 'Live-Vorschau beenden')
  const iframe = page.locator('iframe#live-preview-iframe')
  await expect(iframe).toBeVisible()
  await expect(iframe).toHaveAttribute('src', new RegExp(`/${path}\\?vorschau=1$`))
  const frame: FrameLocator = page.frameLocator('iframe#live-preview-iframe')
  // the framed storefront: the admin's session (same origin), preview mode, the stored text
  await expect(frame.getByText('Vorschau – Sie sehen die zuletzt gespeicherte Fassung dieser Seite; Besucher sehen die veröffentlichte.')).toBeVisible({
    timeout: 30_000,
  })
  await expect(frame.getByRole('heading', { name: 'Herzlich willkommen' })).toBeVisible()
  // the editor is no visitor: no cookie banner over the page being edited, no admin toolbar inside the frame
  // (lib/previewFrame.ts; the same page outside the frame asks for consent — checked below)
  await expect(frame.getByRole('region', { name: 'Cookies und Datenschutz' })).toHaveCount(0)
  await expect(frame.getByRole('navigation', { name: 'Administration' })).toHaveCount(0)

  // typing in the hero's title: the frame follows, without saving
  await heroTitle.fill('Willkommen im Genusswerk')
  await expect(frame.getByRole('heading', { name: 'Willkommen im Genusswerk' })).toBeVisible()
  await expect(frame.getByRole('heading', { name: 'Herzlich willkommen' })).toHaveCount(0)
  // a second field (textarea) and a text inside another block follow as well
  await page.locator('#field-content__body__0__subtitle').fill('Jeden Tag frisch aus unserer Küche.')
  await expect(frame.getByText('Jeden Tag frisch aus unserer Küche.')).toBeVisible()
  await page.locator('#field-content__body__1__text').fill('Morgen Ruhetag')
  await expect(frame.getByText('Morgen Ruhetag').first()).toBeAttached()
  // the page's SEO title (empty) falls back to the name: the frame's document title follows the name field
  await page.locator('#field-name').fill('Live-Vorschau geändert')
  await expect.poll(() => iframe.evaluate((element) => (element as HTMLIFrameElement).contentDocument?.title ?? '')).toMatch(/Live-Vorschau geändert/)

  await page.screenshot({ path: `${SHOTS}content-live-preview-1600.png` })

  // nothing saved: the stored document and the visitors' page keep the old text
  const stored = await request.get(`/backend/api/sites/${id}?depth=0&draft=true`, { headers: auth })
  const doc = (await stored.json()) as { name: string; content: { body: { title?: string }[] } }
  expect(doc.name).toBe('Live-Vorschau')
  expect(doc.content.body[0]?.title).toBe('Herzlich willkommen')
  const visitorPage = await page.context().browser()!.newPage()
  await visitorPage.goto(`/${path}`)
  await expect(visitorPage.getByRole('heading', { name: 'Herzlich willkommen' })).toBeVisible({ timeout: 30_000 })
  await expect(visitorPage.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeVisible()
  await visitorPage.close()

  // the SEO tab: the snippet preview follows title and description; the framed page takes the SEO title
  await page.getByRole('tab', { name: 'SEO' }).or(page.getByRole('button', { name: 'SEO', exact: true })).first().click()
  const snippet = page.getByTestId('seo-snippet')
  await expect(snippet).toContainText('Live-Vorschau geändert | ')
  await expect(snippet).toContainText('Keine Beschreibung angegeben.')
  await page.locator('#field-title').fill('Mittagsmenü in Wien')
  await page.locator('#field-description').fill('Jeden Tag ein frisches Mittagsmenü, zum Mitnehmen oder im Lokal.')
  await expect(snippet).toContainText('Mittagsmenü in Wien | ')
  await expect(snippet).toContainText(`/${path}`)
  await expect(snippet).toContainText('Jeden Tag ein frisches Mittagsmenü, zum Mitnehmen oder im Lokal.')
  await expect.poll(() => iframe.evaluate((element) => (element as HTMLIFrameElement).contentDocument?.title ?? '')).toMatch(/^Mittagsmenü in Wien \| /)
  await page.screenshot({ path: `${SHOTS}content-seo-snippet-1600.png` })

  // clean up (the form's changes were never saved)
  await request.delete(`/backend/api/sites/${id}`, { headers: auth })
})
