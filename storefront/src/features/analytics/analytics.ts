/**
 * The storefront's analytics events (SF §3 device record, §7 events) on top of the queue. Contract of
 * POST /api/analytics-log: `{ events: [{ type, action, category, data }] }`, at most 50 per request.
 *   device      { type: 'device', action: 'init', category: 'device', data: SF §3 "Analytics device record" }
 *   pageview    { type: 'pageview', action: 'router', category: 'pageview', data: { path, referrer, source, utm_* } }
 *   commerce    { type: 'addtocart' | 'initiatecheckout' | 'purchase', action: same, category: 'event',
 *                 data: { items: [{ id, name, quantity, price }], value (euros), currency, orderId?, branch, path } }
 * Commerce events carry their branch and page path: they count for the branch without a page view in their batch.
 */
import { getConsent, subscribeConsent } from '../consent'
import { isPreviewFrame } from '../../lib/previewFrame'
import { isKiosk } from '../kiosk'
import { AnalyticsQueue } from './queue'
import type { AnalyticsEvent, Decision } from './queue'
import { loadThirdParty, pixelTrack, round2, tagPageview } from './thirdParty'

export const ANALYTICS_URL = '/api/analytics-log'
const THEME_URL = '/backend/api/globals/theme?depth=0'

export function decision(): Decision {
  if (isKiosk() || isPreviewFrame()) return 'denied'
  const consent = getConsent()
  if (consent === null) return 'pending'
  return consent.categories.includes('analytics') ? 'allowed' : 'denied'
}

async function send(events: readonly AnalyticsEvent[]): Promise<void> {
  await fetch(ANALYTICS_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
    credentials: 'same-origin',
    keepalive: true,
  })
}

export const queue = new AnalyticsQueue({ decision, send })

export function track(event: AnalyticsEvent): void {
  queue.push(event)
}

/** SF §3 "Analytics device record": every field, read once on load. */
export function deviceRecord(): Record<string, unknown> {
  const screen = window.screen
  const portrait = window.matchMedia?.('(orientation: portrait)').matches ?? window.innerHeight >= window.innerWidth
  return {
    language: navigator.language,
    languages: [...(navigator.languages ?? [navigator.language])],
    userAgent: navigator.userAgent,
    documentReferrer: document.referrer,
    screenWidth: screen.width,
    screenHeight: screen.height,
    availableWidth: screen.availWidth,
    availableHeight: screen.availHeight,
    windowWidth: window.innerWidth,
    windowHeight: window.innerHeight,
    pixelRatio: window.devicePixelRatio,
    orientation: portrait ? 'portrait' : 'landscape',
    darkMode: window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
  }
}

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

let lastPath: string | null = null

/** A pageview from the router (source 'router'), plus the third-party conversion event when tags are loaded. */
export function trackPageview(pathname: string, search: string): void {
  if (pathname === lastPath) return
  const referrer = lastPath === null ? document.referrer : `${window.location.origin}${lastPath}`
  lastPath = pathname
  const params = new URLSearchParams(search)
  const utm: Record<string, string> = {}
  for (const key of UTM) {
    const value = params.get(key)
    if (value !== null && value !== '') utm[key] = value.slice(0, 200)
  }
  track({ type: 'pageview', action: 'router', category: 'pageview', data: { path: pathname, referrer, source: 'router', ...utm } })
  tagPageview(pathname)
}

export interface CommerceItem {
  readonly id: string
  readonly name: string
  readonly quantity: number
  /** Line gross in euros. */
  readonly price: number
}

export interface CommerceEvent {
  readonly items: readonly CommerceItem[]
  readonly currency: string
  readonly orderId?: string
  /** The branch whose menu or checkout the event happened on (its id). */
  readonly branch: number
}

const PIXEL = { addtocart: 'AddToCart', initiatecheckout: 'InitiateCheckout', purchase: 'Purchase' } as const

/** addtocart / initiatecheckout / purchase: queued first-party event and the social pixel event (SF §7). */
export function trackCommerce(name: keyof typeof PIXEL, event: CommerceEvent): void {
  const value = round2(event.items.reduce((sum, item) => sum + item.price, 0))
  track({
    type: name,
    action: name,
    category: 'event',
    data: {
      items: event.items.map((item) => ({ ...item, price: round2(item.price) })),
      value,
      currency: event.currency,
      ...(event.orderId !== undefined ? { orderId: event.orderId } : {}),
      branch: event.branch,
      // the page it happened on, without the query (UTM tags are the page view's)
      path: window.location.pathname,
    },
  })
  if (decision() === 'denied') return
  pixelTrack(PIXEL[name], {
    contentIds: event.items.map((item) => item.id),
    contentName: name === 'addtocart' ? event.items[0]?.name : undefined,
    value,
    currency: event.currency,
    numItems: event.items.length,
  })
}

async function loadTags(): Promise<void> {
  if (isKiosk() || isPreviewFrame() || getConsent()?.categories.includes('marketing') !== true) return
  try {
    const response = await fetch(THEME_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    if (!response.ok) return
    const theme = (await response.json()) as { adTagId?: string | null; socialPixelId?: string | null }
    loadThirdParty(theme)
  } catch {
    /* without the settings no tag is loaded */
  }
}

let started = false
let deviceSent = false

/** Starts the queue (device record first, 1-s flush) and loads third-party tags once marketing is allowed. */
export function startAnalytics(): () => void {
  if (started) return () => undefined
  started = true
  if (!deviceSent) {
    deviceSent = true
    track({ type: 'device', action: 'init', category: 'device', data: deviceRecord() })
  }
  const stop = queue.start()
  void loadTags()
  const unsubscribe = subscribeConsent(() => {
    void loadTags()
    void queue.flush()
  })
  return () => {
    stop()
    unsubscribe()
    started = false
  }
}
