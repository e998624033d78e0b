/**
 * Admin banner (server component): says which notification channels and payment providers are not configured,
 * e.g. 'E-Mail-Versand ist nicht konfiguriert (SMTP_HOST fehlt).' Shown above the outbox, print jobs and
 * payments lists; the lead may also mount it as `admin.components.beforeDashboard`.
 */
import type { Payload } from 'payload'

import { readSettings } from '../../settings'
import { operationsProblems } from './status'

export async function OperationsStatus({ payload }: { payload?: Payload }) {
  let smsEnabled = false
  try {
    // the shop settings as the server reads them (modules/settings/read.ts); only the SMS plugin flag (a public setting) is used
    smsEnabled = payload ? (await readSettings(payload)).enablePluginSMS === true : false
  } catch {
    // the banner never breaks the page
  }
  const problems = operationsProblems({ smsEnabled })
  if (problems.length === 0) return null
  return (
    <div
      role="status"
      style={{
        border: '1px solid var(--theme-warning-500, #d97706)',
        background: 'var(--theme-warning-50, #fffbeb)',
        color: 'var(--theme-text, #1f2937)',
        borderRadius: 4,
        padding: '0.75rem 1rem',
        margin: '0 0 1rem',
      }}
    >
      <strong>Betrieb: nicht alles ist eingerichtet</strong>
      <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
        {problems.map((p) => (
          <li key={p.key}>{p.message}</li>
        ))}
      </ul>
    </div>
  )
}
