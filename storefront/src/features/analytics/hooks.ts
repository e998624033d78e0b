import { useEffect, useRef } from 'react'

import { startAnalytics, trackPageview } from './analytics'
import { trackInitiateCheckout } from './commerce'

/** Layout: starts the queue once and records a pageview per route change (source 'router'). */
export function useAnalytics(pathname: string, search: string): void {
  useEffect(() => startAnalytics(), [])
  useEffect(() => trackPageview(pathname, search), [pathname, search])
}

/** Checkout page of `branch` (its id): one initiatecheckout per visit of the page, with the lines shown. */
export function useInitiateCheckout(lines: Parameters<typeof trackInitiateCheckout>[0], currency: string, branch: number): void {
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current || lines.length === 0) return
    sent.current = true
    trackInitiateCheckout(lines, currency, branch)
  }, [lines, currency, branch])
}
