// Shared benchmark harness: a seeded database, the production server, autocannon runs, a markdown table.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'

import { dropDatabase, ensureDatabaseExists, migrate, root, seedDatabase, startEmbeddedServer, stopEmbeddedServer } from '../scripts/lib/database.mjs'

export const log = (m) => console.log(`[bench] ${m}`)

/**
 * A fresh seeded database on DATABASE_URL's server (or the embedded one). BENCH_TEMPLATE_DATABASE names a migrated and
 * seeded database on that server to copy instead (CREATE DATABASE … TEMPLATE: seconds instead of minutes of seeding).
 */
export async function benchDatabase(name = `tresen_bench_${process.pid}`) {
  const template = process.env.BENCH_TEMPLATE_DATABASE
  if (template && process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL.replace(/\/[^/?]*(\?.*)?$/, `/${name}`)
    await dropDatabase(url).catch(() => {})
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(`create database "${name}" template "${template}"`)
    await admin.end()
    log(`Datenbank ${name} aus der Vorlage ${template}`)
    return { url, drop: () => dropDatabase(url).catch(() => {}) }
  }
  const server = process.env.DATABASE_URL ? process.env.DATABASE_URL.replace(/\/[^/?]*(\?.*)?$/, '') : await startEmbeddedServer({ log })
  const url = `${server}/${name}`
  await dropDatabase(url).catch(() => {})
  await ensureDatabaseExists(url)
  log('Migrationen …')
  await migrate(url, { quiet: true })
  log('Demo-Daten …')
  await seedDatabase(url, { quiet: true })
  return {
    url,
    drop: async () => {
      await dropDatabase(url).catch(() => {})
      await stopEmbeddedServer()
    },
  }
}

export function ensureBuild() {
  if (fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && process.env.BENCH_BUILD !== '1') return
  log('Produktions-Build …')
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (res.status !== 0) throw new Error('Build fehlgeschlagen')
}

/**
 * Starts the production server (`npm start`'s server) and resolves once `probe` answers. BENCH_NODE_ARGS: Node options
 * that NODE_OPTIONS refuses, space-separated, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (a profile of every thread —
 * the worker inherits them — written when the server exits).
 */
export async function startServer({ databaseUrl, port }) {
  const started = Date.now()
  const entry = fs.existsSync(path.join(root, 'server.mjs'))
    ? [path.join(root, 'server.mjs')]
    : [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)]
  const nodeArgs = (process.env.BENCH_NODE_ARGS || '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: root,
    // RATE_LIMITS=0: a load test is one client sending thousands of requests (docs/security.md)
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', RATE_LIMITS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`${base}/api/init`)
      if (res.ok) break
    } catch {}
    if (child.exitCode !== null) throw new Error(`Server beendet:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  // server.mjs: Next's thread answers the hot paths beside it once Payload has started (about a second after boot)
  for (let i = 0; i < 300 && entry.length === 1 && !output.includes('Schnellpfade aktiv'); i++) await new Promise((r) => setTimeout(r, 100))
  const readyMs = Date.now() - started
  return {
    base,
    pid: child.pid,
    readyMs,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5000).unref()
      }),
  }
}

/** Resident memory of a process in MiB (Linux). */
export function rssMiB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    return Math.round(kb / 1024)
  } catch {
    return NaN
  }
}

/** One autocannon run; the first second is warm-up and not counted. */
export async function measure(name, url, { connections = 10, duration = 8, headers = {}, method = 'GET', body } = {}) {
  await autocannon({ url, connections, duration: 1, headers, method, body })
  const r = await autocannon({ url, connections, duration, headers, method, body })
  const row = {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
  log(`${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.bytes} B, non-2xx ${row.non2xx}, Fehler ${row.errors}`)
  return row
}

export const table = (rows) =>
  [
    '| Route | req/s | p50 ms | p99 ms | bytes/answer | non-2xx | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.non2xx} | ${r.errors} |`),
  ].join('\n')

/** Places a cash takeaway order (Graz, Frittatensuppe) on a seeded server and answers its status path. */
export async function seededOrderPath(base) {
  const init = await (await fetch(`${base}/api/init`)).json()
  const list = (url) => init.data.find((e) => e.url === url).data
  const graz = list('/api/branches').find((b) => b.identifier === 'graz')
  const product = list('/api/products').find((p) => p.sku === 'GW-FRITTATENSUPPE')
  const created = await fetch(`${base}/api/orders/public`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      branch: graz.id, deliveryType: 'takeaway', isDelivery: false, isDineIn: false, items: [{ product: product.id, amount: 2 }],
      firstName: 'Bench', lastName: 'Kunde', email: 'bench@tresen.test', phone: '+43 664 1234567', paymentMethod: 'cash',
      legalInstructions: true, privacyPolicy: true,
    }),
  })
  const { uid, hash } = (await created.json()).data
  return `/api/orders/public/${uid}/${hash}`
}

/** The id of the order behind a public order path (`/api/orders/public/:uid/:hash`, from seededOrderPath). */
export async function orderIdOf(databaseUrl, orderPath) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows: [order] } = await client.query('select id from orders where uid = $1', [orderPath.split('/')[4]])
    return order.id
  } finally {
    await client.end()
  }
}

/** User + system CPU in ms of a `/proc/…/stat` line (Linux, USER_HZ = 100; fields counted after the command's `) `). */
const statCpuMs = (stat) => {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** User + system CPU of a process in ms: less dependent on the neighbours' load than req/s. */
export function cpuMs(pid) {
  return statCpuMs(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
}

/** CPU ms (user + system) of each of the process's threads, summed by thread name (`/proc/<pid>/task/<tid>/stat`). */
export function threadCpuMs(pid) {
  const byName = {}
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    let stat
    try {
      stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
    } catch {
      continue // the thread ended
    }
    const name = tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    byName[name] = (byName[name] ?? 0) + statCpuMs(stat)
  }
  return byName
}

const WRK_UNIT = { us: 0.001, ms: 1, s: 1000 }
const wrkMs = (text) => {
  const m = /([\d.]+)(us|ms|s)/.exec(text ?? '')
  return m ? +(Number(m[1]) * WRK_UNIT[m[2]]).toFixed(2) : NaN
}

/**
 * wrk against `url` (1 thread, 10 connections, 2 s warm-up, 8 s measured) with the answering process's CPU per request
 * (`pid`): rps, p50/p99 in ms, non-2xx/3xx answers, socket errors.
 */
export function wrkWithCpu(pid, url, headers = {}) {
  const args = ['-t1', '-c10', '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url]
  spawnSync('wrk', ['-d2s', ...args]) // warm-up
  const cpuBefore = cpuMs(pid)
  const threadsBefore = threadCpuMs(pid)
  const out = spawnSync('wrk', ['-d8s', ...args], { encoding: 'utf8' }).stdout
  const cpu = cpuMs(pid) - cpuBefore
  const threadsAfter = threadCpuMs(pid)
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
  // where the process's CPU went, µs per request by thread name (main = the thread that answers; "node": the worker
  // thread, V8's GC helpers, libuv's pool …), threads that used none left out
  const threads = Object.fromEntries(
    Object.entries(threadsAfter)
      .map(([name, ms]) => [name, ms - (threadsBefore[name] ?? 0)])
      .filter(([, ms]) => ms > 0)
      .map(([name, ms]) => [name, requests > 0 ? Math.round((ms * 1000) / requests) : NaN]),
  )
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    p50: wrkMs(/\s50%\s+(\S+)/.exec(out)?.[1]),
    p99: wrkMs(/\s99%\s+(\S+)/.exec(out)?.[1]),
    non2xx3xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    errors: /Socket errors:[^\n]*/.exec(out)?.[0] ?? '',
    cpuUsPerRequest: requests > 0 ? Math.round((cpu * 1000) / requests) : NaN,
    threads,
  }
}

/** The plain baseline of the hot-path benchmarks (bench/baseline-pg.mjs) on `port`, resolved once it listens. */
export async function startPlainBaseline({ databaseUrl, port, env = {} }) {
  const child = spawn(process.execPath, [path.join(root, 'bench/baseline-pg.mjs')], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((resolve) => child.stdout.once('data', resolve))
  return child
}

/** A JWT of the seeded admin (Payload's REST login). */
export async function adminToken(base) {
  const login = await fetch(`${base}/backend/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@tresen.demo', password: 'tresen-admin' }),
  })
  return (await login.json()).token
}

export { root }
