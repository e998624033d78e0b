import { Component } from 'react'
import type { ReactNode } from 'react'

/** The SF §2 500 view for a render error. */
export function ServerErrorView() {
  return (
    <main className="page page--narrow">
      <h1>500 Internal Server Error</h1>
      <p>Leider ist ein interner Fehler aufgetreten.</p>
      <p>
        <a className="button button--ghost" href="/">
          Zur Startseite
        </a>
      </p>
    </main>
  )
}

export class RouteErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? <ServerErrorView /> : this.props.children
  }
}
