/**
 * The SQL shared by the metrics: rollups for whole hours + raw rows for the partial edge hours and for the events
 * above the rollup watermark (rollup.ts), buckets in the scope's time zone, series and top lists.
 */
import type { PayloadRequest } from 'payload'

import { execute, sql } from '../../platform/db'
import type { RankedRow, SeriesPoint, StatisticsBucket, TimeCell } from '../../contracts'
import type { DbScope, SQL } from '../../platform/db'
import { DIMENSION_KEYS, FUNNEL_STEP_BIT } from './dimensions'
import type { Dimension } from './dimensions'
import { branchSql, iso } from './range'
import type { StatisticsRange } from './range'

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

/** The whole UTC hours inside the range: [start, end) (empty when start ≥ end). */
export function wholeHours(range: Pick<StatisticsRange, 'from' | 'to'>) {
  return { start: Math.ceil(range.from / HOUR_MS) * HOUR_MS, end: Math.floor(range.to / HOUR_MS) * HOUR_MS }
}

const watermark = sql`(select last_event_id from analytics_rollup_state where id = 1)`

/**
 * Events above the rollup watermark: the watermark is read in the statement (the same snapshot as the rollups it
 * reads), and `range.watermarkHint` — the watermark read before (it only grows) — gives the planner a literal lower
 * bound, so it takes the few rows above it from the primary key instead of scanning the range (a subquery's value is
 * unknown when the plan is made).
 */
export const aboveWatermark = (range: Pick<StatisticsRange, 'watermarkHint'>) =>
  range.watermarkHint !== undefined ? sql`e.id > ${range.watermarkHint}::bigint and e.id > ${watermark}` : sql`e.id > ${watermark}`

/**
 * The planner hints of a metric, in one statement: the watermark now (the hint of aboveWatermark) and whether an hour
 * of the range's whole hours has order changes waiting for the job (StatisticsRange.ordersDirtyHint). Read in the
 * metric's own snapshot (computeMetric), so the statements that follow see exactly what the hints describe.
 */
export async function readHints(req: DbScope, range: StatisticsRange): Promise<Pick<StatisticsRange, 'watermarkHint' | 'ordersDirtyHint'>> {
  const { start, end } = wholeHours(range)
  const [row] = await execute<{ wm: string | null; dirty: boolean }>(
    req,
    sql`select (select last_event_id::text from analytics_rollup_state where id = 1) as wm,
          exists (select 1 from statistics_order_dirty d where d.hour >= ${iso(start)}::timestamptz and d.hour < ${iso(Math.max(start, end))}::timestamptz) as dirty`,
  )
  return { watermarkHint: range.watermarkHint ?? row?.wm ?? '0', ordersDirtyHint: range.ordersDirtyHint ?? row?.dirty ?? true }
}

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
    sql`${aboveWatermark(range)} and ${between(start, end)}`,
  ]
}

/**
 * Rows (t timestamptz, key text, n bigint) of a dimension over the range. `raw` skips the rollups (benchmark baseline).
 * `days`: whole UTC days inside the range come from analytics_daily (one row per day instead of per hour; t is then the
 * day's start, so only for answers without buckets: the top lists).
 */
export function dimensionSource(range: StatisticsRange, dim: Dimension, options: { raw?: boolean; days?: boolean } = {}): SQL {
  const { start, end } = wholeHours(range)
  const key = DIMENSION_KEYS[dim]
  const rawPart = sql.join(
    rawParts(range, options.raw).map((where) => sql`select e.at as t, ${key} as key, 1::bigint as n from analytics_events e where ${where} and ${key} is not null`),
    sql` union all `,
  )
  if (options.raw || start >= end) return rawPart
  const branch = branchSql(range.scope, sql`h.branch_id`)
  const hours = (a: number, b: number) => sql`select h.hour as t, h.key, h.n::bigint as n from analytics_hourly h
      where h.dim = ${dim} and h.hour >= ${iso(a)}::timestamptz and h.hour < ${iso(b)}::timestamptz and ${branch}`
  const dayStart = Math.ceil(start / DAY_MS) * DAY_MS
  const dayEnd = Math.floor(end / DAY_MS) * DAY_MS
  if (!options.days || dayStart >= dayEnd) return sql`${hours(start, end)} union all ${rawPart}`
  return sql`select h.day::timestamp at time zone 'UTC' as t, h.key, h.n::bigint as n from analytics_daily h
      where h.dim = ${dim} and h.day >= ${iso(dayStart).slice(0, 10)}::date and h.day < ${iso(dayEnd).slice(0, 10)}::date and ${branch}
    ${start < dayStart ? sql`union all ${hours(start, dayStart)}` : sql``}
    ${dayEnd < end ? sql`union all ${hours(dayEnd, end)}` : sql``}
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

/**
 * Rows (visitor_key, steps) of the visitors of the range who reached a funnel step (steps bits as FUNNEL_STEP_BIT):
 * the visitor hours with steps + the raw remainder's step events. Distinct keys over it are the converting visitors.
 */
export function funnelVisitorSource(range: StatisticsRange, options: { raw?: boolean } = {}): SQL {
  const { start, end } = wholeHours(range)
  const rawPart = sql.join(
    rawParts(range, options.raw).map(
      (where) => sql`select e.visitor_key, ${FUNNEL_STEP_BIT} as steps from analytics_events e
        where ${where} and e.name in ('addtocart', 'initiatecheckout', 'purchase')`,
    ),
    sql` union all `,
  )
  if (options.raw || start >= end) return rawPart
  return sql`select v.visitor_key, v.steps from analytics_visitor_hours v
      where v.steps <> 0 and v.hour >= ${iso(start)}::timestamptz and v.hour < ${iso(end)}::timestamptz and ${branchSql(range.scope, sql`v.branch_id`)}
      union all ${rawPart}`
}

const LABEL_FORMAT: Record<StatisticsBucket, string> = {
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
  if (range.bucket === 'hour') {
    return sql`select distinct ${bucketOf(range, sql`g`)} as b
      from generate_series(${iso(hourStart)}::timestamptz, ${iso(range.to - 1)}::timestamptz, interval '1 hour') g`
  }
  // a local day, week or month holds at least 23 hours, so the buckets of the range's hours are exactly the local
  // buckets from the first hour's to the last one's, stepped on the local calendar (a few rows instead of one per hour)
  return sql`select g as b from generate_series(${bucketOf(range, sql`${iso(hourStart)}::timestamptz`)},
      ${bucketOf(range, sql`${iso(range.to - 1)}::timestamptz`)}, ${`1 ${range.bucket}`}::interval) g`
}

/**
 * A series: per bucket, the aggregate `value` (SQL over the source's rows, e.g. `sum(s.n)`), zero-filled.
 * `source` must yield a column `t` (timestamptz); `value` must be additive (a sum or count(*)), as every caller's is.
 */
export async function series(req: PayloadRequest, range: StatisticsRange, source: SQL, value: SQL): Promise<SeriesPoint[]> {
  const rows = await execute<{ bucket: string; value: string | null }>(
    req,
    // `value` is additive (a sum or a count): summed per point in time first, so the bucket (a time-zone conversion)
    // is computed for the distinct instants, not for every row (see weekdayHours)
    sql`with s as (select s.t, ${value} as n from (${source}) s group by s.t),
        agg as (select ${bucketOf(range, sql`s.t`)} as b, sum(s.n) as value from s group by 1),
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

/** The top `limit` keys of a (t, key, n) source by their sum. */
export async function ranked(req: PayloadRequest, source: SQL, limit = 100): Promise<RankedRow[]> {
  const rows = await execute<{ key: string; value: string }>(
    req,
    sql`with s as (${source}) select s.key, sum(s.n)::text as value from s group by s.key order by sum(s.n) desc, s.key limit ${limit}`,
  )
  return rows.map((r) => ({ key: r.key, value: Number(r.value) }))
}

/** Counts by local ISO weekday (1 = Monday) and hour of day, all 168 cells. `value` aggregates the source's rows. */
export async function weekdayHours(req: PayloadRequest, range: StatisticsRange, source: SQL, value: SQL): Promise<TimeCell[]> {
  const rows = await execute<{ weekday: number; hour: number; value: string }>(
    req,
    // summed per point in time first (the rollups give one row per hour and branch or key), so the time zone is
    // applied to a few thousand distinct instants instead of every row — exact for any zone offset
    sql`with s as (select s.t, ${value} as n from (${source}) s group by s.t),
        agg as (select extract(isodow from s.t at time zone ${range.timeZone})::int as weekday,
                       extract(hour from s.t at time zone ${range.timeZone})::int as hour, sum(s.n) as value from s group by 1, 2)
        select d as weekday, h as hour, coalesce(agg.value, 0)::text as value
        from generate_series(1, 7) d cross join generate_series(0, 23) h
        left join agg on agg.weekday = d and agg.hour = h order by d, h`,
  )
  return rows.map((r) => ({ weekday: Number(r.weekday), hour: Number(r.hour), value: Number(r.value) }))
}

/**
 * Rows (t = the UTC hour, branch_id, visitors, addtocart, initiatecheckout, purchase) of the range: per hour and
 * branch the visitors active in the hour and how many of them reached each funnel step in it. Whole hours come from
 * the rollup (analytics_hourly, dim 'funnel') except the hours holding events above the watermark, which are counted
 * from their raw rows completely, as are the partial edge hours. `raw`: every hour from the raw rows (the benchmark's
 * baseline).
 */
export function funnelHourSource(range: StatisticsRange, options: { raw?: boolean } = {}): SQL {
  const { start, end } = wholeHours(range)
  const branch = branchSql(range.scope, sql`e.branch_id`)
  const between = (a: number, b: number) => sql`e.at >= ${iso(a)}::timestamptz and e.at < ${iso(b)}::timestamptz and ${branch}`
  const count = (where: SQL) => sql`select r.t, r.branch_id, count(*) as visitors, count(*) filter (where r.steps & 1 <> 0) as addtocart,
      count(*) filter (where r.steps & 2 <> 0) as initiatecheckout, count(*) filter (where r.steps & 4 <> 0) as purchase
    from (select ${utcHourOf(sql`e.at`)} as t, coalesce(e.branch_id, 0) as branch_id, e.visitor_key, bit_or(${FUNNEL_STEP_BIT}) as steps
          from analytics_events e where ${where} group by 1, 2, 3) r
    group by 1, 2`
  if (options.raw || start >= end) return count(between(range.from, range.to))
  const dirty = sql`(select distinct ${utcHourOf(sql`e.at`)} as hour from analytics_events e where ${aboveWatermark(range)} and ${between(start, end)})`
  const parts = [
    sql`select h.hour as t, h.branch_id, sum(h.n) filter (where h.key = 'visitors') as visitors,
          coalesce(sum(h.n) filter (where h.key = 'addtocart'), 0) as addtocart,
          coalesce(sum(h.n) filter (where h.key = 'initiatecheckout'), 0) as initiatecheckout,
          coalesce(sum(h.n) filter (where h.key = 'purchase'), 0) as purchase
        from analytics_hourly h
        where h.dim = 'funnel' and h.hour >= ${iso(start)}::timestamptz and h.hour < ${iso(end)}::timestamptz
          and ${branchSql(range.scope, sql`h.branch_id`)} and h.hour not in (select d.hour from ${dirty} d)
        group by 1, 2`,
    // the hours with events above the watermark, all their rows (the rollup holds only part of them)
    count(sql`${between(start, end)} and e.at >= (select min(d.hour) from ${dirty} d) and e.at < (select max(d.hour) from ${dirty} d) + interval '1 hour'
      and ${utcHourOf(sql`e.at`)} in (select d.hour from ${dirty} d)`),
    ...(range.from < start ? [count(between(range.from, start))] : []),
    ...(end < range.to ? [count(between(end, range.to))] : []),
  ]
  return sql.join(parts, sql` union all `)
}

const utcHourOf = (t: SQL) => sql`date_trunc('hour', ${t}, 'UTC')`

/**
 * Unique visitors per bucket and over the whole range (docs/statistics.md §3). A visitor key lives one UTC day, so
 * the distinct visitors of a range are the sum over its UTC days of each day's distinct visitors in the range's hours
 * of that day, and likewise per bucket. A day's part that is a prefix [00, h) or suffix [h, 24) of the UTC day, of a
 * day without events above the rollup watermark, is read from analytics_visitor_daily (Σ first_n of the hours < h,
 * Σ last_n of the hours ≥ h); every other part (a part inside one day, e.g. hour buckets, or a day with events not
 * yet rolled up, a part holding a partial edge hour of the range) is counted distinct over its visitor hours and raw
 * rows. Only for the scope of all branches or one branch; else (and for `raw`) distinct over the range's visitor hours.
 */
export async function uniqueVisitors(
  req: PayloadRequest,
  range: StatisticsRange,
  options: { raw?: boolean } = {},
): Promise<{ series: SeriesPoint[]; total: number }> {
  const { start, end } = wholeHours(range)
  const dailyBranch = range.scope.all ? -1 : range.scope.branchIds.length === 1 ? range.scope.branchIds[0]! : null
  if (options.raw || dailyBranch === null || start >= end) {
    return distinctVisitors(req, range, visitorSource(range, options))
  }
  // the UTC hours touched by the range (a partial first or last hour included: its day's part is counted exactly)
  const first = Math.floor(range.from / HOUR_MS) * HOUR_MS
  const last = Math.ceil(range.to / HOUR_MS) * HOUR_MS
  const fromSql = sql`${iso(first)}::timestamptz`
  const toSql = sql`${iso(last)}::timestamptz`
  // the parts (bucket × UTC day → first and last UTC hour of the day in the bucket) and which days are not rolled up
  const parts = await execute<{ b: string; total: boolean; day: string; a: number; e: number; dirty: boolean }>(
    req,
    sql`with hours as (
          select g, to_char(${bucketOf(range, sql`g`)}, ${LABEL_FORMAT[range.bucket]}) as b,
            to_char(g at time zone 'UTC', 'YYYY-MM-DD') as day, extract(hour from g at time zone 'UTC')::int as h
          from generate_series(${fromSql}, ${toSql} - interval '1 hour', interval '1 hour') g
        ),
        dirty as (select distinct to_char(e.at at time zone 'UTC', 'YYYY-MM-DD') as day from analytics_events e
          where ${aboveWatermark(range)} and e.at >= ${fromSql} and e.at < ${toSql} and ${branchSql(range.scope, sql`e.branch_id`)})
        select p.*, p.day in (select day from dirty) as dirty from (
          select b, false as total, day, min(h) as a, max(h) as e from hours group by b, day
          union all select '', true, day, min(h), max(h) from hours group by day
        ) p`,
  )
  const dayStart = (p: { day: string }, hour: number) => Date.parse(`${p.day}T00:00:00Z`) + hour * HOUR_MS
  // a part holding a partial edge hour of the range
  const partial = (p: { day: string; a: number; e: number }) => dayStart(p, p.a) < range.from || dayStart(p, p.e + 1) > range.to
  const fast = parts.filter((p) => !p.dirty && !partial(p) && (p.a === 0 || p.e === 23))
  const exact = parts.filter((p) => !fast.includes(p))
  const label = (p: { b: string; total: boolean }) => (p.total ? sql`'*total'` : sql`${p.b}`)
  const pieces: SQL[] = []
  if (fast.length) {
    const values = sql.join(
      fast.map((p) => sql`(${label(p)}::text, ${p.day}::date, ${p.a}::int, ${p.e}::int)`),
      sql`, `,
    )
    pieces.push(sql`select p.b, sum(case when p.a = 0 then d.first_n else d.last_n end)::bigint as n
      from (values ${values}) as p(b, day, a, e)
      join analytics_visitor_daily d on d.branch_id = ${dailyBranch} and d.day = p.day
        and (case when p.a = 0 then d.hour <= p.e else d.hour >= p.a end)
      group by p.b`)
  }
  if (exact.length) {
    const sources = sql.join(
      exact.map(
        (p) =>
          sql`select ${label(p)}::text as b, s.visitor_key
            from (${visitorSource({ ...range, from: Math.max(range.from, dayStart(p, p.a)), to: Math.min(range.to, dayStart(p, p.e + 1)) })}) s`,
      ),
      sql` union all `,
    )
    pieces.push(sql`select x.b, count(*)::bigint as n from (select distinct u.b, u.visitor_key from (${sources}) u) x group by x.b`)
  }
  const counts = new Map<string, number>()
  if (pieces.length) {
    const rows = await execute<{ b: string; n: string }>(req, sql`select q.b, sum(q.n)::text as n from (${sql.join(pieces, sql` union all `)}) q group by q.b`)
    for (const r of rows) counts.set(r.b, Number(r.n))
  }
  const labels = [...new Set(parts.filter((p) => !p.total).map((p) => p.b))].sort()
  return { series: labels.map((bucket) => ({ bucket, value: counts.get(bucket) ?? 0 })), total: counts.get('*total') ?? 0 }
}

/** Unique visitors by counting distinct keys (hash aggregates) over a (t, visitor_key) source. */
async function distinctVisitors(req: PayloadRequest, range: StatisticsRange, source: SQL): Promise<{ series: SeriesPoint[]; total: number }> {
  // one row per bucket and visitor (t: any of the visitor's times in the bucket), counted per bucket
  const points = await series(req, range, sql`select min(s.t) as t from (${source}) s group by ${bucketOf(range, sql`s.t`)}, s.visitor_key`, sql`count(*)`)
  const total = await scalar(req, sql`select distinct s.visitor_key from (${source}) s`, sql`count(*)`)
  return { series: points, total }
}
