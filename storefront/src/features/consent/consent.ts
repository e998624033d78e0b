/**
 * Cookie consent (SF §4, BO §9): the visitor's choice lives in the cookie 'cookie-consent' for 365 days; a proof
 * record goes to POST /api/consents once (time, categories, text version; no IP). A small external store so the
 * banner, the analytics queue, third-party scripts and the install prompt react to the same decision.
 */
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_VERSION, consentCookieValue, parseConsent } from '@domain'
import type { Consent, ConsentCategory } from '@domain'

// the cookie's format and version are domain/consent.ts (the server's first paint reads the same cookie)
export { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_VERSION, parseConsent }
export type { Consent, ConsentCategory }

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toUTCString()
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`
}


const listeners = new Set<() => void>()
let current: Consent | null | undefined
let decidedNow = false
// the banner asked again from the footer's "Cookie-Einstellungen" (the earlier decision holds until a new one)
let reopened = false

/** Whether the visitor decided during this page visit (the install prompt then follows after 250 ms, else 5 s). */
export const decidedThisVisit = (): boolean => decidedNow

export function getConsent(): Consent | null {
  if (current === undefined) current = parseConsent(readCookie(CONSENT_COOKIE))
  return current
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const hasCategory = (category: ConsentCategory): boolean => getConsent()?.categories.includes(category) === true

/** Whether the banner shows: no decision yet, or the visitor asked to change it. */
export const isConsentBannerOpen = (): boolean => reopened || getConsent() === null

/** Shows the banner again so the visitor can change (or withdraw) the decision as easily as it was given. */
export function reopenConsent(): void {
  reopened = true
  for (const listener of [...listeners]) listener()
}

function randomId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Stores the decision (cookie, 365 days), notifies listeners and sends the proof record (failures ignored). */
export function decideConsent(categories: readonly ConsentCategory[]): Consent {
  const list = [...new Set<ConsentCategory>(['necessary', ...categories])]
  const consent: Consent = { id: randomId(), version: CONSENT_VERSION, categories: list }
  writeCookie(CONSENT_COOKIE, consentCookieValue(consent), CONSENT_DAYS)
  current = consent
  decidedNow = true
  reopened = false
  for (const listener of [...listeners]) listener()
  void fetch('/api/consents', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ consentId: consent.id, categories: list, version: consent.version, path: window.location.pathname }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {
    /* the visitor's choice holds even when the proof record could not be sent */
  })
  return consent
}
