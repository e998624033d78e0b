// @vitest-environment jsdom
/**
 * The storefront in the admin's live-preview frame is the editor's view, not a visit: analytics are denied there
 * (as in a kiosk), whatever consent the browser stored; the same URL outside a frame, or a frame without
 * `?vorschau`, is an ordinary visit.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

const framed = (inFrame: boolean) => {
  Object.defineProperty(window, 'parent', { configurable: true, get: () => (inFrame ? ({} as Window) : window) })
}

afterEach(() => {
  framed(false)
  window.history.replaceState(null, '', '/')
  document.cookie = 'cookie-consent=; max-age=0; path=/'
  vi.resetModules()
})

async function load() {
  const frame = await import('../../../storefront/src/lib/previewFrame')
  const analytics = await import('../../../storefront/src/features/analytics/analytics')
  return { isPreviewFrame: frame.isPreviewFrame, decision: analytics.decision }
}

describe('admin preview frame', () => {
  it('is the frame with ?vorschau only', async () => {
    window.history.replaceState(null, '', '/ueber-uns?vorschau=1')
    framed(true)
    expect((await load()).isPreviewFrame()).toBe(true)
    vi.resetModules()
    framed(false)
    expect((await load()).isPreviewFrame()).toBe(false)
    vi.resetModules()
    window.history.replaceState(null, '', '/ueber-uns')
    framed(true)
    expect((await load()).isPreviewFrame()).toBe(false)
  })

  it('denies analytics in the frame even when the browser consented to everything', async () => {
    window.history.replaceState(null, '', '/ueber-uns?vorschau=1')
    const { CONSENT_COOKIE, CONSENT_VERSION } = await import('../../../storefront/src/features/consent/consent')
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(`${CONSENT_VERSION}|a1b2c3d4e5f6a7b8c9d0|necessary,analytics,marketing`)}; path=/`
    expect((await load()).decision()).toBe('allowed')
    vi.resetModules()
    framed(true)
    expect((await load()).decision()).toBe('denied')
  })
})
