/**
 * The incremental rollup (job `rollupStatistics`, every minute): the events above the watermark that are old enough to
 * be committed re-roll every UTC hour they fall in from the raw rows, with the new watermark, in one transaction — so
 * late events land in their own hour and readers (./query.ts) stay exact. The same run merges the session rollup
 * (./sessions.ts), marks order hours dirty, recomputes the order rollups' dirty hours (./orders.ts) and applies the
 * retention. docs/statistics.md §2.
 */
import { createLocalReq } from 'payload'
import type { Payload, PayloadRequest } from 'payload'

import { env } from '../../platform/env'
import { execute, inTransaction, sql } from '../../platform/db'
import type { SQL } from '../../platform/db'
import { DIMENSION_KEYS, DIMENSIONS, FUNNEL_STEP_BIT, utcHour } from './dimensions'
import { ordersNamedBy, rollupOrders } from './orders'
import { rollupSessions } from './sessions'

/** `orderHours`: the (hour, branch) pairs of the order rollups recomputed. */
/** `sessions`: the (session, branch) spans merged. */
export type RollupResult = { events: number; hours: number; sessions: number; orderHours: number; deleted: number }

export async function rollupStatistics(payload: Payload, options: { marginSeconds?: number } = {}): Promise<RollupResult> {
  const margin = options.marginSeconds ?? 30
  // BRIN ranges are only used once summarised: summarise the ranges filled since the last run (cheap), so the
  // metrics' edge-hour reads and this run's span read only the pages of their hours
  await execute(payload, sql`select brin_summarize_new_values('analytics_events_at_brin')`)
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  const result = await inTransaction(req, async () => {
    // one run at a time (another process's run: skip, it does the same work)
    const [lock] = await execute<{ ok: boolean }>(req, sql`select pg_try_advisory_xact_lock(hashtext('tresen:analytics-rollup')) as ok`)
    if (!lock?.ok) return { events: 0, hours: 0, sessions: 0 }
    const [state] = await execute<{ wm: string }>(req, sql`select last_event_id::text as wm from analytics_rollup_state where id = 1 for update`)
    const wm = state?.wm ?? '0'
    const [top] = await execute<{ hi: string | null; n: string }>(
      req,
      sql`select max(id)::text as hi, count(*)::text as n from analytics_events
          where id > ${wm}::bigint and received_at <= now() - ${margin} * interval '1 second'`,
    )
    const hi = top?.hi
    // the sessions' own watermark may be behind (after their migration: a backfill up to the watermark)
    if (!hi) return { events: 0, hours: 0, sessions: await rollupSessions(req, wm) }
    await execute(
      req,
      sql`create temporary table rollup_hours on commit drop as
          select distinct ${utcHour(sql`at`)} as hour from analytics_events where id > ${wm}::bigint and id <= ${hi}::bigint`,
    )
    await execute(req, sql`delete from analytics_hourly where hour in (select hour from rollup_hours)`)
    await execute(req, sql`delete from analytics_visitor_hours where hour in (select hour from rollup_hours)`)
    await execute(req, sql`analyze rollup_hours`)
    // the raw rows of those hours: one BRIN range scan over the span of the touched hours (literal bounds, so the
    // planner uses the index), then a hash join on the hour
    const [bounds] = await execute<{ lo: string; hi: string }>(
      req,
      sql`select min(hour)::text as lo, (max(hour) + interval '1 hour')::text as hi from rollup_hours`,
    )
    const span = sql`e.id <= ${hi}::bigint and e.at >= ${bounds!.lo}::timestamptz and e.at < ${bounds!.hi}::timestamptz`
    const dims = DIMENSIONS.map((dim) => sql`(${dim}::varchar, ${DIMENSION_KEYS[dim]})`)
    await execute(
      req,
      sql`insert into analytics_hourly (dim, hour, branch_id, key, n)
          select d.dim, h.hour, coalesce(e.branch_id, 0), left(d.key, 500), count(*)
          from analytics_events e
          join rollup_hours h on h.hour = ${utcHour(sql`e.at`)}
          cross join lateral (values ${sql.join(dims, sql`, `)}) as d(dim, key)
          where ${span} and d.key is not null
          group by 1, 2, 3, 4
          order by 2, 3`,
    )
    await execute(
      req,
      sql`insert into analytics_visitor_hours (hour, branch_id, visitor_key, steps)
          select h.hour, coalesce(e.branch_id, 0), e.visitor_key, bit_or(${FUNNEL_STEP_BIT})::smallint
          from analytics_events e
          join rollup_hours h on h.hour = ${utcHour(sql`e.at`)}
          where ${span}
          group by 1, 2, 3
          order by 1, 2`,
    )
    // the funnel counts per hour and branch (dim 'funnel': visitors of the hour, and of those with each step)
    await execute(
      req,
      sql`insert into analytics_hourly (dim, hour, branch_id, key, n)
          select 'funnel', v.hour, v.branch_id, k.key, count(*)
          from analytics_visitor_hours v join rollup_hours h on h.hour = v.hour
          cross join lateral (values ('visitors', true), ('addtocart', v.steps & 1 <> 0), ('initiatecheckout', v.steps & 2 <> 0),
            ('purchase', v.steps & 4 <> 0)) as k(key, ok)
          where k.ok
          group by 2, 3, 4`,
    )
    // the daily visitor rows of the touched UTC days, recomputed from their (now complete) visitor hours
    await execute(req, sql`create temporary table rollup_days on commit drop as select distinct (hour at time zone 'UTC')::date as day from rollup_hours`)
    const inDays = (hour: SQL) => sql`${hour} >= (select min(day) from rollup_days)::timestamp at time zone 'UTC'
      and ${hour} < ((select max(day) from rollup_days) + 1)::timestamp at time zone 'UTC'
      and (${hour} at time zone 'UTC')::date in (select day from rollup_days)`
    // the dimension counts per UTC day of the touched days, summed from their (now complete) hours
    await execute(req, sql`delete from analytics_daily where day in (select day from rollup_days)`)
    await execute(
      req,
      sql`insert into analytics_daily (dim, day, branch_id, key, n)
          select h.dim, (h.hour at time zone 'UTC')::date, h.branch_id, h.key, sum(h.n)
          from analytics_hourly h
          where h.dim in (${sql.join(DIMENSIONS.map((dim) => sql`${dim}`), sql`, `)}) and ${inDays(sql`h.hour`)}
          group by 1, 2, 3, 4`,
    )
    await execute(req, sql`delete from analytics_visitor_daily where day in (select day from rollup_days)`)
    await execute(
      req,
      sql`insert into analytics_visitor_daily (branch_id, day, hour, first_n, last_n)
          with k as (
            select b.branch_id, (v.hour at time zone 'UTC')::date as day, v.visitor_key,
              min(extract(hour from v.hour at time zone 'UTC'))::smallint as f, max(extract(hour from v.hour at time zone 'UTC'))::smallint as l
            from analytics_visitor_hours v cross join lateral (values (v.branch_id), (-1)) as b(branch_id)
            where ${inDays(sql`v.hour`)}
            group by 1, 2, 3
          ), h as (select branch_id, day, f as hour, 1 as fn, 0 as ln from k union all select branch_id, day, l, 0, 1 from k)
          select branch_id, day, hour, sum(fn), sum(ln) from h group by 1, 2, 3`,
    )
    const sessions = await rollupSessions(req, hi)
    // the orders named by the new purchase events: their origin (statistics_origin_hourly) may have changed, so their
    // hours are recomputed by the order run below (readers treat them as dirty until this watermark moves)
    await execute(req, sql`insert into statistics_order_dirty (hour, branch_id) ${ordersNamedBy(sql`e.id > ${wm}::bigint and e.id <= ${hi}::bigint`)}`)
    const [hours] = await execute<{ n: string }>(req, sql`select count(*)::text as n from rollup_hours`)
    await execute(req, sql`update analytics_rollup_state set last_event_id = ${hi}::bigint, rolled_at = now() where id = 1`)
    return { events: Number(top.n), hours: Number(hours?.n ?? 0), sessions }
  })
  const orderReq = (await createLocalReq({}, payload)) as PayloadRequest
  const orderHours = await inTransaction(orderReq, () => rollupOrders(orderReq))
  const deleted = await applyRetention(payload)
  return { ...result, orderHours, deleted }
}

/** Deletes raw rows past the retention (only rolled-up ones), idle sessions and old salts. */
export async function applyRetention(payload: Payload): Promise<number> {
  const days = env.ANALYTICS_RAW_RETENTION_DAYS
  const [gone] = await execute<{ n: string }>(
    payload,
    sql`with d as (delete from analytics_events where at < now() - ${days} * interval '1 day'
          and id <= (select last_event_id from analytics_rollup_state where id = 1) returning 1)
        select count(*)::text as n from d`,
  )
  await execute(payload, sql`delete from analytics_sessions where last_at < now() - interval '1 day'`)
  await execute(payload, sql`delete from analytics_salts where day < (now() at time zone 'UTC')::date - 1`)
  return Number(gone?.n ?? 0)
}
