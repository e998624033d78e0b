/// <reference types="vite-plugin-pwa/client" />
/**
 * Service worker (vite-plugin-pwa, prompt mode): registered only when enablePluginPWA is on; the update check runs
 * 2.5 s after start, every 30 minutes, and whenever the page becomes visible again or is restored from the
 * back/forward cache (iOS keeps a standalone app alive for days and never checks on its own). With the plugin off every
 * registration of this origin is removed (SF §4).
 */
export const FIRST_UPDATE_CHECK_MS = 2500
export const UPDATE_INTERVAL_MS = 30 * 60 * 1000

export interface Registration {
  /** Activates the waiting version and reloads into it. */
  readonly update: () => Promise<void>
  readonly stop: () => void
}

export async function registerServiceWorker(onNeedRefresh: () => void): Promise<Registration | null> {
  if (!('serviceWorker' in navigator)) return null
  const { registerSW } = await import('virtual:pwa-register')
  const timers: number[] = []
  const cleanups: (() => void)[] = []
  // the reload into the new version: Workbox reloads on its own only when this page already had a controller when it
  // registered; a page whose first visit installed the worker would stay on the old version (found by the two-build test)
  let reloadAsked = false
  const onControllerChange = () => {
    if (reloadAsked) window.location.reload()
  }
  navigator.serviceWorker.addEventListener('controllerchange', onControllerChange)
  cleanups.push(() => navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange))
  const update = registerSW({
    immediate: true,
    onNeedRefresh,
    onRegisteredSW(_url, registration) {
      if (registration === undefined) return
      const check = () => {
        if (!navigator.onLine || registration.installing) return
        registration.update().catch(() => {
          /* offline or the server is restarting: the next check tries again */
        })
      }
      timers.push(window.setTimeout(check, FIRST_UPDATE_CHECK_MS))
      timers.push(window.setInterval(check, UPDATE_INTERVAL_MS))
      const onVisible = () => {
        if (document.visibilityState === 'visible') check()
      }
      document.addEventListener('visibilitychange', onVisible)
      window.addEventListener('pageshow', check)
      cleanups.push(() => {
        document.removeEventListener('visibilitychange', onVisible)
        window.removeEventListener('pageshow', check)
      })
    },
  })
  return {
    update: () => {
      reloadAsked = true
      return update(true)
    },
    stop: () => {
      for (const timer of timers) window.clearTimeout(timer)
      for (const cleanup of cleanups) cleanup()
    },
  }
}

export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  try {
    const registrations = await navigator.serviceWorker.getRegistrations()
    await Promise.all(registrations.map((registration) => registration.unregister()))
  } catch {
    /* nothing registered or not allowed */
  }
}

/** The manifest link exists only while the plugin is on (nothing to install otherwise). */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]') !== null) return
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = '/pwa/manifest.webmanifest'
  document.head.appendChild(link)
  const apple = document.createElement('link')
  apple.rel = 'apple-touch-icon'
  apple.href = '/pwa/icon-180.png'
  document.head.appendChild(apple)
}
