'use client'
/**
 * TV edit view, under "Befehl": send the selected command (POST /api/digital-signage-devices/{id}/command) or abort it
 * (…/command/abort) — both answer the updated device —, the player's reported state, the last screenshot, and the
 * player's key with its address (POST …/rotate-api-key, shown once). docs/signage.md.
 */
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { apiRequest } from '../../../../platform/client'
import type { SignageDeviceDoc, SignageKey } from '../../../../contracts'

const STATUS: Record<string, string> = {
  none: 'Kein Befehl',
  pending: 'Ausstehend',
  running: 'Wird ausgeführt',
  done: 'Erledigt',
  failed: 'Fehlgeschlagen',
  aborted: 'Abgebrochen',
}

const when = (iso?: string | null) => (iso ? new Date(iso).toLocaleString('de-AT') : '–')

const post = <T,>(url: string, body: unknown, fallback: string): Promise<T> =>
  apiRequest<T>(url, { method: 'POST', body: body ?? {}, fallback })

export function SignageDeviceControl() {
  const { id } = useDocumentInfo()
  const command = useFormFields(([fields]) => fields.command?.value as string | null | undefined)
  const scene = useFormFields(([fields]) => fields.commandScene?.value as number | string | null | undefined)
  const [device, setDevice] = useState<SignageDeviceDoc | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [rotated, setRotated] = useState<SignageKey | null>(null)

  const load = useCallback(async () => {
    if (!id) return
    try {
      setDevice(await apiRequest<SignageDeviceDoc>(`/api/digital-signage-devices/${id}?depth=0`))
    } catch {
      // the next poll (3 s) tries again
    }
  }, [id])

  useEffect(() => {
    void load()
    const timer = setInterval(() => void load(), 3000)
    return () => clearInterval(timer)
  }, [load])

  if (!id) return <p style={{ fontSize: '0.85rem', opacity: 0.75 }}>Befehle können nach dem Speichern gesendet werden.</p>

  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }
  const send = () =>
    run(async () => setDevice(await post<SignageDeviceDoc>(`/api/digital-signage-devices/${id}/command`, { command, scene: scene ?? null }, 'Befehl konnte nicht ausgeführt werden.')))
  const abort = () => run(async () => setDevice(await post<SignageDeviceDoc>(`/api/digital-signage-devices/${id}/command/abort`, {}, 'Befehl konnte nicht abgebrochen werden.')))
  const rotate = () =>
    run(async () => {
      if (device?.apiKeyCreatedAt && !window.confirm('Der bisherige Schlüssel funktioniert danach nicht mehr. Neuen Schlüssel erzeugen?')) return
      setRotated(await post<SignageKey>(`/api/digital-signage-devices/${id}/rotate-api-key`, {}, 'API-Schlüssel konnte nicht erzeugt werden.'))
    })

  const state = device?.playerState ?? null
  const status = device?.commandStatus ?? 'none'
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '8px 0' }}>
        <button type="button" className="btn btn--style-primary btn--size-small" onClick={send} disabled={busy || !command}>
          Befehl senden
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={abort} disabled={busy || (status !== 'pending' && status !== 'running')}>
          Befehl abbrechen
        </button>
      </div>
      {error && (
        <p role="alert" style={{ color: 'var(--theme-error-500)', fontWeight: 600 }}>
          {error}
        </p>
      )}
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', fontSize: '0.9rem' }}>
        <dt>Befehlsstatus</dt>
        <dd data-testid="signage-command-status">{STATUS[status] ?? status}</dd>
        <dt>Verbindung</dt>
        <dd>{state?.connected ? 'Verbunden' : 'Nicht verbunden'} (zuletzt gesehen {when(device?.lastSeenAt)})</dd>
        <dt>Anzeige</dt>
        <dd>{state?.screen ?? '–'}</dd>
        <dt>Ton</dt>
        <dd>{state ? (state.muted ? 'Aus' : 'An') : '–'}</dd>
      </dl>
      <p style={{ margin: '12px 0 4px', fontWeight: 600 }}>Letztes Bildschirmfoto {device?.lastScreenshotAt ? `(${when(device.lastScreenshotAt)})` : ''}</p>
      {device?.lastScreenshotAt ? (
        <img
          alt="Letztes Bildschirmfoto des TVs"
          src={`/api/digital-signage-devices/${id}/screenshot?t=${encodeURIComponent(device.lastScreenshotAt)}`}
          style={{ maxWidth: 640, width: '100%', border: '1px solid var(--theme-elevation-150)' }}
        />
      ) : (
        <p style={{ fontSize: '0.85rem', opacity: 0.75 }}>Noch kein Bildschirmfoto – Befehl „Bildschirmfoto“ senden.</p>
      )}
      <p style={{ margin: '12px 0 4px', fontWeight: 600 }}>Schlüssel des Players</p>
      <p style={{ fontSize: '0.85rem', margin: '0 0 8px', opacity: 0.8 }}>
        {device?.apiKeyCreatedAt ? `Schlüssel vorhanden (erzeugt ${when(device.apiKeyCreatedAt)}).` : 'Noch kein Schlüssel erzeugt.'}
      </p>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={rotate} disabled={busy}>
        Neuen Schlüssel erzeugen
      </button>
      {rotated && (
        <div role="status" style={{ marginTop: 8, padding: 10, borderRadius: 4, background: 'var(--theme-warning-100)' }}>
          <strong>Nur jetzt sichtbar – diese Adresse am TV öffnen:</strong>
          <code style={{ display: 'block', wordBreak: 'break-all', margin: '6px 0' }}>{`${window.location.origin}${rotated.screenPath}`}</code>
        </div>
      )}
    </div>
  )
}
