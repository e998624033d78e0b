/**
 * The status poll's reads coalesced (platform/db/text-rows.ts queryTextRowsCoalesced, issue 20): the polls of one
 * event-loop turn go to PostgreSQL as one statement, and each caller still gets exactly its own answer — its order,
 * or the same 404 for an unknown uid and a wrong hash — while a lone poll sends the single statement it always sent.
 */
import pg from 'pg'
import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { COALESCE_MAX, poolOf } from '../../platform/db/text-rows'
import { publicOrderEtagByUidHash, readPublicOrder } from '../../modules/orders/intake/public'
import type { PollDone } from '../../modules/orders/intake/public'
import { publicOrderBody } from '../fakes/orders'
import { call, loadPayload } from './helpers/api'

type Created = { uid: string; hash: string }
type Outcome<T> = { value?: T; status?: number; error?: unknown }

let payload: Payload
let pool: Pool
let graz = 0
let soup = 0
const orders: Created[] = []

async function createOrder(): Promise<Created> {
  const res = await call<Created>('POST', '/orders/public', {
    body: publicOrderBody(graz, soup, { items: [{ product: soup, amount: 1 }] }),
  })
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.data!
}

/** Starts every read in the same turn (no await between them), then waits for all of them. */
function sameTurn<T>(reads: ((done: PollDone<T>) => void)[]): Promise<Outcome<T>[]> {
  return Promise.all(
    reads.map(
      (read) =>
        new Promise<Outcome<T>>((resolve) =>
          read((error, value) => resolve(error !== null ? { error, status: (error as { status?: number }).status } : { value })),
        ),
    ),
  )
}

/** The statements the pool was asked to run while `run` ran (pg Query objects carry their text). */
async function statementsDuring<T>(run: () => Promise<T>): Promise<{ result: T; texts: string[] }> {
  const spy = vi.spyOn(pool, 'query')
  try {
    const result = await run()
    const texts = spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text))
    return { result, texts }
  } finally {
    spy.mockRestore()
  }
}

const isBatch = (text: string) => text.includes('unnest(')

beforeAll(async () => {
  payload = await loadPayload()
  pool = poolOf(payload)
  const branches = await payload.find({ collection: 'branches', where: { identifier: { equals: 'graz' } }, limit: 1, depth: 0 })
  graz = branches.docs[0]!.id
  const products = await payload.find({
    collection: 'products',
    where: { sku: { equals: 'GW-FRITTATENSUPPE' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  soup = products.docs[0]!.id
  for (let i = 0; i < 3; i++) orders.push(await createOrder())
})

describe('the status poll coalesced per event-loop turn', () => {
  it('answers each poll of one turn with its own order in one statement, and a wrong hash and an unknown uid with the same 404', async () => {
    const [a, b, c] = orders as [Created, Created, Created]
    const { result, texts } = await statementsDuring(() =>
      sameTurn<{ order: { uid: string }; etag: string }>([
        (done) => readPublicOrder(pool, a.uid, a.hash, done),
        (done) => readPublicOrder(pool, b.uid, b.hash, done),
        (done) => readPublicOrder(pool, a.uid, `${a.hash.slice(0, -1)}x`, done),
        (done) => readPublicOrder(pool, 'unbekannt', c.hash, done),
        (done) => readPublicOrder(pool, c.uid, c.hash, done),
        (done) => readPublicOrder(pool, a.uid, a.hash, done),
      ]),
    )
    expect(result.map((r) => r.value?.order.uid ?? r.status)).toEqual([a.uid, b.uid, 404, 404, c.uid, a.uid])
    // the same public view and ETag as each order's lone read
    for (const [i, o] of [
      [0, a],
      [1, b],
      [4, c],
      [5, a],
    ] as const) {
      const [alone] = await sameTurn<{ order: unknown; etag: string }>([(done) => readPublicOrder(pool, o.uid, o.hash, done)])
      expect(result[i]!.value).toEqual(alone!.value)
    }
    // the 404s are the same error as the single read's
    const single = await sameTurn([(done) => readPublicOrder(pool, 'unbekannt', c.hash, done)])
    expect(result[2]!.error).toEqual(single[0]!.error)
    expect(result[3]!.error).toEqual(single[0]!.error)
    expect(texts).toHaveLength(1)
    expect(isBatch(texts[0]!)).toBe(true)
  })

  it('sends a lone poll as the single statement, as before', async () => {
    const [a] = orders as [Created]
    const { result, texts } = await statementsDuring(() =>
      sameTurn<{ order: { uid: string } }>([(done) => readPublicOrder(pool, a.uid, a.hash, done)]),
    )
    expect(result[0]!.value?.order.uid).toBe(a.uid)
    expect(texts).toHaveLength(1)
    expect(isBatch(texts[0]!)).toBe(false)
  })

  it('splits a burst larger than COALESCE_MAX into several statements and answers every poll', async () => {
    const [a, b] = orders as [Created, Created]
    const count = COALESCE_MAX * 2 + 1
    const { result, texts } = await statementsDuring(() =>
      sameTurn<{ order: { uid: string } }>(
        Array.from({ length: count }, (_, i) => (done: PollDone<{ order: { uid: string } }>) => {
          const o = i % 2 === 0 ? a : b
          readPublicOrder(pool, o.uid, o.hash, done)
        }),
      ),
    )
    expect(result.map((r) => r.value?.order.uid)).toEqual(Array.from({ length: count }, (_, i) => (i % 2 === 0 ? a.uid : b.uid)))
    // 64 + 64 coalesced, the last one alone
    expect(texts.map(isBatch)).toEqual([true, true, false])
  })

  it('coalesces the ETag reads of polls that send If-None-Match the same way', async () => {
    const [a, b] = orders as [Created, Created]
    const etags = await sameTurn<{ etag: string }>([
      (done) => readPublicOrder(pool, a.uid, a.hash, done),
      (done) => readPublicOrder(pool, b.uid, b.hash, done),
    ])
    const { result } = await statementsDuring(() =>
      sameTurn<string>([
        (done) => publicOrderEtagByUidHash(pool, a.uid, a.hash, done),
        (done) => publicOrderEtagByUidHash(pool, b.uid, `${b.hash}x`, done),
        (done) => publicOrderEtagByUidHash(pool, b.uid, b.hash, done),
      ]),
    )
    expect(result.map((r) => r.value ?? r.status)).toEqual([etags[0]!.value!.etag, 404, etags[1]!.value!.etag])
  })

  it('answers the other polls of a turn when one sends a uid PostgreSQL refuses as text (a NUL from %00)', async () => {
    const [a, b] = orders as [Created, Created]
    const [alone] = await sameTurn([(done) => readPublicOrder(pool, 'a\u0000b', a.hash, done)])
    const result = await sameTurn<{ order: { uid: string } }>([
      (done) => readPublicOrder(pool, a.uid, a.hash, done),
      (done) => readPublicOrder(pool, 'a\u0000b', a.hash, done),
      (done) => readPublicOrder(pool, b.uid, `${b.hash}\u0000`, done),
      (done) => readPublicOrder(pool, b.uid, b.hash, done),
      (done) => publicOrderEtagByUidHash(pool, `${a.uid}\u0000`, a.hash, done as PollDone<unknown>),
    ])
    expect(result[0]!.value?.order.uid).toBe(a.uid)
    expect(result[3]!.value?.order.uid).toBe(b.uid)
    // the NUL polls get the error they got alone (platform/db/errors.ts: invalid-text, answered 400), each its own
    expect(alone!.error).toMatchObject({ kind: 'invalid-text' })
    for (const i of [1, 2, 4]) {
      expect(result[i]!.value).toBeUndefined()
      expect(result[i]!.error).toMatchObject({ kind: 'invalid-text' })
    }
  })

  it('gives every poll of a failed statement the error, and none of them an answer', async () => {
    // a pool on a database without the orders table: the coalesced statement fails in PostgreSQL
    const url = new URL(process.env.DATABASE_URL!)
    url.pathname = '/postgres'
    const empty = new pg.Pool({ connectionString: url.toString(), max: 1 })
    try {
      const [a, b] = orders as [Created, Created]
      const result = await sameTurn<{ order: unknown }>([
        (done) => readPublicOrder(empty, a.uid, a.hash, done),
        (done) => readPublicOrder(empty, b.uid, b.hash, done),
      ])
      for (const r of result) {
        expect(r.value).toBeUndefined()
        expect(r.error).toBeDefined()
        expect(r.status).not.toBe(404)
      }
    } finally {
      await empty.end()
    }
  })
})
