'use client'
/** Nav entries "Stempeluhr" (staff) and "Zeitkonten" (admins) (admin.components.beforeNavLinks). */
import { Link, useAuth } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

function NavEntry({ href, label, id }: { href: string; label: string; id: string }) {
  const pathname = usePathname()
  const active = pathname === href
  const content = (
    <>
      {active && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{label}</span>
    </>
  )
  return active ? (
    <div className="nav__link" id={id}>
      {content}
    </div>
  ) : (
    <Link className="nav__link" href={href} id={id} prefetch={false}>
      {content}
    </Link>
  )
}

export function TimeTrackingNavLinks() {
  const { user } = useAuth()
  const roles = ((user as { roles?: string[] } | null)?.roles ?? []) as string[]
  return (
    <>
      <NavEntry href="/backend/stempeluhr" label="Stempeluhr" id="nav-stempeluhr" />
      {roles.includes('ROLE_ADMIN') && <NavEntry href="/backend/zeitkonten" label="Zeitkonten" id="nav-zeitkonten" />}
    </>
  )
}
