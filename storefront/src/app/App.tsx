import { BrowserRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'

import { MESSAGES } from '@domain'
import { AppRoutes } from './router'
import { useInitPhase } from './useInitPhase'

/** Providers: SWR (seeded from /api/init before the first render) and the router. */
export function App() {
  const phase = useInitPhase()

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
