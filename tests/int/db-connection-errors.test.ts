/**
 * "Connection terminated unexpectedly" never reaches uncaughtException (issue 15): backends of Payload's pool and of
 * the LISTEN connection are ended with pg_terminate_backend; the pool replaces its connections, the LISTEN connection
 * comes back with backoff, and while it is down nothing is cached.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cachedContent } from '../../platform/cache/publicCache'
import { CONTENT_CHANNEL, isListening, startListening } from '../../platform/cache/contentEvents'
import { execute, sql } from '../../platform/db'
import { loadPayload } from './helpers/api'

let payload: Payload
const uncaught: unknown[] = []
const record = (error: unknown) => uncaught.push(error)

/** Waits (bounded, polling) until `ok` holds; answers whether it did. */
async function until(ok: () => boolean | Promise<boolean>, tries = 200): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await ok()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return ok()
}

const listenBackends = async () =>
  (
    await execute<{ pid: number }>(
      payload,
      sql`select pid from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${CONTENT_CHANNEL}`}`,
    )
  ).map((row) => Number(row.pid))

beforeAll(async () => {
  payload = await loadPayload()
  process.on('uncaughtException', record)
})

afterAll(() => {
  process.off('uncaughtException', record)
})

describe('database connection errors', () => {
  it('replaces pool connections whose backend was terminated, without an uncaughtException', async () => {
    // a few idle connections in the pool
    await Promise.all(Array.from({ length: 4 }, () => execute(payload, sql`select pg_sleep(0.05)`)))
    const terminated = await execute<{ n: number }>(
      payload,
      sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
             and query <> ${`LISTEN ${CONTENT_CHANNEL}`}`,
    )
    expect(terminated[0]!.n).toBeGreaterThan(0)
    // the pool answers again (a statement on a dead connection may fail once; the next gets a new connection)
    expect(await until(async () => (await execute(payload, sql`select 1 as ok`).catch(() => []))[0]?.ok === 1)).toBe(true)
    expect(await payload.count({ collection: 'branches', overrideAccess: true })).toMatchObject({ totalDocs: expect.any(Number) })
    expect(uncaught).toEqual([])
  })

  it('reconnects the LISTEN connection after its backend was terminated and caches nothing while it is down', async () => {
    await startListening()
    expect(await until(() => isListening())).toBe(true)
    const [pid] = await listenBackends()
    expect(pid).toBeDefined()
    await execute(payload, sql`select pg_terminate_backend(${pid}::integer)`)
    expect(await until(() => !isListening())).toBe(true)

    // down (the reconnect waits for its backoff): a read builds anew and keeps nothing
    let builds = 0
    const build = async () => ++builds
    const key = `test:down:${Date.now()}`
    await cachedContent(key, build)
    const downMeanwhile = !isListening()
    await cachedContent(key, build)
    if (downMeanwhile) expect(builds).toBe(2)
    builds = 2

    // back after the backoff, on a new backend, and caching again
    expect(await until(() => isListening())).toBe(true)
    const after = await listenBackends()
    expect(after).toHaveLength(1)
    expect(after[0]).not.toBe(pid)
    const upKey = `test:up:${Date.now()}`
    await cachedContent(upKey, build)
    await cachedContent(upKey, build)
    expect(builds).toBe(3)
    expect(uncaught).toEqual([])
  })
})
