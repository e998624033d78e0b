/** SF §2 app update banner: a new version is waiting; "Jetzt aktualisieren" activates it and reloads. */
export function UpdateBanner({ onReload, onLater }: { readonly onReload: () => void; readonly onLater: () => void }) {
  return (
    <div className="update-banner" role="status" aria-live="polite">
      <span>Eine neue Version ist verfügbar.</span>
      <div className="update-banner__actions">
        <button type="button" className="button button--ghost pwa-small" onClick={onLater}>
          Später
        </button>
        <button type="button" className="button pwa-small" onClick={onReload}>
          Jetzt aktualisieren
        </button>
      </div>
    </div>
  )
}
