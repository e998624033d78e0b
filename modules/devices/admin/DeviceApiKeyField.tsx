'use client'
/**
 * Device sidebar: "Neuen API-Schlüssel erzeugen" for front-desk and back-office screens. Calls
 * POST /api/devices/:id/rotate-api-key and shows the new key (and the list URL) exactly once.
 */
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { apiRequest } from '../../../platform/client'
import type { RotatedDeviceKey } from '../../../contracts'

export function DeviceApiKeyField() {
  const { id } = useDocumentInfo()
  const createdAt = useFormFields(([fields]) => fields.apiKeyCreatedAt?.value as string | null | undefined)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<RotatedDeviceKey | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  // the date is formatted in the browser's time zone: only after mounting (the server's render in its own zone did
  // not hydrate — React error 418)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])

  if (!id) return <p style={{ fontSize: '0.85rem', opacity: 0.75 }}>Nach dem Speichern kann ein API-Schlüssel erzeugt werden.</p>

  const rotate = async () => {
    if (createdAt && !window.confirm('Der bisherige Schlüssel funktioniert danach nicht mehr. Neuen Schlüssel erzeugen?')) return
    setBusy(true)
    setError(null)
    try {
      setResult(
        await apiRequest<RotatedDeviceKey>(`/api/devices/${id}/rotate-api-key`, {
          method: 'POST',
          fallback: 'API-Schlüssel konnte nicht erzeugt werden.',
        }),
      )
      setCopied(false)
    } catch (e) {
      setError(e instanceof Error ? e.message : 'API-Schlüssel konnte nicht erzeugt werden.')
    } finally {
      setBusy(false)
    }
  }

  // a front-desk / kitchen device opens its screen (docs/device-screens.md); a time clock its terminal
  const url = result ? `${window.location.origin}${result.screenPath ?? result.path}` : ''

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label">API-Schlüssel</label>
      <p style={{ fontSize: '0.85rem', margin: '0 0 8px', opacity: 0.8 }}>
        {createdAt ? `Schlüssel vorhanden (erzeugt ${mounted ? new Date(createdAt).toLocaleString('de-AT') : '…'}).` : 'Noch kein Schlüssel erzeugt.'}
      </p>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={rotate} disabled={busy}>
        {busy ? 'Wird erzeugt …' : 'Neuen API-Schlüssel erzeugen'}
      </button>
      {error && (
        <p role="alert" style={{ color: 'var(--theme-error-500)', fontWeight: 600 }}>
          {error}
        </p>
      )}
      {result && (
        <div role="status" style={{ marginTop: 8, padding: 10, borderRadius: 4, background: 'var(--theme-warning-100)' }}>
          <strong>Nur jetzt sichtbar – bitte sofort im Gerät eintragen:</strong>
          <code style={{ display: 'block', wordBreak: 'break-all', margin: '6px 0' }}>{result.apiKey}</code>
          <span style={{ fontSize: '0.8rem' }}>Adresse des Geräts:</span>
          <code style={{ display: 'block', wordBreak: 'break-all', fontSize: '0.75rem', margin: '4px 0' }}>{url}</code>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
          >
            {copied ? 'Kopiert ✓' : 'Adresse kopieren'}
          </button>
        </div>
      )}
    </div>
  )
}
