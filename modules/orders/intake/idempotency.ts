/**
 * The Idempotency-Key of POST /api/orders/public, like Stripe's:
 *
 *   - the first request with a key claims it (table order_idempotency_keys, migration idempotency_keys) with the
 *     fingerprint of its body, before it is validated and BEFORE a ticket number is allocated (one statement that
 *     claims the key or reads the other request's claim); the order's statement records the order on it
 *   - a later request with the same key and the same body gets the first order's answer again (replayed)
 *   - the same key with a different body answers 422 (ORDER_MESSAGES.idempotencyKeyReused)
 *   - a request while the first one is still running waits for it (bounded) and gets its answer; still running after
 *     that: 409 (ORDER_MESSAGES.idempotencyKeyInProgress) — it never allocates a ticket number of its own
 *   - keys expire after IDEMPOTENCY_KEY_TTL_MS (24 h): an expired key is claimed afresh; a claim without an order
 *     belongs to a request that died, and is claimed afresh, when the claiming process's LISTEN session is gone (the
 *     process was killed: PostgreSQL ends a dead client's sessions at once, so the client's retry is served by
 *     another process right away; that session connects directly, DATABASE_DIRECT_URL, also behind PgBouncer) or
 *     when it is older than STALE_CLAIM_MS (a request that died in a process that lives on, or a claim made while
 *     the process had no LISTEN session)
 *   - every claim has its own id: the order is recorded on the key only while this claim still holds it, else the
 *     order is not written at all (SQLSTATE TR409, answered 409) — a claim taken over never gets a second order
 *   - a request that fails after claiming releases its claim, so the client's retry can run
 */
import { hash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { listenSession } from '../../../platform/cache/contentEvents'
import { execute, queryPool, sql } from '../../../platform/db'
import type { DbScope } from '../../../platform/db'

export const PURGE_KEYS_TASK = 'purgeIdempotencyKeys'
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000
/** A claim without an order older than this was left by a request that died. */
export const STALE_CLAIM_MS = 60_000
/** How long a duplicate waits for the first request (polling with backoff) before it answers 409. */
export const WAIT_FOR_FIRST_MS = 10_000

/** JSON with object keys sorted, so the same body always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** The fingerprint of a request body: SHA-256 of its canonical JSON. */
export const bodyFingerprint = (body: unknown): string => hash('sha256', canonical(body), 'hex')

/** The state of a key: free (never used, expired or stale), ours after a claim, or another request's. */
export type KeyState = { kind: 'free' } | { kind: 'claimed'; claimId: string } | { kind: 'other'; fingerprint: string; orderId: number | null }

/** SQLSTATE of an order statement whose key claim was taken over meanwhile (migration idempotency_claim_owner). */
export const CLAIM_LOST_CODE = 'TR409'

/** Whether an error (or one it wraps) says the key's claim was taken over: nothing was written. */
export function isClaimLost(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === CLAIM_LOST_CODE) return true
  }
  return false
}

const ttlSeconds = IDEMPOTENCY_KEY_TTL_MS / 1000
const staleSeconds = STALE_CLAIM_MS / 1000

/**
 * SQL: the claim of row `k` has no order and was left by a dead request (older than the stale seconds in parameter
 * `$stale`, or its owner's session is gone).
 */
const abandoned = (k: string, stale: number) => `(${k}.order_id is null and (${k}.created_at <= now() - make_interval(secs => $${stale}::double precision)
  or (${k}.claim_pid is not null
      and not exists (select 1 from pg_stat_get_activity(${k}.claim_pid) a
        -- the start as JavaScript kept it (milliseconds): the same session, a reused pid starts later
        where a.backend_start between ${k}.claim_backend_start - interval '1 millisecond' and ${k}.claim_backend_start + interval '1 millisecond'))))`

/** Reads the live (not expired, not stale) claim of a key. */
export async function readKey(payload: Payload, key: string): Promise<KeyState> {
  const rows = await queryPool<{ fingerprint: string; order_id: number | null }>(
    payload,
    'tresen_idempotency_read',
    `select fingerprint, order_id from order_idempotency_keys k
      where key = $1 and created_at > now() - make_interval(secs => $2::double precision)
        and not ${abandoned('k', 3)}`,
    [key, ttlSeconds, staleSeconds],
  )
  const row = rows[0]
  return row ? { kind: 'other', fingerprint: row.fingerprint, orderId: row.order_id === null ? null : Number(row.order_id) } : { kind: 'free' }
}

/**
 * Claims the key for this request in the name of this process's LISTEN session (when it is up), or answers the other
 * request's live claim — one statement either way (the upsert, and the row it did not take over). A row another
 * transaction committed after this statement's snapshot is invisible to its read part: then the key is read again.
 */
export async function claimKey(payload: Payload, key: string, fingerprint: string): Promise<KeyState> {
  const claimId = randomBytes(12).toString('hex')
  const owner = listenSession()
  const rows = await queryPool<{ claimed: boolean; fingerprint: string | null; order_id: number | string | null }>(
    payload,
    'tresen_idempotency_claim_or_read',
    `with c as (
       insert into order_idempotency_keys as k (key, fingerprint, order_id, created_at, claim_id, claim_pid, claim_backend_start)
         values ($1, $2, null, now(), $5, $6::integer, $7::timestamptz)
       on conflict (key) do update set fingerprint = excluded.fingerprint, order_id = null, created_at = excluded.created_at,
           claim_id = excluded.claim_id, claim_pid = excluded.claim_pid, claim_backend_start = excluded.claim_backend_start
         where k.created_at <= now() - make_interval(secs => $3::double precision) or ${abandoned('k', 4)}
       returning key
     )
     select true as claimed, null::varchar as fingerprint, null::integer as order_id from c
     union all
     select false, k.fingerprint, k.order_id from order_idempotency_keys k
      where k.key = $1 and not exists (select 1 from c)
        and k.created_at > now() - make_interval(secs => $3::double precision) and not ${abandoned('k', 4)}`,
    [key, fingerprint, ttlSeconds, staleSeconds, claimId, owner?.pid ?? null, owner?.start ?? null],
  )
  const row = rows[0]
  if (row?.claimed) return { kind: 'claimed', claimId }
  if (row) return { kind: 'other', fingerprint: row.fingerprint ?? '', orderId: row.order_id === null ? null : Number(row.order_id) }
  return readKey(payload, key)
}

/** Records the order on the claimed key (in the order's transaction); throws (TR409) when the claim was taken over. */
export async function recordKeyOrder(scope: DbScope, key: string, claimId: string, orderId: number): Promise<void> {
  const rows = await execute(
    scope,
    sql`update order_idempotency_keys set order_id = ${orderId} where key = ${key} and claim_id = ${claimId} and order_id is null returning key`,
  )
  if (rows.length === 0) throw Object.assign(new Error(`Idempotency-Key ${key} wurde von einer anderen Anfrage übernommen`), { code: CLAIM_LOST_CODE })
}

/** Releases this request's claim when it got no order (the request failed), so a retry with the key can run. */
export async function releaseKey(payload: Payload, key: string, claimId: string): Promise<void> {
  await execute(payload, sql`delete from order_idempotency_keys where key = ${key} and claim_id = ${claimId} and order_id is null`)
}

/** Deletes expired keys (job purgeIdempotencyKeys); answers how many. */
export async function purgeExpiredKeys(payload: Payload): Promise<number> {
  const rows = await execute(payload, sql`delete from order_idempotency_keys where created_at <= now() - make_interval(secs => ${ttlSeconds}) returning key`)
  return rows.length
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Claims the key, or waits while another request holds it without an order yet. Answers 'claimed', or the other
 * request's finished claim (with its order), or null when it was still running after WAIT_FOR_FIRST_MS.
 */
export async function claimOrWait(payload: Payload, key: string, fingerprint: string): Promise<KeyState | null> {
  let delay = 20
  for (let waited = 0; ; waited += delay, delay = Math.min(delay * 2, 250)) {
    const state = await claimKey(payload, key, fingerprint)
    if (state.kind === 'claimed') return state
    // released between the claim and the read: claim again at once
    if (state.kind === 'free') continue
    if (state.orderId !== null || state.fingerprint !== fingerprint) return state
    if (waited >= WAIT_FOR_FIRST_MS) return null
    await sleep(delay)
  }
}
