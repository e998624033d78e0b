import { Suspense, lazy, useEffect, useState } from 'react'
import { Link, Outlet, useLocation } from 'react-router-dom'

import { useAnalytics } from '../features/analytics'
import { reopenConsent, useConsentBannerOpen } from '../features/consent'
// in the first chunk, not lazy: the banner sits in the page flow above the header, and arriving after the first paint
// it pushed the whole page down (Lighthouse CLS 0.496 on a first visit; tests/e2e/platform-cls.spec.ts)
import { CookieBanner } from '../features/consent/components/CookieBanner'
import { isPreviewFrame } from '../lib/previewFrame'
import { isKiosk } from '../features/kiosk'
import { OfflineNotice } from '../features/pwa'
import { AdminToolbar } from '../features/toolbar/components/AdminToolbar'
import { LegalLinks } from '../features/legal/components/LegalLinks'
import { FooterNavigation, MainNavigation } from '../features/navigation'
import { useConfig, useMe } from '../lib/data'
import { applyTheme } from '../lib/theme'
import { paths } from '../paths'
import { PageFallback } from '../components/PageFallback'

const PwaLayer = lazy(() => import('../features/pwa/components/PwaLayer').then((m) => ({ default: m.PwaLayer })))
const KioskLayer = lazy(() => import('../features/kiosk/components/KioskLayer').then((m) => ({ default: m.KioskLayer })))
const BranchToolbar = lazy(() => import('../features/toolbar/components/BranchToolbar').then((m) => ({ default: m.BranchToolbar })))

/**
 * Header, main, footer (SF §2 Layout), cookie banner, analytics (pageviews from the router), PWA layer (install
 * prompt, update banner), offline notice; in a kiosk (self-service) the kiosk layer instead of banner and prompt.
 * Not built: custom cursor, chat assistant (disabled in the spec).
 */
export function Layout() {
  const config = useConfig()
  const me = useMe()
  const location = useLocation()
  const shopName = config.shopName ?? config.title ?? 'Tresen'
  const isAdmin = me?.roles?.includes('ROLE_ADMIN') === true
  const kiosk = isKiosk()
  const previewFrame = isPreviewFrame()
  const bannerOpen = useConsentBannerOpen()
  useAnalytics(location.pathname, location.search)

  useEffect(() => applyTheme(config), [config])
  const pwaEnabled = config.enablePluginPWA === true
  const pwaLayer = usePwaLayerNeeded(pwaEnabled && !kiosk && !previewFrame)

  // the shop's description for pages without their own (a content page sets its own and restores this one on leave,
  // features/content useSiteMeta): created when missing, never overwritten — children's effects run first
  const description = (config.seoDescription || config.description || '').trim()
  useEffect(() => {
    if (description === '' || document.head.querySelector('meta[name="description"]') !== null) return
    const meta = document.createElement('meta')
    meta.setAttribute('name', 'description')
    meta.setAttribute('content', description)
    document.head.appendChild(meta)
  }, [description, location.pathname])

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Zum Inhalt springen
      </a>
      {!kiosk && !previewFrame && bannerOpen ? <CookieBanner /> : null}
      {isAdmin && !previewFrame ? <AdminToolbar /> : null}
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
          {kiosk ? null : (
            <button type="button" className="footer__consent" onClick={reopenConsent}>
              Cookie-Einstellungen
            </button>
          )}
        </div>
      </footer>
      <ScrollToTop pathname={location.pathname} />
      <OfflineNotice />
      <Suspense fallback={null}>
        {kiosk ? <KioskLayer /> : previewFrame || !pwaLayer ? null : <PwaLayer enabled={pwaEnabled} shopName={shopName} />}
      </Suspense>
    </div>
  )
}

/**
 * Whether the PWA layer's chunk is needed: with the plugin on, or to remove a service worker registered while it was
 * on (the layer unregisters it). With the plugin off and no registration (the usual visit) nothing is loaded.
 */
function usePwaLayerNeeded(enabled: boolean): boolean {
  const [registered, setRegistered] = useState(false)
  useEffect(() => {
    if (enabled || typeof navigator === 'undefined' || navigator.serviceWorker === undefined) return
    let active = true
    navigator.serviceWorker
      .getRegistrations()
      .then((list) => active && list.length > 0 && setRegistered(true))
      .catch(() => {
        /* no access to registrations (e.g. private mode): nothing to remove */
      })
    return () => {
      active = false
    }
  }, [enabled])
  return enabled || registered
}

/** Scroll to the top on navigation (hash links inside a page keep their position). */
function ScrollToTop({ pathname }: { readonly pathname: string }) {
  useEffect(() => {
    if (window.location.hash === '') window.scrollTo(0, 0)
  }, [pathname])
  return null
}
