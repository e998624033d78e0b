'use client'
/** Nav entry "Statistik" for staff (admin.components.beforeNavLinks). */
import { Link, useAuth } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

export function StatisticsNavLink() {
  const { user } = useAuth()
  const pathname = usePathname()
  const roles = ((user as { roles?: string[] } | null)?.roles ?? []) as string[]
  if (!roles.includes('ROLE_ADMIN') && !roles.includes('ROLE_EMPLOYEE')) return null
  const href = '/backend/statistics'
  const label = <span className="nav__link-label">Statistik</span>
  return pathname === href ? (
    <div className="nav__link" id="nav-statistics">
      <div className="nav__link-indicator" />
      {label}
    </div>
  ) : (
    <Link className="nav__link" href={href} id="nav-statistics" prefetch={false}>
      {label}
    </Link>
  )
}
