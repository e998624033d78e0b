#!/usr/bin/env node
// Tresen launcher: `npm start` / `npm run dev` / `npm run seed` / `npm run migrate`.
// Picks the database (DATABASE_URL or an embedded PostgreSQL), migrates, seeds an empty database,
// builds when no production build exists, then runs Next. payload.config.ts stays unaware of all this.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { startCluster } from './lib/cluster.mjs'
import { migrate, resolveDatabaseUrl, root, seedDatabase, stopEmbeddedServer } from './lib/database.mjs'

const command = process.argv[2] || 'start'
const port = process.env.PORT || '3000'
const started = Date.now()
const step = (msg) => console.log(`[tresen] ${msg}`)

async function isEmpty(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(`select to_regclass('public.users') is not null as has_users`)
    if (!rows[0]?.has_users) return true
    const { rows: count } = await client.query('select count(*)::int as n from users')
    return count[0].n === 0
  } finally {
    await client.end()
  }
}

async function main() {
  step(`Datenbank vorbereiten …`)
  const url = await resolveDatabaseUrl({ log: (m) => step(m) })
  const env = { ...process.env, DATABASE_URL: url, PORT: port, NEXT_TELEMETRY_DISABLED: '1' }
  process.env.DATABASE_URL = url

  step('Migrationen ausführen …')
  await migrate(url)
  if (command === 'migrate') return shutdown(0)

  if (command === 'seed' || (await isEmpty(url))) {
    step('Demo-Daten anlegen …')
    await seedDatabase(url)
  }
  if (command === 'seed') return shutdown(0)

  let nextArgs
  if (command === 'dev') {
    nextArgs = ['dev', '-p', port]
  } else {
    if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || process.env.TRESEN_REBUILD === '1') {
      step('Kein Produktions-Build gefunden – baue einmalig Storefront und Backoffice (je nach Rechner 1–5 Minuten) …')
      await buildWithProgress(env)
    }
    nextArgs = ['start', '-p', port]
  }
  const workers = Number(process.env.WORKERS || 1)
  if (command === 'start' && workers > 1) return startWorkers(env, workers)
  const serverEntry = path.join(root, 'server.mjs')
  const child = fs.existsSync(serverEntry) && command !== 'dev'
    ? spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: 'inherit' })
    : spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), ...nextArgs], { cwd: root, env, stdio: 'inherit' })
  child.on('exit', (code) => shutdown(code ?? 0))
  // from the start: Ctrl+C or SIGTERM while the server boots still stops it (and then the embedded database)
  const forward = (signal) => () => child.kill(signal)
  process.on('SIGINT', forward('SIGINT'))
  process.on('SIGTERM', forward('SIGTERM'))
  if (await waitUntilServing(port)) {
    step(`Bereit nach ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${port}  (Backoffice: http://localhost:${port}/backend)`)
    step('Demo-Logins: admin@tresen.demo / tresen-admin · mitarbeiter@tresen.demo / tresen-mitarbeiter')
  } else {
    step(`Der Server antwortet nach ${((Date.now() - started) / 1000).toFixed(0)} s noch nicht auf http://127.0.0.1:${port}/health – siehe Ausgabe oben.`)
  }
}

/**
 * WORKERS=N (N > 1): N server processes on PORT+1 … PORT+N behind HAProxy on PORT (scripts/lib/cluster.mjs,
 * docs/scaling.md). SIGHUP restarts them one by one (drained first); SIGINT/SIGTERM stops all, then the database.
 */
async function startWorkers(env, workers) {
  const cluster = await startCluster({ workers, port: Number(port), env })
  const stopAll = async () => {
    await cluster.stop()
    await shutdown(0)
  }
  process.on('SIGINT', () => void stopAll())
  process.on('SIGTERM', () => void stopAll())
  let reloading = null
  process.on('SIGHUP', () => {
    reloading ??= cluster.reload().finally(() => (reloading = null))
  })
  step(`Bereit nach ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${port}  (${workers} Prozesse hinter HAProxy; neu laden: kill -HUP ${process.pid})`)
  step('Demo-Logins: admin@tresen.demo / tresen-admin · mitarbeiter@tresen.demo / tresen-mitarbeiter')
}

/**
 * `npm run build` with a sign of life: Next compiles for minutes without printing anything, so a newcomer saw a
 * frozen terminal. Every 20 s one line says the build is still running.
 */
async function buildWithProgress(env) {
  const begun = Date.now()
  const build = spawn('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' })
  const timer = setInterval(() => step(`Build läuft seit ${Math.round((Date.now() - begun) / 1000)} s …`), 20_000)
  const code = await new Promise((resolve) => build.once('exit', (c) => resolve(c ?? 1)))
  clearInterval(timer)
  if (code !== 0) throw new Error('Build fehlgeschlagen.')
  step(`Build fertig nach ${Math.round((Date.now() - begun) / 1000)} s.`)
}

/** Whether the server answers its liveness route within 5 minutes. */
async function waitUntilServing(port) {
  for (let i = 0; i < 1200; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`)
      if (res.ok) return true
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

async function shutdown(code) {
  await stopEmbeddedServer()
  process.exit(code)
}

main().catch(async (error) => {
  console.error(`[tresen] Fehler: ${error instanceof Error ? error.message : error}`)
  await shutdown(1)
})
