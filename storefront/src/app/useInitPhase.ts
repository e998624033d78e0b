import { useEffect, useState } from 'react'

import { isSeeded, seedFromInit, startCatalogueRefresh } from '../lib/data'

export type InitPhase = 'loading' | 'ready' | 'error'

/**
 * Wait before the next automatic try of /api/init after `failures` failed ones: 5 s, 10 s, 20 s … at most 60 s. A TV,
 * kiosk or device screen that starts before its network is up loads by itself once it is (nobody taps a TV).
 */
export const initRetryDelay = (failures: number): number => Math.min(60_000, 5_000 * 2 ** Math.max(0, failures - 1))

/**
 * The app shell's start-up: SWR seeded from /api/init before the first render, tried again with `initRetryDelay` and at
 * once on the browser's `online` event while it fails; then the catalogue refresh (every 4 h, checked every 10 s).
 */
export function useInitPhase(): InitPhase {
  // seeded before the first render (the server's shell, src/main.tsx): ready at once, the shell is replaced by the page
  const [phase, setPhase] = useState<InitPhase>(() => (isSeeded() ? 'ready' : 'loading'))

  useEffect(() => {
    let active = true
    let failures = 0
    let timer: number | undefined
    const attempt = () => {
      window.clearTimeout(timer)
      seedFromInit()
        .then(() => {
          if (!active) return
          window.removeEventListener('online', attempt)
          setPhase('ready')
        })
        .catch(() => {
          if (!active) return
          failures += 1
          setPhase('error')
          timer = window.setTimeout(attempt, initRetryDelay(failures))
        })
    }
    // the browser says the network is back: try at once
    if (!isSeeded()) {
      window.addEventListener('online', attempt)
      attempt()
    }
    const stop = startCatalogueRefresh()
    return () => {
      active = false
      window.clearTimeout(timer)
      window.removeEventListener('online', attempt)
      stop()
    }
  }, [])

  return phase
}
