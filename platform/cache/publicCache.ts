/**
 * In-memory cache for anonymous answers built from storefront content (/api/init, public lists).
 * Entries are dropped on every content change event (delivered after commit, see contentEvents.ts); an answer
 * whose build started before the latest event is returned but not kept. Nothing is cached while the LISTEN
 * connection is down.
 */
import { hash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'

import { env } from '../env'

import { ByteLru } from './byteLru'
import { currentGeneration, isListening, onContentChange, startListening } from './contentEvents'

/** A prepared answer: the JSON encoded once (bytes) and its ETag. */
export type CachedBody = { bytes: Uint8Array; etag: string }

export const toCachedBody = (value: unknown): CachedBody => {
  const bytes = Buffer.from(JSON.stringify(value), 'utf8')
  return { bytes, etag: `"${hash('sha256', bytes, 'base64url').slice(0, 27)}"` }
}

type Entry = { value: unknown; generation: number }
type State = { entries: ByteLru<Entry>; building: Map<string, { promise: Promise<unknown>; generation: number }>; subscribed: boolean }

const g = globalThis as unknown as { __tresenPublicCache?: State }
const state: State = (g.__tresenPublicCache ??= {
  entries: new ByteLru(env.PUBLIC_CACHE_MAX_BYTES),
  building: new Map(),
  subscribed: false,
})

/**
 * What an entry keeps alive, estimated: a prepared body its bytes plus the brotli and gzip copies the fast path adds
 * (≤ 0.3 × for JSON); any other value its JSON length twice (JS objects and UTF-16 strings take more than their
 * JSON), plus the key. Measured against the process's growth in tests/server/public-cache-memory.test.ts.
 */
export function estimatedBytes(key: string, value: unknown): number {
  const overhead = 256 + key.length * 2
  if (isCachedBody(value)) return overhead + value.bytes.byteLength * 1.3 + value.etag.length * 2
  try {
    return overhead + (JSON.stringify(value)?.length ?? 0) * 2
  } catch {
    return overhead + 64 * 1024
  }
}

const isCachedBody = (value: unknown): value is CachedBody =>
  typeof value === 'object' && value !== null && (value as CachedBody).bytes instanceof Uint8Array && typeof (value as CachedBody).etag === 'string'

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
      // bounded in bytes: a flood of distinct keys (list filters, pages) pushes out the least recently used answers,
      // while /api/init and the branches, read on every visit, stay recent
      state.entries.set(key, { value, generation }, estimatedBytes(key, value))
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
  const hit = state.entries.peek(`body:${key}`)
  return hit !== undefined && hit.value === body && hit.generation === currentGeneration() && isListening()
}

/** How many values the cache holds (tests: what may and may not become an entry). */
export const publicCacheSize = (): number => state.entries.size

/** The estimated bytes the cache holds (≤ PUBLIC_CACHE_MAX_BYTES). */
export const publicCacheBytes = (): number => state.entries.bytes

export function clearPublicCache() {
  state.entries.clear()
}
