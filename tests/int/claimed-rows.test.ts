/**
 * The claimed-row worker of the operations tables (platform/jobs/claimed-rows.ts), on the real `outbox` table with a
 * scripted work step: claim once, sweep of claims left by a dead process, retry, give up — and the database layer's
 * unique-violation mapping against real PostgreSQL errors.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DbError, execute, isUniqueViolation, sql } from '../../platform/db'
import { RetryLaterError, STALE_CLAIM_MS, workClaimedRow } from '../../platform/jobs/claimed-rows'
import type { ClaimedRowsSpec, FailureOutcome } from '../../platform/jobs/claimed-rows'
import { loadPayload } from './helpers/api'

type State = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped'
type Row = {
  id: number
  state: State
  attempts: number | null
  lastError: string | null
  sentAt: string | null
  body: string | null
}

const INTERRUPTED = 'Test: unterbrochen'
const LOG_CHANNEL = 'claimed-rows-test'

let payload: Payload

beforeAll(async () => {
  payload = await loadPayload()
})

const spec = (
  work: ClaimedRowsSpec<Row, State>['work'],
  failure: (error: unknown) => FailureOutcome<State> = (error) => ({ lastError: String((error as Error).message) }),
): ClaimedRowsSpec<Row, State> => ({
  table: 'outbox',
  collection: 'outbox',
  claimedState: 'sending',
  maxAttempts: 3,
  interrupted: INTERRUPTED,
  work,
  failure,
  failureLog: (_row, id) => ({ channel: LOG_CHANNEL, message: `Zeile ${id} aufgegeben`, context: { id } }),
})

const sent = async () => ({ state: 'sent' as const, data: { sentAt: new Date().toISOString() } })

async function queuedRow(body = 'Test'): Promise<number> {
  const doc = await payload.create({
    collection: 'outbox',
    data: { channel: 'email', template: 'received', recipient: 'test@example.at', body, state: 'queued', attempts: 0 },
    depth: 0,
    overrideAccess: true,
  })
  return doc.id
}

const rowOf = async (id: number) =>
  (await payload.findByID({ collection: 'outbox', id, depth: 0, overrideAccess: true })) as unknown as Row
const logsFor = async (id: number) =>
  (
    await payload.find({
      collection: 'logs',
      where: { channel: { equals: LOG_CHANNEL } },
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
  ).docs.filter((log) => (log.context as { id?: number } | null)?.id === id)

describe('claim', () => {
  it('works on a row once: a replayed job finds it done and does not work again', async () => {
    const id = await queuedRow()
    let runs = 0
    const once = spec(async () => {
      runs += 1
      return sent()
    })
    expect(await workClaimedRow(payload, once, id)).toEqual({ state: 'sent' })
    expect(await workClaimedRow(payload, once, id)).toEqual({ state: 'sent' })
    expect(runs).toBe(1)
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 1, lastError: null })
    expect((await rowOf(id)).sentAt).toBeTruthy()
  })

  it('answers busy to a second worker while the first one works, and the second does nothing', async () => {
    const id = await queuedRow()
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let started: () => void = () => {}
    const working = new Promise<void>((resolve) => (started = resolve))
    let runs = 0
    const slow = spec(async () => {
      runs += 1
      started()
      await released
      return sent()
    })
    const first = workClaimedRow(payload, slow, id)
    await working
    expect(await workClaimedRow(payload, slow, id)).toEqual({ state: 'busy' })
    release()
    expect(await first).toEqual({ state: 'sent' })
    expect(runs).toBe(1)
  })

  it('claims a row that another transaction holds locked once the lock is released (it is not skipped and left queued)', async () => {
    const id = await queuedRow()
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      await client.query('begin')
      await client.query('select id from outbox where id = $1 for update', [id])
      let settled = false
      const claimed = workClaimedRow(payload, spec(sent), id).finally(() => (settled = true))
      // wait until the claim waits for the row lock (a condition, not a time); a claim that skipped the row settles
      // without ever waiting
      let waited = false
      while (!waited && !settled) {
        const { rows } = await client.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )
        waited = (rows[0] as { n: number }).n > 0
      }
      await client.query('commit')
      expect(await claimed).toEqual({ state: 'sent' })
      expect(waited).toBe(true)
    } finally {
      await client.end()
    }
  })

  it('answers missing for a row that does not exist', async () => {
    expect(await workClaimedRow(payload, spec(sent), 2_000_000_000)).toEqual({ state: 'missing' })
  })
})

describe('sweep', () => {
  it('ends a claim left by a dead process as failed at the next run of any row, and leaves a running claim alone', async () => {
    const stale = await queuedRow()
    const running = await queuedRow()
    const staleMinutes = STALE_CLAIM_MS / 60_000 + 1
    await execute(
      payload,
      sql`update outbox set state = 'sending', claimed_at = now() - make_interval(mins => ${staleMinutes}) where id = ${stale}`,
    )
    await execute(
      payload,
      sql`update outbox set state = 'sending', claimed_at = now() - interval '1 minute' where id = ${running}`,
    )
    const other = await queuedRow()
    expect(await workClaimedRow(payload, spec(sent), other)).toEqual({ state: 'sent' })
    expect(await rowOf(stale)).toMatchObject({ state: 'failed', lastError: INTERRUPTED })
    expect((await rowOf(running)).state).toBe('sending')
    // the running claim's own (replayed) job does not take it over
    expect(await workClaimedRow(payload, spec(sent), running)).toEqual({ state: 'busy' })
  })
})

describe('retry and give up', () => {
  it('puts a failed attempt back to queued with its error and asks Payload to retry; the next attempt counts on', async () => {
    const id = await queuedRow()
    let fail = true
    const flaky = spec(async () => {
      if (fail) throw new Error('SMTP antwortete mit 451')
      return sent()
    })
    await expect(workClaimedRow(payload, flaky, id)).rejects.toThrow(RetryLaterError)
    expect(await rowOf(id)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'SMTP antwortete mit 451' })
    fail = false
    expect(await workClaimedRow(payload, flaky, id)).toEqual({ state: 'sent' })
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null })
  })

  it('gives up after maxAttempts: failed, logged for admins, no further retry', async () => {
    const id = await queuedRow()
    const broken = spec(async () => {
      throw new Error('Drucker aus')
    })
    await expect(workClaimedRow(payload, broken, id)).rejects.toThrow(RetryLaterError)
    await expect(workClaimedRow(payload, broken, id)).rejects.toThrow(RetryLaterError)
    expect(await workClaimedRow(payload, broken, id)).toEqual({ state: 'failed' })
    expect(await rowOf(id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'Drucker aus' })
    expect(await logsFor(id)).toHaveLength(1)
    expect(await workClaimedRow(payload, broken, id)).toEqual({ state: 'failed' })
  })

  it('gives up at once on a failure the table calls final, and settles without a log when told so', async () => {
    const permanent = await queuedRow()
    const rejected = spec(
      async () => {
        throw new Error('SMTP antwortete mit 550')
      },
      (error) => ({ lastError: (error as Error).message, final: true }),
    )
    expect(await workClaimedRow(payload, rejected, permanent)).toEqual({ state: 'failed' })
    expect(await rowOf(permanent)).toMatchObject({ state: 'failed', attempts: 1 })
    expect(await logsFor(permanent)).toHaveLength(1)

    const unconfigured = await queuedRow()
    const skip = spec(
      async () => {
        throw new Error('nicht konfiguriert')
      },
      () => ({ lastError: 'nicht konfiguriert', settle: 'skipped' }),
    )
    expect(await workClaimedRow(payload, skip, unconfigured)).toEqual({ state: 'skipped' })
    expect(await rowOf(unconfigured)).toMatchObject({ state: 'skipped', lastError: 'nicht konfiguriert' })
    expect(await logsFor(unconfigured)).toHaveLength(0)
  })
})

describe('unique violations from real PostgreSQL', () => {
  it('are one DbError for raw statements and recognised by field for Payload’s ValidationError', async () => {
    const key = `claimed-rows-test:${Date.now()}`
    const insert = () =>
      execute(
        payload,
        sql`insert into outbox (channel, template, body, state, attempts, dedupe_key, created_at, updated_at)
            values ('email', 'received', 'x', 'skipped', 0, ${key}, now(), now())`,
      )
    await insert()
    const raw = await insert().catch((error: unknown) => error)
    expect(raw).toBeInstanceOf(DbError)
    expect(raw).toMatchObject({ kind: 'unique-violation', code: '23505' })
    expect(isUniqueViolation(raw, 'dedupeKey')).toBe(true)
    expect(isUniqueViolation(raw, 'uid')).toBe(false)

    const viaPayload = await payload
      .create({
        collection: 'outbox',
        data: { channel: 'email', template: 'received', body: 'x', state: 'skipped', dedupeKey: key },
        overrideAccess: true,
      })
      .catch((error: unknown) => error)
    expect(isUniqueViolation(viaPayload, 'dedupeKey')).toBe(true)
  })
})

afterAll(async () => {
  await execute(payload, sql`delete from logs where channel = ${LOG_CHANNEL}`)
})
