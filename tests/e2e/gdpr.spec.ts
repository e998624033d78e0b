/**
 * Issue 34: the admin's "Datenschutz" view finds a customer by e-mail, shows what is stored, erases it after the
 * confirmation and logs it; the storefront's privacy page shows the generated section while the shop has no own text.
 */
import { adminToken, expect, test } from './fixtures'

const SHOTS = new URL('../../docs/screenshots/', import.meta.url).pathname

test('Datenschutz: Auskunft und Löschung im Backend', async ({ page, request }) => {
  // two full-page screenshots of the admin: slow on a loaded machine
  test.setTimeout(180_000)
  const token = await adminToken(request)
  const email = `dsgvo.${Date.now()}@example.at`
  const created = await request.post('/backend/api/customers', {
    headers: { Authorization: `JWT ${token}` },
    data: { firstName: 'Dora', lastName: 'Datenschutz', email, phone: '+43 664 9998887', city: 'Graz' },
  })
  expect(created.ok(), await created.text()).toBeTruthy()

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/backend/login')
  await page.locator('input[name="email"]').fill('admin@tresen.demo')
  await page.locator('input[name="password"]').fill('tresen-admin')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
  await page.goto('/backend/datenschutz')
  await expect(page.getByRole('heading', { name: 'Datenschutz', level: 1 })).toBeVisible()
  await expect(page.locator('#nav-privacy')).toBeVisible()
  await expect(page.getByLabel('Erzeugter Datenschutztext')).toHaveValue(/§ 132 Abs\. 1 BAO/)

  await page.getByLabel('E-Mail-Adresse oder Telefonnummer').fill(email)
  await page.getByRole('button', { name: 'Daten suchen' }).click()
  const result = page.getByTestId('privacy-result')
  await expect(result).toContainText('Kundendatensätze: 1')
  await expect(result.getByRole('link', { name: 'Als CSV herunterladen' })).toHaveAttribute('href', /format=csv/)
  await page.screenshot({ path: `${SHOTS}gdpr-admin-export-1280.png`, fullPage: true })

  await page.getByRole('checkbox', { name: /Ich möchte diese Daten löschen/ }).check()
  await page.getByRole('button', { name: 'Daten löschen' }).click()
  await expect(page.getByTestId('privacy-erased')).toContainText('Gelöscht: 1 Kundendatensätze')
  await page.screenshot({ path: `${SHOTS}gdpr-admin-erased-1280.png`, fullPage: true })

  const gone = await request.get(`/backend/api/customers?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  expect(((await gone.json()) as { totalDocs: number }).totalDocs).toBe(0)
  // the log lists the export and the erasure
  await page.reload()
  await expect(page.getByRole('region', { name: 'Protokoll' })).toContainText('Löschung personenbezogener Daten')
})

test('Datenschutz: der Shop zeigt den erzeugten Abschnitt, solange kein eigener Text eingetragen ist', async ({ page, request }) => {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const before = (await (await request.get('/api/config', { headers })).json()) as { data: { privacyPolicy?: string | null; privacyPolicyText?: string | null } }
  try {
    expect((await request.post('/api/config', { headers, data: { privacyPolicy: '', privacyPolicyText: '' } })).ok()).toBeTruthy()
    await expect
      .poll(async () => ((await (await request.get('/api/config')).json()) as { data: { privacyPolicyGeneratedText?: string } }).data.privacyPolicyGeneratedText ?? '')
      .toContain('Datenschutz bei Bestellungen')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/site/privacy')
    await expect(page.getByRole('heading', { name: 'Datenschutz bei Bestellungen' })).toBeVisible()
    await expect(page.getByText('ohne Cookies', { exact: false })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}gdpr-storefront-privacy-390.png`, fullPage: true })
  } finally {
    await request.post('/api/config', { headers, data: { privacyPolicy: before.data.privacyPolicy ?? null, privacyPolicyText: before.data.privacyPolicyText ?? null } })
  }
})
