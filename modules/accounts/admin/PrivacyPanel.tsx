'use client'
/**
 * The "Datenschutz" view's form (issue 34): look a customer up by e-mail or phone, show what is stored, download it as
 * JSON or CSV, erase it after a confirmation; the generated privacy text to copy. Calls GET /api/customers/export and
 * POST /api/customers/erase (admins only; the server checks).
 */
import { useState } from 'react'

import type { ErasureResult, PersonalDataExport } from '../../../contracts/privacy'
import { ApiError, apiRequest } from '../../../platform/client'

export type PrivacyLogRow = { id: number; at: string; message: string; by: string }

const SECTION_LABELS: Record<string, string> = {
  customers: 'Kundendatensätze',
  orders: 'Bestellungen',
  questionnaireAnswers: 'Bewertungen',
  contactMessages: 'Kontaktanfragen',
  leads: 'Leads',
  uploads: 'Hochgeladene Dateien',
  messages: 'Versendete Nachrichten',
}

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem 1.25rem', margin: '0 0 1.5rem' } as const
const row = { display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'flex-end' } as const

function queryOf(contact: string): string {
  const value = contact.trim()
  return value.includes('@') ? `email=${encodeURIComponent(value)}` : `phone=${encodeURIComponent(value)}`
}

const errorText = (error: unknown) => (error instanceof ApiError ? error.errors.map((e) => e.message).join(' ') : 'Die Anfrage ist fehlgeschlagen.')

export function PrivacyPanel({ markdown, retention, log }: { markdown: string; retention: string; log: PrivacyLogRow[] }) {
  const [contact, setContact] = useState('')
  const [found, setFound] = useState<PersonalDataExport | null>(null)
  const [erased, setErased] = useState<ErasureResult | null>(null)
  const [confirm, setConfirm] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [copied, setCopied] = useState(false)

  async function lookUp() {
    setBusy(true)
    setError(null)
    setErased(null)
    setConfirm(false)
    try {
      setFound(await apiRequest<PersonalDataExport>(`/api/customers/export?${queryOf(contact)}&format=json`, { loginRedirect: '/backend/datenschutz' }))
    } catch (e) {
      setFound(null)
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  async function erase() {
    setBusy(true)
    setError(null)
    try {
      const value = contact.trim()
      setErased(await apiRequest<ErasureResult>('/api/customers/erase', { method: 'POST', body: value.includes('@') ? { email: value } : { phone: value }, loginRedirect: '/backend/datenschutz' }))
      setFound(null)
      setConfirm(false)
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  const total = found ? Object.values(found.counts).reduce((sum, n) => sum + n, 0) : 0
  return (
    <div className="gutter--left gutter--right" style={{ maxWidth: 960, paddingBottom: '2rem' }}>
      <h1 style={{ margin: '1rem 0' }}>Datenschutz</h1>

      <section style={box} aria-labelledby="dsgvo-auskunft">
        <h2 id="dsgvo-auskunft" style={{ marginTop: 0 }}>Auskunft und Löschung (Art. 15, 17, 20 DSGVO)</h2>
        <form
          style={row}
          onSubmit={(event) => {
            event.preventDefault()
            void lookUp()
          }}
        >
          <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 320px' }}>
            E-Mail-Adresse oder Telefonnummer
            <input className="field-type text" name="contact" value={contact} onChange={(e) => setContact(e.target.value)} style={{ padding: '0.5rem', font: 'inherit' }} />
          </label>
          <button className="btn btn--style-primary btn--size-medium" type="submit" disabled={busy || contact.trim() === ''} style={{ margin: 0 }}>
            Daten suchen
          </button>
        </form>
        {error && (
          <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
            {error}
          </p>
        )}
        {found && (
          <div data-testid="privacy-result">
            <p>{total === 0 ? 'Zu diesem Kontakt sind keine personenbezogenen Daten gespeichert.' : 'Gespeichert sind:'}</p>
            <ul>
              {Object.entries(found.counts).map(([key, n]) => (
                <li key={key}>
                  {SECTION_LABELS[key] ?? key}: {n}
                </li>
              ))}
            </ul>
            <div style={row}>
              <a className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} href={`/api/customers/export?${queryOf(contact)}&format=json`} download>
                Als JSON herunterladen
              </a>
              <a className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} href={`/api/customers/export?${queryOf(contact)}&format=csv`} download>
                Als CSV herunterladen
              </a>
            </div>
            {total > 0 && (
              <div style={{ marginTop: '1rem' }}>
                <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <input type="checkbox" checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />
                  Ich möchte diese Daten löschen. Bestellungen bleiben ohne Namen, Kontaktdaten, Adresse und Anmerkungen für die Buchhaltung erhalten.
                </label>
                <button className="btn btn--style-primary btn--size-medium" type="button" disabled={!confirm || busy} onClick={() => void erase()}>
                  Daten löschen
                </button>
              </div>
            )}
          </div>
        )}
        {erased && (
          <p role="status" data-testid="privacy-erased">
            Gelöscht: {erased.customersDeleted} Kundendatensätze, {erased.contactMessagesDeleted} Kontaktanfragen, {erased.leadsDeleted} Leads, {erased.uploadsDeleted} Dateien;{' '}
            {erased.ordersAnonymised} Bestellungen anonymisiert, {erased.messagesCleared} Nachrichten geleert.
          </p>
        )}
        <p style={{ color: 'var(--theme-elevation-600)', marginBottom: 0 }}>
          Aufbewahrung von Bestellungen: {retention}. Danach werden sie automatisch anonymisiert (Einstellungen → Datenschutz).
        </p>
      </section>

      <section style={box} aria-labelledby="dsgvo-text">
        <h2 id="dsgvo-text" style={{ marginTop: 0 }}>Datenschutzerklärung: Abschnitt zum Übernehmen</h2>
        <p>
          Erzeugt aus dem, was Tresen speichert und versendet, und den eingerichteten Diensten. Passen Sie ihn an und tragen Sie ihn unter Einstellungen →
          Rechtliches → Datenschutz ein; solange dort nichts steht, zeigt der Shop diesen Text.
        </p>
        <textarea readOnly value={markdown} rows={16} style={{ width: '100%', font: '0.85rem/1.4 monospace', padding: '0.5rem' }} aria-label="Erzeugter Datenschutztext" />
        <button
          className="btn btn--style-secondary btn--size-medium"
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(markdown).then(() => setCopied(true))
          }}
        >
          {copied ? 'Kopiert' : 'Text kopieren'}
        </button>
      </section>

      <section style={box} aria-labelledby="dsgvo-log">
        <h2 id="dsgvo-log" style={{ marginTop: 0 }}>Protokoll</h2>
        {log.length === 0 ? (
          <p>Noch keine Auskunft oder Löschung.</p>
        ) : (
          <ul>
            {log.map((entry) => (
              <li key={entry.id}>
                {entry.at} – {entry.message} ({entry.by})
              </li>
            ))}
          </ul>
        )}
        <a href="/backend/collections/logs?where[channel][equals]=privacy">Alle Einträge im Log</a>
      </section>
    </div>
  )
}
