// Backup and restore (issue 32, docs/operations.md "Sicherung und Wiederherstellung"): one tar.gz with the database
// (pg_dump custom format, taken in the snapshot the manifest's row counts were read in), media/, the secret and a
// manifest. Used by scripts/backup.mjs, scripts/restore.mjs, the daily job (platform/backup) and tests/int/backup.test.ts.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { committedMigrations, root } from './database.mjs'

export const MANIFEST = 'manifest.json'
export const DUMP = 'database.dump'
export const FORMAT = 1
/** The main tables whose row counts the manifest records (and the restore compares). */
export const MAIN_TABLES = ['users', 'branches', 'products', 'categories', 'orders', 'customers', 'images', 'uploads', 'pages', 'payments', 'outbox', 'devices']

export class BackupError extends Error {}

/** "pg_dump (PostgreSQL) 15.20 (Debian …)" → 15; null when not a version line. */
export function toolMajor(versionLine) {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine ?? '')
  return match ? Number(match[1]) : null
}

function toolVersion(binary) {
  const res = spawnSync(binary, ['--version'], { encoding: 'utf8' })
  if (res.error || res.status !== 0) return null
  return res.stdout.trim()
}

/**
 * The pg_dump / pg_restore for a server of major version `serverMajor`: PG_BIN_DIR, Debian's
 * /usr/lib/postgresql/<major>/bin, then PATH. The same major is preferred; a newer one also reads/writes an older
 * server. (The embedded PostgreSQL of `npm start` ships no pg_dump: then Debian's postgresql-client-<major> is needed.)
 */
export function findPgTool(name, serverMajor) {
  const candidates = []
  if (process.env.PG_BIN_DIR) candidates.push(path.join(process.env.PG_BIN_DIR, name))
  const debian = '/usr/lib/postgresql'
  if (fs.existsSync(debian)) {
    for (const dir of fs.readdirSync(debian).sort((a, b) => Number(a) - Number(b))) candidates.push(path.join(debian, dir, 'bin', name))
  }
  candidates.push(name)
  const found = []
  for (const binary of candidates) {
    if (binary !== name && !fs.existsSync(binary)) continue
    const version = toolVersion(binary)
    const major = toolMajor(version)
    if (major !== null) found.push({ binary, version, major })
  }
  const exact = found.find((t) => t.major === serverMajor)
  const newer = found.filter((t) => t.major > serverMajor).sort((a, b) => a.major - b.major)[0]
  const tool = exact ?? newer
  if (!tool) {
    const seen = found.length ? ` Gefunden: ${found.map((t) => `${t.binary} (${t.major})`).join(', ')}.` : ''
    throw new BackupError(
      `${name} für PostgreSQL ${serverMajor} wurde nicht gefunden.${seen} Bitte installieren Sie postgresql-client-${serverMajor} ` +
        `oder geben Sie den Ordner mit PG_BIN_DIR an.`,
    )
  }
  return tool
}

/** Runs a tool; rejects with its stderr (German prefix) when it fails. */
function run(binary, args, { env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    let stdout = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('error', (error) => reject(new BackupError(`${path.basename(binary)} konnte nicht gestartet werden: ${error.message}`)))
    child.on('close', (code) => {
      if (code === 0) resolve(stdout)
      else reject(new BackupError(`${path.basename(binary)} ist fehlgeschlagen (Exit ${code}): ${stderr.trim().slice(-2000)}`))
    })
  })
}

/** libpq's environment for a connection string (the tools get no password on their command line). */
function libpqEnv(url) {
  const u = new URL(url)
  const env = { ...process.env, PGHOST: u.hostname || '127.0.0.1', PGPORT: u.port || '5432', PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres' }
  if (u.username) env.PGUSER = decodeURIComponent(u.username)
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password)
  const sslmode = u.searchParams.get('sslmode')
  if (sslmode) env.PGSSLMODE = sslmode
  return env
}

const quoteIdent = (name) => `"${String(name).replace(/"/g, '""')}"`

/** Exact row counts of the given tables (those that exist), read with `client`. */
export async function tableCounts(client, tables = MAIN_TABLES) {
  /** @type {Record<string, number>} */
  const counts = {}
  for (const table of tables) {
    const { rows } = await client.query('select to_regclass($1) is not null as ok', [`public.${quoteIdent(table)}`])
    if (!rows[0]?.ok) continue
    const res = await client.query(`select count(*)::bigint as n from public.${quoteIdent(table)}`)
    counts[table] = Number(res.rows[0].n)
  }
  return counts
}

/** The user tables of a database (every schema but PostgreSQL's own). */
export async function userTables(client) {
  const { rows } = await client.query(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      order by 1, 2`,
  )
  return rows
}

async function serverMajor(client) {
  const { rows } = await client.query('show server_version_num')
  return Math.floor(Number(rows[0].server_version_num) / 10000)
}

async function appliedMigrationNames(client) {
  const { rows } = await client.query(`select to_regclass('public.payload_migrations') is not null as ok`)
  if (!rows[0]?.ok) return []
  return (await client.query(`select name from payload_migrations where name <> 'dev' order by name`)).rows.map((r) => r.name)
}

function tresenVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version
}

const MEDIA_ROOT = path.join(root, 'media')
const dataDirDefault = () => path.resolve(root, process.env.DATA_DIR || '.data')

function formatBytes(bytes) {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
}

/** German step output: "[Sicherung] 2/5 Datenbank wird gesichert …" and the seconds it took. */
function stepper(prefix, total, log) {
  let index = 0
  let last = Date.now()
  return (text) => {
    const now = Date.now()
    index++
    log(`[${prefix}] ${index}/${total} ${text}`)
    last = now
    return () => `${((Date.now() - last) / 1000).toFixed(1).replace('.', ',')} s`
  }
}

/**
 * Writes the archive `file`: manifest.json, database.dump, media/ (images, uploads, fonts) and data/secret (when the
 * data directory has one). The dump and the manifest's counts come from one snapshot (pg_export_snapshot); the archive
 * is written under a temporary name and renamed, so `file` is never half written. Answers the manifest.
 */
export async function createBackup({ databaseUrl, file, mediaDir = MEDIA_ROOT, dataDir = dataDirDefault(), log = console.log, now = new Date() }) {
  const started = Date.now()
  const target = path.resolve(file)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'tresen-sicherung-'))
  const step = stepper('Sicherung', 5, log)
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'tresen-backup' })
  try {
    let done = step('Verbindung zur Datenbank …')
    await client.connect()
    const major = await serverMajor(client)
    const pgDump = findPgTool('pg_dump', major)
    log(`           PostgreSQL ${major}, ${pgDump.version} (${pgDump.binary}) – ${done()}`)

    done = step('Datenbank wird gesichert (pg_dump, ein Snapshot) …')
    // one snapshot for the counts and the dump: the transaction stays open until pg_dump has finished
    await client.query('begin isolation level repeatable read read only')
    const snapshot = (await client.query('select pg_export_snapshot() as id')).rows[0].id
    const migrations = await appliedMigrationNames(client)
    const counts = await tableCounts(client)
    await run(pgDump.binary, ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, '--file', path.join(staging, DUMP)], { env: libpqEnv(databaseUrl) })
    await client.query('commit')
    log(`           ${formatBytes(fs.statSync(path.join(staging, DUMP)).size)} – ${done()}`)

    done = step('Geheimnis und Manifest …')
    const secretFile = path.join(dataDir, 'secret')
    const hasSecret = fs.existsSync(secretFile)
    if (hasSecret) {
      fs.mkdirSync(path.join(staging, 'data'), { mode: 0o700 })
      fs.copyFileSync(secretFile, path.join(staging, 'data', 'secret'))
      fs.chmodSync(path.join(staging, 'data', 'secret'), 0o600)
    }
    const mediaExists = fs.existsSync(mediaDir)
    const manifest = {
      format: FORMAT,
      tresenVersion: tresenVersion(),
      createdAt: now.toISOString(),
      newestMigration: migrations.at(-1) ?? null,
      migrations,
      counts,
      pgDumpVersion: pgDump.version,
      serverMajor: major,
      media: mediaExists,
      secret: hasSecret,
    }
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
    log(`           ${hasSecret ? 'Geheimnis aus ' + secretFile : 'kein gespeichertes Geheimnis (PAYLOAD_SECRET oder Entwicklung)'} – ${done()}`)

    done = step('Archiv wird geschrieben (Datenbank, Medien, Manifest) …')
    const temporary = `${target}.${process.pid}.tmp`
    const entries = [MANIFEST, DUMP, ...(hasSecret ? ['data'] : [])]
    const args = ['-czf', temporary, '-C', staging, ...entries]
    if (mediaExists) args.push('-C', path.dirname(mediaDir), '--transform', `s,^${path.basename(mediaDir)},media,`, path.basename(mediaDir))
    await run('tar', args)
    // the archive holds the secret and every customer's data: readable by its owner only
    fs.chmodSync(temporary, 0o600)
    fs.renameSync(temporary, target)
    log(`           ${target}, ${formatBytes(fs.statSync(target).size)} – ${done()}`)

    step(`Fertig in ${((Date.now() - started) / 1000).toFixed(1).replace('.', ',')} s.`)
    return manifest
  } finally {
    await client.end().catch(() => {})
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** The manifest of an archive (only that member is extracted). */
export async function readManifest(file) {
  if (!fs.existsSync(file)) throw new BackupError(`Die Sicherung ${file} gibt es nicht.`)
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'tresen-manifest-'))
  try {
    await run('tar', ['-xzf', file, '-C', staging, MANIFEST]).catch(() => {
      throw new BackupError(`${file} ist keine Tresen-Sicherung (manifest.json fehlt oder das Archiv ist beschädigt).`)
    })
    return JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8'))
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/**
 * Whether this code can restore the archive: every migration the archive's database had must be one the code knows
 * (an unknown one means a newer Tresen made it). Answers the German reason, or null.
 */
export function incompatibility(manifest, known = committedMigrations()) {
  if (manifest?.format !== FORMAT) return `Unbekanntes Sicherungsformat (${manifest?.format ?? 'fehlt'}).`
  const knownSet = new Set(known)
  const unknown = (manifest.migrations ?? (manifest.newestMigration ? [manifest.newestMigration] : [])).filter((m) => !knownSet.has(m))
  if (unknown.length === 0) return null
  return (
    `Diese Sicherung stammt von einer neueren Tresen-Version (${manifest.tresenVersion ?? 'unbekannt'}, Migration ${unknown.at(-1)}), ` +
    `diese Installation (${tresenVersion()}) kennt sie nicht. Bitte aktualisieren Sie Tresen zuerst und stellen Sie dann wieder her.`
  )
}

/**
 * Restores `file` into the database of `databaseUrl` (created when missing; must be empty unless `force`) and into
 * `mediaDir` / `dataDir`. The database is restored in one transaction (pg_restore --single-transaction): nothing or
 * everything. Answers the manifest and the restored counts.
 */
export async function restoreBackup({ databaseUrl, file, mediaDir = MEDIA_ROOT, dataDir = dataDirDefault(), force = false, log = console.log }) {
  const started = Date.now()
  const step = stepper('Wiederherstellung', 6, log)
  let done = step(`Sicherung wird geprüft: ${file} …`)
  const manifest = await readManifest(file)
  const reason = incompatibility(manifest)
  if (reason) throw new BackupError(reason)
  log(`           Tresen ${manifest.tresenVersion}, erstellt ${manifest.createdAt}, Migration ${manifest.newestMigration ?? '–'} – ${done()}`)

  done = step('Zieldatenbank wird geprüft …')
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'tresen-restore' })
  await client.connect()
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'tresen-wiederherstellung-'))
  try {
    const major = await serverMajor(client)
    const pgRestore = findPgTool('pg_restore', Math.max(major, toolMajor(manifest.pgDumpVersion) ?? major))
    const existing = await userTables(client)
    if (existing.length > 0) {
      if (!force) {
        throw new BackupError(
          `Die Zieldatenbank ist nicht leer (${existing.length} Tabellen, z. B. ${existing[0].schema}.${existing[0].name}). ` +
            'Stellen Sie in eine leere Datenbank wieder her oder überschreiben Sie sie ausdrücklich mit --force.',
        )
      }
      log(`           --force: ${existing.length} vorhandene Tabellen werden gelöscht.`)
      const { rows } = await client.query(
        `select nspname from pg_namespace where nspname not in ('pg_catalog', 'information_schema', 'public') and nspname not like 'pg\\_%'`,
      )
      await client.query('begin')
      for (const { nspname } of rows) await client.query(`drop schema ${quoteIdent(nspname)} cascade`)
      await client.query('drop schema if exists public cascade')
      await client.query('create schema public')
      await client.query('commit')
    }
    log(`           PostgreSQL ${major}, ${pgRestore.version} – ${done()}`)

    done = step('Archiv wird entpackt …')
    await run('tar', ['-xzf', file, '-C', staging])
    log(`           ${done()}`)

    done = step('Datenbank wird wiederhergestellt (pg_restore, eine Transaktion) …')
    const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--dbname', libpqEnv(databaseUrl).PGDATABASE]
    // the public schema exists in every new database; the dump's "CREATE SCHEMA public" (a pg_dump ≥ 15 custom
    // archive has none; older ones may) would fail in the single transaction
    const list = await run(pgRestore.binary, ['--list', path.join(staging, DUMP)])
    const entries = list.split('\n').filter((line) => !/^\s*\d+;.*\bSCHEMA - public\b/.test(line))
    fs.writeFileSync(path.join(staging, 'restore.list'), entries.join('\n'))
    await run(pgRestore.binary, [...args, '--use-list', path.join(staging, 'restore.list'), path.join(staging, DUMP)], { env: libpqEnv(databaseUrl) })
    log(`           ${done()}`)

    done = step('Medien und Geheimnis werden zurückgeschrieben …')
    const restoredMedia = path.join(staging, 'media')
    let files = 0
    if (fs.existsSync(restoredMedia)) {
      fs.mkdirSync(mediaDir, { recursive: true })
      fs.cpSync(restoredMedia, mediaDir, { recursive: true, force: true, preserveTimestamps: true })
      files = countFiles(restoredMedia)
    }
    const secret = path.join(staging, 'data', 'secret')
    let secretNote = 'kein Geheimnis in der Sicherung'
    if (fs.existsSync(secret)) {
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 })
      const target = path.join(dataDir, 'secret')
      const incoming = fs.readFileSync(secret)
      if (fs.existsSync(target) && !fs.readFileSync(target).equals(incoming)) {
        const kept = `${target}.vor-wiederherstellung-${Date.now()}`
        fs.renameSync(target, kept)
        secretNote = `Geheimnis ersetzt (das bisherige liegt in ${kept})`
      } else secretNote = 'Geheimnis wiederhergestellt'
      fs.writeFileSync(target, incoming, { mode: 0o600 })
      fs.chmodSync(target, 0o600)
    }
    log(`           ${files} Dateien nach ${mediaDir}, ${secretNote} – ${done()}`)

    done = step('Zeilenzahlen werden verglichen …')
    const counts = await tableCounts(client, Object.keys(manifest.counts ?? {}))
    const differing = Object.entries(manifest.counts ?? {}).filter(([table, n]) => counts[table] !== n)
    if (differing.length > 0) {
      throw new BackupError(`Die wiederhergestellten Zeilenzahlen weichen ab: ${differing.map(([t, n]) => `${t} ${counts[t] ?? 'fehlt'} statt ${n}`).join(', ')}.`)
    }
    const missing = committedMigrations().filter((m) => !(manifest.migrations ?? []).includes(m))
    log(`           ${Object.entries(counts).map(([t, n]) => `${t} ${n}`).join(', ')} – ${done()}`)
    if (missing.length > 0) {
      const what = missing.length === 1 ? '1 Migration wird' : `${missing.length} Migrationen werden`
      log(`Hinweis: Die Sicherung ist älter als diese Version; ${what} beim nächsten Start (oder mit npm run migrate) angewendet.`)
    }
    log(`[Wiederherstellung] Fertig in ${((Date.now() - started) / 1000).toFixed(1).replace('.', ',')} s.`)
    return { manifest, counts }
  } finally {
    await client.end().catch(() => {})
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

function countFiles(dir) {
  let n = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) n += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1
  return n
}
