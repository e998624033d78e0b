'use client'
/**
 * Stream edit view: "Vorschau" — the storefront's signage player in preview mode (/signage/vorschau/{id}), which reads
 * the stream with the editor's own session (GET /api/digital-signage-streams/{id}/playlist) and plays it at 16:9.
 */
import { useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

export function SignageStreamPreview() {
  const { id } = useDocumentInfo()
  const [reload, setReload] = useState(0)
  if (!id) return <p style={{ fontSize: '0.85rem', opacity: 0.75 }}>Die Vorschau ist nach dem Speichern verfügbar.</p>
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label">Vorschau</label>
      <div style={{ position: 'relative', width: '100%', maxWidth: 960, aspectRatio: '16 / 9', background: '#000' }}>
        <iframe
          key={reload}
          title="Vorschau des Streams"
          src={`/signage/vorschau/${encodeURIComponent(String(id))}`}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </div>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setReload((n) => n + 1)}>
        Vorschau neu laden (nach dem Speichern)
      </button>
    </div>
  )
}
