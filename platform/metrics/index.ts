/**
 * /metrics in the Prometheus text format (prom-client), only with `Authorization: Bearer $METRICS_TOKEN` (404 while
 * METRICS_TOKEN is unset). Request counts and latencies are observed where a request is answered — Next's thread and
 * the front, which sends its observations here once a second; queue depths, orders and failures are read from
 * PostgreSQL at scrape time, so every process reports the same totals. Names and meaning: docs/operations.md.
 */
import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Payload } from 'payload'

import { BACKUP_LOG_CHANNEL } from '../backup'
import { publicCacheBytes, publicCacheSize } from '../cache/publicCache'
import { poolOf } from '../db/text-rows'
import { env } from '../env'
import { routeGroup } from '../http/route-group.mjs'
import { rateLimitHits } from '../rate-limit'

/** One request the front answered itself, as it forwards it: [route group, status, seconds]. */
export type FrontObservation = [string, number, number]

export type Metrics = {
  observe: (url: string | undefined, status: number, seconds: number) => void
  absorbFront: (batch: readonly FrontObservation[]) => void
  /** Takes GET /metrics (→ true) or leaves the request alone (→ false). */
  handle: (req: IncomingMessage, res: ServerResponse) => boolean
  registry: Registry
}

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics(payload: Payload): Metrics {
  const registry = new Registry()
  registry.setDefaultLabels({ process: String(process.pid) })
  collectDefaultMetrics({ register: registry, prefix: 'tresen_' })
  new Counter({
    name: 'tresen_rate_limit_hits_total',
    help: 'Abgewiesene Anfragen (429) dieses Prozesses je Regel',
    labelNames: ['rule'] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const [rule, n] of rateLimitHits) this.inc({ rule }, n)
    },
  })
  const pool = poolOf(payload)
  const query = async <R>(text: string): Promise<R[]> => (await pool.query(text)).rows as R[]

  const requests = new Counter({ name: 'tresen_http_requests_total', help: 'Beantwortete Anfragen je Bereich und Status', labelNames: ['group', 'status', 'thread'] as const, registers: [registry] })
  const latency = new Histogram({ name: 'tresen_http_request_duration_seconds', help: 'Antwortzeit je Bereich', labelNames: ['group', 'thread'] as const, buckets: BUCKETS, registers: [registry] })
  const record = (thread: 'next' | 'front', group: string, status: number, seconds: number) => {
    requests.inc({ group, status: String(status), thread })
    latency.observe({ group, thread }, seconds)
  }

  new Counter({
    name: 'tresen_orders_total',
    help: 'Bestellungen: angelegt, bestätigt (auch später abgeschlossen), abgelehnt (aus der Datenbank)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const [row] = await query<{ created: string; confirmed: string; rejected: string }>(
        `select count(*) as created, count(*) filter (where is_confirmed) as confirmed, count(*) filter (where is_rejected) as rejected from orders`,
      )
      this.reset()
      for (const state of ['created', 'confirmed', 'rejected'] as const) this.inc({ state }, Number(row?.[state] ?? 0))
    },
  })

  const queue = (name: string, table: 'outbox' | 'print_jobs', help: string) => {
    const depth = new Gauge({ name: `tresen_${name}_pending`, help: `${help}: wartend oder in Arbeit`, registers: [registry] })
    new Gauge({
      name: `tresen_${name}_oldest_age_seconds`,
      help: `${help}: Alter des ältesten wartenden Eintrags`,
      registers: [registry],
      async collect() {
        const [row] = await query<{ n: string; age: string | null }>(
          `select count(*) as n, extract(epoch from now() - min(created_at)) as age from ${table} where state in ('queued', '${table === 'outbox' ? 'sending' : 'printing'}')`,
        )
        depth.set(Number(row?.n ?? 0))
        this.set(Number(row?.age ?? 0))
      },
    })
  }
  queue('outbox', 'outbox', 'Benachrichtigungen (E-Mail, SMS)')
  queue('print_queue', 'print_jobs', 'Druckaufträge')

  new Gauge({
    name: 'tresen_failed_jobs',
    help: 'Hintergrundaufträge, deren letzter Versuch fehlschlug, je Aufgabe',
    labelNames: ['task'] as const,
    registers: [registry],
    async collect() {
      const rows = await query<{ task: string | null; n: string }>(`select task_slug::text as task, count(*) as n from payload_jobs where has_error group by 1`)
      this.reset()
      for (const row of rows) this.set({ task: row.task ?? 'unbekannt' }, Number(row.n))
    },
  })
  new Counter({
    name: 'tresen_error_logs_total',
    help: 'Fehlerprotokolle (Druck, Versand, Zahlungen …) je Kanal',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      const rows = await query<{ channel: string | null; n: string }>(`select channel, count(*) as n from logs where level = 'error' group by 1`)
      this.reset()
      for (const row of rows) this.inc({ channel: row.channel ?? 'unbekannt' }, Number(row.n))
    },
  })
  new Gauge({
    name: 'tresen_db_pool_connections',
    help: 'Verbindungen des Datenbank-Pools dieses Prozesses',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })
  new Gauge({
    name: 'tresen_public_cache_bytes',
    help: 'Geschätzte Bytes im Zwischenspeicher für anonyme Inhalte (Obergrenze PUBLIC_CACHE_MAX_BYTES)',
    registers: [registry],
    collect() {
      this.set(publicCacheBytes())
    },
  })
  new Gauge({
    name: 'tresen_public_cache_entries',
    help: 'Einträge im Zwischenspeicher für anonyme Inhalte',
    registers: [registry],
    collect() {
      this.set(publicCacheSize())
    },
  })
  new Gauge({
    name: 'tresen_last_backup_age_seconds',
    help: 'Alter der letzten erfolgreichen Sicherung (-1: noch keine; fehlt, wenn Sicherungen nicht eingerichtet sind)',
    registers: [registry],
    async collect() {
      this.reset()
      if (!env.BACKUP_DIR) return
      // the daily job's successful runs are info rows of channel `backup` in logs (platform/backup)
      const [row] = await query<{ age: string | null }>(
        `select extract(epoch from now() - max(created_at)) as age from logs where channel = '${BACKUP_LOG_CHANNEL}' and level = 'info'`,
      )
      this.set(row?.age === null || row?.age === undefined ? -1 : Number(row.age))
    },
  })

  return {
    registry,
    observe: (url, status, seconds) => record('next', routeGroup(url), status, seconds),
    absorbFront: (batch) => {
      for (const [group, status, seconds] of batch) record('front', group, status, seconds)
    },
    handle: (req, res) => {
      const url = req.url ?? '/'
      if (url !== '/metrics' && !url.startsWith('/metrics?')) return false
      void answer(registry, req, res)
      return true
    },
  }
}

async function answer(registry: Registry, req: IncomingMessage, res: ServerResponse) {
  const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }
  const token = env.METRICS_TOKEN
  if (!token) {
    res.writeHead(404, json)
    return void res.end(JSON.stringify({ errors: [{ field: null, message: 'Nicht gefunden.' }] }))
  }
  if (!bearerMatches(req.headers.authorization, token)) {
    res.writeHead(401, { ...json, 'www-authenticate': 'Bearer realm="metrics"' })
    return void res.end(JSON.stringify({ errors: [{ field: null, message: 'Für die Metriken ist ein gültiges Token nötig (Authorization: Bearer …).' }] }))
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...json, allow: 'GET, HEAD' })
    return void res.end(JSON.stringify({ errors: [{ field: null, message: 'Nur GET ist erlaubt.' }] }))
  }
  try {
    const text = await registry.metrics()
    res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
    res.end(req.method === 'HEAD' ? undefined : text)
  } catch (error) {
    console.error('[metrics]', error)
    res.writeHead(503, json)
    res.end(JSON.stringify({ errors: [{ field: null, message: 'Die Metriken sind gerade nicht lesbar (Datenbank?).' }] }))
  }
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '')?.[1] ?? ''
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}
