/**
 * The common parameters of GET /api/statistics/{metric}: the caller's branch scope (`branch`), the time zone, the
 * range (`from`, `to`) and the bucket size chosen from the range (docs/statistics.md §3).
 */
import type { PayloadRequest } from 'payload'

import { assertTimeZone, DEFAULT_TIME_ZONE } from '../../domain'
import { badRequest } from '../../platform/api/errors'
import type { StatisticsBucket } from '../../contracts'
import type { FieldError } from '../../platform/api/errors'
import { execute, sql } from '../../platform/db'
import type { SQL } from '../../platform/db'
import { staffScope } from '../orders'
import type { Scope } from '../orders'
import { readSettings, shopLocale } from '../settings'

export type StatisticsRange = {
  /** Inclusive start and exclusive end (epoch ms). */
  from: number
  to: number
  timeZone: string
  bucket: StatisticsBucket
  scope: Scope
  /** The rollup watermark read before the metric's statements (a planner hint; modules/statistics/query.ts). */
  watermarkHint?: string
  /**
   * Whether statistics_order_dirty holds an hour of the range, read before the metric's statements in the same
   * snapshot (computeMetric's repeatable-read transaction): false leaves the dirty-hour parts out of the order reads.
   */
  ordersDirtyHint?: boolean
}

export const STATISTICS_MESSAGES = {
  missing: 'Dieser Wert sollte nicht leer sein.',
  invalidDate: 'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT oder ISO 8601 mit Zeitzone).',
  order: 'Das Ende muss nach dem Beginn liegen.',
  tooLong: 'Der Zeitraum darf höchstens 400 Tage umfassen.',
  unknownMetric: 'Diese Statistik gibt es nicht.',
  invalidUser: 'Diesen Benutzer gibt es nicht oder Sie dürfen seine Daten nicht sehen.',
  loadFailed: 'Statistik konnte nicht geladen werden.',
} as const

export const MAX_RANGE_DAYS = 400
const DAY_MS = 86_400_000

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * A `from`/`to` value: a local date (`2026-03-29`, in `timeZone`; as `to` it means the end of that day) or an instant
 * (ISO 8601 with `Z` or an offset). Pushes a German error and answers null when invalid.
 */
export async function instantOf(req: PayloadRequest, field: string, raw: string | null, timeZone: string, isEnd: boolean, errors: FieldError[]) {
  const value = raw?.trim() ?? ''
  if (!value) {
    errors.push({ field, message: STATISTICS_MESSAGES.missing })
    return null
  }
  if (DATE_TIME.test(value)) {
    const ms = Date.parse(value)
    if (Number.isFinite(ms)) return ms
  } else if (DATE_ONLY.test(value) && Number.isFinite(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)) {
    const [row] = await execute<{ at: Date }>(
      req,
      sql`select ((${value}::date + ${isEnd ? 1 : 0}::int)::timestamp at time zone ${timeZone}) as at`,
    )
    if (row) return new Date(row.at).getTime()
  }
  errors.push({ field, message: STATISTICS_MESSAGES.invalidDate })
  return null
}

/** The bucket of a range: hours up to 2 days, days up to 62, weeks up to 200, months beyond. */
export function bucketFor(from: number, to: number): StatisticsBucket {
  const days = (to - from) / DAY_MS
  if (days <= 2) return 'hour'
  if (days <= 62) return 'day'
  if (days <= 200) return 'week'
  return 'month'
}

/** The time zone of the scope: its one branch's, else the shop's (settings). */
export async function timeZoneOf(req: PayloadRequest, scope: Scope): Promise<string> {
  let zone: string | null = null
  if (!scope.all && scope.branchIds.length === 1) {
    const [row] = await execute<{ tz: string | null }>(req, sql`select time_zone as tz from branches where id = ${scope.branchIds[0]}`)
    zone = row?.tz ?? null
  }
  if (!zone) zone = shopLocale(await readSettings(req.payload)).timeZone
  try {
    return assertTimeZone(zone)
  } catch {
    return DEFAULT_TIME_ZONE
  }
}

/** Parses `from`, `to` and `branch` of the query (every problem at once). */
export async function parseStatisticsRange(
  req: PayloadRequest,
  query: URLSearchParams,
  names: { from: string; to: string } = { from: 'from', to: 'to' },
): Promise<StatisticsRange> {
  const scope = staffScope(req.user, query.get('branch'))
  const timeZone = await timeZoneOf(req, scope)
  const errors: FieldError[] = []
  const from = await instantOf(req, names.from, query.get(names.from), timeZone, false, errors)
  const to = await instantOf(req, names.to, query.get(names.to), timeZone, true, errors)
  if (from !== null && to !== null) {
    if (to <= from) errors.push({ field: names.to, message: STATISTICS_MESSAGES.order })
    else if (to - from > MAX_RANGE_DAYS * DAY_MS + 3_600_000) errors.push({ field: names.to, message: STATISTICS_MESSAGES.tooLong })
  }
  if (errors.length || from === null || to === null) throw badRequest(errors)
  return { from, to, timeZone, bucket: bucketFor(from, to), scope }
}

/** The scope as a SQL condition on a `branch_id` column (`column` with its alias). */
export function branchSql(scope: Scope, column: SQL): SQL {
  if (scope.all) return sql`true`
  if (scope.branchIds.length === 0) return sql`false`
  return sql`${column} in (${sql.join(
    scope.branchIds.map((id) => sql`${id}`),
    sql`, `,
  )})`
}

export const iso = (ms: number) => new Date(ms).toISOString()
