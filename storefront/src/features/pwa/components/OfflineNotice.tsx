import { useOnline } from '../useOnline'
import './pwa.css'

/** SF §8 offline notice with retry (reload); part of the first chunk so it works without the network. */
export function OfflineNotice() {
  const online = useOnline()
  if (online) return null
  return (
    <div className="offline-notice" role="alert">
      <div className="offline-notice__text">
        <strong>Sie sind offline</strong>
        <span>Bitte überprüfen Sie Ihre Internetverbindung.</span>
      </div>
      <button type="button" className="button button--small" onClick={() => window.location.reload()}>
        Neu laden
      </button>
    </div>
  )
}
