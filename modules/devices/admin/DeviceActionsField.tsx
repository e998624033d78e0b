'use client'
/**
 * Device edit view "Gerätetests" (issue 18): connection state, test notification (Web Push), test print (receipt
 * printers), request the screen's log and show the uploaded one. Calls POST /api/devices/:id/test/notification,
 * /test/print and /request-device-logs; the server's first German error message is shown (BO §8 fallbacks otherwise).
 */
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { deviceConnection, deviceConnectionText } from '../../../domain/devices'
import { apiRequest } from '../../../platform/client'
import type { DeviceStatusDoc } from '../../../contracts'

type Result = { kind: 'ok' | 'error'; text: string }
type DeviceState = Partial<DeviceStatusDoc>

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('de-AT', { dateStyle: 'short', timeStyle: 'medium' }) : '–')

const post = (path: string, fallback: string): Promise<unknown> => apiRequest<unknown>(path, { method: 'POST', fallback })

export function DeviceActionsField() {
  const { id } = useDocumentInfo()
  const type = useFormFields(([fields]) => fields.type?.value as string | undefined)
  const [state, setState] = useState<DeviceState>({})
  const [busy, setBusy] = useState<string | null>(null)
  const [result, setResult] = useState<Result | null>(null)
  // the connection text depends on the clock: null until the browser has rendered (no hydration mismatch)
  const [now, setNow] = useState<number | null>(null)

  // the presence and log fields are written by the server, not by this form: read the record itself
  const reload = useCallback(async () => {
    if (!id) return
    try {
      setState(await apiRequest<DeviceState>(`/api/devices/${id}`))
    } catch {
      // the next reload (10 s) tries again; the connection text below still advances
    }
    setNow(Date.now())
  }, [id])

  useEffect(() => {
    void reload()
    const timer = window.setInterval(() => void reload(), 10_000)
    return () => window.clearInterval(timer)
  }, [reload])

  if (!id) return null
  const isPrinter = type === 'printer'
  const isScreen = type === 'frontdesk' || type === 'backoffice'

  const run = async (name: string, path: string, fallback: string, ok: (data: unknown) => string) => {
    setBusy(name)
    setResult(null)
    try {
      setResult({ kind: 'ok', text: ok(await post(path, fallback)) })
      await reload()
    } catch (e) {
      setResult({ kind: 'error', text: e instanceof Error ? e.message : fallback })
    } finally {
      setBusy(null)
    }
  }

  const connection = now === null ? null : deviceConnection(state, now)

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)', padding: 12, border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}>
      <label className="field-label">Gerätetests</label>
      {!isPrinter && connection && now !== null && (
        <p data-testid="device-connection" style={{ margin: '0 0 8px', fontWeight: 600, color: connection.online ? '#1a7f37' : connection.since ? '#b42318' : undefined }}>
          {deviceConnectionText(connection, now)}
        </p>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {isScreen && (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={busy !== null}
            title={state.pushSubscribedAt ? `Push aktiviert am ${when(state.pushSubscribedAt)}` : 'Das Gerät hat Push-Benachrichtigungen noch nicht aktiviert.'}
            onClick={() => void run('push', `/api/devices/${id}/test/notification`, 'Test nicht erfolgreich.', () => 'Testbenachrichtigung wurde gesendet.')}
          >
            {busy === 'push' ? 'Wird gesendet …' : 'Testbenachrichtigung senden'}
          </button>
        )}
        {isPrinter && (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={busy !== null}
            onClick={() => void run('print', `/api/devices/${id}/test/print`, 'Test nicht erfolgreich.', () => 'Testdruck wurde gesendet.')}
          >
            {busy === 'print' ? 'Wird gedruckt …' : 'Testdruck'}
          </button>
        )}
        {isScreen && (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={busy !== null}
            onClick={() =>
              void run('logs', `/api/devices/${id}/request-device-logs`, 'Log konnte nicht angefordert werden.', () => 'Log angefordert – das Gerät sendet es mit seinem nächsten Lebenszeichen (spätestens in 30 Sekunden).')
            }
          >
            {busy === 'logs' ? 'Wird angefordert …' : 'Log anfordern'}
          </button>
        )}
      </div>
      {result && (
        <p role={result.kind === 'error' ? 'alert' : 'status'} style={{ marginTop: 8, color: result.kind === 'error' ? 'var(--theme-error-500)' : 'var(--theme-success-600)', fontWeight: 600 }}>
          {result.text}
        </p>
      )}
      {isScreen && (
        <div style={{ marginTop: 12 }}>
          <span className="field-label" style={{ display: 'block' }}>
            Geräte-Log {state.logUploadedAt ? `(empfangen ${when(state.logUploadedAt)})` : ''}
            {state.logRequestedAt ? ` – angefordert ${when(state.logRequestedAt)}, wartet auf das Gerät` : ''}
          </span>
          {state.deviceLog ? (
            <pre data-testid="device-log" style={{ maxHeight: 320, overflow: 'auto', fontSize: 12, background: 'var(--theme-elevation-50)', padding: 8, whiteSpace: 'pre-wrap' }}>
              {state.deviceLog}
            </pre>
          ) : (
            <p style={{ opacity: 0.7, margin: 0 }}>Noch kein Log empfangen.</p>
          )}
        </div>
      )}
    </div>
  )
}
