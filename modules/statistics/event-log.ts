/**
 * GET /api/analytics-log and /api/analytics-log/{id} (BO §7 list and get): the raw events of `analytics_events` as they
 * were stored (docs/statistics.md §1 "Reading the raw events"), newest first, filtered and paged like the record lists.
 * Retention is the rollup job's (ANALYTICS_RAW_RETENTION_DAYS): what it deleted is gone here too.
 */
import type { PayloadRequest } from 'payload'

import type { AnalyticsLogEntry } from '../../contracts'
import { badRequest, notFound } from '../../platform/api/errors'
import type { FieldError } from '../../platform/api/errors'
import { execute, sql } from '../../platform/db'
import type { SQL } from '../../platform/db'
import { parsePaging } from '../../platform/records/records'
import { staffScope } from '../orders'
import { branchSql, instantOf, STATISTICS_MESSAGES, timeZoneOf } from './range'

/** The text filters: query parameter → column (`name` is stored lower-cased; `type` is its BO §3 name). */
const TEXT_FILTERS = { name: sql`e.name`, type: sql`e.name`, category: sql`e.category`, action: sql`e.action` } as const
const PARAMS = new Set(['page', 'limit', 'sort', 'branch', 'from', 'to', ...Object.keys(TEXT_FILTERS)])
const ORDER = { '-id': sql`e.id desc`, id: sql`e.id asc`, '-at': sql`e.at desc, e.id desc`, at: sql`e.at asc, e.id asc` } as const

const COLUMNS = sql`e.id, e.at, e.received_at, e.branch_id, e.name, e.category, e.action, e.path, e.session_key,
  e.is_session_start, e.origin, e.referrer_host, e.utm_source, e.utm_medium, e.utm_campaign, e.qr, e.browser, e.os,
  e.device_class, e.resolution, e.pixel_ratio, e.color_scheme, e.order_ref, e.value_cents, e.data`

type EventRow = {
  id: string | number
  at: Date | string
  received_at: Date | string
  branch_id: number | null
  name: string
  category: string | null
  action: string | null
  path: string | null
  session_key: string | number
  is_session_start: boolean
  origin: string
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  qr: string | null
  browser: string | null
  os: string | null
  device_class: string | null
  resolution: string | null
  pixel_ratio: string | number | null
  color_scheme: string | null
  order_ref: string | null
  value_cents: number | null
  data: Record<string, unknown> | null
}

const toEntry = (r: EventRow): AnalyticsLogEntry => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  receivedAt: new Date(r.received_at).toISOString(),
  branch: r.branch_id,
  name: r.name,
  category: r.category,
  action: r.action,
  path: r.path,
  session: String(r.session_key),
  isSessionStart: r.is_session_start,
  origin: r.origin,
  referrerHost: r.referrer_host,
  utmSource: r.utm_source,
  utmMedium: r.utm_medium,
  utmCampaign: r.utm_campaign,
  qr: r.qr,
  browser: r.browser,
  os: r.os,
  deviceClass: r.device_class,
  resolution: r.resolution,
  pixelRatio: r.pixel_ratio === null ? null : Number(r.pixel_ratio),
  colorScheme: r.color_scheme,
  orderRef: r.order_ref,
  valueCents: r.value_cents,
  data: r.data,
})

/** The list's page and conditions from the query; every problem at once (German). */
async function parseLogQuery(req: PayloadRequest, query: URLSearchParams) {
  const errors: FieldError[] = []
  for (const key of query.keys()) {
    if (!PARAMS.has(key)) errors.push({ field: key, message: `Nach „${key}“ kann nicht gefiltert werden.` })
  }
  const { page, limit, errors: pagingErrors } = parsePaging(query)
  errors.push(...pagingErrors)
  const sortRaw = query.get('sort') ?? '-id'
  const order = Object.hasOwn(ORDER, sortRaw) ? ORDER[sortRaw as keyof typeof ORDER] : null
  if (order === null) errors.push({ field: 'sort', message: `Nach „${sortRaw.replace(/^-/, '')}“ kann nicht sortiert werden.` })

  const conditions: SQL[] = []
  for (const [key, column] of Object.entries(TEXT_FILTERS)) {
    const raw = query.get(key)
    if (raw === null) continue
    const values = raw.split(',').map((v) => v.trim()).filter(Boolean)
    const wanted = key === 'name' || key === 'type' ? values.map((v) => v.toLowerCase()) : values
    conditions.push(wanted.length ? sql`${column} in (${sql.join(wanted.map((v) => sql`${v}`), sql`, `)})` : sql`false`)
  }
  // `branch` as in the statistics: one id or a comma list (an unknown id simply matches nothing)
  const scope = staffScope(req.user, query.get('branch'))
  if (!scope.all) conditions.push(branchSql(scope, sql`e.branch_id`))
  if (query.has('from') || query.has('to')) {
    const timeZone = await timeZoneOf(req, scope)
    const from = query.has('from') ? await instantOf(req, 'from', query.get('from'), timeZone, false, errors) : null
    const to = query.has('to') ? await instantOf(req, 'to', query.get('to'), timeZone, true, errors) : null
    if (from !== null && to !== null && to <= from) errors.push({ field: 'to', message: STATISTICS_MESSAGES.order })
    if (from !== null) conditions.push(sql`e.at >= ${new Date(from).toISOString()}::timestamptz`)
    if (to !== null) conditions.push(sql`e.at < ${new Date(to).toISOString()}::timestamptz`)
  }
  if (errors.length || order === null) throw badRequest(errors)
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`
  return { page, limit, order, where }
}

/** One page of raw events with the record lists' `meta` (page, limit, totalDocs, totalPages). */
export async function listAnalyticsEvents(req: PayloadRequest, query: URLSearchParams) {
  const { page, limit, order, where } = await parseLogQuery(req, query)
  const rows = await execute<EventRow>(
    req,
    sql`select ${COLUMNS} from analytics_events e where ${where} order by ${order} limit ${limit} offset ${(page - 1) * limit}`,
  )
  const counted = await execute<{ n: number }>(req, sql`select count(*)::int as n from analytics_events e where ${where}`)
  const totalDocs = counted[0]?.n ?? 0
  return { docs: rows.map(toEntry), meta: { page, limit, totalDocs, totalPages: Math.ceil(totalDocs / limit) } }
}

/** One raw event by id; 404 (German) when unknown or past the retention. */
export async function getAnalyticsEvent(req: PayloadRequest, rawId: string | undefined): Promise<AnalyticsLogEntry> {
  if (!/^[1-9]\d{0,14}$/.test(rawId ?? '')) throw notFound()
  const [row] = await execute<EventRow>(req, sql`select ${COLUMNS} from analytics_events e where e.id = ${rawId}::bigint`)
  if (!row) throw notFound()
  return toEntry(row)
}
