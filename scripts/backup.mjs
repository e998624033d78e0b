#!/usr/bin/env node
// `npm run backup -- FILE`: one archive with the database, media/, the secret and a manifest
// (scripts/lib/backup.mjs; docs/operations.md "Sicherung und Wiederherstellung").
import { BackupError, createBackup } from './lib/backup.mjs'
import { resolveDatabaseUrl, stopEmbeddedServer } from './lib/database.mjs'

const file = process.argv.slice(2).find((a) => !a.startsWith('-'))
if (!file) {
  console.error('Aufruf: npm run backup -- DATEI.tar.gz')
  process.exit(2)
}
try {
  const databaseUrl = await resolveDatabaseUrl({ log: (m) => console.log(`[Sicherung] ${m}`) })
  await createBackup({ databaseUrl, file })
} catch (error) {
  console.error(`[Sicherung] Fehlgeschlagen: ${error instanceof BackupError ? error.message : (error?.stack ?? error)}`)
  process.exitCode = 1
} finally {
  await stopEmbeddedServer()
}
