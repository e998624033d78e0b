/**
 * Layout stability of the storefront's first screens (issue 13, storefront budgets): the browser's own layout-shift
 * entries (PerformanceObserver 'layout-shift', buffered from the navigation on) are summed without the shifts that
 * follow an input, and the sum must stay under Lighthouse's "good" CLS of 0.1. The sum is never smaller than CLS's
 * largest session window, so the check is stricter than the metric. CLS is a layout metric, not a timing: it does not
 * depend on how loaded the machine is, only on what arrives after the first paint.
 * The slow cases hold back what arrived late in Lighthouse's run (CLS 0.496 on a first visit of /store/graz and /:
 * the lazily loaded cookie banner pushed the page down by its height, then the web fonts swapped in and changed it
 * again): the web fonts, the route's lazy chunk and the images arrive 1–1.5 s late. The cookie banner is part of
 * the first chunk now, the fonts are preloaded and swap in over a metric-matched fallback (storefront/src/app/fonts.css).
 */
import type { CDPSession, Page, Route } from '@playwright/test'

import { expect, test } from './fixtures'
import { addConsentCookie } from './platform-helpers'

interface Shift {
  readonly value: number
  readonly hadRecentInput: boolean
  readonly sources: readonly string[]
}

/** Records every layout shift of the page from its first byte on (before any script of the page runs). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean; sources: string[] }[] = []
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    const describe = (node: Node | null) =>
      node === null ? '?' : node instanceof Element ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}` : `text "${(node.textContent ?? '').slice(0, 30)}"`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map((source) => `${describe(source.node)} y ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)}, h ${Math.round(source.previousRect.height)} → ${Math.round(source.currentRect.height)}`),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

async function layoutShifts(page: Page): Promise<{ cls: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)
  const counted = shifts.filter((shift) => !shift.hadRecentInput)
  return { cls: counted.reduce((sum, shift) => sum + shift.value, 0), shifts: counted }
}

/** The font families Chromium actually drew a node's text with (CDP CSS.getPlatformFontsForNode). */
async function renderedFonts(cdp: CDPSession, selector: string): Promise<string[]> {
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  // the text node inside the element carries the fonts
  const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1 })
  const text = node.children?.find((child) => child.nodeType === 3)
  const { nodeId: textId } = text === undefined ? { nodeId } : await cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds: [text.backendNodeId] }).then((result) => ({ nodeId: result.nodeIds[0] ?? nodeId }))
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: textId })
  return fonts.map((font) => font.familyName)
}

/** Answers matching requests only after `ms` (the resource arrives after the first paint). */
const late = (ms: number) => async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, ms))
  await route.continue()
}

test.describe('layout shift (CLS < 0.1)', () => {
  // Lighthouse's mobile screen: 412 × 823 CSS pixels
  test.use({ viewport: { width: 412, height: 823 } })

  const pages = [
    { name: 'menu page', path: '/store/graz', ready: (page: Page) => expect(page.locator('.product__name').first()).toBeVisible({ timeout: 30_000 }) },
    { name: 'branch list', path: '/', ready: (page: Page) => expect(page.locator('main a[href="/store/graz"]').first()).toBeVisible({ timeout: 30_000 }) },
    // every block: the page's blocks mount in steps after the first screen (BlockList), below the visible area
    { name: 'every-block content page', path: '/gestaltungsbeispiele', ready: (page: Page) => expect(page.locator('[data-block="flipbook"]')).toBeAttached({ timeout: 30_000 }) },
  ]

  for (const target of pages) {
    test(`${target.name}, first visit (cookie banner) with fonts, route chunk and images arriving late`, async ({ page }) => {
      await recordShifts(page)
      await page.route(/\.woff2$/, late(1500))
      await page.route(/\/assets\/(MenuPage|DivisionPage|ContentPage|CookieBanner)-[\w-]+\.(js|css)$/, late(1000))
      await page.route(/\/image\//, late(1000))
      await page.goto(target.path)
      await target.ready(page)
      await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeVisible()
      // everything held back has arrived and been laid out
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(1000)
      const { cls, shifts } = await layoutShifts(page)
      test.info().annotations.push({ type: 'CLS', description: cls.toFixed(4) })
      expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThan(0.1)
    })
  }

  test('menu page, returning visitor (consent given), nothing held back', async ({ page, context, baseURL }) => {
    await addConsentCookie(context, baseURL ?? '', 'necessary')
    // returning: the earlier visit left the site's files (fonts, chunks) in the browser's cache. The page's first paint
    // is the server's shell at HTML time (modules/storefront/shell.ts); on a first visit the fonts swap in later (their
    // metric-matched fallback first), here they are drawn from the start
    await page.goto('/store/graz')
    await expect(page.locator('.product__name').first()).toBeVisible({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    await recordShifts(page)
    await page.goto('/store/graz')
    await expect(page.locator('.product__name').first()).toBeVisible({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    const { cls, shifts } = await layoutShifts(page)
    test.info().annotations.push({ type: 'CLS', description: cls.toFixed(4) })
    expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThan(0.1)
    // the preloaded font was there in time: the page is drawn in Mulish, not in the fallback
    const cdp = await page.context().newCDPSession(page)
    // (the files name their weight in the family: 'Mulish ExtraLight ExtraBold' is the 800 file)
    for (const selector of ['h1', '.product__name', '.product__price', '.branch-intro__hours']) {
      const fonts = await renderedFonts(cdp, selector)
      expect(fonts.length, selector).toBeGreaterThan(0)
      for (const family of fonts) expect(family, selector).toMatch(/^Mulish\b/)
    }
  })
})
