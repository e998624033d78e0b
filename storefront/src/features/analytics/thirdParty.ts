/**
 * Third-party tags (SF §4, §7; BO §3 theme: ad tag id, social pixel id): loaded only after the visitor allowed
 * marketing, never in a kiosk. The ids come from the public theme settings. The loaders are the vendors' documented
 * snippets, written as module code (the storefront's CSP allows no inline scripts).
 */
type Gtag = (...args: unknown[]) => void
type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string; callMethod?: (...args: unknown[]) => void }

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
    fbq?: Fbq
  }
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,40}$/

export interface ThirdPartyIds {
  readonly adTagId?: string | null
  readonly socialPixelId?: string | null
}

let loaded = false

function addScript(src: string): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  script.dataset.thirdParty = 'true'
  document.head.appendChild(script)
}

export function loadThirdParty(ids: ThirdPartyIds): void {
  if (loaded) return
  loaded = true
  const adTag = ids.adTagId?.trim()
  if (adTag && SAFE_ID.test(adTag)) {
    window.dataLayer = window.dataLayer ?? []
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments)
    }
    window.gtag('js', new Date())
    window.gtag('config', adTag, { send_page_view: false })
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(adTag)}`)
  }
  const pixel = ids.socialPixelId?.trim()
  if (pixel && SAFE_ID.test(pixel)) {
    const fbq: Fbq = (...args: unknown[]) => {
      const self = window.fbq
      if (self?.callMethod) self.callMethod(...args)
      else self?.queue?.push(args)
    }
    fbq.queue = []
    fbq.loaded = true
    fbq.version = '2.0'
    window.fbq = fbq
    fbq('init', pixel)
    fbq('track', 'PageView')
    addScript('https://connect.facebook.net/en_US/fbevents.js')
  }
}

/** Conversion event of a navigation (SF §7 "plus a conversion event on navigation"). */
export function tagPageview(path: string): void {
  window.gtag?.('event', 'page_view', { page_path: path })
}

export const round2 = (value: number): number => Math.round(value * 100) / 100

export interface PixelEvent {
  readonly contentIds: readonly string[]
  readonly value: number
  readonly currency: string
  readonly numItems: number
  readonly contentName?: string
}

/** SF §7 social pixel: product uids, content type product, name (add-to-cart only), value to 2 decimals, currency, count. */
export function pixelTrack(name: 'AddToCart' | 'InitiateCheckout' | 'Purchase', event: PixelEvent): void {
  if (window.fbq === undefined) return
  window.fbq('track', name, {
    content_ids: event.contentIds,
    content_type: 'product',
    ...(name === 'AddToCart' && event.contentName !== undefined ? { content_name: event.contentName } : {}),
    value: round2(event.value),
    currency: event.currency,
    num_items: event.numItems,
  })
}
