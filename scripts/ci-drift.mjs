#!/usr/bin/env node
// CI drift checks: the committed payload-types.ts, importMap.js and migrations must match the config.
// Fails if `payload migrate:create --skip-empty` would write a file or a generated file differs.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { dropDatabase, ensureDatabaseExists, migrate, payloadCli, root, startEmbeddedServer, stopEmbeddedServer } from './lib/database.mjs'

const server = process.env.DATABASE_URL ? process.env.DATABASE_URL.replace(/\/[^/?]*(\?.*)?$/, '') : await startEmbeddedServer()
const url = `${server}/tresen_drift_${process.pid}`
const env = { ...process.env, DATABASE_URL: url, NODE_OPTIONS: '--no-deprecation' }
let failed = false

const gitDiff = (file) => spawnSync('git', ['diff', '--exit-code', '--stat', '--', file], { cwd: root, stdio: 'inherit' }).status !== 0

try {
  await ensureDatabaseExists(url)
  console.log('[drift] Migrationen auf leere Datenbank anwenden …')
  await migrate(url, { quiet: true })

  console.log('[drift] payload-types.ts …')
  // (Payload's log lines may be lost when its CLI exits; the generated file itself is compared)
  payloadCli(['generate:types'], { env, quiet: true })
  if (gitDiff('payload-types.ts')) {
    console.error('[drift] payload-types.ts ist nicht aktuell: `npm run generate:types` ausführen und committen.')
    failed = true
  }

  console.log('[drift] importMap.js …')
  payloadCli(['generate:importmap'], { env, quiet: true })
  if (gitDiff('app/(payload)/backend/importMap.js')) {
    console.error('[drift] importMap.js ist nicht aktuell: `npm run generate:importmap` ausführen und committen.')
    failed = true
  }

  console.log('[drift] fehlende Migrationen …')
  const before = new Set(fs.readdirSync(path.join(root, 'migrations')))
  payloadCli(['migrate:create', 'drift_check', '--skip-empty'], { env, quiet: true })
  const created = fs.readdirSync(path.join(root, 'migrations')).filter((f) => !before.has(f))
  if (created.length) {
    console.error(`[drift] Das Schema weicht von den Migrationen ab (${created.join(', ')}): \`npx payload migrate:create\` ausführen und committen.`)
    for (const f of created) fs.rmSync(path.join(root, 'migrations', f))
    execFileSync('git', ['checkout', '--', 'migrations/index.ts'], { cwd: root })
    failed = true
  }
} finally {
  await dropDatabase(url).catch(() => {})
  await stopEmbeddedServer()
}
console.log(failed ? '[drift] FEHLER' : '[drift] ok: Typen, importMap und Migrationen sind aktuell.')
process.exit(failed ? 1 : 0)
