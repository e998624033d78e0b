/**
 * The scheduled daily backup (task `dailyBackup` in jobs.ts) and the backup state the admin notice reads. The backup
 * itself is `scripts/backup.mjs` (run as a child process: pg_dump and tar run outside the server anyway); each run is
 * one row in `logs` (channel `backup`). docs/operations.md "Sicherung und Wiederherstellung".
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { backupDue, backupFileName, backupNotice, expiredBackups } from '../../domain'
import type { BackupRun } from '../../domain'
import { env } from '../env'
import { errorText } from '../jobs/log'

export const BACKUP_LOG_CHANNEL = 'backup'

type LogRow = { createdAt: string; level: string; message: string; context?: unknown }

/** When the run happened by the job's own clock (`context.at`, so a pinned clock in tests holds); else the row's time. */
function runAt(row: LogRow): number {
  const at = (row.context as { at?: unknown } | null | undefined)?.at
  return typeof at === 'number' && Number.isFinite(at) ? at : Date.parse(row.createdAt)
}

async function lastRows(payload: Payload, onlySuccess: boolean): Promise<LogRow | null> {
  const { docs } = await payload.find({
    collection: 'logs',
    where: { and: [{ channel: { equals: BACKUP_LOG_CHANNEL } }, ...(onlySuccess ? [{ level: { equals: 'info' } }] : [])] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    // Deliberately overrideAccess: the server's own bookkeeping (logs are admin-only to read).
    overrideAccess: true,
  })
  return (docs[0] as LogRow | undefined) ?? null
}

/** The last backup run and the last successful one (from `logs`). */
export async function backupState(payload: Payload): Promise<{ lastRun: BackupRun | null; lastSuccessAt: number | null }> {
  const [last, success] = await Promise.all([lastRows(payload, false), lastRows(payload, true)])
  return {
    lastRun: last ? { at: runAt(last), ok: last.level === 'info', message: last.message.replace(/^Datensicherung fehlgeschlagen: /, '') } : null,
    lastSuccessAt: success ? runAt(success) : null,
  }
}

/** The German admin notice about backups, or null (also when BACKUP_DIR is not set). */
export async function backupProblem(payload: Payload, now: number, timeZone: string): Promise<string | null> {
  if (!env.BACKUP_DIR) return null
  const state = await backupState(payload)
  return backupNotice({ configured: true, ...state, now, timeZone })
}

/** Runs scripts/backup.mjs for `file`; resolves with its output, rejects with the German reason it printed. */
function runBackupScript(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(process.cwd(), 'scripts', 'backup.mjs'), file], { cwd: process.cwd(), env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    child.on('error', (error) => reject(error))
    child.on('close', (code) => {
      if (code === 0) resolve(out)
      else reject(new Error(err.replace(/^\[Sicherung\] Fehlgeschlagen: /, '').trim() || `Exit ${code}`))
    })
  })
}

export type ScheduledBackupResult = { state: 'off' | 'not-due' | 'done' | 'failed'; file?: string; deleted?: string[] }

/**
 * The daily task: when BACKUP_DIR is set and the backup is due (domain/backup.ts), writes
 * BACKUP_DIR/tresen-YYYYMMDD-HHMM.tar.gz, records the outcome in `logs` and, after a success, deletes the daily
 * archives older than BACKUP_RETENTION_DAYS. Never throws (the outcome is the log row and the admin notice).
 */
export async function runScheduledBackup(payload: Payload, now: number, timeZone: string, run: (file: string) => Promise<string> = runBackupScript): Promise<ScheduledBackupResult> {
  const dir = env.BACKUP_DIR
  if (!dir) return { state: 'off' }
  const { lastRun } = await backupState(payload)
  if (!backupDue({ now, hour: env.BACKUP_HOUR, timeZone, lastAttemptAt: lastRun?.at ?? null })) return { state: 'not-due' }
  const file = path.resolve(dir, backupFileName(now, timeZone))
  const started = Date.now()
  const record = (level: 'info' | 'error', message: string, context: Record<string, unknown>) =>
    // Deliberately overrideAccess: a system log row (logs are written only by the server).
    payload.create({ collection: 'logs', data: { level, channel: BACKUP_LOG_CHANNEL, message, context: { at: now, ...context } }, overrideAccess: true })
  try {
    fs.mkdirSync(dir, { recursive: true })
    await run(file)
    const bytes = fs.statSync(file).size
    const files = fs.readdirSync(dir).map((name) => ({ name, modifiedAt: fs.statSync(path.join(dir, name)).mtimeMs }))
    const deleted = expiredBackups(files, now, env.BACKUP_RETENTION_DAYS)
    for (const name of deleted) fs.rmSync(path.join(dir, name), { force: true })
    await record('info', `Datensicherung erstellt: ${file}`, { file, bytes, durationMs: Date.now() - started, deleted })
    return { state: 'done', file, deleted }
  } catch (error) {
    const reason = errorText(error)
    console.error(`[backup] Datensicherung fehlgeschlagen: ${reason}`)
    await record('error', `Datensicherung fehlgeschlagen: ${reason}`, { file, durationMs: Date.now() - started }).catch(() => {})
    return { state: 'failed', file }
  }
}
