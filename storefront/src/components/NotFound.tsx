import { Link } from 'react-router-dom'

import { paths } from '../paths'

/** The 404 view (unknown branch, order or page). */
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
