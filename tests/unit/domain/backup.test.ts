/** The daily backup's rules (domain/backup.ts): due once per day from BACKUP_HOUR (shop time), retention, admin notice. */
import { describe, expect, it } from 'vitest'

import { backupDue, backupFileName, backupNotice, expiredBackups } from '../../../domain'

const TZ = 'Europe/Vienna'
// 27.11.2026 is CET (UTC+1)
const at = (iso: string) => Date.parse(iso)

describe('backupDue', () => {
  it('is due from the configured local hour on when no backup ran yet', () => {
    expect(backupDue({ now: at('2026-11-27T01:59:00Z'), hour: 3, timeZone: TZ, lastAttemptAt: null })).toBe(false) // 02:59 local
    expect(backupDue({ now: at('2026-11-27T02:00:00Z'), hour: 3, timeZone: TZ, lastAttemptAt: null })).toBe(true) // 03:00 local
  })

  it('runs once per backup day, and catches up later that day after downtime', () => {
    const yesterday = at('2026-11-26T02:00:00Z')
    expect(backupDue({ now: at('2026-11-27T15:00:00Z'), hour: 3, timeZone: TZ, lastAttemptAt: yesterday })).toBe(true)
    const today = at('2026-11-27T02:00:05Z')
    expect(backupDue({ now: at('2026-11-27T03:00:00Z'), hour: 3, timeZone: TZ, lastAttemptAt: today })).toBe(false)
    expect(backupDue({ now: at('2026-11-28T01:00:00Z'), hour: 3, timeZone: TZ, lastAttemptAt: today })).toBe(false) // 02:00 next day
    expect(backupDue({ now: at('2026-11-28T02:00:00Z'), hour: 3, timeZone: TZ, lastAttemptAt: today })).toBe(true)
  })

  it('counts an attempt made before the hour (a manual run at night) to the previous day', () => {
    const early = at('2026-11-27T00:30:00Z') // 01:30 local
    expect(backupDue({ now: at('2026-11-27T02:10:00Z'), hour: 3, timeZone: TZ, lastAttemptAt: early })).toBe(true)
  })
})

describe('backupFileName and expiredBackups', () => {
  it('names the archive by local time', () => {
    expect(backupFileName(at('2026-11-27T02:05:00Z'), TZ)).toBe('tresen-20261127-0305.tar.gz')
  })

  it('deletes only its own archives older than the retention', () => {
    const now = at('2026-11-27T02:05:00Z')
    const day = 86_400_000
    const files = [
      { name: 'tresen-20261112-0300.tar.gz', modifiedAt: now - 15 * day },
      { name: 'tresen-20261114-0300.tar.gz', modifiedAt: now - 13 * day },
      { name: 'handarbeit.tar.gz', modifiedAt: now - 100 * day },
    ]
    expect(expiredBackups(files, now, 14)).toEqual(['tresen-20261112-0300.tar.gz'])
  })
})

describe('backupNotice', () => {
  const now = at('2026-11-27T12:00:00Z')
  it('says nothing when backups are not configured or the last one is fresh', () => {
    expect(backupNotice({ configured: false, lastRun: null, lastSuccessAt: null, now, timeZone: TZ })).toBeNull()
    const fresh = at('2026-11-27T02:00:00Z')
    expect(backupNotice({ configured: true, lastRun: { at: fresh, ok: true, message: '' }, lastSuccessAt: fresh, now, timeZone: TZ })).toBeNull()
  })

  it('warns in German when the last backup failed, is older than a day or never ran', () => {
    const old = at('2026-11-26T02:00:00Z')
    expect(backupNotice({ configured: true, lastRun: { at: at('2026-11-27T02:00:00Z'), ok: false, message: 'pg_dump fehlt.' }, lastSuccessAt: old, now, timeZone: TZ })).toBe(
      'Die letzte Datensicherung (27.11.2026 03:00 Uhr) ist fehlgeschlagen: pg_dump fehlt.',
    )
    expect(backupNotice({ configured: true, lastRun: { at: old, ok: true, message: '' }, lastSuccessAt: old, now, timeZone: TZ })).toMatch(/^Die letzte erfolgreiche Datensicherung ist älter als einen Tag \(26\.11\.2026 03:00 Uhr\)/)
    expect(backupNotice({ configured: true, lastRun: null, lastSuccessAt: null, now, timeZone: TZ })).toMatch(/^Es wurde noch keine Datensicherung erstellt/)
  })
})
