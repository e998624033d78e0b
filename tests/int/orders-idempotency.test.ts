/**
 * POST /api/orders/public with an Idempotency-Key, like Stripe's (issue 15): the same key with another body is 422,
 * keys expire after 24 h, a claim left by a dead request is taken over, and simultaneous duplicates allocate no ticket
 * numbers of their own.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Order } from '../../contracts/payload-types'
import { execute, sql } from '../../platform/db'
import { bodyFingerprint, purgeExpiredKeys } from '../../modules/orders/intake/idempotency'
import { branchByIdentifier, publicOrderBody } from '../fakes/orders'
import { call, loadPayload } from './helpers/api'

type Answer = { uid: string; hash: string }
type Body = Record<string, unknown>

let payload: Payload
let grazId = 0
let soupId = 0
let run = 0

const order = (extra: Body = {}): Body => publicOrderBody(grazId, soupId, extra)

const submit = (body: unknown, key?: string) => call<Answer>('POST', '/orders/public', { body, headers: key ? { 'idempotency-key': key } : {} })
const newKey = () => `idem-${Date.now().toString(36)}-${(run += 1)}`
const countOrders = async () => (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs

async function orderByUid(uid: string): Promise<Order> {
  const { docs } = await payload.find({ collection: 'orders', where: { uid: { equals: uid } }, limit: 1, depth: 0, overrideAccess: true })
  if (!docs[0]) throw new Error(`order ${uid} not found`)
  return docs[0] as Order
}

async function ageKey(key: string, interval: string) {
  await execute(payload, sql`update order_idempotency_keys set created_at = now() - ${interval}::interval where key = ${key}`)
}

beforeAll(async () => {
  payload = await loadPayload()
  grazId = (await branchByIdentifier(payload, 'graz')).id
  const { docs } = await payload.find({ collection: 'products', where: { sku: { equals: 'GW-FRITTATENSUPPE' } }, limit: 1, depth: 0, overrideAccess: true })
  soupId = docs[0]!.id
})

describe('Idempotency-Key of POST /api/orders/public', () => {
  it('answers the same key with a different body with 422 and a German message, and writes nothing', async () => {
    const key = newKey()
    const first = await submit(order(), key)
    expect(first.status).toBe(201)
    const before = await countOrders()
    const second = await submit(order({ comment: 'doch mit Zwiebel' }), key)
    expect(second.status).toBe(422)
    expect(second.body.errors).toEqual([{ field: 'Idempotency-Key', message: 'Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.' }])
    expect(await countOrders()).toBe(before)
  })

  it('replays the first order for the same body with its keys in another order', async () => {
    const key = newKey()
    const body = order({ comment: 'Reihenfolge' })
    const first = await submit(body, key)
    const reordered = Object.fromEntries(Object.entries(body).reverse())
    const second = await submit(reordered, key)
    expect(second.status).toBe(201)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(second.body.data).toEqual(first.body.data)
  })

  it('frees the key of an invalid submit (claimed before validation): the corrected submit with it creates the order', async () => {
    const key = newKey()
    const before = await countOrders()
    const invalid = await submit(order({ items: [] }), key)
    expect(invalid.status).toBe(400)
    const rows = await execute(payload, sql`select key from order_idempotency_keys where key = ${key}`)
    expect(rows).toHaveLength(0)
    expect(await countOrders()).toBe(before)
    const corrected = await submit(order({ comment: 'jetzt mit Suppe' }), key)
    expect(corrected.status).toBe(201)
    expect(corrected.headers.get('idempotent-replayed')).toBeNull()
    const replayed = await submit(order({ comment: 'jetzt mit Suppe' }), key)
    expect(replayed.body.data).toEqual(corrected.body.data)
    expect(await countOrders()).toBe(before + 1)
  })

  it('lets a key be used for a new order once it is older than 24 hours', async () => {
    const key = newKey()
    const first = await submit(order(), key)
    await ageKey(key, '24 hours 1 minute')
    const second = await submit(order({ comment: 'einen Tag später' }), key)
    expect(second.status).toBe(201)
    expect(second.headers.get('idempotent-replayed')).toBeNull()
    expect(second.body.data!.uid).not.toBe(first.body.data!.uid)
    expect((await orderByUid(second.body.data!.uid)).comment).toBe('einen Tag später')
  })

  it('takes over a claim left without an order by a request that died', async () => {
    const key = newKey()
    await execute(payload, sql`insert into order_idempotency_keys (key, fingerprint, created_at) values (${key}, ${'0'.repeat(64)}, now() - interval '2 minutes')`)
    const res = await submit(order(), key)
    expect(res.status).toBe(201)
  })

  /** A claim made in the name of another server process's session (`session`: a connection standing for its LISTEN one). */
  async function claimAs(session: pg.Client, key: string, body: Body) {
    const { rows } = await session.query<{ pid: number; backend_start: Date }>('select pid, backend_start from pg_stat_get_activity(pg_backend_pid())')
    const owner = rows[0]!
    await execute(
      payload,
      sql`insert into order_idempotency_keys (key, fingerprint, created_at, claim_id, claim_pid, claim_backend_start)
          values (${key}, ${bodyFingerprint(body)}, now(), ${'c'.repeat(24)}, ${owner.pid}, ${owner.backend_start})`,
    )
    return owner.pid
  }
  const sessionOfOtherProcess = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    return client
  }

  it('takes over at once the fresh claim of a server process that was killed (its session is gone), with one order', async () => {
    const key = newKey()
    const body = order({ comment: 'nach dem Absturz' })
    const other = await sessionOfOtherProcess()
    const pid = await claimAs(other, key, body)
    await other.end() // the process died: PostgreSQL ends its sessions
    for (let i = 0; i < 100; i += 1) {
      const alive = await execute<{ n: number }>(payload, sql`select count(*)::int as n from pg_stat_activity where pid = ${pid}`)
      if (alive[0]!.n === 0) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const before = await countOrders()
    const res = await submit(body, key)
    expect(res.status).toBe(201)
    expect(await countOrders()).toBe(before + 1)
    const again = await submit(body, key)
    expect(again.status).toBe(201)
    expect(again.body.data!.uid).toBe(res.body.data!.uid)
  })

  it('does not take over the fresh claim of a process that is alive: the duplicate answers 409 and writes nothing', async () => {
    const key = newKey()
    const body = order({ comment: 'läuft noch' })
    const other = await sessionOfOtherProcess()
    try {
      await claimAs(other, key, body)
      const before = await countOrders()
      const res = await submit(body, key)
      expect(res.status).toBe(409)
      expect(res.body.errors?.[0]?.field).toBe('Idempotency-Key')
      expect(await countOrders()).toBe(before)
    } finally {
      await other.end()
    }
  })

  it('allocates no ticket numbers for 30 simultaneous duplicates', async () => {
    const key = newKey()
    const results = await Promise.all(Array.from({ length: 30 }, () => submit(order({ comment: 'dreißigmal' }), key)))
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201))
    expect(new Set(results.map((r) => r.body.data!.uid)).size).toBe(1)
    const first = await orderByUid(results[0]!.body.data!.uid)
    const next = await submit(order())
    const following = await orderByUid(next.body.data!.uid)
    // the next order of the day gets the very next number: the 29 duplicates burned none
    expect(Number(following.ticketSequence)).toBe(Number(first.ticketSequence) + 1)
  })

  it('purges keys older than 24 hours', async () => {
    const key = newKey()
    await submit(order(), key)
    await ageKey(key, '25 hours')
    expect(await purgeExpiredKeys(payload)).toBeGreaterThanOrEqual(1)
    const rows = await execute(payload, sql`select key from order_idempotency_keys where key = ${key}`)
    expect(rows).toHaveLength(0)
  })
})
