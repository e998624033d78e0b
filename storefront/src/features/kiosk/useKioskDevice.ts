import { useEffect } from 'react'

interface WakeLockSentinelLike {
  release: () => Promise<void>
}

/**
 * Fullscreen on the first touch (browsers allow it only after a gesture) and a screen wake lock while visible,
 * where the browser allows either; refusals are ignored.
 */
export function useKioskDevice(): void {
  useEffect(() => {
    let lock: WakeLockSentinelLike | null = null
    const wakeLock = (navigator as { wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinelLike> } }).wakeLock
    const requestLock = () => {
      if (wakeLock === undefined || document.visibilityState !== 'visible') return
      wakeLock
        .request('screen')
        .then((sentinel) => {
          lock = sentinel
        })
        .catch(() => {
          /* not allowed (e.g. battery saver) */
        })
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') requestLock()
    }
    const onFirstTouch = () => {
      const root = document.documentElement
      if (document.fullscreenElement === null && typeof root.requestFullscreen === 'function') {
        root.requestFullscreen().catch(() => {
          /* not allowed here */
        })
      }
      requestLock()
    }
    requestLock()
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('pointerdown', onFirstTouch, { once: true })
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('pointerdown', onFirstTouch)
      void lock?.release().catch(() => undefined)
    }
  }, [])
}
