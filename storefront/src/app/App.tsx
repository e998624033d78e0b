import { useEffect, useState } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'

import { MESSAGES } from '@domain'
import { seedFromInit, startCatalogueRefresh } from '../lib/data'
import { AppRoutes } from './router'

type Phase = 'loading' | 'ready' | 'error'

/**
 * Wait before the next automatic try of /api/init after `failures` failed ones: 5 s, 10 s, 20 s … at most 60 s. A TV,
 * kiosk or device screen that starts before its network is up loads by itself once it is (nobody taps a TV).
 */
export const initRetryDelay = (failures: number): number => Math.min(60_000, 5_000 * 2 ** Math.max(0, failures - 1))

/** Providers: SWR (seeded from /api/init before the first render) and the router. */
export function App() {
  const [phase, setPhase] = useState<Phase>('loading')

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
    window.addEventListener('online', attempt)
    attempt()
    const stop = startCatalogueRefresh()
    return () => {
      active = false
      window.clearTimeout(timer)
      window.removeEventListener('online', attempt)
      stop()
    }
  }, [])

  if (phase === 'loading') {
    return (
      <div className="loader" role="status" aria-live="polite">
        <span className="loader__spinner" aria-hidden="true" />
        <span className="visually-hidden">Wird geladen …</span>
      </div>
    )
  }
  if (phase === 'error') {
    return (
      <main className="page page--narrow fatal">
        <h1>Sie sind offline</h1>
        <p>{MESSAGES.unknownError} Bitte überprüfen Sie Ihre Internetverbindung.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Erneut versuchen
        </button>
      </main>
    )
  }
  return (
    <SWRConfig value={{ revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false }}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SWRConfig>
  )
}
