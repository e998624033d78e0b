/**
 * The hot paths answered beside Next: platform/http/next-server.mjs offers every request here first, and what is not
 * taken (`false`) goes to Next unchanged. Taken: GETs of endpoints with `fast` (status poll, anonymous /api/init),
 * GET/HEAD /image and /upload (modules/content/media.ts), POSTs of endpoints marked `fastPost` (order intake,
 * analytics) through the router's steps. What this bypasses and how access still holds: docs/architecture.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { createLocalReq } from 'payload'
import type { Payload } from 'payload'

import { ApiError, MESSAGES } from '../api/errors'
import { compile, match, pathOf } from '../api/match'
import { MAX_BODY_BYTES, runEndpoint } from '../api/router'
import type { EndpointRequest } from '../api/router'
import { assertStorableInput } from '../api/text-input'
import type { ApiEndpoint, FastAnswer } from '../api/types'
import { poolOf } from '../db/text-rows'
import { addForwardedDefaults } from '../http/forwarded.mjs'
import { headerReader, runFastCallback, send, sendAnswer, sendError } from './send'

/**
 * Leaves a request to Next (→ false, decided synchronously for every path that is not hot) or takes it: → true when
 * it answers without ever declining (a `fastCallback` endpoint, errors included); → a promise of true once answered,
 * of false when the endpoint declined after all (e.g. a caller with credentials — GETs only, so Next can still read the
 * untouched request).
 */
export type FastHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean

const API_BASE = '/api'

/**
 * The request headers as Next's route handlers get them: Node's headers (repeated ones appended) plus the
 * `x-forwarded-*` defaults Next's server adds when they are missing (next/dist/server/base-server.js) — the
 * server speaks plain HTTP, so the protocol is `http`.
 */
export function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers()
  const raw = req.headers
  for (const name in raw) {
    const value = raw[name]
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, value)
  }
  addForwardedDefaults(
    (name) => headers.has(name),
    (name, value) => headers.set(name, value),
    { host: raw.host, port: process.env.PORT || req.socket.localPort || 80, ip: req.socket.remoteAddress },
  )
  return headers
}

const utf8 = new TextDecoder() // like Request.text(): a leading BOM is dropped, invalid bytes become U+FFFD

/**
 * The body as text, read when the router asks for it (after the rate limit and the Content-Length check). A body
 * without Content-Length (chunked) is not kept beyond MAX_BODY_BYTES: reading stops there with the router's 413.
 */
function bodyText(req: IncomingMessage): () => Promise<string> {
  return () =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = []
      let size = 0
      const onData = (chunk: Buffer) => {
        size += chunk.length
        if (size <= MAX_BODY_BYTES) return void chunks.push(chunk)
        req.off('data', onData)
        req.resume() // the rest is drained, not kept, so the answer can still be sent on this connection
        chunks.length = 0
        reject(new ApiError(413, MESSAGES.bodyTooLarge))
      }
      req.on('data', onData)
      req.once('end', () => resolve(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))))
      req.once('error', reject)
    })
}

function segmentsOf(rest: string): string[] | null {
  try {
    return rest.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
}

/** The static files of SF §7 (modules/content/media.ts), passed in by the composition root: the platform imports no module. */
export interface FastMedia<Answer> {
  readonly resolveImage: (request: MediaRequest, segments: readonly string[], payload: Payload) => Promise<Answer>
  readonly resolveUpload: (request: MediaRequest, segments: readonly string[], payload: Payload) => Promise<Answer>
  readonly sendNode: (answer: NoInfer<Answer> | { status: 404 }, res: ServerResponse) => void
}
type MediaRequest = { method: string; ifNoneMatch: string | null }

export function createFastHandler<Answer>(
  payload: Payload,
  endpoints: ApiEndpoint[],
  { posts: withPosts = true, media: files }: { posts?: boolean; media?: FastMedia<Answer> } = {},
): FastHandler {
  const compiled = compile(endpoints.filter((e) => (e.fast || e.fastCallback) && e.method === 'GET' && e.auth === 'public'))
  const posts = withPosts ? compile(endpoints.filter((e) => e.fastPost && e.method === 'POST')) : []
  const localReq = () => createLocalReq({}, payload)
  const pool = poolOf(payload)

  return (req, res) => {
    const method = req.method ?? 'GET'
    if (method === 'POST') return posts.length > 0 ? takePost(req, res) : false
    if (method !== 'GET' && method !== 'HEAD') return false
    const pathname = pathOf(req.url)
    if (pathname === null) return false

    if (method === 'GET' && pathname.startsWith(`${API_BASE}/`)) {
      let found: ReturnType<typeof match>
      try {
        found = match(compiled, 'GET', pathname.slice(API_BASE.length))
      } catch {
        return false // a malformed escape in a parameter: Next's router answers it
      }
      if (!found || 'methodNotAllowed' in found) return false
      const { fast, fastCallback } = found.endpoint
      const headers = headerReader(req)
      const failed = (error: unknown) => {
        sendError(res, error, headers, `GET ${pathname} (fast)`)
        return true
      }
      if (fastCallback) {
        runFastCallback(res, fastCallback, { pool, params: found.params, headers }, `GET ${pathname} (fast)`)
        return true
      }
      if (!fast) return false
      // a promise chain, not an async function: the status poll runs here, and while Next's AsyncLocalStorage is on,
      // every promise costs a hook call (docs/architecture.md § The hot paths)
      let answering: Promise<FastAnswer | null>
      try {
        assertStorableInput({ params: found.params })
        answering = fast({ payload, params: found.params, headers, localReq })
      } catch (error) {
        return Promise.resolve(failed(error))
      }
      return answering.then((answer) => {
        // the endpoint declined (e.g. a caller with credentials): Next answers after all
        if (answer === null) return false
        try {
          const sending = sendAnswer(res, answer, headers)
          return sending ? sending.then(() => true, failed) : true
        } catch (error) {
          return failed(error)
        }
      }, failed)
    }

    const media = !files ? null : pathname.startsWith('/image/') ? files.resolveImage : pathname.startsWith('/upload/') ? files.resolveUpload : null
    if (files && media) {
      const segments = segmentsOf(pathname.slice(pathname.indexOf('/', 1) + 1))
      const request = { method, ifNoneMatch: headerReader(req).get('if-none-match') }
      return (async () => {
        try {
          files.sendNode(segments === null ? { status: 404 } : await media(request, segments, payload), res)
        } catch (error) {
          console.error('[media] (fast)', pathname, error)
          if (!res.headersSent) send(res, { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Interner Fehler.' })
          else res.destroy()
        }
        return true
      })()
    }
    return false
  }

  /** POST /api/<a fastPost endpoint>: the router's steps with the endpoint's own handler (never declined). */
  function takePost(req: IncomingMessage, res: ServerResponse): Promise<boolean> | false {
    const pathname = pathOf(req.url)
    // a trailing slash is left to Next (it redirects it), as is every path that is not one of these endpoints
    if (pathname === null || !pathname.startsWith(`${API_BASE}/`) || pathname.endsWith('/')) return false
    let found: ReturnType<typeof match>
    try {
      found = match(posts, 'POST', pathname.slice(API_BASE.length))
    } catch {
      return false
    }
    if (!found || 'methodNotAllowed' in found) return false
    const url = req.url ?? ''
    const q = url.indexOf('?')
    const request: EndpointRequest = { method: 'POST', headers: requestHeaders(req), search: q === -1 ? '' : url.slice(q), text: bodyText(req) }
    return runEndpoint(found, payload, request, `POST ${pathname} (fast)`).then((parts) => {
      send(res, parts)
      return true
    })
  }
}
