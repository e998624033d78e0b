/**
 * The ETag of each polled order's public view, kept in this process so that a status poll which already has the
 * current state is answered 304 without a statement (issue 20: 50,000 customers polling every 10 s are 5,000
 * statements a second otherwise, for answers that almost never change).
 *
 * An invalidated copy, never the source: an entry is dropped when PostgreSQL reports a change of that order (the
 * `orders` trigger's NOTIFY on PUBLIC_ORDER_CHANNEL, delivered after the commit to every process — platform/cache/contentEvents),
 * and everything is dropped when the LISTEN connection drops (events may have been missed). Nothing is read or kept
 * while that connection is down. Only pairs of uid and hash that PostgreSQL itself matched are kept (a wrong hash never
 * hits: it goes to the statement and gets its 404 there), so the entry key carries the hash.
 *
 * The race of a read and a change: a read takes a ticket before its statement; when a change event for the same uid
 * (or a '*') arrived since, the read's answer is used but not kept — it may be older than the commit that sent it.
 */
import { isListening, onOrderChange } from '../../../platform/cache/contentEvents'

/** Beyond this many entries (≈ 300 bytes each: 30 MB), the oldest kept one makes room — orders nobody polls any more
 * leave this way; 100,000 is twice the 50,000 customers polling of issue 20. */
export const PUBLIC_ETAG_CACHE_MAX = 100_000
/** The change events remembered for the race check; with more, a read that started before the oldest is not kept. */
const RECENT_MAX = 10_000

type State = {
  /** `uid \n hash` → ETag */
  etags: Map<string, string>
  /** uid → its key in `etags` (an order has one hash at a time) */
  keys: Map<string, string>
  /** the number of change events seen */
  seq: number
  /** uid → seq of its latest change event (the last RECENT_MAX uids) */
  changed: Map<string, number>
  /** reads that started before this seq are not kept (after '*' and when `changed` was emptied) */
  floor: number
  subscribed: boolean
}

const g = globalThis as unknown as { __tresenPublicEtags?: State }
const state: State = (g.__tresenPublicEtags ??= {
  etags: new Map(),
  keys: new Map(),
  seq: 0,
  changed: new Map(),
  floor: 0,
  subscribed: false,
})

function changed(uid: string): void {
  const seq = ++state.seq
  if (uid === '*') {
    state.etags.clear()
    state.keys.clear()
    state.changed.clear()
    state.floor = seq
    return
  }
  const key = state.keys.get(uid)
  if (key !== undefined) {
    state.etags.delete(key)
    state.keys.delete(uid)
  }
  if (state.changed.size >= RECENT_MAX) {
    state.changed.clear()
    state.floor = seq
  }
  state.changed.set(uid, seq)
}

if (!state.subscribed) {
  state.subscribed = true
  onOrderChange(changed)
}

const keyOf = (uid: string, hash: string) => `${uid}\n${hash}`

/** The kept ETag of this uid and hash, or undefined (none kept, or the LISTEN connection is down). */
export function cachedPublicEtag(uid: string, hash: string): string | undefined {
  if (state.etags.size === 0 || !isListening()) return undefined
  return state.etags.get(keyOf(uid, hash))
}

/** Taken before a read whose ETag is to be kept (see the race in the header). */
export const publicEtagTicket = (): number => state.seq

/** Keeps the ETag PostgreSQL answered for this uid and hash, unless the order changed since `ticket` was taken. */
export function keepPublicEtag(uid: string, hash: string, etag: string, ticket: number): void {
  if (ticket < state.floor || (state.changed.get(uid) ?? -1) > ticket || !isListening()) return
  const previous = state.keys.get(uid)
  // already kept (a client that polls without If-None-Match): the key is `uid \n hash`, so its length and end suffice
  if (previous !== undefined && previous.length === uid.length + 1 + hash.length && previous.endsWith(hash) && state.etags.get(previous) === etag) return
  const key = keyOf(uid, hash)
  if (state.etags.size >= PUBLIC_ETAG_CACHE_MAX && !state.etags.has(key)) {
    const oldest = state.etags.keys().next().value
    if (oldest !== undefined) {
      state.etags.delete(oldest)
      state.keys.delete(oldest.slice(0, oldest.indexOf('\n')))
    }
  }
  if (previous !== undefined && previous !== key) state.etags.delete(previous)
  state.keys.set(uid, key)
  state.etags.set(key, etag)
}

/** How many ETags are kept (tests, /health-style diagnostics). */
export const publicEtagCacheSize = (): number => state.etags.size
