/**
 * The order rollups (docs/statistics.md §2 "Orders"): per UTC hour and branch the orders by the flags the metrics
 * filter on, the revenue per tax rate, the item lines and the orders per visit origin. Orders change long after their
 * hour, so statement triggers mark hours dirty instead of a watermark; readers take only whole, clean hours from the
 * rollups and the rest raw, in one statement. Which order counts where: the lifecycle's state predicates, in the job
 * and the raw reads alike.
 */
import type { PayloadRequest } from 'payload'

import { ORDER_STATES, OPEN_ORDER_STATES } from '../../domain'
import type { OrderState } from '../../domain'
import { execute, sql } from '../../platform/db'
import type { SQL } from '../../platform/db'
import { orderStateSql } from '../orders'
import { utcHour } from './dimensions'
import { aboveWatermark, bucketOf, wholeHours } from './query'
import { branchSql, iso } from './range'
import type { StatisticsRange } from './range'

/** Orders that were placed (every state but a failed online payment). */
export const PLACED_STATES: readonly OrderState[] = ORDER_STATES.filter((s) => s !== 'failed')
/** Orders whose money counts as revenue: open or completed (not cancelled, rejected or failed). */
export const REVENUE_STATES: readonly OrderState[] = [...OPEN_ORDER_STATES, 'completed']
export const CANCELED_STATES: readonly OrderState[] = ['canceled', 'rejected']

/** The order classes of the metrics: the rollup's flag column and the states it stands for. */
export const ORDER_CLASSES = { placed: PLACED_STATES, revenue: REVENUE_STATES, canceled: CANCELED_STATES } as const
export type OrderClass = keyof typeof ORDER_CLASSES

/**
 * Orders `o` of the (hour, branch) pairs of `pairs` (columns hour, branch_id): an equality on the expression index
 * orders_statistics_hour_idx, so the planner knows a pair holds few orders (a range condition per pair was estimated
 * at thousands of rows, which made it choose a parallel plan whose start cost more than the whole read).
 */
const ordersOf = (pairs: SQL, alias: string) =>
  sql`${pairs} join orders o on date_trunc('hour', o.created_at at time zone 'UTC') = (${sql.identifier(alias)}.hour at time zone 'UTC')
      and o.branch_id = ${sql.identifier(alias)}.branch_id`

/** The item lines of the order `o` (the `items` metric counts lines of revenue orders). */
export const linesOf = sql`(select count(*) from orders_items i where i._parent_id = o.id)`

/** The tax rate of a line or delivery fee as the key of the revenue split ('10', '20', '7.7'). */
const rateKey = (rate: SQL) => sql`trim_scale(${rate})::text`

/** The item key and label of the item metrics: the product, else the name snapshot. */
const itemKey = sql`coalesce(i.product_id::text, coalesce(i.name, ''))`
const itemLabel = sql`coalesce(i.name, '')`

/**
 * The visit origin of the order `o` (as `p.origin`): the session origin of the first `purchase` event naming the order
 * (data.orderId = its id or uid; few events, the partial index on order_ref). originOf: the key of the origin metrics.
 */
const originJoin = sql`left join lateral (select e.origin from analytics_events e
    where e.order_ref is not null and e.name = 'purchase' and e.order_ref in (o.id::text, o.uid) order by e.id limit 1) p on true`
const originOf = sql`coalesce(p.origin, 'Ohne Besuchsdaten')`

/** The (hour, branch) pairs of the orders named by the purchase events `e` matching `where`. */
export const ordersNamedBy = (where: SQL) =>
  sql`select distinct ${utcHour(sql`o.created_at`)} as hour, o.branch_id from analytics_events e
      join orders o on o.uid = e.order_ref or o.id = (case when e.order_ref ~ '^[0-9]{1,9}$' then e.order_ref::int end)
      where e.order_ref is not null and e.name = 'purchase' and ${where}`

/**
 * The conversion funnel's order steps (docs/statistics.md §3 conversion-funnel): rows (branch_id, t = UTC hour,
 * visitor_key, event_id, order_id, is_paid, revenue) of the `purchase` events in the range and scope that name a placed
 * order — the event's visitor, branch and hour (the visitor is active in that hour, so the step never exceeds the
 * visitors), the order's flags now. Few rows (the partial index on order_ref); read raw, like the orders' origins.
 */
export const purchasedOrders = (range: StatisticsRange) =>
  sql`select coalesce(e.branch_id, 0) as branch_id, ${utcHour(sql`e.at`)} as t, e.visitor_key, e.id as event_id, o.id as order_id,
      o.is_paid, case when ${orderStateSql(REVENUE_STATES, 'o')} then o.total_gross else 0 end as revenue
    from analytics_events e
    join orders o on o.uid = e.order_ref or o.id = (case when e.order_ref ~ '^[0-9]{1,9}$' then e.order_ref::int end)
    where e.order_ref is not null and e.name = 'purchase' and e.at >= ${iso(range.from)}::timestamptz and e.at < ${iso(range.to)}::timestamptz
      and ${branchSql(range.scope, sql`e.branch_id`)} and ${orderStateSql(PLACED_STATES, 'o')}`

/**
 * Per branch the placed orders of the range without visit data (no `purchase` event names them: no consent, another
 * device — the origin 'Ohne Besuchsdaten'): count, paid, revenue (gross cents).
 */
export const ordersWithoutVisit = (range: StatisticsRange) =>
  sql`select coalesce(o.branch_id, 0) as branch_id, count(*)::text as placed, count(*) filter (where o.is_paid)::text as paid,
      coalesce(sum(o.total_gross) filter (where ${orderStateSql(REVENUE_STATES, 'o')}), 0)::bigint::text as revenue
    from orders o
    where o.created_at >= ${iso(range.from)}::timestamptz and o.created_at < ${iso(range.to)}::timestamptz
      and ${branchSql(range.scope, sql`o.branch_id`)} and ${orderStateSql(PLACED_STATES, 'o')}
      and not exists (select 1 from analytics_events e where e.order_ref is not null and e.name = 'purchase' and e.order_ref in (o.id::text, o.uid))
    group by 1`

// ------------------------------------------------------------------------------------------------------------- the job

/** Recomputes the dirty hours (one run at a time). Returns how many (hour, branch) pairs it recomputed. */
export async function rollupOrders(req: PayloadRequest): Promise<number> {
  const [lock] = await execute<{ ok: boolean }>(req, sql`select pg_try_advisory_xact_lock(hashtext('tresen:order-rollup')) as ok`)
  if (!lock?.ok) return 0
  // the dirty rows this transaction sees are taken (deleted); a change committed later leaves its own row behind, so
  // its hour stays dirty (read raw) until the next run
  await execute(
    req,
    sql`create temporary table order_hours on commit drop as
        with d as (delete from statistics_order_dirty returning hour, branch_id) select distinct hour, branch_id from d`,
  )
  const [count] = await execute<{ n: string }>(req, sql`select count(*)::text as n from order_hours`)
  const n = Number(count?.n ?? 0)
  if (!n) return 0
  await execute(req, sql`analyze order_hours`)
  for (const table of ['statistics_order_hourly', 'statistics_order_rate_hourly', 'statistics_item_hourly', 'statistics_origin_hourly']) {
    await execute(req, sql`delete from ${sql.identifier(table)} r using order_hours d where r.hour = d.hour and r.branch_id = d.branch_id`)
  }
  const ordersOfHours = ordersOf(sql`order_hours d`, 'd')
  await execute(
    req,
    sql`insert into statistics_order_hourly (hour, branch_id, placed, revenue, canceled, is_canceled, is_paid, n, lines, gross, net, tax)
        select d.hour, d.branch_id, ${orderStateSql(PLACED_STATES, 'o')}, ${orderStateSql(REVENUE_STATES, 'o')},
          ${orderStateSql(CANCELED_STATES, 'o')}, coalesce(o.is_canceled, false), coalesce(o.is_paid, false), count(*),
          coalesce(sum(${linesOf}), 0), coalesce(sum(o.total_gross), 0), coalesce(sum(o.total_net), 0), coalesce(sum(o.total_tax), 0)
        from ${ordersOfHours}
        group by 1, 2, 3, 4, 5, 6, 7`,
  )
  await execute(
    req,
    sql`insert into statistics_order_rate_hourly (hour, branch_id, rate, gross, tax)
        with s as materialized (select d.hour, d.branch_id, o.id, o.taxes, o.delivery_gross, o.delivery_tax_rate from ${ordersOfHours}
          where ${orderStateSql(REVENUE_STATES, 'o')})
        ${rateRows(sql`s.hour, s.branch_id`)}
        select x.hour, x.branch_id, x.rate, coalesce(sum(x.gross), 0), coalesce(sum(x.tax), 0) from x group by 1, 2, 3`,
  )
  await execute(
    req,
    sql`insert into statistics_item_hourly (hour, branch_id, key, label, n, amount, gross)
        select d.hour, d.branch_id, ${itemKey}, max(${itemLabel}), count(*), sum(coalesce(i.amount, 0)), sum(coalesce(i.gross, 0))
        from ${ordersOfHours} join orders_items i on i._parent_id = o.id
        where ${orderStateSql(REVENUE_STATES, 'o')}
        group by 1, 2, 3`,
  )
  const [placed, revenue] = [orderStateSql(PLACED_STATES, 'o'), orderStateSql(REVENUE_STATES, 'o')]
  await execute(
    req,
    sql`insert into statistics_origin_hourly (hour, branch_id, origin, placed, revenue_n, revenue)
        select d.hour, d.branch_id, ${originOf}, count(*) filter (where ${placed}), count(*) filter (where ${revenue}),
          coalesce(sum(o.total_gross) filter (where ${revenue}), 0)
        from ${ordersOfHours} ${originJoin}
        where ${placed} or ${revenue}
        group by 1, 2, 3`,
  )
  // the UTC days of the recomputed hours, from their hourly rows (a day is read from these only while none of its hours
  // is dirty, so a day holds exactly the sum of its clean hours)
  await execute(req, sql`create temporary table order_days on commit drop as select distinct (hour at time zone 'UTC')::date as day, branch_id from order_hours`)
  for (const table of ['statistics_order_daily', 'statistics_order_rate_daily', 'statistics_item_daily']) {
    await execute(req, sql`delete from ${sql.identifier(table)} r using order_days d where r.day = d.day and r.branch_id = d.branch_id`)
  }
  await execute(
    req,
    sql`insert into statistics_order_daily (day, branch_id, placed, revenue, canceled, is_canceled, is_paid, n, lines, gross, net, tax)
        select d.day, d.branch_id, h.placed, h.revenue, h.canceled, h.is_canceled, h.is_paid, sum(h.n), sum(h.lines), sum(h.gross), sum(h.net), sum(h.tax)
        from ${hourlyOfDays('statistics_order_hourly')} group by 1, 2, 3, 4, 5, 6, 7`,
  )
  await execute(
    req,
    sql`insert into statistics_order_rate_daily (day, branch_id, rate, gross, tax)
        select d.day, d.branch_id, h.rate, sum(h.gross), sum(h.tax) from ${hourlyOfDays('statistics_order_rate_hourly')} group by 1, 2, 3`,
  )
  await execute(
    req,
    sql`insert into statistics_item_daily (day, branch_id, key, label, n, amount, gross)
        select d.day, d.branch_id, h.key, max(h.label), sum(h.n), sum(h.amount), sum(h.gross) from ${hourlyOfDays('statistics_item_hourly')} group by 1, 2, 3`,
  )
  return n
}

/** The hourly rows `h` of `table` of the days `d` of order_days. */
const hourlyOfDays = (table: string) => sql`order_days d join ${sql.identifier(table)} h on h.branch_id = d.branch_id
    and h.hour >= d.day::timestamp at time zone 'UTC' and h.hour < (d.day + 1)::timestamp at time zone 'UTC'`

/**
 * The revenue split of the revenue orders `s` (columns id, taxes, delivery_gross, delivery_tax_rate and `groupBy`):
 * a CTE `x (…groupBy, rate, gross, tax)` — gross from the item lines and the delivery fee at each rate, tax from
 * `orders.taxes` (rate → cents, as the order was priced). To be summed per rate by the caller.
 */
function rateRows(groupBy: SQL): SQL {
  return sql`, x as (
      select ${groupBy}, ${rateKey(sql`i.tax_rate`)} as rate, sum(i.gross) as gross, 0::numeric as tax
        from s join orders_items i on i._parent_id = s.id where i.tax_rate is not null group by ${groupBy}, rate
      union all
      select ${groupBy}, ${rateKey(sql`s.delivery_tax_rate`)} as rate, sum(s.delivery_gross), 0
        from s where s.delivery_gross > 0 and s.delivery_tax_rate is not null group by ${groupBy}, rate
      union all
      select ${groupBy}, r.key as rate, 0, sum((r.value)::numeric)
        from s cross join lateral jsonb_each_text(case when jsonb_typeof(s.taxes) = 'object' then s.taxes else '{}'::jsonb end) r
        group by ${groupBy}, rate)`
}

// ----------------------------------------------------------------------------------------------------------- the reads

/**
 * Not dirty: the rollup row `h`'s hour and branch have no change waiting for the job. With `range.ordersDirtyHint`
 * false (the metric's snapshot holds no dirty hour in the range: computeMetric asks first, in the same repeatable-read
 * transaction) the dirty-hour parts are left out of the statement, and with them most of its planning.
 */
const clean = (range: StatisticsRange, alias = 'h') => {
  const h = sql.identifier(alias)
  return range.ordersDirtyHint === false
    ? sql`true`
    : sql`not exists (select 1 from statistics_order_dirty d where d.hour = ${h}.hour and d.branch_id = ${h}.branch_id)`
}

/**
 * The raw orders `o` of the range the rollups do not hold, as separate parts (`from` clause and condition): the
 * partial edge hours, and the dirty hours inside the whole hours (few: an index range per dirty hour). `raw`: the
 * whole range (the benchmark's baseline).
 */
function rawOrderParts(range: StatisticsRange, raw: boolean): { from: SQL; where: SQL }[] {
  const { start, end } = wholeHours(range)
  const branch = branchSql(range.scope, sql`o.branch_id`)
  const between = (a: number, b: number) => ({
    from: sql`orders o`,
    where: sql`o.created_at >= ${iso(a)}::timestamptz and o.created_at < ${iso(b)}::timestamptz and ${branch}`,
  })
  if (raw || start >= end) return [between(range.from, range.to)]
  const parts = [
    ...(range.from < start ? [between(range.from, start)] : []),
    ...(end < range.to ? [between(end, range.to)] : []),
    ...(range.ordersDirtyHint === false ? [] : [dirtyHourPart(range, branch)]),
  ]
  // a range on whole hours without dirty ones: no raw order at all (one empty part keeps the callers' unions valid)
  return parts.length ? parts : [{ from: sql`orders o`, where: sql`false` }]
}

/** The raw orders of the dirty hours inside the range's whole hours. */
function dirtyHourPart(range: StatisticsRange, branch: SQL): { from: SQL; where: SQL } {
  const { start, end } = wholeHours(range)
  return {
    from: ordersOf(
      sql`(select distinct hour, branch_id from statistics_order_dirty where hour >= ${iso(start)}::timestamptz and hour < ${iso(end)}::timestamptz) dh`,
      'dh',
    ),
    where: branch,
  }
}

/** The rollup rows `h` of `table` for the whole, clean hours of the range. */
function rollupWhere(range: StatisticsRange): SQL {
  const { start, end } = wholeHours(range)
  return sql`h.hour >= ${iso(start)}::timestamptz and h.hour < ${iso(end)}::timestamptz and ${branchSql(range.scope, sql`h.branch_id`)} and ${clean(range)}`
}

const useRollup = (range: StatisticsRange, raw: boolean) => {
  const { start, end } = wholeHours(range)
  return !raw && start < end
}

const DAY_MS = 86_400_000

/**
 * Which whole UTC days of the range a read may take from the daily tables: `any` (answers without buckets) every
 * whole UTC day inside the range's whole hours; `bucket` only the days lying inside one local bucket of the range
 * (first and last hour in the same bucket: e.g. six of a local week's seven UTC days in Europe/Vienna; none for hour
 * buckets, nor for day buckets in a zone other than UTC), so each day's rows fall into the bucket of its start.
 */
export type DailyDays = 'any' | 'bucket'

/**
 * The whole UTC days of the range's whole hours ([dayStart, dayEnd)) and the condition (on `g`, the day's start) of
 * the days read from the daily tables, or null.
 */
function dailyDays(range: StatisticsRange, mode: DailyDays | undefined): { dayStart: number; dayEnd: number; daily: SQL } | null {
  const { start, end } = wholeHours(range)
  const dayStart = Math.ceil(start / DAY_MS) * DAY_MS
  const dayEnd = Math.floor(end / DAY_MS) * DAY_MS
  if (!mode || dayStart >= dayEnd || (mode === 'bucket' && range.bucket === 'hour')) return null
  const daily = mode === 'bucket' ? sql`${bucketOf(range, sql`g`)} = ${bucketOf(range, sql`(g + interval '23 hours')`)}` : sql`true`
  return { dayStart, dayEnd, daily }
}

/** The (day, branch) pairs of the range with a dirty hour: their hours are read hourly (clean) and raw (dirty). */
function dirtyDays(a: number, b: number): SQL {
  return sql`(select distinct (d.hour at time zone 'UTC')::date as day, d.branch_id from statistics_order_dirty d
    where d.hour >= ${iso(a)}::timestamptz and d.hour < ${iso(b)}::timestamptz)`
}

/**
 * The rollup rows `h` of the range's whole, clean hours: from the daily table for the days of dailyDays whose branch
 * has no dirty hour that day (`h.day`'s start as t), else from the hourly table (`h.hour` as t): the hours before the
 * first and after the last whole day (index ranges), and the hours of the days not read daily — each such day an index
 * range. `columns` reads the same columns of both tables; `where` filters both.
 */
function rollupRows(range: StatisticsRange, tables: { hourly: string; daily: string }, columns: SQL, where: SQL, mode?: DailyDays): SQL {
  const days = dailyDays(range, mode)
  const hourly = (a: number, b: number) => sql`select h.hour as t, ${columns} from ${sql.identifier(tables.hourly)} h
    where ${where} and ${rollupWhere({ ...range, from: a, to: b })}`
  const { start, end } = wholeHours(range)
  if (!days) return hourly(start, end)
  const { dayStart, dayEnd, daily } = days
  const dayList = sql`select (g at time zone 'UTC')::date as day
    from generate_series(${iso(dayStart)}::timestamptz, ${iso(dayEnd - DAY_MS)}::timestamptz, interval '1 day') g`
  // the days read from the daily table, as a condition on h.day: with `any` every whole day, an index range
  const isDaily =
    mode === 'any'
      ? sql`h.day >= ${iso(dayStart).slice(0, 10)}::date and h.day < ${iso(dayEnd).slice(0, 10)}::date`
      : sql`h.day in (${dayList} where ${daily})`
  const edges = sql`${start < dayStart ? sql`${hourly(start, dayStart)} union all ` : sql``}
    ${dayEnd < end ? sql`${hourly(dayEnd, end)} union all ` : sql``}`
  if (range.ordersDirtyHint === false) {
    // no dirty hour in the range: the days not read daily hourly, the others daily
    return sql`${edges}
      select h.hour as t, ${columns} from (${dayList} where not (${daily})) x join ${sql.identifier(tables.hourly)} h
        on h.hour >= x.day::timestamp at time zone 'UTC' and h.hour < (x.day + 1)::timestamp at time zone 'UTC'
        where ${where} and ${branchSql(range.scope, sql`h.branch_id`)}
      union all select h.day::timestamp at time zone 'UTC' as t, ${columns} from ${sql.identifier(tables.daily)} h
        where ${where} and ${isDaily} and ${branchSql(range.scope, sql`h.branch_id`)}`
  }
  const dirty = dirtyDays(dayStart, dayEnd)
  // the days read hourly: those not read daily, and (for the branches with a dirty hour in them) the dirty ones
  const hourlyDays = sql`(${dayList} where not (${daily}) union select y.day from ${dirty} y) x`
  return sql`${edges}
    select h.hour as t, ${columns} from ${hourlyDays} join ${sql.identifier(tables.hourly)} h
      on h.hour >= x.day::timestamp at time zone 'UTC' and h.hour < (x.day + 1)::timestamp at time zone 'UTC'
      where ${where} and ${branchSql(range.scope, sql`h.branch_id`)} and ${clean(range)}
        and (x.day not in (${dayList} where ${daily}) or (x.day, h.branch_id) in (select y.day, y.branch_id from ${dirty} y))
    union all select h.day::timestamp at time zone 'UTC' as t, ${columns} from ${sql.identifier(tables.daily)} h
      where ${where} and ${isDaily} and ${branchSql(range.scope, sql`h.branch_id`)}
        and (h.day, h.branch_id) not in (select y.day, y.branch_id from ${dirty} y)`
}

/**
 * Rows of the orders of a class over the range: `rollup` selects from statistics_order_hourly / _daily `h` (one row per
 * hour or day, branch and flag combination; its start as t), `rawColumns` from one order `o` (`o.created_at` as t) —
 * the same columns, so that sums over them give the raw answer. `days`: see DailyDays (not for hour-of-day answers).
 */
export function orderSource(
  range: StatisticsRange,
  cls: OrderClass,
  columns: { rollup: SQL; raw: SQL },
  options: { raw?: boolean; days?: DailyDays } = {},
): SQL {
  const raw = options.raw ?? false
  const parts = rawOrderParts(range, raw).map(
    (p) => sql`select o.created_at as t, ${columns.raw} from ${p.from} where ${p.where} and ${orderStateSql(ORDER_CLASSES[cls], 'o')}`,
  )
  if (useRollup(range, raw)) {
    parts.unshift(
      rollupRows(range, { hourly: 'statistics_order_hourly', daily: 'statistics_order_daily' }, columns.rollup, sql`h.${sql.identifier(cls)}`, options.days),
    )
  }
  return sql.join(parts, sql` union all `)
}

/** Rows (t, key, label, n, amount, gross) of the revenue orders' item lines over the range (key: product, else name). */
export function itemSource(range: StatisticsRange, options: { raw?: boolean; days?: DailyDays } = {}): SQL {
  const raw = options.raw ?? false
  const parts = rawOrderParts(range, raw).map(
    (p) => sql`select o.created_at as t, ${itemKey} as key, ${itemLabel} as label, 1::bigint as n, coalesce(i.amount, 0) as amount,
        coalesce(i.gross, 0) as gross
      from ${p.from} join orders_items i on i._parent_id = o.id where ${p.where} and ${orderStateSql(REVENUE_STATES, 'o')}`,
  )
  if (useRollup(range, raw)) {
    parts.unshift(
      rollupRows(
        range,
        { hourly: 'statistics_item_hourly', daily: 'statistics_item_daily' },
        sql`h.key, h.label, h.n::bigint as n, h.amount, h.gross`,
        sql`true`,
        options.days,
      ),
    )
  }
  return sql.join(parts, sql` union all `)
}

/** The revenue split per tax rate over the range: rate, gross and tax (numeric cents), ordered by rate. */
export async function revenueByRate(req: PayloadRequest, range: StatisticsRange, options: { raw?: boolean } = {}) {
  const raw = options.raw ?? false
  const s = sql.join(
    rawOrderParts(range, raw).map(
      (p) => sql`select o.id, o.taxes, o.delivery_gross, o.delivery_tax_rate from ${p.from} where ${p.where} and ${orderStateSql(REVENUE_STATES, 'o')}`,
    ),
    sql` union all `,
  )
  const rolled = useRollup(range, raw)
    ? sql` union all select r.rate, r.gross, r.tax from (${rollupRows(
        range,
        { hourly: 'statistics_order_rate_hourly', daily: 'statistics_order_rate_daily' },
        sql`h.rate, h.gross, h.tax`,
        sql`true`,
        'any',
      )}) r`
    : sql``
  return execute<{ rate: string; gross: string; tax: string }>(
    req,
    sql`with s as materialized (select 0 as one, u.* from (${s}) u) ${rateRows(sql`s.one`)},
        y as (select x.rate, x.gross, x.tax from x${rolled})
        select y.rate, coalesce(sum(y.gross), 0)::bigint::text as gross, coalesce(sum(y.tax), 0)::bigint::text as tax
        from y group by 1 order by y.rate::numeric`,
  )
}

/**
 * Rows (t, key = origin, n) of the placed orders (n = 1) or revenue orders (n = total gross) over the range. Besides the
 * dirty hours, the hours of orders named by purchase events above the event watermark are read raw (the job has not
 * recomputed their origin yet).
 */
export function originSource(range: StatisticsRange, cls: 'placed' | 'revenue', options: { raw?: boolean } = {}): SQL {
  const raw = options.raw ?? false
  const value = cls === 'placed' ? sql`1` : sql`o.total_gross`
  const select = (from: SQL, where: SQL) =>
    sql`select o.created_at as t, ${originOf} as key, ${value}::bigint as n from ${from} ${originJoin} where ${where} and ${orderStateSql(ORDER_CLASSES[cls], 'o')}`
  const parts = rawOrderParts(range, raw).map((p) => select(p.from, p.where))
  if (useRollup(range, raw)) {
    const { start, end } = wholeHours(range)
    const pending = sql`(${ordersNamedBy(aboveWatermark(range))})`
    const [count, n] = cls === 'placed' ? [sql`h.placed`, sql`h.placed`] : [sql`h.revenue_n`, sql`h.revenue`]
    parts.unshift(sql`select h.hour as t, h.origin as key, ${n}::bigint as n from statistics_origin_hourly h
      where ${count} > 0 and ${rollupWhere(range)} and (h.hour, h.branch_id) not in (select p.hour, p.branch_id from ${pending} p)`)
    // the pending hours that are not dirty anyway (those are read raw above)
    const pendingHours = sql`(select p.hour, p.branch_id from ${pending} p
      where p.hour >= ${iso(start)}::timestamptz and p.hour < ${iso(end)}::timestamptz
        and ${clean(range, 'p')}) ph`
    parts.push(select(ordersOf(pendingHours, 'ph'), branchSql(range.scope, sql`o.branch_id`)))
  }
  return sql.join(parts, sql` union all `)
}
