'use client'
/** Nav entry "Datenschutz" for admins (admin.components.beforeNavLinks; issue 34). */
import { Link, useAuth } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

export function PrivacyNavLink() {
  const { user } = useAuth()
  const pathname = usePathname()
  const roles = ((user as { roles?: string[] } | null)?.roles ?? []) as string[]
  if (!roles.includes('ROLE_ADMIN')) return null
  const href = '/backend/datenschutz'
  const label = <span className="nav__link-label">Datenschutz</span>
  return pathname === href ? (
    <div className="nav__link" id="nav-privacy">
      <div className="nav__link-indicator" />
      {label}
    </div>
  ) : (
    <Link className="nav__link" href={href} id="nav-privacy" prefetch={false}>
      {label}
    </Link>
  )
}
