/**
 * Per-client rate limits of the public POSTs and the device calls: a fixed window per client IP + route, counted in
 * PostgreSQL (one UPSERT on the unlogged `rate_limit_windows`) so the limit holds across all server processes. Over
 * the limit → 429 with a German message and Retry-After; the job `sweepRateLimits` deletes ended windows. Rules and
 * settings (RATE_LIMITS, RATE_LIMIT_WINDOW_SECONDS, RATE_LIMIT_<RULE>): docs/security.md "Rate limits".
 */
import type { Payload } from 'payload'

import { ApiError } from './api/errors'
import { queryPool } from './db'
import { env } from './env'

export type RateLimitRule = 'orders' | 'uploads' | 'analytics' | 'submissions' | 'actions' | 'devices' | 'login'

/** Requests per window and client for each rule. */
export function limitOf(rule: RateLimitRule): number {
  switch (rule) {
    case 'orders':
      return env.RATE_LIMIT_ORDERS
    case 'uploads':
      return env.RATE_LIMIT_UPLOADS
    case 'analytics':
      return env.RATE_LIMIT_ANALYTICS
    case 'submissions':
      return env.RATE_LIMIT_SUBMISSIONS
    case 'actions':
      return env.RATE_LIMIT_ACTIONS
    case 'devices':
      return env.RATE_LIMIT_DEVICES
    case 'login':
      return env.RATE_LIMIT_LOGIN
  }
}

export const tooManyRequests = (seconds: number) =>
  new ApiError(429, `Zu viele Anfragen. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`, {
    'Retry-After': String(seconds),
  })

const HIT = `
insert into rate_limit_windows as w (key, window_start, hits)
values ($1, to_timestamp(floor(extract(epoch from now()) / $2::int) * $2::int), 1)
on conflict (key) do update
  set hits = case when w.window_start = excluded.window_start then w.hits + 1 else 1 end,
      window_start = excluded.window_start
returning hits, greatest(1, ceil(extract(epoch from (w.window_start + $2::int * interval '1 second' - now()))))::int as retry_after`

/** Refusals (429) of this process per rule since it started (platform/metrics reads them). */
export const rateLimitHits = new Map<RateLimitRule, number>()

/** Counts one request of `client` on `route` under `rule`; throws the 429 when the window's budget is spent. */
export async function hitRateLimit(payload: Payload, rule: RateLimitRule, route: string, client: string): Promise<void> {
  if (!env.RATE_LIMITS) return
  const window = env.RATE_LIMIT_WINDOW_SECONDS
  const [row] = await queryPool<{ hits: number; retry_after: number }>(payload, 'rate_limit_hit', HIT, [
    `${rule}|${route}|${client}`,
    window,
  ])
  if (row && row.hits > limitOf(rule)) {
    rateLimitHits.set(rule, (rateLimitHits.get(rule) ?? 0) + 1)
    throw tooManyRequests(row.retry_after)
  }
}

/** Deletes the windows that have ended (the job `sweepRateLimits`); answers how many. */
export async function sweepRateLimits(payload: Payload): Promise<number> {
  const rows = await queryPool<{ key: string }>(
    payload,
    'rate_limit_sweep',
    `delete from rate_limit_windows where window_start + $1::int * interval '1 second' < now() returning key`,
    [env.RATE_LIMIT_WINDOW_SECONDS],
  )
  return rows.length
}
