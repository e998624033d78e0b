/**
 * The daily backup's rules (issue 32, docs/operations.md "Sicherung und Wiederherstellung"): when it is due, its file
 * name, which old archives the retention deletes, and the admin notice. `now` and the shop's time zone are parameters.
 */
import { formatDateTime } from './format'
import { DAY_MS, toLocal } from './time-zone'
import type { InstantInput } from './time-zone'

const pad2 = (value: number): string => String(value).padStart(2, '0')

/** The "backup day" of an instant: its local day from `hour` on, else the day before. */
function backupDay(instant: InstantInput, hour: number, timeZone: string): number {
  const local = toLocal(instant, timeZone)
  return local.hour >= hour ? local.dayNumber : local.dayNumber - 1
}

/**
 * Whether the daily backup is due: it is `hour` o'clock or later (local) and no backup was attempted since today's
 * `hour` — so a server that was down at that hour catches up at its next tick, and a failed one waits for tomorrow.
 */
export function backupDue(input: { now: InstantInput; hour: number; timeZone: string; lastAttemptAt: InstantInput | null }): boolean {
  const local = toLocal(input.now, input.timeZone)
  if (local.hour < input.hour) return false
  if (input.lastAttemptAt === null) return true
  return backupDay(input.lastAttemptAt, input.hour, input.timeZone) < local.dayNumber
}

export const BACKUP_FILE_PATTERN = /^tresen-\d{8}-\d{4}\.tar\.gz$/

/** The daily archive's name, local time: tresen-20261127-0300.tar.gz. */
export function backupFileName(now: InstantInput, timeZone: string): string {
  const l = toLocal(now, timeZone)
  return `tresen-${String(l.year).padStart(4, '0')}${pad2(l.month)}${pad2(l.day)}-${pad2(l.hour)}${pad2(l.minute)}.tar.gz`
}

/** The daily archives older than `days` (by their modification time); other files in the folder are never touched. */
export function expiredBackups(files: readonly { name: string; modifiedAt: number }[], now: InstantInput, days: number): string[] {
  const limit = new Date(now).getTime() - days * DAY_MS
  return files.filter((f) => BACKUP_FILE_PATTERN.test(f.name) && f.modifiedAt < limit).map((f) => f.name)
}

export type BackupRun = { at: InstantInput; ok: boolean; message: string }

/**
 * The admin notice when backups are configured: the last run failed, or the last successful one is older than a day
 * (or there is none yet). Null when all is well or backups are not configured.
 */
export function backupNotice(input: { configured: boolean; lastRun: BackupRun | null; lastSuccessAt: InstantInput | null; now: InstantInput; timeZone: string }): string | null {
  if (!input.configured) return null
  const now = new Date(input.now).getTime()
  if (input.lastRun && !input.lastRun.ok) {
    return `Die letzte Datensicherung (${formatDateTime(input.lastRun.at, input.timeZone)} Uhr) ist fehlgeschlagen: ${input.lastRun.message}`
  }
  if (input.lastSuccessAt === null) return 'Es wurde noch keine Datensicherung erstellt (BACKUP_DIR ist eingerichtet). Prüfen Sie die Logs (Bereich backup).'
  if (now - new Date(input.lastSuccessAt).getTime() > DAY_MS) {
    return `Die letzte erfolgreiche Datensicherung ist älter als einen Tag (${formatDateTime(input.lastSuccessAt, input.timeZone)} Uhr). Prüfen Sie die Logs (Bereich backup).`
  }
  return null
}
