/**
 * The visitor's cookie consent (SF §4, BO §9): cookie 'cookie-consent' = 'version|id|categories', kept 365 days. A
 * cookie of another banner version or shape counts as no decision. Read by the storefront (the banner, the analytics
 * queue, third-party scripts) and by the server's first paint (whether to draw the banner).
 */
export const CONSENT_COOKIE = 'cookie-consent'
/** Version of the banner text: a new wording asks again (the cookie of an older version is ignored). */
export const CONSENT_VERSION = '2026-11-1'
export const CONSENT_DAYS = 365

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing'
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['necessary', 'analytics', 'marketing']

export interface Consent {
  readonly id: string
  readonly version: string
  readonly categories: readonly ConsentCategory[]
}

/** The cookie's (decoded) value as a consent, or null for none, another version or a bad shape. */
export function parseConsent(raw: string | null): Consent | null {
  if (raw === null) return null
  const [version, id, list] = raw.split('|')
  if (version !== CONSENT_VERSION || id === undefined || !/^[A-Za-z0-9_-]{16,64}$/.test(id) || list === undefined) return null
  const categories = list.split(',').filter((entry): entry is ConsentCategory => (CONSENT_CATEGORIES as readonly string[]).includes(entry))
  return categories.includes('necessary') ? { id, version, categories } : null
}

export function consentCookieValue(consent: Consent): string {
  return `${consent.version}|${consent.id}|${consent.categories.join(',')}`
}
