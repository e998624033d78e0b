/**
 * Admin banner (server component): says which notification channels and payment providers are not configured,
 * e.g. 'E-Mail-Versand ist nicht konfiguriert (SMTP_HOST fehlt).' Shown above the outbox, print jobs and
 * payments lists and on the dashboard (`admin.components.beforeDashboard`), and the daily backup's state (platform/backup).
 */
import type { Payload } from 'payload'

import { backupProblem } from '../../../platform/backup'
import { readSettings, shopLocale } from '../../settings'
import { operationsProblems } from './status'

export async function OperationsStatus({ payload }: { payload?: Payload }) {
  let smsEnabled = false
  let backup: string | null = null
  try {
    // the shop settings as the server reads them (modules/settings/read.ts); the SMS plugin flag (a public setting)
    // and the time zone of the backup notice's dates are used
    const settings = payload ? await readSettings(payload) : null
    smsEnabled = settings?.enablePluginSMS === true
    // the daily backup failed or is older than a day (only when BACKUP_DIR is set; platform/backup)
    if (payload && settings) backup = await backupProblem(payload, Date.now(), shopLocale(settings).timeZone)
  } catch {
    // the banner never breaks the page
  }
  const problems = [...operationsProblems({ smsEnabled }), ...(backup ? [{ key: 'backup', message: backup }] : [])]
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
