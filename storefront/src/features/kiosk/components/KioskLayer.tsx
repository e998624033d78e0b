import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { closedNoticeLines, getBranchOpeningState } from '@domain'
import { toBranchInput } from '../../../lib/adapters'
import { useBranch, useConfig } from '../../../lib/data'
import { useNow } from '../../../lib/useNow'
import { kioskHome, kioskIdleMs } from '../kiosk'
import { useIdle } from '../useIdle'
import { useKioskDevice } from '../useKioskDevice'
import { KioskEndScreen } from './KioskEndScreen'
import './kiosk.css'

const CHECKOUT = /^\/store\/[^/]+\/checkout(\/|$)/
const STORE = /^\/store\/([^/]+)/
const STATUS = /^\/status\/([^/]+)\/([^/]+)/

/**
 * Kiosk (self-service) layer: screensaver 'zum Bestellen tippen' after the idle time (never on the checkout, where
 * the customer may be paying), the end screen after an order, ordering blocked while the branch is closed,
 * fullscreen and wake lock where allowed.
 */
export function KioskLayer() {
  const { pathname } = useLocation()
  const config = useConfig()
  const shopName = config.shopName ?? config.title ?? 'Tresen'
  const status = STATUS.exec(pathname)
  const onCheckout = CHECKOUT.test(pathname)
  const [idle, wake] = useIdle(kioskIdleMs(), !onCheckout)
  useKioskDevice()

  // after an order the end screen's idle time leads back to the start (a fresh page: nothing of the order stays)
  useEffect(() => {
    if (idle && status !== null) window.location.replace(kioskHome())
  }, [idle, status])

  const storeMatch = STORE.exec(pathname)
  const identifier = storeMatch?.[1] === undefined ? undefined : decodeURIComponent(storeMatch[1])

  return (
    <>
      {identifier !== undefined ? <ClosedGuard identifier={identifier} /> : null}
      {status !== null && status[1] !== undefined && status[2] !== undefined ? (
        <KioskEndScreen uid={decodeURIComponent(status[1])} hash={decodeURIComponent(status[2])} />
      ) : null}
      {idle && status === null ? <Screensaver shopName={shopName} onWake={wake} /> : null}
    </>
  )
}

function Screensaver({ shopName, onWake }: { readonly shopName: string; readonly onWake: () => void }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => setVisible(true), [])
  return (
    <button type="button" className={`kiosk-screensaver${visible ? ' is-visible' : ''}`} onClick={onWake} autoFocus>
      <span className="kiosk-screensaver__brand">{shopName}</span>
      <span className="kiosk-screensaver__cta">zum Bestellen tippen</span>
    </button>
  )
}

/** While the branch is closed a kiosk takes no orders: a full-screen notice with the next opening (SF §8 texts). */
function ClosedGuard({ identifier }: { readonly identifier: string }) {
  const branch = useBranch(identifier)
  const now = useNow(30_000)
  if (branch === null) return null
  const input = toBranchInput(branch)
  if (getBranchOpeningState(input, 'takeaway', now).isOpen || getBranchOpeningState(input, 'dineIn', now).isOpen) return null
  const lines = closedNoticeLines({ ...input, closedMessage: branch.closedMessage ?? null }, 'takeaway', now)
  return (
    <div className="kiosk-closed" role="alertdialog" aria-modal="true" aria-labelledby="kiosk-closed-title">
      <div className="kiosk-closed__box">
        <h2 id="kiosk-closed-title">{lines[0]}</h2>
        {lines.slice(1).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  )
}
