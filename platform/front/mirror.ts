/**
 * The worker thread's side of the front's /api/init (docs/architecture.md § Two threads): the anonymous initial load
 * this thread keeps (platform/cache/publicCache.ts) is posted to the front once with its brotli and gzip encodings,
 * and dropped there by every content change this thread sees — in order, over the same port, so the front never holds
 * an answer this thread no longer would give. Only a body the cache keeps is copied; outside a worker nothing happens.
 */
import { isMainThread, parentPort } from 'node:worker_threads'

import { onContentChange } from '../cache/contentEvents'
import { isKeptBody } from '../cache/publicCache'
import type { CachedBody } from '../cache/publicCache'

/** What the front receives (platform/front/main.mjs reads it). */
export type InitMirrorMessage =
  { type: 'init'; etag: string; bytes: Uint8Array; br: Uint8Array; gzip: Uint8Array } | { type: 'init-drop' }

type State = { mirrored: CachedBody | null; subscribed: boolean }
const g = globalThis as unknown as { __tresenInitMirror?: State }
const state: State = (g.__tresenInitMirror ??= { mirrored: null, subscribed: false })

const port = isMainThread ? null : parentPort

if (port && !state.subscribed) {
  state.subscribed = true
  onContentChange(() => {
    state.mirrored = null
    port.postMessage({ type: 'init-drop' } satisfies InitMirrorMessage)
  })
}

/** Copies the anonymous /api/init to the front when it is the kept one and not copied yet. */
export function mirrorAnonymousInit(body: CachedBody, encoded: { br: Uint8Array; gzip: Uint8Array }): void {
  if (!port || state.mirrored === body || !isKeptBody('init', body)) return
  state.mirrored = body
  port.postMessage({
    type: 'init',
    etag: body.etag,
    bytes: body.bytes,
    br: encoded.br,
    gzip: encoded.gzip,
  } satisfies InitMirrorMessage)
}
