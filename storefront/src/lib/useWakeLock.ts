/** Keeps a TV or tablet from dimming while a player or device screen is open (Screen Wake Lock API, where available). */
import { useEffect } from 'react'

export function useWakeLock() {
  useEffect(() => {
    type Sentinel = { release: () => Promise<void> }
    const nav = navigator as Navigator & { wakeLock?: { request: (type: 'screen') => Promise<Sentinel> } }
    let sentinel: Sentinel | null = null
    const acquire = () => {
      if (document.visibilityState !== 'visible' || !nav.wakeLock) return
      nav.wakeLock
        .request('screen')
        .then((s) => (sentinel = s))
        .catch(() => {
          /* not allowed here: the screen may dim */
        })
    }
    acquire()
    document.addEventListener('visibilitychange', acquire)
    return () => {
      document.removeEventListener('visibilitychange', acquire)
      void sentinel?.release().catch(() => {})
    }
  }, [])
}
