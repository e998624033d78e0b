import { paths } from '../../../paths'

const VERSION = '1.7.2-dev'

/** SF §2 admin toolbar (ROLE_ADMIN only). */
export function AdminToolbar() {
  return (
    <nav className="admin-toolbar" aria-label="Administration">
      <a href={paths.backend.sites}>Seiten</a>
      <a href={paths.backend.dashboard}>Statistik</a>
      <a href={paths.backend.navigations}>Navigationen</a>
      <a href={paths.backend.root}>Zum Backend</a>
      <a href={paths.backend.logout}>Abmelden</a>
      <span className="admin-toolbar__version">v{VERSION}</span>
    </nav>
  )
}
