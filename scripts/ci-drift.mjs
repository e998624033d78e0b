#!/usr/bin/env node
// CI drift checks: the committed payload-types.ts, importMap.js and migrations must match the config.
// Each generator must be seen to run: Payload's CLI sometimes exits 0 having done nothing (payloadCli), and a check that
// compares an untouched file would then pass without checking. So the generated files are removed first and must come
// back, and the migration check always writes a migration (blank when nothing changed) and reads it.
// None of these commands connects to the database (migrate:create runs with disableDBConnect), so none is created.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { payloadCli, root } from './lib/database.mjs'

const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres', NODE_OPTIONS: '--no-deprecation' }
let failed = false

const gitDiff = (file) => spawnSync('git', ['diff', '--exit-code', '--stat', '--', file], { cwd: root, stdio: 'inherit' }).status !== 0

/** Runs a generator that writes `file` (removed first, so a run that did nothing is retried, not taken for "no drift"). */
function regenerate(args, file) {
  const full = path.join(root, file)
  fs.rmSync(full, { force: true })
  payloadCli(args, { env, quiet: true, done: () => fs.existsSync(full) })
  if (gitDiff(file)) {
    console.error(`[drift] ${file} ist nicht aktuell: \`npm run ${args[0]}\` ausführen und committen.`)
    failed = true
  }
}

console.log('[drift] payload-types.ts …')
regenerate(['generate:types'], 'contracts/payload-types.ts')

console.log('[drift] importMap.js …')
regenerate(['generate:importmap'], 'app/(payload)/backend/importMap.js')

console.log('[drift] fehlende Migrationen …')
const dir = path.join(root, 'migrations')
const before = new Set(fs.readdirSync(dir))
const created = () => fs.readdirSync(dir).filter((f) => !before.has(f))
try {
  // without --skip-empty: a run always leaves a file (blank when the schema matches the migrations)
  payloadCli(['migrate:create', 'drift_check', '--force-accept-warning'], { env, quiet: true, done: () => created().some((f) => f.endsWith('.ts')) })
  const migration = created().find((f) => f.endsWith('.ts'))
  const source = migration ? fs.readFileSync(path.join(dir, migration), 'utf8') : ''
  const up = /export async function up\([^)]*\)[^{]*\{([\s\S]*?)\n\}/.exec(source)?.[1] ?? ''
  if (up.replace(/\/\/[^\n]*/g, '').trim() !== '') {
    console.error('[drift] Das Schema weicht von den Migrationen ab: `npx payload migrate:create` ausführen und committen.')
    console.error(up.trim().split('\n').slice(0, 20).join('\n'))
    failed = true
  }
} finally {
  for (const f of created()) fs.rmSync(path.join(dir, f))
  execFileSync('git', ['checkout', '--', 'migrations/index.ts'], { cwd: root })
}
console.log(failed ? '[drift] FEHLER' : '[drift] ok: Typen, importMap und Migrationen sind aktuell.')
process.exit(failed ? 1 : 0)
