/**
 * The SQL shared by the metrics: rollups for whole hours + raw rows for the partial edge hours and for the events
 * above the rollup watermark (rollup.ts), buckets in the scope's time zone, series and top lists.
 */
import type { PayloadRequest } from 'payload'

import { execute, sql } from '../db'
import type { SQL } from '../db'
import { DIMENSION_KEYS } from './dimensions'
import type { Dimension } from './dimensions'
import { branchSql, iso } from './range'
import type { Bucket, StatisticsRange } from './range'

const HOUR_MS = 3_600_000

/** The whole UTC hours inside the range: [start, end) (empty when start ≥ end). */
export function wholeHours(range: Pick<StatisticsRange, 'from' | 'to'>) {
  return { start: Math.ceil(range.from / HOUR_MS) * HOUR_MS, end: Math.floor(range.to / HOUR_MS) * HOUR_MS }
}

const watermark = sql`(select last_event_id from analytics_rollup_state where id = 1)`

/**
 * Raw events `e` of the range that the rollups do not hold, as separate index-friendly parts (an OR of them would
 * defeat the BRIN index): the two partial edge hours, and the events above the watermark inside the whole hours
 * (few: the primary key finds them). `raw`: the whole range (the benchmark's baseline).
 */
function rawParts(range: StatisticsRange, raw = false): SQL[] {
  const { start, end } = wholeHours(range)
  const branch = branchSql(range.scope, sql`e.branch_id`)
  const between = (a: number, b: number) => sql`e.at >= ${iso(a)}::timestamptz and e.at < ${iso(b)}::timestamptz and ${branch}`
  if (raw || start >= end) return [between(range.from, range.to)]
  return [
    ...(range.from < start ? [between(range.from, start)] : []),
    ...(end < range.to ? [between(end, range.to)] : []),
    sql`e.id > ${watermark} and ${between(start, end)}`,
  ]
}

/** Rows (t timestamptz, key text, n bigint) of a dimension over the range. `raw` skips the rollups (benchmark baseline). */
export function dimensionSource(range: StatisticsRange, dim: Dimension, options: { raw?: boolean } = {}): SQL {
  const { start, end } = wholeHours(range)
  const key = DIMENSION_KEYS[dim]
  const rawPart = sql.join(
    rawParts(range, options.raw).map((where) => sql`select e.at as t, ${key} as key, 1::bigint as n from analytics_events e where ${where} and ${key} is not null`),
    sql` union all `,
  )
  if (options.raw || start >= end) return rawPart
  return sql`select h.hour as t, h.key, h.n::bigint as n from analytics_hourly h
      where h.dim = ${dim} and h.hour >= ${iso(start)}::timestamptz and h.hour < ${iso(end)}::timestamptz
        and ${branchSql(range.scope, sql`h.branch_id`)}
      union all ${rawPart}`
}

/** Rows (t, visitor_key) of the range: the visitor hours + the raw remainder. */
export function visitorSource(range: StatisticsRange, options: { raw?: boolean } = {}): SQL {
  const { start, end } = wholeHours(range)
  const rawPart = sql.join(
    rawParts(range, options.raw).map((where) => sql`select e.at as t, e.visitor_key from analytics_events e where ${where}`),
    sql` union all `,
  )
  if (options.raw || start >= end) return rawPart
  return sql`select v.hour as t, v.visitor_key from analytics_visitor_hours v
      where v.hour >= ${iso(start)}::timestamptz and v.hour < ${iso(end)}::timestamptz and ${branchSql(range.scope, sql`v.branch_id`)}
      union all ${rawPart}`
}

const LABEL_FORMAT: Record<Bucket, string> = {
  hour: 'YYYY-MM-DD"T"HH24:00',
  day: 'YYYY-MM-DD',
  week: 'YYYY-MM-DD',
  month: 'YYYY-MM',
}

/** The local bucket of a timestamptz expression. */
export const bucketOf = (range: StatisticsRange, t: SQL) => sql`date_trunc(${range.bucket}, ${t} at time zone ${range.timeZone})`

/**
 * Every bucket of the range in the scope's time zone, including empty ones: the local buckets of the range's UTC
 * hours (a spring-forward day has 23 hourly buckets, the fall-back day's 02:00 holds two hours).
 */
export function bucketsSql(range: StatisticsRange): SQL {
  const hourStart = Math.floor(range.from / HOUR_MS) * HOUR_MS
  return sql`select distinct ${bucketOf(range, sql`g`)} as b
    from generate_series(${iso(hourStart)}::timestamptz, ${iso(range.to - 1)}::timestamptz, interval '1 hour') g`
}

export type SeriesPoint = { bucket: string; value: number }

/**
 * A series: per bucket, the aggregate `value` (SQL over the source's rows, e.g. `sum(s.n)`), zero-filled.
 * `source` must yield a column `t` (timestamptz).
 */
export async function series(req: PayloadRequest, range: StatisticsRange, source: SQL, value: SQL): Promise<SeriesPoint[]> {
  const rows = await execute<{ bucket: string; value: string | null }>(
    req,
    sql`with s as (${source}),
        agg as (select ${bucketOf(range, sql`s.t`)} as b, ${value} as value from s group by 1),
        buckets as (${bucketsSql(range)})
        select to_char(buckets.b, ${LABEL_FORMAT[range.bucket]}) as bucket, coalesce(agg.value, 0)::text as value
        from buckets left join agg on agg.b = buckets.b order by buckets.b`,
  )
  return rows.map((r) => ({ bucket: r.bucket, value: Number(r.value ?? 0) }))
}

/** One aggregate over the whole source (e.g. the distinct visitors of the range). */
export async function scalar(req: PayloadRequest, source: SQL, value: SQL): Promise<number> {
  const [row] = await execute<{ value: string | null }>(req, sql`with s as (${source}) select (${value})::text as value from s`)
  return Number(row?.value ?? 0)
}

export type RankedRow = { key: string; value: number }

/** The top `limit` keys of a (t, key, n) source by their sum. */
export async function ranked(req: PayloadRequest, source: SQL, limit = 100): Promise<RankedRow[]> {
  const rows = await execute<{ key: string; value: string }>(
    req,
    sql`with s as (${source}) select s.key, sum(s.n)::text as value from s group by s.key order by sum(s.n) desc, s.key limit ${limit}`,
  )
  return rows.map((r) => ({ key: r.key, value: Number(r.value) }))
}

export type TimeCell = { weekday: number; hour: number; value: number }

/** Counts by local ISO weekday (1 = Monday) and hour of day, all 168 cells. `value` aggregates the source's rows. */
export async function weekdayHours(req: PayloadRequest, range: StatisticsRange, source: SQL, value: SQL): Promise<TimeCell[]> {
  const rows = await execute<{ weekday: number; hour: number; value: string }>(
    req,
    sql`with s as (${source}),
        agg as (select extract(isodow from s.t at time zone ${range.timeZone})::int as weekday,
                       extract(hour from s.t at time zone ${range.timeZone})::int as hour, ${value} as value from s group by 1, 2)
        select d as weekday, h as hour, coalesce(agg.value, 0)::text as value
        from generate_series(1, 7) d cross join generate_series(0, 23) h
        left join agg on agg.weekday = d and agg.hour = h order by d, h`,
  )
  return rows.map((r) => ({ weekday: Number(r.weekday), hour: Number(r.hour), value: Number(r.value) }))
}
