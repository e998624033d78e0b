/**
 * The status poll's ETag cache (modules/orders/intake/publicEtagCache.ts, issue 20): a poll that already has the current state
 * is answered without a statement, and every change of the order — by Payload, by a raw statement on another
 * connection, by a delete — reaches the cache through the `orders` trigger's NOTIFY, so no poll is ever answered 304
 * for a state the customer does not have once the change is committed and delivered.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { isListening, onOrderChange, startListening, stopListening } from '../../platform/cache/contentEvents'
import { execute, sql } from '../../platform/db'
import { poolOf } from '../../platform/db/text-rows'
import { publicOrderEtagByUidHash as etagByCallback, readPublicOrder as readByCallback } from '../../modules/orders/intake/public'
import type { PollDone } from '../../modules/orders/intake/public'
import {
  PUBLIC_ETAG_CACHE_MAX,
  cachedPublicEtag,
  keepPublicEtag,
  publicEtagCacheSize,
  publicEtagTicket,
} from '../../modules/orders/intake/publicEtagCache'
import { publicOrderBody } from '../fakes/orders'
import { call, eventually, loadPayload } from './helpers/api'

type Answer = { uid: string; hash: string }

// the poll's reads answer through a callback (no promise on the hot path); here as promises
const promised = <T>(read: (done: PollDone<T>) => void) => new Promise<T>((resolve, reject) => read((error, value) => (error !== null ? reject(error) : resolve(value as T))))
const publicOrderEtagByUidHash = (p: Payload, uid: string, hash: string) => promised<string>((done) => etagByCallback(poolOf(p), uid, hash, done))
const readPublicOrder = (p: Payload, uid: string, hash: string) => promised<{ etag: string }>((done) => readByCallback(poolOf(p), uid, hash, done))

let payload: Payload
let other: pg.Client
let graz = 0
let soup = 0

async function createOrder(): Promise<Answer> {
  const res = await call<Answer>('POST', '/orders/public', { body: publicOrderBody(graz, soup, { items: [{ product: soup, amount: 1 }] }) })
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.data!
}

const dbEtag = async (uid: string) => {
  const { rows } = await other.query<{ id: number; updated_at: string }>(
    `select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at from orders where uid = $1`,
    [uid],
  )
  return `"po2-${rows[0]!.id}-${rows[0]!.updated_at}"`
}

/** Resolves with the next change event of this uid that this process receives. */
const nextEvent = (uid: string) =>
  new Promise<void>((resolve) => {
    const off = onOrderChange((changed) => {
      if (changed === uid || changed === '*') {
        off()
        resolve()
      }
    })
  })


beforeAll(async () => {
  payload = await loadPayload()
  const branches = await payload.find({ collection: 'branches', where: { identifier: { equals: 'graz' } }, limit: 1, depth: 0 })
  graz = branches.docs[0]!.id
  const products = await payload.find({ collection: 'products', where: { sku: { equals: 'GW-FRITTATENSUPPE' } }, limit: 1, depth: 0, overrideAccess: true })
  soup = products.docs[0]!.id
  other = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await other.connect()
  await startListening()
  expect(isListening()).toBe(true)
})

afterAll(async () => {
  await other.end()
  await stopListening()
})

describe('status poll ETag cache', () => {
  it('answers a poll whose ETag it keeps without a statement', async () => {
    const { uid, hash } = await createOrder()
    const first = await publicOrderEtagByUidHash(payload, uid, hash)
    expect(first).toBe(await dbEtag(uid))
    expect(cachedPublicEtag(uid, hash)).toBe(first)
    const query = vi.spyOn(poolOf(payload), 'query')
    try {
      expect(await publicOrderEtagByUidHash(payload, uid, hash)).toBe(first)
      expect(query).not.toHaveBeenCalled()
    } finally {
      query.mockRestore()
    }
  })

  it('keeps the ETag of a full read too, so the next poll is answered from it', async () => {
    const { uid, hash } = await createOrder()
    const { etag } = await readPublicOrder(payload, uid, hash)
    expect(cachedPublicEtag(uid, hash)).toBe(etag)
  })

  it('drops the kept ETag when another connection changes the order with a raw statement', async () => {
    const { uid, hash } = await createOrder()
    const before = await publicOrderEtagByUidHash(payload, uid, hash)
    const event = nextEvent(uid)
    await other.query(`update orders set is_confirmed = true, updated_at = updated_at + interval '1 second' where uid = $1`, [uid])
    await event
    expect(cachedPublicEtag(uid, hash)).toBeUndefined()
    const after = await publicOrderEtagByUidHash(payload, uid, hash)
    expect(after).not.toBe(before)
    expect(after).toBe(await dbEtag(uid))
  })

  it('drops the kept ETag when staff change the order through Payload', async () => {
    const { uid, hash } = await createOrder()
    const before = await publicOrderEtagByUidHash(payload, uid, hash)
    const { docs } = await payload.find({ collection: 'orders', where: { uid: { equals: uid } }, limit: 1, depth: 0, overrideAccess: true })
    const event = nextEvent(uid)
    await payload.update({ collection: 'orders', id: docs[0]!.id, data: { comment: 'Bitte läuten' }, overrideAccess: true })
    await event
    const after = await eventually(
      () => publicOrderEtagByUidHash(payload, uid, hash),
      (etag) => etag !== before,
    )
    expect(after).toBe(await dbEtag(uid))
  })

  it('sends no event for a change that leaves the ETag as it is (uid, hash and updated_at unchanged)', async () => {
    const { uid, hash } = await createOrder()
    const kept = await publicOrderEtagByUidHash(payload, uid, hash)
    const events: string[] = []
    const off = onOrderChange((changed) => events.push(changed))
    try {
      await other.query(`update orders set comment = 'nur intern' where uid = $1`, [uid])
      // a marker change after it: its event arriving proves the first one would have arrived before it
      const marker = await createOrder()
      const markerEvent = nextEvent(marker.uid)
      await other.query(`update orders set updated_at = now() where uid = $1`, [marker.uid])
      await markerEvent
      expect(events).not.toContain(uid)
      expect(cachedPublicEtag(uid, hash)).toBe(kept)
    } finally {
      off()
    }
  })

  it('answers a deleted order 404, not from the cache', async () => {
    const { uid, hash } = await createOrder()
    await publicOrderEtagByUidHash(payload, uid, hash)
    const event = nextEvent(uid)
    await execute(payload, sql`delete from orders where uid = ${uid}`)
    await event
    await expect(publicOrderEtagByUidHash(payload, uid, hash)).rejects.toMatchObject({ status: 404 })
  })

  it('never answers a wrong hash from the cache', async () => {
    const { uid, hash } = await createOrder()
    await publicOrderEtagByUidHash(payload, uid, hash)
    expect(cachedPublicEtag(uid, `${hash.slice(0, -1)}x`)).toBeUndefined()
    await expect(publicOrderEtagByUidHash(payload, uid, `${hash.slice(0, -1)}x`)).rejects.toMatchObject({ status: 404 })
  })

  it('does not keep an ETag read before a change whose event arrived before the answer', async () => {
    const { uid, hash } = await createOrder()
    const ticket = publicEtagTicket()
    const stale = await dbEtag(uid)
    const event = nextEvent(uid)
    await other.query(`update orders set updated_at = updated_at + interval '1 second' where uid = $1`, [uid])
    await event
    keepPublicEtag(uid, hash, stale, ticket)
    expect(cachedPublicEtag(uid, hash)).toBeUndefined()
    // a read that starts after the event is kept
    expect(await publicOrderEtagByUidHash(payload, uid, hash)).toBe(await dbEtag(uid))
    expect(cachedPublicEtag(uid, hash)).toBe(await dbEtag(uid))
  })

  it('drops everything when the LISTEN connection drops, and keeps nothing until it is back', async () => {
    const { uid, hash } = await createOrder()
    await publicOrderEtagByUidHash(payload, uid, hash)
    expect(publicEtagCacheSize()).toBeGreaterThan(0)
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN tresen_content'`,
    )
    await eventually(
      async () => isListening(),
      (listening) => !listening,
    )
    expect(publicEtagCacheSize()).toBe(0)
    // held down: a poll is answered by its statement and not kept
    await stopListening()
    await publicOrderEtagByUidHash(payload, uid, hash)
    expect(cachedPublicEtag(uid, hash)).toBeUndefined()
    expect(publicEtagCacheSize()).toBe(0)
    await startListening()
    expect(isListening()).toBe(true)
    await publicOrderEtagByUidHash(payload, uid, hash)
    expect(cachedPublicEtag(uid, hash)).toBe(await dbEtag(uid))
  })

  it('does not keep an ETag read while the LISTEN connection was down, once it is back', async () => {
    const { uid, hash } = await createOrder()
    await stopListening()
    const ticket = publicEtagTicket()
    const etag = await dbEtag(uid)
    // an event sent now reaches nobody in this process
    await other.query(`update orders set updated_at = updated_at + interval '1 second' where uid = $1`, [uid])
    await startListening()
    expect(isListening()).toBe(true)
    keepPublicEtag(uid, hash, etag, ticket)
    expect(cachedPublicEtag(uid, hash)).toBeUndefined()
  })

  it(`keeps at most ${PUBLIC_ETAG_CACHE_MAX} ETags, the oldest making room`, () => {
    const ticket = publicEtagTicket()
    for (let i = 0; i <= PUBLIC_ETAG_CACHE_MAX; i++) keepPublicEtag(`fill-${i}`, 'h', `"e${i}"`, ticket)
    expect(publicEtagCacheSize()).toBe(PUBLIC_ETAG_CACHE_MAX)
    expect(cachedPublicEtag('fill-0', 'h')).toBeUndefined()
    expect(cachedPublicEtag(`fill-${PUBLIC_ETAG_CACHE_MAX}`, 'h')).toBe(`"e${PUBLIC_ETAG_CACHE_MAX}"`)
  })
})
