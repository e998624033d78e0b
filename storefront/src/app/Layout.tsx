import { Suspense, lazy, useEffect } from 'react'
import { Link, Outlet, useLocation } from 'react-router-dom'

import { AdminToolbar } from '../features/toolbar/components/AdminToolbar'
import { LegalLinks } from '../features/legal/components/LegalLinks'
import { FooterNavigation, MainNavigation } from '../features/navigation'
import { useConfig, useMe } from '../lib/data'
import { applyTheme } from '../lib/theme'
import { paths } from '../paths'
import { PageFallback } from '../components/PageFallback'

const BranchToolbar = lazy(() => import('../features/toolbar/components/BranchToolbar').then((m) => ({ default: m.BranchToolbar })))

/**
 * Header, main, footer (SF §2 Layout).
 * Slots not built yet: cookie banner + analytics (SF §4), install prompt / update banner / offline notice (PWA),
 * kiosk screensaver for self-service routes, custom cursor, chat assistant (disabled).
 */
export function Layout() {
  const config = useConfig()
  const me = useMe()
  const location = useLocation()
  const shopName = config.shopName ?? config.title ?? 'Tresen'
  const isAdmin = me?.roles?.includes('ROLE_ADMIN') === true

  useEffect(() => applyTheme(config), [config])

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Zum Inhalt springen
      </a>
      {isAdmin ? <AdminToolbar /> : null}
      <header className="header">
        <div className="header__inner">
          <Link to={paths.home()} className="brand">
            <span className="brand__mark" aria-hidden="true">
              {shopName.slice(0, 1)}
            </span>
            <span className="brand__name">{shopName}</span>
          </Link>
          <MainNavigation />
          {config.enablePluginToolbar === true ? (
            <Suspense fallback={null}>
              <BranchToolbar pathname={location.pathname} />
            </Suspense>
          ) : null}
        </div>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="footer">
        <div className="footer__inner">
          <div className="footer__contact">
            <strong>{config.businessName ?? shopName}</strong>
            {config.street !== undefined && config.street !== null ? <span>{config.street}</span> : null}
            {config.zipCode !== undefined || config.city !== undefined ? (
              <span>{[config.zipCode, config.city].filter(Boolean).join(' ')}</span>
            ) : null}
            {config.phone ? <a href={`tel:${config.phone.replace(/\s/g, '')}`}>{config.phone}</a> : null}
            {config.email ? <a href={`mailto:${config.email}`}>{config.email}</a> : null}
          </div>
          <FooterNavigation />
          <LegalLinks config={config} />
        </div>
      </footer>
      <ScrollToTop pathname={location.pathname} />
    </div>
  )
}

/** Scroll to the top on navigation (hash links inside a page keep their position). */
function ScrollToTop({ pathname }: { readonly pathname: string }) {
  useEffect(() => {
    if (window.location.hash === '') window.scrollTo(0, 0)
  }, [pathname])
  return null
}
