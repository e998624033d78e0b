/** Public API of the consent feature (SF §4 cookie consent). The banner itself is loaded lazily by the layout. */
export { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_VERSION, decideConsent, decidedThisVisit, getConsent, hasCategory, isConsentBannerOpen, readCookie, reopenConsent, subscribeConsent, writeCookie } from './consent'
export type { Consent, ConsentCategory } from './consent'
export { useConsent, useConsentBannerOpen } from './useConsent'
