/**
 * Statistics benchmark (issue 16): generates analytics events and orders in PostgreSQL, rolls them up, and measures
 * p50/p95 of every SQL-only metric over 90 days, from the rollups and (baseline) from the raw table; plus table and
 * index sizes, the rollup time and in-process ingestion throughput. Prints a Markdown report.
 *
 *   npx vitest run --config bench/vitest.statistics.config.ts
 *   STAT_EVENTS=2000000 STAT_ORDERS=100000 STAT_RUNS=9 (defaults) — the issue's full size is STAT_EVENTS=10000000 STAT_ORDERS=500000
 *   STAT_RAW_RUNS=0: no raw baseline; STAT_METRICS=a,b: only those metrics (the dashboard load is measured always)
 *
 * Uses its own database tresen_bench_stat (STAT_DB names another) on DATABASE_URL's server (dropped and created anew;
 * STAT_KEEP=1 reuses the data).
 */
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'

import { getPayload } from 'payload'
import type { Payload } from 'payload'
import { expect, it } from 'vitest'

import { dropDatabase, ensureDatabaseExists, migrate, seedDatabase } from '../scripts/lib/database.mjs'

const EVENTS = Number(process.env.STAT_EVENTS || 2_000_000)
const ORDERS = Number(process.env.STAT_ORDERS || 100_000)
const DAYS = 180
const RUNS = Number(process.env.STAT_RUNS || 9)
/** Runs of the raw baseline (seconds each at millions of events; 0: no baseline at all, not even the warm-up). */
const RAW_RUNS = Number(process.env.STAT_RAW_RUNS ?? 3)
const base = (process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres').replace(/\/[^/?]*(\?.*)?$/, '')
const url = `${base}/${process.env.STAT_DB || 'tresen_bench_stat'}`

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const ms = (n: number) => n.toFixed(1)
const load = () => `load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`

it('measures the statistics', async () => {
  const keep = process.env.STAT_KEEP === '1'
  if (!keep) {
    await dropDatabase(url).catch(() => {})
    await ensureDatabaseExists(url)
    await migrate(url, { quiet: true })
    await seedDatabase(url, { quiet: true })
  } else await migrate(url, { quiet: true })
  process.env.DATABASE_URL = url
  process.env.JOBS_AUTORUN = '0'
  const { default: config } = await import('@payload-config')
  const payload: Payload = await getPayload({ config })
  const { execute, sql } = await import('../platform/db')
  const { rollupStatistics } = await import('../modules/statistics/rollup')
  const { computeMetric, METRIC_NAMES } = await import('../modules/statistics/metrics')
  const { logAnalyticsEvents } = await import('../modules/statistics/ingest')

  const branches = (await execute<{ id: number }>(payload, sql`select id from branches order by id limit 3`)).map((b) => b.id)
  const report: string[] = []
  const log = (line: string) => {
    report.push(line)
    console.log(line)
  }
  log(`Statistics benchmark: ${EVENTS.toLocaleString('en')} events, ${ORDERS.toLocaleString('en')} orders over ${DAYS} days, ${branches.length} branches`)

  if (!keep) {
    // events in time order (as ingestion writes them), daily pattern 08–22 h, Zipf-like paths, 4 events per visitor;
    // a visitor key lives one UTC day (as ingestion's daily salt makes it): the key includes the UTC day
    const t0 = performance.now()
    const chunk = 500_000
    for (let from = 0; from < EVENTS; from += chunk) {
      const to = Math.min(EVENTS, from + chunk) - 1
      await execute(
        payload,
        sql`insert into analytics_events (at, received_at, branch_id, name, path, visitor_key, session_key, is_session_start, origin,
              referrer_host, browser, os, device_class, resolution, pixel_ratio, color_scheme, order_ref)
            select t.at, t.at, b.ids[1 + floor(power(random(), 1.5) * ${branches.length})::int], t.name,
              '/store/b/p' || least(5000, floor(1 / (random() + 0.0002)))::int,
              (g / 4) * 1000 + ((t.at at time zone 'UTC')::date - date '2020-01-01') % 1000, g / 4, g % 4 = 0,
              o.origin, case when o.origin like '%.com' then o.origin end,
              (array['Chrome','Safari','Firefox','Edge'])[1 + floor(power(random(), 2) * 4)::int],
              (array['Android','iOS','Windows','Mac OS','Linux'])[1 + floor(power(random(), 2) * 5)::int],
              (array['mobile','desktop','tablet'])[1 + floor(power(random(), 2) * 3)::int],
              case when t.name = 'device' then (array['390×844','1920×1080','1366×768','412×915'])[1 + floor(random() * 4)::int] end,
              case when t.name = 'device' then (array[1, 2, 3, 1.5])[1 + floor(random() * 4)::int] end,
              case when t.name = 'device' then (array['dark','light'])[1 + floor(random() * 2)::int] end,
              null
            from generate_series(${from}::bigint, ${to}::bigint) g
            cross join (select array[${sql.join(branches.map((id) => sql`${id}::int`), sql`, `)}] as ids) b
            cross join lateral (select
                now() - ${DAYS} * interval '1 day'
                  + floor(g::float8 * ${DAYS} / ${EVENTS}) * interval '1 day'
                  + (8 + 14 * power((g::float8 * ${DAYS} / ${EVENTS}) - floor(g::float8 * ${DAYS} / ${EVENTS}), 1.2)) * interval '1 hour' as at,
                case when g % 4 = 0 then 'device' when random() < 0.05 then 'addtocart' when random() < 0.02 then 'initiatecheckout'
                     when random() < 0.01 then 'purchase' else 'pageview' end as name) t
            cross join lateral (select (array['Direkt','google.com','flyer','instagram.com','QR-Code'])[1 + floor(power(random(), 2) * 5)::int] as origin) o`,
      )
    }
    const t1 = performance.now()
    await execute(
      payload,
      sql`insert into orders (branch_id, created_at, updated_at, total_gross, total_net, total_tax, taxes, uid, hash,
            is_paid, is_completed, is_confirmed, is_canceled, is_rejected, is_failed)
          select b.ids[1 + floor(random() * ${branches.length})::int], t.at, t.at, t.gross, round(t.gross / 1.1), t.gross - round(t.gross / 1.1),
            jsonb_build_object('10', t.gross - round(t.gross / 1.1)), 'bench-' || g, md5(g::text),
            t.r < 0.9, t.r < 0.85, t.r < 0.9, t.r >= 0.85 and t.r < 0.9, t.r >= 0.9 and t.r < 0.93, t.r >= 0.93 and t.r < 0.95
          from generate_series(1, ${ORDERS}) g
          cross join (select array[${sql.join(branches.map((id) => sql`${id}::int`), sql`, `)}] as ids) b
          cross join lateral (select now() - ${DAYS} * interval '1 day' + (g::float8 / ${ORDERS}) * ${DAYS} * interval '1 day' as at,
            (500 + floor(random() * 4500))::int as gross, random() as r) t`,
    )
    await execute(
      payload,
      sql`insert into orders_items (_order, _parent_id, id, name, amount, gross, tax_rate)
          select n, o.id, md5(o.id::text || '-' || n), 'Artikel ' || least(200, floor(1 / (random() + 0.005)))::int, 1, o.total_gross / 2, 10
          from orders o cross join generate_series(1, 2) n where o.uid like 'bench-%'`,
    )
    await execute(payload, sql`analyze`)
    log(`Generated events in ${ms((t1 - t0) / 1000)} s, orders in ${ms((performance.now() - t1) / 1000)} s (${load()})`)
  }
  // catch-up: everything above the watermark (all generated events on a fresh database)
  const r0 = performance.now()
  const rolled = await rollupStatistics(payload, { marginSeconds: 0 })
  log(
    `Rollup catch-up of ${rolled.events.toLocaleString('en')} events (${rolled.hours} hours, ${rolled.sessions.toLocaleString('en')} session spans) and ${rolled.orderHours.toLocaleString('en')} dirty order hours: ${ms((performance.now() - r0) / 1000)} s (${load()})`,
  )
  await execute(payload, sql`analyze`)

  // an incremental run after 5,000 new events (the job's normal case, every minute)
  const req = { payload } as never
  const fakeIp = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
  const ingestStart = performance.now()
  const batches = Number(process.env.STAT_INGEST_BATCHES || 400)
  let sent = 0
  for (let wave = 0; wave < batches / 10; wave++) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const n = wave * 10 + i
        const events = Array.from({ length: 50 }, (_, k) => ({
          type: 'pageview',
          action: 'router',
          category: null,
          data: { path: `/store/wien/p${(n * 50 + k) % 97}`, referrer: 'https://www.google.com/' },
        }))
        const { accepted } = await logAnalyticsEvents(payload, events, { ip: fakeIp(n), userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', host: 'shop' })
        sent += accepted
      }),
    )
  }
  const ingestSeconds = (performance.now() - ingestStart) / 1000
  log(`Ingestion (in-process, batches of 50, 10 concurrent): ${sent} events in ${ms(ingestSeconds)} s = ${Math.round(sent / ingestSeconds).toLocaleString('en')} events/s (${load()})`)
  const inc0 = performance.now()
  const inc = await rollupStatistics(payload, { marginSeconds: 0 })
  log(`Incremental rollup of ${inc.events} new events (${inc.hours} hours, ${inc.sessions} session spans): ${ms(performance.now() - inc0)} ms (${load()})`)
  // old orders change (cancelled after they were paid, days to months later): 200 orders spread over the period
  await execute(
    payload,
    sql`update orders set is_canceled = true, is_completed = false where id in (select id from orders where uid like 'bench-%' and is_completed order by md5(id::text) limit 200)`,
  )
  const ord0 = performance.now()
  const incOrders = await rollupStatistics(payload, { marginSeconds: 0 })
  log(`Incremental rollup after 200 old orders were cancelled (${incOrders.orderHours} dirty order hours): ${ms(performance.now() - ord0)} ms (${load()})`)

  const sizes = await execute<{ name: string; rows: string; table: string; indexes: string }>(
    payload,
    sql`select c.relname as name, c.reltuples::bigint::text as rows, pg_size_pretty(pg_table_size(c.oid)) as table,
          pg_size_pretty(pg_indexes_size(c.oid)) as indexes
        from pg_class c where c.relname in ('analytics_events', 'analytics_hourly', 'analytics_visitor_hours', 'analytics_visitor_daily', 'orders', 'orders_items',
          'statistics_order_hourly', 'statistics_order_rate_hourly', 'statistics_item_hourly', 'statistics_origin_hourly', 'statistics_order_daily', 'statistics_order_rate_daily', 'statistics_item_daily',
          'analytics_session_spans', 'analytics_session_hourly', 'analytics_daily')
        order by c.relname`,
  )
  log('')
  log('| Table | Rows | Table size | Index size |')
  log('| --- | ---: | ---: | ---: |')
  for (const s of sizes) log(`| ${s.name} | ${Number(s.rows).toLocaleString('en')} | ${s.table} | ${s.indexes} |`)

  // 90 days ending now, all branches (the heaviest scope); ISO instants not on hour boundaries (edge hours read raw)
  const to = Date.now() - 17 * 60_000
  const range = { from: to - 90 * 86_400_000, to, timeZone: 'Europe/Vienna', bucket: 'week' as const, scope: { all: true, branchIds: [] } }
  // STAT_METRICS=a,b measures only those (a quick rerun on kept data)
  const only = process.env.STAT_METRICS?.split(',')
  const sqlOnly = METRIC_NAMES.filter((m) => m !== 'working-schedules' && (!only || only.includes(m)))
  // the metrics with a raw baseline besides the order metrics (event-flow: raw sessions; the origins: orders + purchase events)
  const VISIT_METRICS = new Set(['unique-visitors', 'page-views', 'pages', 'events', 'resolutions', 'device-pixel-ratios', 'color-schemes', 'referrers', 'browsers', 'operating-systems', 'devices', 'visitor-times', 'event-flow', 'order-origins', 'revenue-origins'])
  // the metrics that read the order rollups (raw = the orders table as before them)
  const ORDER_METRICS = new Set(['orders', 'revenue', 'canceled-orders', 'items', 'popular-items', 'order-times', 'conversion-funnel'])
  log('')
  log(`| Metric (90 days, all branches) | p50 ms | p95 ms | raw p50 ms | raw/rollup |`)
  log('| --- | ---: | ---: | ---: | ---: |')
  const measure = async (metric: string, raw: boolean) => {
    const times: number[] = []
    await computeMetric(req, metric, range, { raw })
    for (let i = 0; i < (raw ? RAW_RUNS : RUNS); i++) {
      const s = performance.now()
      await computeMetric(req, metric, range, { raw })
      times.push(performance.now() - s)
    }
    return times.sort((a, b) => a - b)
  }
  let dashboard = 0
  log(`(metrics start: ${load()})`)
  for (const metric of sqlOnly) {
    const t = await measure(metric, false)
    const rawTimes = RAW_RUNS > 0 && (VISIT_METRICS.has(metric) || ORDER_METRICS.has(metric)) ? await measure(metric, true) : null
    dashboard = Math.max(dashboard, pct(t, 50))
    log(
      `| ${metric} | ${ms(pct(t, 50))} | ${ms(pct(t, 95))} | ${rawTimes ? ms(pct(rawTimes, 50)) : '–'} | ${rawTimes ? `${(pct(rawTimes, 50) / pct(t, 50)).toFixed(1)}×` : '–'} |`,
    )
  }
  // the dashboard's load: its 14 current + 4 previous-period calls, 6 at a time (the browser's connection limit)
  const DASH = ['unique-visitors', 'page-views', 'orders', 'revenue', 'canceled-orders', 'event-flow', 'conversion-funnel', 'pages', 'referrers', 'popular-items', 'browsers', 'operating-systems', 'devices', 'order-origins', 'revenue-origins']
  // `ordersRaw`: the order metrics without the order rollups (the load before them), the visit metrics as they are
  const dashboardLoad = async (ordersRaw: boolean) => {
    const d0 = performance.now()
    const queue = [...DASH, 'unique-visitors', 'page-views', 'orders', 'revenue']
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let m = queue.shift(); m; m = queue.shift()) await computeMetric(req, m, range, { raw: ordersRaw && ORDER_METRICS.has(m) })
      }),
    )
    return performance.now() - d0
  }
  log('')
  for (const ordersRaw of [true, false, true, false]) {
    const took = await dashboardLoad(ordersRaw)
    log(`Dashboard load (${DASH.length + 4} calls, 6 concurrent, in-process, 2 shared cores), order metrics ${ordersRaw ? 'raw' : 'from the order rollups'}: ${ms(took)} ms (${load()})`)
  }
  await payload.destroy()
  expect(report.length).toBeGreaterThan(0)
}, 3_600_000)
