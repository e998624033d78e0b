import { useEffect, useRef, useState } from 'react'

import { useConsent } from '../../consent'
import { linkManifest, registerServiceWorker, unregisterServiceWorkers } from '../register'
import type { Registration } from '../register'
import { InstallPrompt } from './InstallPrompt'
import { UpdateBanner } from './UpdateBanner'
import './pwa.css'

/**
 * SF §4 PWA layer (loaded lazily by the layout, never in a kiosk): with the plugin on the service worker is registered
 * and the update banner and install prompt are offered; with the plugin off every registration is removed.
 */
export function PwaLayer({ enabled, shopName }: { readonly enabled: boolean; readonly shopName: string }) {
  const [needRefresh, setNeedRefresh] = useState(false)
  const registration = useRef<Registration | null>(null)
  const consent = useConsent()

  useEffect(() => {
    if (!enabled) {
      void unregisterServiceWorkers()
      return
    }
    linkManifest()
    let active = true
    registerServiceWorker(() => active && setNeedRefresh(true))
      .then((result) => {
        if (active) registration.current = result
        else result?.stop()
      })
      .catch(() => {
        /* no service worker: the shop works online as before */
      })
    return () => {
      active = false
      registration.current?.stop()
    }
  }, [enabled])

  if (!enabled) return null
  return (
    <>
      {needRefresh ? <UpdateBanner onReload={() => void registration.current?.update()} onLater={() => setNeedRefresh(false)} /> : null}
      {consent !== null ? <InstallPrompt shopName={shopName} /> : null}
    </>
  )
}
