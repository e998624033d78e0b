/**
 * Per-client rate limits of the public POSTs (platform/rate-limit.ts): 429 with a German message and Retry-After once a
 * client's budget per route and window is spent, counted in PostgreSQL so that several server processes share it.
 * Bodies are invalid on purpose: the limit is counted before the body is read, so nothing is written.
 */
import { Pool } from 'pg'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'

import { apiEndpoints, customApiEndpoints } from '../../modules/endpoints'
import { CLIENT_IP_HEADER } from '../../platform/http/client'
import { execute, sql } from '../../platform/db'
import { hitRateLimit, sweepRateLimits } from '../../platform/rate-limit'
import { call, loadPayload } from './helpers/api'

const SETTINGS = [
  'RATE_LIMITS',
  'RATE_LIMIT_WINDOW_SECONDS',
  'RATE_LIMIT_ANALYTICS',
  'RATE_LIMIT_ORDERS',
  'RATE_LIMIT_LOGIN',
  'TRUST_PROXY',
]
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))

let clients = 0
/** A client address no other test used (the windows live in the database for the whole file). */
const newClient = () => `10.0.${Math.floor(++clients / 250)}.${clients % 250}`
const from = (ip: string, extra: Record<string, string> = {}) => ({ headers: { [CLIENT_IP_HEADER]: ip, ...extra } })

beforeEach(() => {
  process.env.RATE_LIMITS = '1'
  // one day per window: no test straddles a window's end (except at midnight UTC)
  process.env.RATE_LIMIT_WINDOW_SECONDS = '86400'
  process.env.RATE_LIMIT_ANALYTICS = '3'
  process.env.RATE_LIMIT_ORDERS = '2'
  process.env.RATE_LIMIT_LOGIN = '2'
  delete process.env.TRUST_PROXY
})
afterEach(() => {
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

describe('a client over its budget', () => {
  it('gets 429 with a German message and Retry-After, while the first requests pass', async () => {
    const ip = newClient()
    for (let i = 0; i < 3; i++) expect((await call('POST', '/analytics-log', { body: {}, ...from(ip) })).status).toBe(400)
    const res = await call('POST', '/analytics-log', { body: {}, ...from(ip) })
    expect(res.status).toBe(429)
    const retryAfter = Number(res.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(86_400)
    expect(res.body.errors).toEqual([
      { field: null, message: `Zu viele Anfragen. Bitte versuchen Sie es in ${retryAfter} Sekunden erneut.` },
    ])
  })

  it('does not limit another client or another route of the same client', async () => {
    const ip = newClient()
    for (let i = 0; i < 4; i++) await call('POST', '/analytics-log', { body: {}, ...from(ip) })
    expect((await call('POST', '/analytics-log', { body: {}, ...from(newClient()) })).status).toBe(400)
    expect((await call('POST', '/orders/public', { body: {}, ...from(ip) })).status).toBe(400)
  })

  it('limits orders and logins by their own settings', async () => {
    const ip = newClient()
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await call('POST', '/orders/public', { body: {}, ...from(ip) })).status)
    expect(statuses).toEqual([400, 400, 429])
    const logins = []
    for (let i = 0; i < 3; i++) logins.push((await call('POST', '/auth/authenticate', { body: {}, ...from(ip) })).status)
    expect(logins).toEqual([400, 400, 429])
  })

  it('is not limited when RATE_LIMITS is off (load tests)', async () => {
    process.env.RATE_LIMITS = '0'
    const ip = newClient()
    for (let i = 0; i < 6; i++) expect((await call('POST', '/analytics-log', { body: {}, ...from(ip) })).status).toBe(400)
  })
})

describe('the client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot pick a fresh address per request', async () => {
    const ip = newClient()
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await call('POST', '/analytics-log', { body: {}, ...from(ip, { 'x-forwarded-for': newClient() }) })).status)
    expect(statuses).toEqual([400, 400, 400, 429])
  })

  it('behind a trusted proxy is the right-most X-Forwarded-For entry (the one the proxy appended)', async () => {
    process.env.TRUST_PROXY = '1'
    const proxy = newClient()
    const client = newClient()
    const statuses = []
    // the client forges a different left-most entry each time: the proxy's appended entry still identifies it
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await call('POST', '/analytics-log', { body: {}, ...from(proxy, { 'x-forwarded-for': `${newClient()}, ${client}` }) }))
          .status,
      )
    expect(statuses).toEqual([400, 400, 400, 429])
    expect((await call('POST', '/analytics-log', { body: {}, ...from(proxy, { 'x-forwarded-for': newClient() }) })).status).toBe(
      400,
    )
  })
})

describe('the budget shared by several server processes', () => {
  const other = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  afterAll(() => other.end())

  it('counts hits arriving through another process’s connection pool in the same window', async () => {
    // a second "process": the same statement through its own pool, as another server would run it
    const secondServer = { db: { pool: other } } as unknown as Payload
    const ip = newClient()
    await hitRateLimit(secondServer, 'analytics', 'POST /analytics-log', ip)
    await hitRateLimit(secondServer, 'analytics', 'POST /analytics-log', ip)
    expect((await call('POST', '/analytics-log', { body: {}, ...from(ip) })).status).toBe(400)
    expect((await call('POST', '/analytics-log', { body: {}, ...from(ip) })).status).toBe(429)
    await expect(hitRateLimit(secondServer, 'analytics', 'POST /analytics-log', ip)).rejects.toMatchObject({ status: 429 })
  })

  it('keeps exact counts under concurrent hits from both pools', async () => {
    const payload = await loadPayload()
    const secondServer = { db: { pool: other } } as unknown as Payload
    process.env.RATE_LIMIT_ANALYTICS = '10'
    const ip = newClient()
    const results = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) => hitRateLimit(i % 2 ? secondServer : payload, 'analytics', 'POST /x', ip)),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10)
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(6)
  })
})

describe('every public POST', () => {
  it('has a rate limit, except the payment providers’ webhooks', () => {
    const publicPosts = [...apiEndpoints, ...customApiEndpoints].filter((e) => e.method === 'POST' && e.auth === 'public')
    const unlimited = publicPosts.filter((e) => !e.rateLimit).map((e) => e.path)
    expect(unlimited.sort()).toEqual(['/payments/datatrans/webhook', '/payments/stripe/webhook'].sort())
    expect(publicPosts.length).toBeGreaterThanOrEqual(8)
  })
})

describe('the sweeper job', () => {
  it('deletes ended windows and keeps current ones', async () => {
    const payload = await loadPayload()
    const ip = newClient()
    await hitRateLimit(payload, 'analytics', 'POST /sweep', ip)
    await execute(
      payload,
      sql`insert into rate_limit_windows (key, window_start, hits) values ('old|x|y', now() - interval '3 days', 5)`,
    )
    expect(await sweepRateLimits(payload)).toBeGreaterThanOrEqual(1)
    const keys = (await execute<{ key: string }>(payload, sql`select key from rate_limit_windows`)).map((r) => r.key)
    expect(keys).not.toContain('old|x|y')
    expect(keys).toContain(`analytics|POST /sweep|${ip}`)
  })

  it('is a scheduled task of the job queue', async () => {
    const payload = await loadPayload()
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'sweepRateLimits')
    expect(task?.schedule?.[0]?.cron).toBeTruthy()
  })
})
