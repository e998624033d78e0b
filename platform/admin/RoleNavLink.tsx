'use client'
/** A custom view's entry in the admin's sidebar, shown to the given roles only (admin.components.beforeNavLinks). */
import { Link, useAuth } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

export function RoleNavLink({ href, label, id, roles }: { href: string; label: string; id: string; roles: readonly string[] }) {
  const { user } = useAuth()
  const pathname = usePathname()
  const own = ((user as { roles?: string[] } | null)?.roles ?? []) as string[]
  if (!own.some((role) => roles.includes(role))) return null
  const text = <span className="nav__link-label">{label}</span>
  return pathname === href ? (
    <div className="nav__link" id={id}>
      <div className="nav__link-indicator" />
      {text}
    </div>
  ) : (
    <Link className="nav__link" href={href} id={id} prefetch={false}>
      {text}
    </Link>
  )
}
