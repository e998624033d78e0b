/**
 * Iframe block: an https page embedded sandboxed and lazily — only after consent (TDDDG §25 / TKG §165). Until the
 * visitor allowed external content ('marketing', as the home map) or clicked "Inhalt laden" for this embed, a
 * placeholder names the host and loads nothing; offline it says so instead of a frame that would fail.
 */
import { useState } from 'react'

import { useConsent } from '../../consent'
import { useOnline } from '../../pwa'
import type { BlockProps } from '../components/BlockList'
import { num, str } from '../types'

export function Iframe({ block }: BlockProps<'iframe'>) {
  const consent = useConsent()
  const online = useOnline()
  const [clicked, setClicked] = useState(false)
  const url = str(block, 'url')
  if (!/^https:\/\//i.test(url)) return null
  const title = str(block, 'title') || 'Eingebettete Seite'
  const height = num(block, 'height') ?? 480
  const host = new URL(url).hostname
  const allowed = clicked || consent?.categories.includes('marketing') === true
  if (!online || !allowed)
    return (
      <div className="cb cb--width-l">
        <div className="cb-embed-consent" style={{ minHeight: Math.min(height, 320) }} role="group" aria-label={title}>
          <p className="cb-embed-consent__title">{title}</p>
          {online ? (
            <>
              <p>
                Dieser Inhalt wird von <strong>{host}</strong> geladen. Dabei werden Daten (z. B. Ihre IP-Adresse) an
                diesen Anbieter übertragen.
              </p>
              <button type="button" className="button" onClick={() => setClicked(true)}>
                Inhalt laden
              </button>
              <p className="cb-embed-consent__hint">Externe Inhalte können Sie unter „Cookie-Einstellungen“ (unten auf der Seite) dauerhaft erlauben.</p>
            </>
          ) : (
            <p>Dieser Inhalt ist offline nicht verfügbar.</p>
          )}
        </div>
      </div>
    )
  return (
    <div className="cb cb--width-l">
      <iframe
        className="cb-iframe"
        src={url}
        title={title}
        height={height}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  )
}
