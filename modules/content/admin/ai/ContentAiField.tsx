'use client'
/**
 * Site edit view, under "Aufgabe für die KI" (issue 18): "Inhalt mit KI erzeugen" (POST /api/content-ai/generate/site/:id
 * → a draft version; the form reloads to show it, the editor checks and publishes) and "Bild mit KI erzeugen"
 * (POST /api/content-ai/generate/image → a new image in the library). Both buttons are disabled with the German
 * "nicht konfiguriert" hint while GET /api/content-ai/status says so.
 */
import { useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { apiRequest } from '../../../../platform/client'

type Status = { text: boolean; image: boolean }
type Image = { id: number; url?: string | null; filename?: string | null }

const call = <T,>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> =>
  apiRequest<T>(path, { method, body, fallback: 'Die Anfrage ist fehlgeschlagen.' })

const hint = { fontSize: '0.85rem', opacity: 0.8, margin: '6px 0 0' } as const
/** Payload's buttons do not look disabled: dimmed, with a not-allowed cursor. */
const buttonStyle = (disabled: boolean) => ({ margin: 0, opacity: disabled ? 0.45 : 1, cursor: disabled ? 'not-allowed' : 'pointer' })

export function ContentAiField() {
  const { id } = useDocumentInfo()
  const task = useFormFields(([fields]) => (fields.aiTask?.value as string | undefined) ?? '')
  const modified = useFormModified()
  const [status, setStatus] = useState<Status | null>(null)
  const [busy, setBusy] = useState<'text' | 'image' | null>(null)
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null)
  const [prompt, setPrompt] = useState('')
  const [image, setImage] = useState<Image | null>(null)

  useEffect(() => {
    call<Status>('GET', '/api/content-ai/status')
      .then(setStatus)
      .catch(() => setStatus({ text: false, image: false }))
  }, [])

  const generateText = async () => {
    setBusy('text')
    setMessage(null)
    try {
      await call('POST', `/api/content-ai/generate/site/${id}`)
      setMessage({ error: false, text: 'Entwurf gespeichert. Die Seite wird neu geladen – bitte prüfen und dann veröffentlichen.' })
      window.setTimeout(() => window.location.reload(), 1200)
    } catch (e) {
      setMessage({ error: true, text: e instanceof Error ? e.message : 'Die Anfrage ist fehlgeschlagen.' })
    } finally {
      setBusy(null)
    }
  }

  const generateImage = async () => {
    setBusy('image')
    setMessage(null)
    try {
      setImage(await call<Image>('POST', '/api/content-ai/generate/image', { prompt }))
    } catch (e) {
      setMessage({ error: true, text: e instanceof Error ? e.message : 'Die Anfrage ist fehlgeschlagen.' })
    } finally {
      setBusy(null)
    }
  }

  const loading = status === null
  const textReason = !id
    ? 'Nach dem ersten Speichern verfügbar.'
    : status && !status.text
      ? 'KI-Inhalte sind nicht konfiguriert (CONTENT_AI_API_KEY und Textmodell unter Einstellungen → KI-Inhalte).'
      : task.trim() === ''
        ? 'Bitte zuerst eine Aufgabe für die KI eintragen.'
        : modified
          ? 'Bitte zuerst speichern (die KI liest die gespeicherte Aufgabe).'
          : null

  return (
    <div className="field-type" data-testid="content-ai" style={{ marginBottom: 'var(--base)', padding: 12, border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}>
      <label className="field-label">KI-Inhalte</label>
      <button
        type="button"
        className="btn btn--style-primary btn--size-small"
        style={buttonStyle(loading || busy !== null || textReason !== null)}
        disabled={loading || busy !== null || textReason !== null}
        onClick={() => void generateText()}
      >
        {busy === 'text' ? 'Wird erzeugt …' : 'Inhalt mit KI erzeugen'}
      </button>
      <p style={hint}>{textReason ?? 'Erzeugt Inhalt, SEO-Titel und -Beschreibung als Entwurf. Veröffentlicht wird erst, wenn Sie es tun.'}</p>
      <div style={{ display: 'flex', gap: 8, marginTop: 12, alignItems: 'center' }}>
        <input
          aria-label="Bildbeschreibung"
          placeholder="Bildbeschreibung, z. B. „Frische Semmeln im Korb, Morgenlicht“"
          value={prompt}
          maxLength={4000}
          onChange={(e) => setPrompt(e.target.value)}
          disabled={!status?.image}
          style={{ flex: 1, padding: '6px 8px' }}
        />
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={buttonStyle(!status?.image || busy !== null || prompt.trim() === '')}
          disabled={!status?.image || busy !== null || prompt.trim() === ''}
          onClick={() => void generateImage()}
        >
          {busy === 'image' ? 'Wird erzeugt …' : 'Bild mit KI erzeugen'}
        </button>
      </div>
      {status && !status.image && <p style={hint}>Die KI-Bilderzeugung ist nicht konfiguriert (CONTENT_AI_API_KEY und Bildmodell unter Einstellungen → KI-Inhalte).</p>}
      {image && (
        <p style={hint}>
          Bild gespeichert:{' '}
          <a href={`/backend/collections/images/${image.id}`} target="_blank" rel="noreferrer">
            {image.filename ?? `Bild ${image.id}`}
          </a>
        </p>
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} style={{ marginTop: 8, fontWeight: 600, color: message.error ? 'var(--theme-error-500)' : 'var(--theme-success-600)' }}>
          {message.text}
        </p>
      )}
    </div>
  )
}
