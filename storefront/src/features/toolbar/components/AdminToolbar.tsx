import { paths } from '../../../paths'

/** Written in by the build (storefront/vite.config.ts); a unit test without the build's define sees 'dev'. */
const VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'

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
