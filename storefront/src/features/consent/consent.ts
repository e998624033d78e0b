/**
 * Cookie consent (SF §4, BO §9): the visitor's choice lives in the cookie 'cookie-consent' for 365 days; a proof
 * record goes to POST /api/consents once (time, categories, text version; no IP). A small external store so the
 * banner, the analytics queue, third-party scripts and the install prompt react to the same decision.
 */
export const CONSENT_COOKIE = 'cookie-consent'
/** Version of the banner text: a new wording asks again (the cookie of an older version is ignored). */
export const CONSENT_VERSION = '2026-11-1'
export const CONSENT_DAYS = 365

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing'

export interface Consent {
  readonly id: string
  readonly version: string
  readonly categories: readonly ConsentCategory[]
}

const CATEGORIES: readonly ConsentCategory[] = ['necessary', 'analytics', 'marketing']

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

/** 'version|id|categories': a cookie of another version or shape counts as no decision. */
export function parseConsent(raw: string | null): Consent | null {
  if (raw === null) return null
  const [version, id, list] = raw.split('|')
  if (version !== CONSENT_VERSION || id === undefined || !/^[A-Za-z0-9_-]{16,64}$/.test(id) || list === undefined) return null
  const categories = list.split(',').filter((entry): entry is ConsentCategory => (CATEGORIES as readonly string[]).includes(entry))
  return categories.includes('necessary') ? { id, version, categories } : null
}

const listeners = new Set<() => void>()
let current: Consent | null | undefined
let decidedNow = false

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

function randomId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Stores the decision (cookie, 365 days), notifies listeners and sends the proof record (failures ignored). */
export function decideConsent(categories: readonly ConsentCategory[]): Consent {
  const list = [...new Set<ConsentCategory>(['necessary', ...categories])]
  const consent: Consent = { id: randomId(), version: CONSENT_VERSION, categories: list }
  writeCookie(CONSENT_COOKIE, `${consent.version}|${consent.id}|${list.join(',')}`, CONSENT_DAYS)
  current = consent
  decidedNow = true
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
