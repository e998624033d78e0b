#!/usr/bin/env node
// `npm run restore -- FILE [--force]`: restores an archive of `npm run backup` into the configured, empty database
// (DATABASE_URL, else the embedded one) and media/ and the data directory (scripts/lib/backup.mjs).
import { BackupError, restoreBackup } from './lib/backup.mjs'
import { resolveDatabaseUrl, stopEmbeddedServer } from './lib/database.mjs'

const args = process.argv.slice(2)
const file = args.find((a) => !a.startsWith('-'))
const force = args.includes('--force')
if (!file) {
  console.error('Aufruf: npm run restore -- DATEI.tar.gz [--force]')
  process.exit(2)
}
try {
  const databaseUrl = await resolveDatabaseUrl({ log: (m) => console.log(`[Wiederherstellung] ${m}`) })
  await restoreBackup({ databaseUrl, file, force })
} catch (error) {
  console.error(`[Wiederherstellung] Abgebrochen: ${error instanceof BackupError ? error.message : (error?.stack ?? error)}`)
  process.exitCode = 1
} finally {
  await stopEmbeddedServer()
}
