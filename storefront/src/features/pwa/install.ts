/**
 * SF §4 install conditions and timings: the prompt shows only when the app is not running standalone, installation is
 * supported (the browser offered it, or iOS/Android where the browser menu installs), the app is not installed
 * already (no related installed app), and cookie 'pwa-dismiss' is not 'true' (kept one month after "Nicht jetzt").
 */
import { readCookie, writeCookie } from '../consent'
import { getInstallEvent } from './installEvent'

export const DISMISS_COOKIE = 'pwa-dismiss'
export const DISMISS_DAYS = 30
/** SF §9: after accepting cookies / on load when consent already exists. */
export const PROMPT_DELAY_AFTER_CONSENT_MS = 250
export const PROMPT_DELAY_ON_LOAD_MS = 5000

export type Platform = 'ios' | 'android' | 'other'

export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return 'other'
}

export function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true
}

export const isDismissed = (): boolean => readCookie(DISMISS_COOKIE) === 'true'
export const dismissInstall = (): void => writeCookie(DISMISS_COOKIE, 'true', DISMISS_DAYS)

export function installSupported(platform: Platform): boolean {
  return getInstallEvent() !== null || platform === 'ios' || platform === 'android'
}

async function alreadyInstalled(): Promise<boolean> {
  const related = (navigator as { getInstalledRelatedApps?: () => Promise<unknown[]> }).getInstalledRelatedApps
  if (typeof related !== 'function') return false
  try {
    return (await related.call(navigator)).length > 0
  } catch {
    return false
  }
}

export async function mayPromptInstall(platform: Platform): Promise<boolean> {
  if (isStandalone() || isDismissed() || !installSupported(platform)) return false
  return !(await alreadyInstalled())
}
