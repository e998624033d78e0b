'use client'
/** Nav entry "Bestellungen live" (admin.components.afterNavLinks). */
import { Link } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

export function OrderBoardNavLink() {
  const pathname = usePathname()
  const href = '/backend/orders-live'
  const active = pathname === href
  const label = (
    <>
      {active && <div className="nav__link-indicator" />}
      <span className="nav__link-label">Bestellungen live</span>
    </>
  )
  return active ? (
    <div className="nav__link" id="nav-orders-live">
      {label}
    </div>
  ) : (
    <Link className="nav__link" href={href} id="nav-orders-live" prefetch={false}>
      {label}
    </Link>
  )
}
