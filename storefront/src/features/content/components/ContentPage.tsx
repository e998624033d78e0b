/**
 * Content pages (SF §2 catch-all): a later feature. The site will be looked up by path in /api/sites
 * (segments joined by '/'), drafts marked, unknown types shown as the 500 view. Until then: the 404 view.
 */
import { Link } from 'react-router-dom'

import { useConfig } from '../../../lib/data'
import { useTitle } from '../../../lib/useTitle'
import { paths } from '../../../paths'

export function NotFound() {
  return (
    <div className="page page--narrow empty-state">
      <h1>404</h1>
      <p>Leider wurde die angeforderte Seite nicht gefunden.</p>
      <Link className="button" to={paths.home()}>
        Zur Startseite
      </Link>
    </div>
  )
}

export function ContentPage() {
  const config = useConfig()
  useTitle('site', 'Seite nicht gefunden', config.shopName ?? 'Tresen')
  return <NotFound />
}
