/**
 * Restore drill (issue 32, docs/operations.md "Sicherung und Wiederherstellung"): the seeded suite database plus a new
 * order and upload → backup → wipe (database dropped and created empty, media/ moved away, secret deleted) → restore →
 * every table's count, the order's public status, an image's bytes (file and served) and the admin's sign-in as
 * before. And the refusals: an archive of a newer Tresen, a non-empty database (--force overwrites it).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Image } from '../../contracts/payload-types'
import { serveImage } from '../../modules/content/media'
import { MEDIA_DIRS } from '../../platform/media-dirs'
import { createBackup, findPgTool, incompatibility, readManifest, restoreBackup, userTables } from '../../scripts/lib/backup.mjs'
import { dropDatabase, ensureDatabaseExists, root } from '../../scripts/lib/database.mjs'
import { publicOrderBody } from '../fakes/orders'
import { call, loadPayload } from './helpers/api'
import { ADMIN } from './helpers/users'

const databaseUrl = process.env.DATABASE_URL!
const otherDatabase = (suffix: string) => databaseUrl.replace(/\/([^/?]+)(\?.*)?$/, `/$1_${suffix}$2`)
const mediaRoot = path.dirname(MEDIA_DIRS.images)
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tresen-backup-test-'))
const archive = path.join(work, 'sicherung.tar.gz')
const dataDir = path.join(work, 'data')
const quiet = () => {}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Exact row counts of every table of the database. */
const allCounts = (url: string) =>
  withClient(url, async (client) => {
    const counts: Record<string, number> = {}
    for (const { schema, name } of await userTables(client)) {
      const { rows } = await client.query(`select count(*)::int as n from "${schema}"."${name}"`)
      counts[`${schema}.${name}`] = rows[0].n
    }
    return counts
  })

/** A pg_dump matching the test server: without one (e.g. the embedded PostgreSQL 18 and Debian's 15 tools) the drill cannot run. */
const toolsFor = async () => {
  const major = await withClient(databaseUrl, async (c) => Math.floor(Number((await c.query('show server_version_num')).rows[0].server_version_num) / 10000))
  try {
    findPgTool('pg_dump', major)
    findPgTool('pg_restore', major)
    return true
  } catch (error) {
    console.warn(`Wiederherstellungsübung übersprungen: ${(error as Error).message}`)
    return false
  }
}
const haveTools = await toolsFor()

const cli = (script: string, args: string[], url: string) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], { cwd: root, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' })

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true })
})

describe.skipIf(!haveTools)('backup and restore drill', () => {
  let order: { uid: string; hash: string }
  let statusBefore: unknown
  let image: Image
  let imagePath: string
  let servedBefore: Buffer
  let countsBefore: Record<string, number>
  const aside = `${mediaRoot}.drill-${process.pid}`

  beforeAll(async () => {
    const payload = await loadPayload()
    // seed → a new order and a customer upload beside the demo's content
    const { docs: branches } = await payload.find({ collection: 'branches', where: { identifier: { equals: 'graz' } }, limit: 1, depth: 0 })
    const { docs: soups } = await payload.find({ collection: 'products', where: { sku: { equals: 'GW-FRITTATENSUPPE' } }, limit: 1, depth: 0, overrideAccess: true })
    const created = await call<{ uid: string; hash: string }>('POST', '/orders/public', { body: publicOrderBody(branches[0]!.id, soups[0]!.id, { items: [{ product: soups[0]!.id, amount: 2 }] }) })
    expect(created.status).toBe(201)
    order = created.body.data!
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
    const upload = await call('POST', '/uploads/public', { body: { dataUrl: `data:image/png;base64,${png.toString('base64')}`, name: 'sicherung.png', partType: 'file' } })
    expect(upload.status).toBe(201)

    statusBefore = (await call('GET', `/orders/public/${order.uid}/${order.hash}`)).body
    const { docs: images } = await payload.find({ collection: 'images', where: { mimeType: { equals: 'image/png' } }, limit: 1, depth: 0 })
    image = images[0] as Image
    imagePath = `/image/${image.id}-${image.version ?? 1}.${(image.filename ?? '').split('.').pop()!.toLowerCase()}`
    servedBefore = Buffer.from(await (await serveImage(new Request(`http://localhost${imagePath}`), imagePath.split('/').filter(Boolean).slice(1), payload)).arrayBuffer())
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'secret'), 'drill-secret\n', { mode: 0o600 })
    countsBefore = await allCounts(databaseUrl)
  })

  afterAll(() => {
    // the original media/ comes back whatever happened (later test files read it)
    if (fs.existsSync(aside)) {
      fs.rmSync(mediaRoot, { recursive: true, force: true })
      fs.renameSync(aside, mediaRoot)
    }
  })

  it('backs up, and after a wipe restores every row, the order status, the image bytes, the secret and the sign-in', async () => {
    const log: string[] = []
    const t0 = Date.now()
    const manifest = await createBackup({ databaseUrl, file: archive, dataDir, log: (m: string) => log.push(m) })
    const backupMs = Date.now() - t0
    expect(log.join('\n')).toContain('[Sicherung] 2/5 Datenbank wird gesichert')
    expect(manifest.counts.orders).toBe(countsBefore['public.orders'])
    expect(manifest.newestMigration).toBe(manifest.migrations.at(-1))
    expect(await readManifest(archive)).toEqual(manifest)

    // wipe: the database dropped and created empty, the media folder and the secret gone
    await dropDatabase(databaseUrl)
    await ensureDatabaseExists(databaseUrl)
    fs.renameSync(mediaRoot, aside)
    fs.rmSync(path.join(dataDir, 'secret'))
    expect(await withClient(databaseUrl, userTables)).toEqual([])

    const t1 = Date.now()
    await restoreBackup({ databaseUrl, file: archive, dataDir, log: (m: string) => log.push(m) })
    const restoreMs = Date.now() - t1
    console.log(`Sicherung ${backupMs} ms, Wiederherstellung ${restoreMs} ms, Archiv ${fs.statSync(archive).size} Bytes`)
    expect(log.join('\n')).toContain('[Wiederherstellung] 6/6 Zeilenzahlen werden verglichen')

    expect(await allCounts(databaseUrl)).toEqual(countsBefore)
    expect((await call('GET', `/orders/public/${order.uid}/${order.hash}`)).body).toEqual(statusBefore)
    const relative = path.relative(mediaRoot, path.join(MEDIA_DIRS.images, image.filename!))
    expect(fs.readFileSync(path.join(mediaRoot, relative)).equals(fs.readFileSync(path.join(aside, relative)))).toBe(true)
    const served = await serveImage(new Request(`http://localhost${imagePath}`), imagePath.split('/').filter(Boolean).slice(1), await loadPayload())
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(servedBefore)).toBe(true)
    expect(fs.readFileSync(path.join(dataDir, 'secret'), 'utf8')).toBe('drill-secret\n')
    expect(fs.statSync(path.join(dataDir, 'secret')).mode & 0o777).toBe(0o600)
    const signIn = await call<{ token: string; user: { email: string } }>('POST', '/auth/authenticate', { body: ADMIN })
    expect(signIn.status).toBe(200)
    expect(signIn.body.data?.token).toBeTruthy()
    // a backup and a restore of the whole suite database take tens of seconds on a loaded 2-core machine
  }, 300_000)

  it('refuses a non-empty database in German, and overwrites it only with --force', async () => {
    const res = cli('restore.mjs', [archive], databaseUrl)
    expect(res.status).toBe(1)
    expect(res.stderr).toContain('Die Zieldatenbank ist nicht leer')
    expect(res.stderr).toContain('--force')

    const target = otherDatabase('force')
    await ensureDatabaseExists(target)
    try {
      await withClient(target, (c) => c.query('create table alt (id int); create schema extra; create table extra.t (id int)'))
      await expect(restoreBackup({ databaseUrl: target, file: archive, dataDir, log: quiet })).rejects.toThrow(/nicht leer/)
      await restoreBackup({ databaseUrl: target, file: archive, dataDir, force: true, log: quiet })
      expect(await allCounts(target)).toEqual(countsBefore)
    } finally {
      await dropDatabase(target)
    }
  }, 300_000)

  it('refuses an archive of a newer Tresen before touching the database', async () => {
    const manifest = await readManifest(archive)
    const future = { ...manifest, tresenVersion: '99.0.0', migrations: [...manifest.migrations, '29990101_000000_from_the_future'], newestMigration: '29990101_000000_from_the_future' }
    expect(incompatibility(manifest)).toBeNull()
    expect(incompatibility(future)).toMatch(/^Diese Sicherung stammt von einer neueren Tresen-Version \(99\.0\.0/)
    const dir = path.join(work, 'future')
    fs.mkdirSync(dir)
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(future))
    fs.writeFileSync(path.join(dir, 'database.dump'), '')
    const file = path.join(work, 'zukunft.tar.gz')
    expect(spawnSync('tar', ['-czf', file, '-C', dir, 'manifest.json', 'database.dump']).status).toBe(0)

    const target = otherDatabase('future')
    try {
      const res = cli('restore.mjs', [file], target)
      expect(res.status).toBe(1)
      expect(res.stderr).toContain('Diese Sicherung stammt von einer neueren Tresen-Version')
      expect(await withClient(target, userTables)).toEqual([])
    } finally {
      await dropDatabase(target)
    }
  })
})

describe.skipIf(!haveTools)('daily backup job and admin notice', () => {
  const dir = path.join(work, 'taeglich')
  const saved = { dir: process.env.BACKUP_DIR, hour: process.env.BACKUP_HOUR }
  const TZ = 'Europe/Vienna'

  afterAll(() => {
    for (const [name, value] of [['BACKUP_DIR', saved.dir], ['BACKUP_HOUR', saved.hour]] as const) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it('writes the day\'s archive once, deletes expired ones, records each run in logs and warns when one failed', async () => {
    const { backupProblem, runScheduledBackup } = await import('../../platform/backup')
    const payload = await loadPayload()
    const now = Date.parse('2026-11-27T05:00:00Z') // 06:00 Vienna
    delete process.env.BACKUP_DIR
    expect(await runScheduledBackup(payload, now, TZ)).toEqual({ state: 'off' })
    expect(await backupProblem(payload, now, TZ)).toBeNull()

    process.env.BACKUP_DIR = dir
    process.env.BACKUP_HOUR = '3'
    fs.mkdirSync(dir, { recursive: true })
    const expired = path.join(dir, 'tresen-20261001-0300.tar.gz')
    fs.writeFileSync(expired, '')
    fs.utimesSync(expired, new Date('2026-10-01T02:00:00Z'), new Date('2026-10-01T02:00:00Z'))
    expect(await backupProblem(payload, now, TZ)).toMatch(/^Es wurde noch keine Datensicherung erstellt/)

    // the real backup command, as a child process of the job
    const done = await runScheduledBackup(payload, now, TZ)
    expect(done).toMatchObject({ state: 'done', file: path.join(dir, 'tresen-20261127-0600.tar.gz'), deleted: ['tresen-20261001-0300.tar.gz'] })
    expect((await readManifest(done.file!)).counts.orders).toBeGreaterThan(0)
    expect(fs.existsSync(expired)).toBe(false)
    expect(await runScheduledBackup(payload, now + 3_600_000, TZ)).toEqual({ state: 'not-due' })
    expect(await backupProblem(payload, now + 3_600_000, TZ)).toBeNull()
    // the run is dated by the job's clock, not the row's: a day after the pinned run it is due again, whatever today is
    expect(await backupProblem(payload, now + 86_400_000 + 3_600_000, TZ)).toMatch(/^Die letzte erfolgreiche Datensicherung/)

    // the next day it fails (no pg_dump found): a log row and the German notice
    const failing = await runScheduledBackup(payload, now + 86_400_000, TZ, async () => {
      throw new Error('pg_dump für PostgreSQL 15 wurde nicht gefunden.')
    })
    expect(failing.state).toBe('failed')
    const { docs } = await payload.find({ collection: 'logs', where: { channel: { equals: 'backup' } }, sort: '-createdAt', limit: 2, overrideAccess: true })
    expect(docs.map((d) => d.level)).toEqual(['error', 'info'])
    expect(await backupProblem(payload, now + 86_400_000 + 60_000, TZ)).toMatch(/^Die letzte Datensicherung \(.+ Uhr\) ist fehlgeschlagen: pg_dump für PostgreSQL 15 wurde nicht gefunden\.$/)
    await payload.delete({ collection: 'logs', where: { channel: { equals: 'backup' } }, overrideAccess: true })
  }, 300_000)
})
