/**
 * The main thread's share of the work (platform/front/main.mjs), answered without Next and Payload: the status poll
 * with the endpoint's own `fastCallback` on this thread's pg Pool and ETag cache, and anonymous /api/init from the
 * worker's copy (platform/front/mirror.ts). Nothing here imports Payload at runtime: `npm run build` bundles this file
 * alone with `pg` (scripts/build-front.mjs). docs/architecture.md § Two threads.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import pg from 'pg'

import { getPublicOrderEndpoint } from './orders/endpoints/public/getPublicOrder'
import { hasCredentials } from '../platform/api/answer'
import { etagAnswer } from '../platform/api/etag'
import { compile, match, pathOf } from '../platform/api/match'
import type { EncodedBodies } from '../platform/api/types'
import { startListening, stopListening } from '../platform/cache/contentEvents'
import { quietPoolErrors } from '../platform/db/errors'
import { env } from '../platform/env'
import type { CachedBody } from '../platform/cache/publicCache'
import { headerReader, runFastCallback, sendAnswerSafely } from '../platform/fast/send'
import type { InitMirrorMessage } from '../platform/front/mirror'

/** Takes a request (→ true: answered here, errors included) or leaves it to the worker's Next (→ false, decided at once). */
export type FrontHandler = (req: IncomingMessage, res: ServerResponse) => boolean

export type Front = {
  handle: FrontHandler
  /** A message from the worker thread (platform/front/mirror.ts). */
  onWorkerMessage: (message: unknown) => void
  close: () => Promise<void>
}

const API_BASE = '/api'

export function createFront({ connectionString = env.DATABASE_URL, max = env.DATABASE_POOL_MAX } = {}): Front {
  if (!connectionString) throw new Error('DATABASE_URL fehlt')
  const pool = new pg.Pool({ connectionString, max })
  quietPoolErrors(pool) // an idle connection whose backend ended is logged, never an uncaughtException
  // the ETag cache's change events (a failed connection is retried in the background; until then nothing is kept)
  void startListening(env.DATABASE_DIRECT_URL ?? connectionString).catch((error: unknown) =>
    console.error('[front] LISTEN', error),
  )
  const routes = compile([getPublicOrderEndpoint])
  /** The worker's kept anonymous /api/init, while it keeps it. */
  let init: { body: CachedBody; encoded: Promise<EncodedBodies> } | null = null

  const onWorkerMessage = (message: unknown) => {
    const m = message as InitMirrorMessage | null
    if (m?.type === 'init')
      init = { body: { bytes: m.bytes, etag: m.etag }, encoded: Promise.resolve({ br: m.br, gzip: m.gzip }) }
    else if (m?.type === 'init-drop') init = null
  }

  /** The anonymous /api/init from the copy, as the worker's fast path answers it (modules/storefront/endpoints/getInit.ts). */
  const answerInit: FrontHandler = (req, res) => {
    const kept = init
    const headers = headerReader(req)
    if (kept === null || hasCredentials(headers)) return false
    const answer = { ...etagAnswer(kept.body, headers, false), encoded: () => kept.encoded }
    sendAnswerSafely(res, answer, headers, `GET ${API_BASE}/init (front)`)
    return true
  }

  // TRESEN_FAST_PATHS=0: everything through Next, in the worker thread
  const enabled = env.TRESEN_FAST_PATHS
  const handle: FrontHandler = (req, res) => {
    if (!enabled || req.method !== 'GET') return false
    const pathname = pathOf(req.url)
    if (pathname === `${API_BASE}/init`) return answerInit(req, res)
    if (pathname === null || !pathname.startsWith(`${API_BASE}/orders/public/`)) return false
    let found: ReturnType<typeof match>
    try {
      found = match(routes, 'GET', pathname.slice(API_BASE.length))
    } catch {
      return false // a malformed escape in a parameter: the worker's router answers it
    }
    if (!found || 'methodNotAllowed' in found || !found.endpoint.fastCallback) return false
    runFastCallback(
      res,
      found.endpoint.fastCallback,
      { pool, params: found.params, headers: headerReader(req) },
      `GET ${pathname} (front)`,
    )
    return true
  }

  return {
    handle,
    onWorkerMessage,
    close: async () => {
      await stopListening()
      await pool.end()
    },
  }
}
