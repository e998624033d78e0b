/** The "Abholbereit" zone: the ticket numbers of the branch's ready orders, large, oldest first (as a scene or an overlay). */
import { SIGNAGE_TEXTS } from '@domain'

export function ReadyZone({ tickets, variant }: { readonly tickets: readonly string[]; readonly variant: 'full' | 'right' | 'bottom' }) {
  return (
    <section className={`sg-ready sg-ready--${variant}`} aria-label={SIGNAGE_TEXTS.readyTitle} data-testid="signage-ready">
      <h2 className="sg-ready__title">{SIGNAGE_TEXTS.readyTitle}</h2>
      {tickets.length === 0 ? (
        <p className="sg-ready__empty">{SIGNAGE_TEXTS.readyEmpty}</p>
      ) : (
        <ul className="sg-ready__list">
          {tickets.map((t) => (
            <li key={t} className="sg-ready__ticket">
              {t}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
