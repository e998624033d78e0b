/**
 * Routes of the ordering site (SF §2), each page loaded lazily (route-level code splitting).
 * Slots for later features: kiosk mode (meta context self-service),
 * PWA install/update, cookie consent/analytics and the 3D map are not built yet — see docs/storefront.md.
 */
import { Suspense, createElement, lazy } from 'react'
import type { ComponentType } from 'react'
import { Route, Routes } from 'react-router-dom'

import { routes } from '../paths'
import { Layout } from './Layout'
import { RouteErrorBoundary } from './RouteError'

/**
 * A lazily loaded route page that can be loaded ahead (`preload`): once loaded, it renders without suspending, so the
 * first render after the server's shell shows the page itself, not the loading fallback (src/main.tsx).
 */
function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): { Page: ComponentType<P>; preload: () => Promise<void> } {
  let loaded: ComponentType<P> | undefined
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  const Page = (props: P) => createElement(loaded ?? (Lazy as unknown as ComponentType<P>), props)
  const preload = () =>
    load().then((component) => {
      loaded = component
    })
  return { Page, preload }
}

const division = preloadable(() => import('../features/branches/components/DivisionPage').then((m) => m.DivisionPage))
const menu = preloadable(() => import('../features/menu/components/MenuPage').then((m) => m.MenuPage))
const content = preloadable(() => import('../features/content/components/ContentPage').then((m) => m.ContentPage))
const DivisionPage = division.Page
const MenuPage = menu.Page
const ContentPage = content.Page

/** The page chunk of the route the server's shell shows (its `data-shell`): loaded before the first render. */
export function preloadShellRoute(route: string | undefined): Promise<void> {
  if (route === 'home') return division.preload()
  if (route === 'branch') return menu.preload()
  if (route === 'content') return content.preload()
  return Promise.resolve()
}
const CheckoutRoute = lazy(() => import('../features/checkout/components/CheckoutPage').then((m) => ({ default: m.CheckoutRoute })))
const CheckoutErrorRoute = lazy(() => import('../features/checkout/components/CheckoutPage').then((m) => ({ default: m.CheckoutErrorRoute })))
const StatusPage = lazy(() => import('../features/order-status/components/StatusPage').then((m) => ({ default: m.StatusPage })))
const LegalPage = lazy(() => import('../features/legal/components/LegalPage').then((m) => ({ default: m.LegalPage })))
const QuestionnairePage = lazy(() => import('../features/questionnaire').then((m) => ({ default: m.QuestionnairePage })))
// Front-desk / kitchen screen of a device (docs/device-screens.md): outside the shop layout, full screen.
const DeviceScreen = lazy(() => import('../features/device-screen').then((m) => ({ default: m.DeviceScreen })))
// Signage player of a TV and the admin's stream preview (docs/signage.md): outside the shop layout, full screen.
const SignagePlayer = lazy(() => import('../features/signage').then((m) => ({ default: m.SignagePlayer })))
const SignagePreview = lazy(() => import('../features/signage').then((m) => ({ default: m.SignagePreview })))
// Content pages (SF §2 catch-all): the site looked up by path, blocks rendered (features/content, docs/content.md) —
// `content` above.

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={routes.deviceScreen}
        element={
          <RouteErrorBoundary>
            <Suspense fallback={null}>
              <DeviceScreen />
            </Suspense>
          </RouteErrorBoundary>
        }
      />
      <Route
        path={routes.signagePlayer}
        element={
          <RouteErrorBoundary>
            <Suspense fallback={null}>
              <SignagePlayer />
            </Suspense>
          </RouteErrorBoundary>
        }
      />
      <Route
        path={routes.signagePreview}
        element={
          <RouteErrorBoundary>
            <Suspense fallback={null}>
              <SignagePreview />
            </Suspense>
          </RouteErrorBoundary>
        }
      />
      <Route
        element={
          <RouteErrorBoundary>
            <Layout />
          </RouteErrorBoundary>
        }
      >
        <Route path={routes.home} element={<DivisionPage />} />
        <Route path={routes.branch} element={<MenuPage />} />
        <Route path={routes.checkout} element={<CheckoutRoute />} />
        <Route path={routes.checkoutError} element={<CheckoutErrorRoute />} />
        <Route path={routes.status} element={<StatusPage />} />
        <Route path={routes.legal} element={<LegalPage />} />
        <Route path={routes.questionnaire} element={<QuestionnairePage />} />
        <Route path={routes.content} element={<ContentPage />} />
      </Route>
    </Routes>
  )
}
