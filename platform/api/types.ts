import type { Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import type { RateLimitRule } from '../rate-limit'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export type ApiUser = NonNullable<PayloadRequest['user']>

export type ApiContext = {
  payload: Payload
  /** A Payload request carrying the caller: pass it (and `overrideAccess: false`) to every Local API call. */
  req: PayloadRequest
  user: ApiUser | null
  params: Record<string, string>
  query: URLSearchParams
  headers: Headers
  /** The parsed JSON body (undefined for GET/DELETE or an empty body). */
  body: unknown
  /** The request body exactly as received ('' without one): webhook signatures cover these bytes. */
  rawBody: string
  /** The files of a multipart/form-data body (endpoints with `files: true`; else empty). */
  files: ReceivedFile[]
  /** The caller's IP address as seen by the server (platform/http/client.ts: the socket, or X-Forwarded-For with TRUST_PROXY). */
  ip: string
}

/** One file part of a multipart/form-data body: its form field, the name and type the client claimed, its bytes. */
export type ReceivedFile = { field: string; name: string; mimeType: string; data: Buffer }

/** What a handler returns: the value for `data`, or a full answer (status, headers, raw body). */
export type ApiAnswer =
  | { kind: 'data'; data: unknown; status?: number; headers?: Record<string, string>; meta?: unknown }
  | { kind: 'raw'; status: number; headers: Record<string, string>; body: string | Uint8Array | null }

/**
 * A file for the caller alone (a PDF, a CSV export): never kept by a cache. `disposition` is `inline` or `attachment`;
 * the file name is ASCII (callers strip other characters).
 */
export function privateFile(body: string | Uint8Array, contentType: string, disposition: 'inline' | 'attachment', fileName: string): ApiAnswer {
  return {
    kind: 'raw',
    status: 200,
    headers: { 'content-type': contentType, 'content-disposition': `${disposition}; filename="${fileName}"`, 'cache-control': 'private, no-store' },
    body,
  }
}

/** Request headers as both paths provide them (WHATWG Headers through Next, Node's headers on the fast path). */
export type HeaderReader = Pick<Headers, 'get'>

/**
 * What a fast-path handler gets (platform/fast, answered beside Next by platform/http/next-server.mjs): no parsed body, no user —
 * fast handlers serve anonymous GETs only.
 */
export type FastContext = {
  payload: Payload
  params: Record<string, string>
  headers: HeaderReader
  /** An anonymous Payload request, made on demand (Local API calls with the public access rules). */
  localReq: () => Promise<PayloadRequest>
}

export type ApiEndpoint = {
  method: HttpMethod
  /** Path below the base (`/api` or `/custom/api`), with `:param` segments. */
  path: string
  /** Who may call it: checked before the handler runs (handlers may check more). */
  auth: 'public' | 'user' | 'staff' | 'admin'
  handler: (ctx: ApiContext) => Promise<ApiAnswer>
  /** Per-client budget (platform/rate-limit.ts): checked before authentication and before the body is read. */
  rateLimit?: RateLimitRule
  /**
   * The same answer for the fast path beside Next (GET, /api only, public). Null hands the request to Next (e.g. a
   * caller with credentials). It must answer exactly like `handler` — tests/server compares both paths.
   */
  fast?: (ctx: FastContext) => Promise<FastAnswer | null>
  /**
   * `fast` with a callback instead of a promise, for the status poll: under Next's AsyncLocalStorage every promise is
   * a hook call at its creation and around each reaction. It never declines; `done` must be called exactly once and
   * must not throw. It must answer exactly like `handler`.
   */
  fastCallback?: (ctx: FastCallbackContext, done: FastDone) => void
  /**
   * POST only: platform/http/next-server.mjs answers it beside Next too, with this endpoint's own `handler` run through
   * the router's steps (platform/api/router.ts runEndpoint: rate limit, authentication, body, German errors) — for the
   * public POSTs under load (order intake, analytics). tests/server compares both paths.
   */
  fastPost?: true
  /**
   * Accepts multipart/form-data as well as JSON: the text fields become `body` (strings), the file parts `files`.
   * Not on the fast path (which reads bodies as text).
   */
  files?: true
}

/**
 * What a `fastCallback` gets: no Payload — the main thread's front (platform/front) runs it without Next — but the pg
 * Pool for its statements (Payload's beside Next, the front's own there).
 */
export type FastCallbackContext = { pool: Pool; params: Record<string, string>; headers: HeaderReader }

/** How a `fastCallback` answers: an error (ApiError, DbError, …) or the answer. */
export type FastDone = (error: unknown, answer?: ApiAnswer) => void

/** A fast answer may carry pre-encoded bodies the fast path sends when the client accepts them. */
export type FastAnswer = ApiAnswer & { encoded?: () => Promise<EncodedBodies> }

export type EncodedBodies = { br?: Uint8Array; gzip?: Uint8Array }

export const data = (value: unknown, extra: Omit<Extract<ApiAnswer, { kind: 'data' }>, 'kind' | 'data'> = {}): ApiAnswer => ({
  kind: 'data',
  data: value,
  ...extra,
})
