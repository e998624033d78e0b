/**
 * In-memory cache for anonymous answers built from storefront content (/api/init, public lists).
 * Entries are dropped on every content change event (delivered after commit, see contentEvents.ts); an answer
 * whose build started before the latest event is returned but not kept. Nothing is cached while the LISTEN
 * connection is down.
 */
import { hash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'

import { currentGeneration, isListening, onContentChange, startListening } from './contentEvents'

/** A prepared answer: the JSON encoded once (bytes) and its ETag. */
export type CachedBody = { bytes: Uint8Array; etag: string }

export const toCachedBody = (value: unknown): CachedBody => {
  const bytes = Buffer.from(JSON.stringify(value), 'utf8')
  return { bytes, etag: `"${hash('sha256', bytes, 'base64url').slice(0, 27)}"` }
}

type Entry = { value: unknown; generation: number }
type State = { entries: Map<string, Entry>; building: Map<string, { promise: Promise<unknown>; generation: number }>; subscribed: boolean }

const MAX_ENTRIES = 5000

const g = globalThis as unknown as { __tresenPublicCache?: State }
const state: State = (g.__tresenPublicCache ??= { entries: new Map(), building: new Map(), subscribed: false })

if (!state.subscribed) {
  state.subscribed = true
  onContentChange(() => state.entries.clear())
}

export function cachedPublic(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
  return cachedContent(`body:${key}`, async () => toCachedBody(await build()))
}

/**
 * A value derived from storefront content only (INIT_SOURCES), kept until the next content change — for server-side
 * reads such as an order's branch, menus and products. The value is shared between requests: never mutate it.
 * null/undefined (a record that does not exist) is returned but not kept: ids guessed by anonymous callers must not
 * fill the cache.
 */
export async function cachedContent<T>(key: string, build: () => Promise<T>): Promise<T> {
  if (!isListening()) await startListening()
  const generation = currentGeneration()
  const hit = state.entries.get(key)
  if (hit && hit.generation === generation && isListening()) return hit.value as T
  // join a build of the same generation only: a request that starts after a change must not get older data
  const pending = state.building.get(key)
  if (pending && pending.generation === generation) return pending.promise as Promise<T>
  const promise = (async () => {
    const value = await build()
    if (value !== null && value !== undefined && isListening() && currentGeneration() === generation) {
      // full: new keys are answered but not kept until the next content change empties the cache — a flood of distinct
      // keys (list filters, pages) can neither grow memory nor push out what was cached first (/api/init, branches)
      if (state.entries.size < MAX_ENTRIES || state.entries.has(key)) state.entries.set(key, { value, generation })
    }
    return value
  })()
  state.building.set(key, { promise, generation })
  try {
    return await promise
  } finally {
    if (state.building.get(key)?.promise === promise) state.building.delete(key)
  }
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const encodings = new WeakMap<CachedBody, Promise<{ br: Uint8Array; gzip: Uint8Array }>>()

/**
 * The body brotli- and gzip-encoded, once per cached body (in libuv's thread pool, not on the event loop). Used by
 * the fast path (platform/fast); Next-routed answers are compressed by Next itself.
 */
export function encodedBodies(body: CachedBody): Promise<{ br: Uint8Array; gzip: Uint8Array }> {
  let pending = encodings.get(body)
  if (!pending) {
    pending = Promise.all([
      brotli(body.bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.bytes.length } }),
      gzipAsync(body.bytes, { level: 9 }),
    ]).then(([br, gz]) => ({ br, gzip: gz }))
    encodings.set(body, pending)
  }
  return pending
}

/** Whether `body` is what the cache keeps for `key` now (built under the current generation, LISTEN up). */
export function isKeptBody(key: string, body: CachedBody): boolean {
  const hit = state.entries.get(`body:${key}`)
  return hit !== undefined && hit.value === body && hit.generation === currentGeneration() && isListening()
}

/** How many values the cache holds (tests: what may and may not become an entry). */
export const publicCacheSize = (): number => state.entries.size

export function clearPublicCache() {
  state.entries.clear()
}
