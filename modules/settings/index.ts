/** The settings module's public surface: other modules import only from here. */
export { loadBranding } from './branding'
export { readSettings, shopLocale } from './read'
export { readConfig } from './update'
export { generatedPrivacyText, hasOwnPrivacyPolicy } from './privacy-text'
