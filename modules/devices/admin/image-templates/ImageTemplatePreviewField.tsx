'use client'
/**
 * Image template sidebar "Vorschau" (issue 18): the saved template rendered on the server
 * (GET /api/image-templates/:id/render.png, 540 px wide), optionally for a product (its id), with a download of the
 * full size. Unsaved changes show after saving.
 */
import { useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { failure } from '../../../../platform/client'

export function ImageTemplatePreviewField() {
  const { id, savedDocumentData } = useDocumentInfo()
  const modified = useFormModified()
  const [product, setProduct] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [src, setSrc] = useState<string | null>(null)
  const version = String((savedDocumentData as { updatedAt?: string } | undefined)?.updatedAt ?? '')

  useEffect(() => {
    if (!id) return
    const query = new URLSearchParams({ width: '540', v: version })
    if (/^\d+$/.test(product)) query.set('product', product)
    const url = `/api/image-templates/${id}/render.png?${query}`
    let cancelled = false
    setError(null)
    fetch(url, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw await failure(res, { fallback: 'Bildvorlage konnte nicht geladen werden.' })
        const blob = await res.blob()
        if (cancelled) return
        setSrc(URL.createObjectURL(blob))
      })
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : 'Bildvorlage konnte nicht geladen werden.'))
    return () => {
      cancelled = true
    }
  }, [id, product, version])

  // an object URL is freed only once the next one has replaced it in the <img> (or on leaving): freeing it when the
  // next request starts broke the image still loading from it (net::ERR_FILE_NOT_FOUND)
  useEffect(() => () => {
    if (src) URL.revokeObjectURL(src)
  }, [src])

  if (!id) return <p style={{ fontSize: '0.85rem', opacity: 0.75 }}>Die Vorschau erscheint nach dem Speichern.</p>
  const download = `/api/image-templates/${id}/render.png?download=1${/^\d+$/.test(product) ? `&product=${product}` : ''}`
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label">Vorschau</label>
      <input
        aria-label="Produkt-ID für die Vorschau"
        placeholder="Produkt-ID (leer: Platzhalter)"
        value={product}
        inputMode="numeric"
        onChange={(e) => setProduct(e.target.value.trim())}
        style={{ width: '100%', padding: '4px 6px', marginBottom: 8 }}
      />
      {modified && <p style={{ fontSize: '0.8rem', opacity: 0.8 }}>Ungespeicherte Änderungen erscheinen nach dem Speichern.</p>}
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', fontWeight: 600 }}>
          {error}
        </p>
      ) : src ? (
        <img data-testid="image-template-preview" src={src} alt="Vorschau der Bildvorlage" style={{ width: '100%', height: 'auto', border: '1px solid var(--theme-elevation-150)' }} />
      ) : (
        <p style={{ opacity: 0.7 }}>Vorschau wird erzeugt …</p>
      )}
      <a href={download} style={{ fontSize: '0.85rem' }}>
        PNG in voller Größe herunterladen
      </a>
    </div>
  )
}
