/**
 * The metrics of GET /api/statistics/{metric} (BO §7). Each is one function of the parsed range; the exact definition
 * of each is in docs/statistics.md §3. Visits come from the rollups (query.ts), orders from the order rollups and `orders`
 * with the shared state predicates (orders.ts, modules/orders/lifecycle/predicates.ts), time tracking from working-activities/-schedules (work.ts),
 * QR codes from `qr_scans`.
 */
import { createLocalReq } from 'payload'
import type { PayloadRequest } from 'payload'

import { orderStateLabel, PAYMENT_LABELS } from '../../domain'
import { execute, inTransaction, sql } from '../../platform/db'
import type { SQL } from '../../platform/db'
import type { FunnelRow, MetricAnswer, MetricName, MetricUnit, StatisticsBucket } from '../../contracts'
import { itemSource, linesOf, orderSource, ordersWithoutVisit, originSource, purchasedOrders, revenueByRate } from './orders'
import { dimensionSource, funnelHourSource, funnelVisitorSource, ranked, readHints, scalar, series, uniqueVisitors, weekdayHours } from './query'
import { branchSql, iso } from './range'
import { eventFlow, FLOW_STEPS } from './sessions'
import type { Flow } from './sessions'
import type { StatisticsRange } from './range'
import { workingActivities, workingSchedules } from './work'

/** A metric's figures; `bucket` only when its series has other buckets than the range's (the working metrics: days). */
type Compute = (
  req: PayloadRequest,
  range: StatisticsRange,
  options: { raw?: boolean },
) => Promise<Omit<MetricAnswer, 'metric' | 'from' | 'to' | 'timeZone' | 'bucket'> & { bucket?: StatisticsBucket }>

export { CANCELED_STATES, PLACED_STATES, REVENUE_STATES } from './orders'

/** conversion-funnel's row of a branch's orders without visit data (key `{branch}:ohne-besuchsdaten`). */
export const WITHOUT_VISIT_KEY = 'ohne-besuchsdaten'
export const WITHOUT_VISIT_LABEL = 'Bestellungen ohne Besuchsdaten'

export const EVENT_LABELS: Readonly<Record<string, string>> = {
  pageview: 'Seitenaufruf',
  device: 'App-Start',
  addtocart: 'In den Warenkorb',
  initiatecheckout: 'Kasse begonnen',
  purchase: 'Bestellung abgeschickt',
}

const SCHEME_LABELS: Readonly<Record<string, string>> = { dark: 'Dunkel', light: 'Hell' }
const DEVICE_LABELS: Readonly<Record<string, string>> = { desktop: 'Desktop', mobile: 'Smartphone', tablet: 'Tablet', other: 'Sonstige' }

const sumN = sql`sum(s.n)`

/** A count metric of one dimension: series and total of its events. */
const dimensionSeries =
  (dim: Parameters<typeof dimensionSource>[1]): Compute =>
  async (req, range, options) => {
    const source = dimensionSource(range, dim, options)
    const points = await series(req, range, source, sumN)
    return { unit: 'count', total: points.reduce((sum, p) => sum + p.value, 0), series: points }
  }

/** A top list of one dimension (with optional German labels of the keys). */
const dimensionRows =
  (dim: Parameters<typeof dimensionSource>[1], labels?: Readonly<Record<string, string>>): Compute =>
  async (req, range, options) => {
    const source = dimensionSource(range, dim, { ...options, days: true })
    const rows = await ranked(req, source)
    const total = await scalar(req, source, sql`coalesce(sum(s.n), 0)`)
    return { unit: 'count', total, rows: labels ? rows.map((r) => ({ ...r, label: labels[r.key] ?? r.key })) : rows }
  }

// ---------------------------------------------------------------------------------------------------------------- orders

/** Placed orders or revenue per visit origin (orders.ts originSource). */
const originRows =
  (cls: 'placed' | 'revenue', unit: MetricUnit): Compute =>
  async (req, range, options) => {
    const rows = await ranked(req, originSource(range, cls, options))
    return { unit, total: rows.reduce((sum, r) => sum + r.value, 0), rows }
  }

// ------------------------------------------------------------------------------------------------------------ QR codes

async function qrRows(req: PayloadRequest, range: StatisticsRange, column: 'origin' | 'target') {
  const [exists] = await execute<{ ok: boolean }>(req, sql`select to_regclass('public.qr_scans') is not null as ok`)
  if (!exists?.ok) return { unit: 'count' as const, total: 0, rows: [], series: [] }
  const source = sql`select q.scanned_at as t, q.${sql.identifier(column)}::text as key, 1::bigint as n from qr_scans q
      where q.scanned_at >= ${iso(range.from)}::timestamptz and q.scanned_at < ${iso(range.to)}::timestamptz
        and ${branchSql(range.scope, sql`q.branch_id`)}`
  const rows = await ranked(req, source)
  const points = await series(req, range, source, sumN)
  return { unit: 'count' as const, total: points.reduce((sum, p) => sum + p.value, 0), rows, series: points }
}

// ------------------------------------------------------------------------------------------------------- funnel

/**
 * The conversion funnel per branch and local hour of day (docs/statistics.md §3), in converting visitors: per hour of
 * the day (0–23, in the branch's time zone) over the range, the visitors active in that hour (a visitor counts once
 * per UTC hour it was active: visitor hours), those of them who added to the cart / started the checkout / sent the
 * purchase in that hour, and those whose purchase event in that hour names a placed / paid order (with the revenue of
 * those orders). Orders no purchase event names get a row of their own per branch (hour null); `steps` is the funnel
 * over the whole range in distinct visitors. So no step exceeds the visitors of its row or range.
 */
const conversionFunnel: Compute = async (req, range, options) => {
  const zone = (t: SQL) => sql`extract(hour from ${t} at time zone coalesce(b.time_zone, ${range.timeZone}))::int`
  const rows = await execute<Record<string, string | number | null>>(
    req,
    sql`with v as (${funnelHourSource(range, options)}),
        vz as (select v.branch_id, ${zone(sql`v.t`)} as h, sum(v.visitors) as visitors, sum(v.addtocart) as addtocart,
                 sum(v.initiatecheckout) as initiatecheckout, sum(v.purchase) as purchase
               from v left join branches b on b.id = v.branch_id group by 1, 2),
        pe as materialized (${purchasedOrders(range)}),
        -- per branch and UTC hour the visitors with a placed / paid order, and each order's revenue once (at its
        -- first purchase event of the range); the zone is applied once per branch and hour
        pv as (select pe.branch_id, pe.t, count(distinct pe.visitor_key) as placed,
                 count(distinct pe.visitor_key) filter (where pe.is_paid) as paid, 0::numeric as revenue from pe group by 1, 2
               union all select x.branch_id, x.t, 0, 0, x.revenue
               from (select distinct on (pe.order_id) pe.branch_id, pe.t, pe.revenue from pe order by pe.order_id, pe.event_id) x),
        oz as (select pv.branch_id, ${zone(sql`pv.t`)} as h, sum(pv.placed) as placed, sum(pv.paid) as paid, coalesce(sum(pv.revenue), 0) as revenue
               from pv left join branches b on b.id = pv.branch_id
               group by 1, 2)
        select coalesce(vz.branch_id, oz.branch_id) as branch, coalesce(vz.h, oz.h) as hour, coalesce(vz.visitors, 0)::text as visitors,
          coalesce(vz.addtocart, 0)::text as addtocart, coalesce(vz.initiatecheckout, 0)::text as initiatecheckout,
          coalesce(vz.purchase, 0)::text as purchase, coalesce(oz.placed, 0)::text as placed, coalesce(oz.paid, 0)::text as paid,
          coalesce(oz.revenue, 0)::bigint::text as revenue
        from vz full join oz on oz.branch_id = vz.branch_id and oz.h = vz.h`,
  )
  const without = await execute<{ branch_id: number; placed: string; paid: string; revenue: string }>(req, ordersWithoutVisit(range))
  const [totals] = await execute<Record<'addtocart' | 'initiatecheckout' | 'placed' | 'paid' | 'revenue', string>>(
    req,
    sql`with f as (${funnelVisitorSource(range, options)}), pe as materialized (${purchasedOrders(range)})
        select (select count(distinct f.visitor_key) filter (where f.steps & 1 <> 0) from f)::text as addtocart,
          (select count(distinct f.visitor_key) filter (where f.steps & 2 <> 0) from f)::text as initiatecheckout,
          (select count(distinct pe.visitor_key) from pe)::text as placed,
          (select count(distinct pe.visitor_key) filter (where pe.is_paid) from pe)::text as paid,
          (select coalesce(sum(x.revenue), 0) from (select distinct on (pe.order_id) pe.revenue from pe order by pe.order_id) x)::bigint::text as revenue`,
  )
  const { total: visitors } = await uniqueVisitors(req, range, options)

  const hourBranches = new Set(rows.map((r) => Number(r.branch)))
  const branchIds = [...new Set([...hourBranches, ...without.map((w) => Number(w.branch_id))])].sort((x, y) => x - y)
  const names = new Map<number, string>([[0, 'Ohne Filiale']])
  if (branchIds.some((id) => id > 0)) {
    const found = await execute<{ id: number; name: string }>(
      req,
      sql`select id, name from branches where id in (${sql.join(branchIds.map((id) => sql`${id}`), sql`, `)})`,
    )
    for (const b of found) names.set(Number(b.id), b.name)
  }
  const byKey = new Map(rows.map((r) => [`${Number(r.branch)}:${Number(r.hour)}`, r]))
  const withoutOf = new Map(without.map((w) => [Number(w.branch_id), w]))
  const out: FunnelRow[] = []
  for (const branch of branchIds) {
    const branchName = names.get(branch) ?? String(branch)
    for (let hour = 0; hour < 24 && hourBranches.has(branch); hour++) {
      const r = byKey.get(`${branch}:${hour}`)
      const n = (k: string) => Number(r?.[k] ?? 0)
      out.push({
        key: `${branch}:${hour}`,
        label: `${branchName} ${String(hour).padStart(2, '0')}:00`,
        value: n('visitors'),
        branch,
        branchName,
        hour,
        visitors: n('visitors'),
        addtocart: n('addtocart'),
        initiatecheckout: n('initiatecheckout'),
        purchase: n('purchase'),
        placed: n('placed'),
        paid: n('paid'),
        revenueCents: n('revenue'),
      })
    }
    const w = withoutOf.get(branch)
    if (w) {
      out.push({
        key: `${branch}:${WITHOUT_VISIT_KEY}`,
        label: `${branchName}: ${WITHOUT_VISIT_LABEL}`,
        value: 0,
        branch,
        branchName,
        hour: null,
        visitors: 0,
        addtocart: 0,
        initiatecheckout: 0,
        purchase: 0,
        placed: Number(w.placed),
        paid: Number(w.paid),
        revenueCents: Number(w.revenue),
      })
    }
  }
  const n = (k: keyof NonNullable<typeof totals>) => Number(totals?.[k] ?? 0)
  return {
    unit: 'count',
    total: out.reduce((sum, r) => sum + r.visitors, 0),
    rows: out,
    steps: {
      visitors,
      addtocart: n('addtocart'),
      initiatecheckout: n('initiatecheckout'),
      placed: n('placed'),
      paid: n('paid'),
      revenueCents: n('revenue'),
      withoutVisit: {
        placed: without.reduce((sum, w) => sum + Number(w.placed), 0),
        paid: without.reduce((sum, w) => sum + Number(w.paid), 0),
        revenueCents: without.reduce((sum, w) => sum + Number(w.revenue), 0),
      },
    },
  }
}

// ------------------------------------------------------------------------------------------------------------ registry

export const METRICS: Readonly<Record<string, Compute>> = {
  'unique-visitors': async (req, range, options) => {
    const { series: points, total } = await uniqueVisitors(req, range, options)
    return { unit: 'count', total, series: points }
  },
  'conversion-funnel': conversionFunnel,
  'page-views': dimensionSeries('views'),
  pages: dimensionRows('pageview'),
  events: async (req, range, options) => {
    const rows = await ranked(req, dimensionSource(range, 'event', { ...options, days: true }))
    const points = await series(req, range, dimensionSource(range, 'event', options), sumN)
    return {
      unit: 'count',
      total: points.reduce((sum, p) => sum + p.value, 0),
      rows: rows.map((r) => ({ ...r, label: EVENT_LABELS[r.key] ?? r.key })),
      series: points,
    }
  },
  'event-flow': async (req, range, options) => {
    // sessions of the range that reached each step (sessions.ts: the session rollup + the sessions crossing the edges)
    const flow = await eventFlow(req, range, options)
    const labels: Record<keyof Flow, string> = { visits: 'Besuche', addtocart: 'In den Warenkorb', initiatecheckout: 'Kasse begonnen', purchase: 'Bestellung abgeschickt' }
    const rows = FLOW_STEPS.map((key) => ({ key, label: labels[key], value: flow[key] }))
    return { unit: 'count', total: flow.visits, rows }
  },
  resolutions: dimensionRows('resolution'),
  'device-pixel-ratios': dimensionRows('dpr'),
  'color-schemes': dimensionRows('scheme', SCHEME_LABELS),
  referrers: dimensionRows('referrer'),
  browsers: dimensionRows('browser'),
  'operating-systems': dimensionRows('os'),
  devices: dimensionRows('device', DEVICE_LABELS),
  orders: async (req, range, options) => {
    const columns = { rollup: sql`h.n::bigint as n, case when h.is_paid then h.n else 0 end::bigint as paid`, raw: sql`1::bigint as n, case when o.is_paid then 1 else 0 end::bigint as paid` }
    const points = await series(req, range, orderSource(range, 'placed', columns, { ...options, days: 'bucket' }), sumN)
    // a total needs no buckets: every whole UTC day from the daily table
    const paid = await scalar(req, orderSource(range, 'placed', columns, { ...options, days: 'any' }), sql`coalesce(sum(s.paid), 0)`)
    const total = points.reduce((sum, p) => sum + p.value, 0)
    return {
      unit: 'count',
      total,
      series: points,
      rows: [
        { key: 'placed', label: 'Aufgegeben', value: total },
        { key: 'paid', label: PAYMENT_LABELS.paid, value: paid },
      ],
    }
  },
  revenue: async (req, range, options) => {
    const columns = { rollup: sql`h.gross, h.net, h.tax`, raw: sql`o.total_gross as gross, o.total_net as net, o.total_tax as tax` }
    const source = orderSource(range, 'revenue', columns, { ...options, days: 'bucket' })
    // per tax rate (docs/statistics.md §3): the tax of the rate from orders.taxes (rate → cents, as the order was
    // priced), its gross from the item lines and the delivery fee taxed at that rate, net = gross − tax (orders.ts)
    const points = await series(req, range, source, sql`sum(s.gross)`)
    const rates = await revenueByRate(req, range, options)
    const [totals] = await execute<{ gross: string; net: string; tax: string }>(
      req,
      sql`with s as (${orderSource(range, 'revenue', columns, { ...options, days: 'any' })}) select coalesce(sum(s.gross), 0)::bigint::text as gross, coalesce(sum(s.net), 0)::bigint::text as net,
            coalesce(sum(s.tax), 0)::bigint::text as tax from s`,
    )
    return {
      unit: 'cents',
      total: Number(totals?.gross ?? 0),
      series: points,
      rows: [
        { key: 'net', label: 'Netto', value: Number(totals?.net ?? 0) },
        { key: 'tax', label: 'Steuer', value: Number(totals?.tax ?? 0) },
        ...rates.map((r) => ({
          key: `tax-${r.rate}`,
          label: `Steuer ${r.rate.replace('.', ',')} %`,
          value: Number(r.tax),
          rate: r.rate,
          grossCents: Number(r.gross),
          netCents: Number(r.gross) - Number(r.tax),
        })),
      ],
    }
  },
  'canceled-orders': async (req, range, options) => {
    const columns = {
      rollup: sql`case when h.is_canceled then 'canceled' else 'rejected' end as key, h.n::bigint as n,
        case when h.is_paid then h.n else 0 end::bigint as paid, h.gross`,
      raw: sql`case when o.is_canceled then 'canceled' else 'rejected' end as key, 1::bigint as n,
        case when o.is_paid then 1 else 0 end::bigint as paid, o.total_gross as gross`,
    }
    const points = await series(req, range, orderSource(range, 'canceled', columns, { ...options, days: 'bucket' }), sumN)
    // the rows need no buckets: every whole UTC day from the daily table
    const rows = await execute<{ key: string; value: string; paid: string; gross: string }>(
      req,
      sql`with s as (${orderSource(range, 'canceled', columns, { ...options, days: 'any' })}) select s.key, sum(s.n)::text as value, sum(s.paid)::text as paid,
            coalesce(sum(s.gross), 0)::bigint::text as gross from s group by s.key order by s.key`,
    )
    return {
      unit: 'count',
      total: points.reduce((sum, p) => sum + p.value, 0),
      series: points,
      rows: rows.map((r) => ({ key: r.key, label: orderStateLabel(r.key), value: Number(r.value), paid: Number(r.paid), grossCents: Number(r.gross) })),
    }
  },
  items: async (req, range, options) => {
    // the lines per order hour (statistics_order_hourly.lines): one small row per hour, not one per item key
    const source = orderSource(range, 'revenue', { rollup: sql`h.lines::bigint as n`, raw: sql`${linesOf}::bigint as n` }, { ...options, days: 'bucket' })
    const points = await series(req, range, source, sumN)
    return { unit: 'count', total: points.reduce((sum, p) => sum + p.value, 0), series: points }
  },
  'popular-items': async (req, range, options) => {
    const rows = await execute<{ key: string; label: string; value: string; amount: string; gross: string }>(
      req,
      sql`with s as (${itemSource(range, { ...options, days: 'any' })})
          select s.key, max(s.label) as label, sum(s.n)::text as value, sum(s.amount)::text as amount, sum(s.gross)::bigint::text as gross
          from s group by 1 order by sum(s.n) desc, sum(s.gross) desc, 1 limit 100`,
    )
    return {
      unit: 'count',
      total: rows.reduce((sum, r) => sum + Number(r.value), 0),
      rows: rows.map((r) => ({ key: r.key, label: r.label, value: Number(r.value), amount: Number(r.amount), grossCents: Number(r.gross) })),
    }
  },
  'visitor-times': async (req, range, options) => {
    const cells = await weekdayHours(req, range, dimensionSource(range, 'views', options), sumN)
    return { unit: 'count', total: cells.reduce((sum, c) => sum + c.value, 0), cells }
  },
  'order-times': async (req, range, options) => {
    const cells = await weekdayHours(req, range, orderSource(range, 'placed', { rollup: sql`h.n::bigint as n`, raw: sql`1::bigint as n` }, options), sumN)
    return { unit: 'count', total: cells.reduce((sum, c) => sum + c.value, 0), cells }
  },
  'order-origins': originRows('placed', 'count'),
  'revenue-origins': originRows('revenue', 'cents'),
  'working-activities': (req, range) => workingActivities(req, range),
  'working-schedules': (req, range) => workingSchedules(req, range),
  'qr-code-origins': (req, range) => qrRows(req, range, 'origin'),
  'qr-code-targets': (req, range) => qrRows(req, range, 'target'),
} satisfies Record<MetricName, Compute>

export const METRIC_NAMES = Object.keys(METRICS)

/**
 * Runs one metric (`raw`: without the rollups — the benchmark's baseline) in a transaction of its own (a request of its
 * own, so concurrent metrics of one caller do not share it; repeatable read: one snapshot) with JIT compilation and
 * parallel workers off (see below): the metrics' statements are
 * planned above jit_above_cost (many unions) but run in milliseconds, and at 10 M events the JIT took 90–280 ms of
 * e.g. 307 ms of conversion-funnel (docs/benchmarks.md). One transaction is one connection: the metrics run their
 * statements one after the other.
 */
export async function computeMetric(req: PayloadRequest, metric: string, range: StatisticsRange, options: { raw?: boolean } = {}): Promise<MetricAnswer> {
  const compute = METRICS[metric]
  if (!compute) throw new Error(`unknown metric ${metric}`)
  const own = (await createLocalReq({ user: req.user ?? undefined }, req.payload)) as PayloadRequest
  const result = await inTransaction(
    own,
    async () => {
      // one snapshot for the hints and every statement of the metric (its series and rows agree with each other);
      // the rollup reads are small (hundreds to thousands of rows) but estimated large (a generate_series of days
      // joined to an index range): a parallel plan's workers took ≈ 12 ms to start for 3 ms of work, so they are off —
      // but for the raw baseline, which scans millions of rows. One round trip (no parameters: several commands).
      await execute(
        own,
        sql.raw(
          `set transaction isolation level repeatable read, read only; set local jit = off${options.raw ? '' : '; set local max_parallel_workers_per_gather = 0'}`,
        ),
      )
      const hints = await readHints(own, range)
      return compute(own, { ...range, ...hints }, options)
    },
    { readOnly: true },
  )
  return { metric, from: iso(range.from), to: iso(range.to), timeZone: range.timeZone, bucket: range.bucket, ...result }
}

