/**
 * The session rollup of `event-flow` (docs/statistics.md §2 "Sessions"): per session and branch its first and last
 * event and funnel steps (analytics_session_spans), and per branch and hours the number of sessions
 * (analytics_session_hourly). Merges are order-independent (min, max, bit or), so a late event widens its session; a
 * read takes whole inner hours from the hourly counts and the sessions at the edges or above the watermark raw, so it
 * is exactly the raw answer.
 */
import type { PayloadRequest } from 'payload'

import { execute, sql } from '../../platform/db'
import type { SQL } from '../../platform/db'
import { FUNNEL_STEP_BIT, utcHour } from './dimensions'
import { wholeHours } from './query'
import { branchSql, iso } from './range'
import type { StatisticsRange } from './range'

export const FLOW_STEPS = ['visits', 'addtocart', 'initiatecheckout', 'purchase'] as const
export type Flow = Record<(typeof FLOW_STEPS)[number], number>

/** Merges the events with session watermark < id ≤ `hi` into the session rollup (inside the job's transaction). */
export async function rollupSessions(req: PayloadRequest, hi: string): Promise<number> {
  const [state] = await execute<{ wm: string }>(req, sql`select session_event_id::text as wm from analytics_rollup_state where id = 1`)
  const wm = state?.wm ?? '0'
  if (BigInt(wm) >= BigInt(hi)) return 0
  await execute(
    req,
    sql`create temporary table session_new on commit drop as
        select e.session_key, b.branch_id, min(e.at) as first_at, max(e.at) as last_at, bit_or(${FUNNEL_STEP_BIT})::smallint as steps
        from analytics_events e cross join lateral (values (coalesce(e.branch_id, 0)), (-1)) as b(branch_id)
        where e.id > ${wm}::bigint and e.id <= ${hi}::bigint
        group by 1, 2`,
  )
  await execute(req, sql`analyze session_new`)
  // the hourly counts of the touched sessions as they were …
  const counts = sql`select s.branch_id, ${utcHour(sql`s.first_at`)} as first_hour, ${utcHour(sql`s.last_at`)} as last_hour, s.steps, count(*)::int as n
    from analytics_session_spans s join session_new t on t.branch_id = s.branch_id and t.session_key = s.session_key
    group by 1, 2, 3, 4`
  await execute(
    req,
    sql`update analytics_session_hourly h set n = h.n - c.n from (${counts}) c
        where h.branch_id = c.branch_id and h.first_hour = c.first_hour and h.last_hour = c.last_hour and h.steps = c.steps`,
  )
  await execute(
    req,
    sql`insert into analytics_session_spans as s (branch_id, session_key, first_at, last_at, steps)
        select branch_id, session_key, first_at, last_at, steps from session_new
        on conflict (branch_id, session_key) do update set first_at = least(s.first_at, excluded.first_at),
          last_at = greatest(s.last_at, excluded.last_at), steps = s.steps | excluded.steps`,
  )
  // … and as they are now
  await execute(
    req,
    sql`insert into analytics_session_hourly as h (branch_id, first_hour, last_hour, steps, n) ${counts}
        on conflict (branch_id, first_hour, last_hour, steps) do update set n = h.n + excluded.n`,
  )
  await execute(req, sql`delete from analytics_session_hourly where n = 0`)
  const [merged] = await execute<{ n: string }>(
    req,
    sql`with m as (select coalesce(ceil(extract(epoch from max(s.last_at - s.first_at))), 0)::int as secs, count(*) as n
          from analytics_session_spans s join session_new t on t.branch_id = s.branch_id and t.session_key = s.session_key)
        update analytics_rollup_state set session_event_id = ${hi}::bigint, max_session_seconds = greatest(max_session_seconds, (select secs from m))
        where id = 1 returning (select n from m)::text as n`,
  )
  return Number(merged?.n ?? 0)
}

/** Per session of the raw events `e` matching `where`, its steps. */
const rawSteps = (where: SQL) =>
  sql`select e.session_key, bit_or(${FUNNEL_STEP_BIT}) as steps from analytics_events e where ${where} group by e.session_key`

/** The flow from rows (steps, n): every session, and those with each step. */
const flowOf = (rows: SQL) =>
  sql`select coalesce(sum(x.n), 0)::text as visits, coalesce(sum(x.n) filter (where x.steps & 1 <> 0), 0)::text as addtocart,
      coalesce(sum(x.n) filter (where x.steps & 2 <> 0), 0)::text as initiatecheckout,
      coalesce(sum(x.n) filter (where x.steps & 4 <> 0), 0)::text as purchase
    from (${rows}) x`

/**
 * The sessions of the range (any event in it, in the scope) and how many of them reached each step in it. From the
 * session rollup for the scope of all branches or one branch over at least one whole hour; else (and for `raw`) from
 * the raw events.
 */
export async function eventFlow(req: PayloadRequest, range: StatisticsRange, options: { raw?: boolean } = {}): Promise<Flow> {
  const { start, end } = wholeHours(range)
  const branch = branchSql(range.scope, sql`e.branch_id`)
  const inRange = sql`e.at >= ${iso(range.from)}::timestamptz and e.at < ${iso(range.to)}::timestamptz and ${branch}`
  const rollupBranch = range.scope.all ? -1 : range.scope.branchIds.length === 1 ? range.scope.branchIds[0]! : null
  let statement: SQL
  if (options.raw || rollupBranch === null || start >= end) {
    statement = flowOf(sql`select r.steps, 1 as n from (${rawSteps(inRange)}) r`)
  } else {
    // the sessions' watermark now (it only grows): a literal lower bound for the planner, as in query.ts
    const [state] = await execute<{ wm: string }>(req, sql`select session_event_id::text as wm from analytics_rollup_state where id = 1`)
    const [from, to, a, b] = [range.from, range.to, start, end].map((t) => sql`${iso(t)}::timestamptz`)
    const spans = sql`analytics_session_spans s where s.branch_id = ${rollupBranch}`
    statement = sql`with st as (select session_event_id as wm, max_session_seconds * interval '1 second' as longest from analytics_rollup_state where id = 1),
        stale as (select distinct e.session_key from analytics_events e
          where e.id > ${state?.wm ?? '0'}::bigint and e.id > (select wm from st) and ${inRange}),
        edge as (
          select s.session_key from ${spans} and s.first_at >= ${from} - (select longest from st) and s.first_at < ${a} and s.last_at >= ${from}
          union select s.session_key from ${spans} and s.first_at >= ${b} - (select longest from st) and s.first_at < ${to} and s.last_at >= ${b}
          union select session_key from stale)
      ${flowOf(sql`
        select h.steps, h.n::bigint as n from analytics_session_hourly h
          where h.branch_id = ${rollupBranch} and h.first_hour >= ${a} and h.last_hour < ${b}
        union all select s.steps, -1 from ${spans} and s.session_key in (select session_key from stale) and s.first_at >= ${a} and s.last_at < ${b}
        union all select r.steps, 1 from (${rawSteps(sql`e.session_key in (select session_key from edge) and ${inRange}`)}) r`)}`
  }
  const [row] = await execute<Record<string, string>>(req, statement)
  return Object.fromEntries(FLOW_STEPS.map((step) => [step, Number(row?.[step] ?? 0)])) as Flow
}
