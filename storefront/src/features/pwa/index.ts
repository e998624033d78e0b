/** Public API of the PWA feature (SF §4): the offline notice (first chunk) and the lazily loaded PWA layer's module path. */
export { OfflineNotice } from './components/OfflineNotice'
export { DISMISS_COOKIE, PROMPT_DELAY_AFTER_CONSENT_MS, PROMPT_DELAY_ON_LOAD_MS, platformOf } from './install'
export { getInstallEvent } from './installEvent'
export { useOnline } from './useOnline'
