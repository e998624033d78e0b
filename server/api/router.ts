import { createLocalReq } from 'payload'
import type { Payload } from 'payload'

import { isAdminUser, isEmployeeUser } from '../../collections/access/roles'
import { cameOverTls, clientIp } from '../client'
import { securityHeaders } from '../security-headers.mjs'
import { hitRateLimit } from '../rate-limit'
import { ApiError, MESSAGES, forbidden, toApiError, unauthorized } from './errors'
import { assertStorableInput } from './text-input'
import type { ApiAnswer, ApiContext, ApiEndpoint, ApiUser, HttpMethod } from './types'

export const MAX_BODY_BYTES = 14 * 1024 * 1024 // uploads (≤ 10 MB) arrive as base64 data URLs (+33 %)

/** A compiled path: its segments (`null` where a `:param` stands) and the params' names in their order. */
type Compiled = { endpoint: ApiEndpoint; segments: (string | null)[]; keys: string[]; specificity: number }

/** Compiles `:param` paths once; static segments win over params (`/users/me` before `/users/:id`). */
export function compile(endpoints: ApiEndpoint[]): Compiled[] {
  return endpoints
    .map((endpoint) => {
      const keys: string[] = []
      const segments = endpoint.path
        .split('/')
        .filter(Boolean)
        .map((s) => {
          if (!s.startsWith(':')) return s
          keys.push(s.slice(1))
          return null
        })
      const specificity = segments.reduce<number>((acc, s, i) => acc + (s === null ? 0 : 1) * 2 ** (16 - i), 0)
      return { endpoint, segments, keys, specificity }
    })
    .sort((a, b) => b.specificity - a.specificity)
}

export type MatchResult = { endpoint: ApiEndpoint; params: Record<string, string> } | { methodNotAllowed: true } | null

/**
 * Whether `path` (with its leading '/', without a trailing one) has exactly these segments: a literal matches itself, a
 * parameter (`null`) any non-empty segment. Walks the string; nothing is allocated.
 */
function fits(segments: (string | null)[], path: string): boolean {
  const n = path.length
  if (segments.length === 0) return n <= 1
  let pos = 1
  for (let i = 0; i < segments.length; i++) {
    if (pos > n) return false
    let next = path.indexOf('/', pos)
    if (next === -1) next = n
    const segment = segments[i] as string | null
    if (segment === null ? next === pos : next - pos !== segment.length || !path.startsWith(segment, pos)) return false
    pos = next + 1
  }
  return pos === n + 1
}

/** The parameters of a path that fits (decoded only where it has a '%'). */
function paramsOf(c: Compiled, path: string): Record<string, string> {
  const params: Record<string, string> = {}
  let pos = 1
  let k = 0
  for (let i = 0; i < c.segments.length && k < c.keys.length; i++) {
    let next = path.indexOf('/', pos)
    if (next === -1) next = path.length
    if (c.segments[i] === null) {
      const raw = path.slice(pos, next)
      params[c.keys[k++]!] = raw.includes('%') ? decodeURIComponent(raw) : raw
    }
    pos = next + 1
  }
  return params
}

/**
 * The endpoint for a path: a literal segment matches itself, a `:param` any non-empty segment (decoded), one trailing
 * '/' is allowed. Compared segment by segment on the string, not by regular expressions: this runs on every status
 * poll, and the regular expressions (with their match arrays) were 3.6 % of a poll's CPU once the process had served
 * Payload's REST API (docs/benchmarks.md).
 */
export function match(compiled: Compiled[], method: string, path: string): MatchResult {
  if (path.charCodeAt(0) !== 47) return null
  const bare = path.length > 1 && path.charCodeAt(path.length - 1) === 47 ? path.slice(0, -1) : path
  let pathMatched = false
  for (let j = 0; j < compiled.length; j++) {
    const c = compiled[j]!
    if (!fits(c.segments, bare)) continue
    pathMatched = true
    if (c.endpoint.method !== method) continue
    return { endpoint: c.endpoint, params: paramsOf(c, bare) }
  }
  return pathMatched ? { methodNotAllowed: true } : null
}

/**
 * The request as both paths provide it: Next's WHATWG Request, or Node's IncomingMessage on the fast path
 * (server/fast) — the steps below run the same either way.
 */
export type EndpointRequest = {
  method: string
  headers: Headers
  /** The query string with its '?' ('' without one). */
  search: string
  /** The body decoded as UTF-8 (a leading BOM dropped, invalid bytes replaced), as `Request.text()` does. */
  text: () => Promise<string>
}

async function readBody(request: EndpointRequest): Promise<{ body: unknown; raw: string }> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'DELETE') return { body: undefined, raw: '' }
  const length = Number(request.headers.get('content-length') || 0)
  if (length > MAX_BODY_BYTES) throw new ApiError(413, MESSAGES.bodyTooLarge)
  const raw = await request.text()
  if (raw.length > MAX_BODY_BYTES) throw new ApiError(413, MESSAGES.bodyTooLarge)
  if (!raw.trim()) return { body: undefined, raw }
  try {
    return { body: JSON.parse(raw), raw }
  } catch {
    throw new ApiError(400, MESSAGES.invalidJson)
  }
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' }

/** Status, headers and body of an answer — shared by the Next-routed router and the fast path (server/fast). */
export type AnswerParts = { status: number; headers: Record<string, string>; body: string | Uint8Array | null }

export function errorParts(error: ApiError): AnswerParts {
  return {
    status: error.status,
    headers: { ...JSON_HEADERS, 'cache-control': 'no-store', ...error.headers },
    body: JSON.stringify({ errors: error.errors }),
  }
}

export function answerParts(answer: ApiAnswer): AnswerParts {
  if (answer.kind === 'raw') return { status: answer.status, headers: answer.headers, body: answer.body }
  const body = answer.meta === undefined ? { data: answer.data } : { data: answer.data, meta: answer.meta }
  return {
    status: answer.status ?? 200,
    headers: { ...JSON_HEADERS, 'cache-control': 'no-store', ...answer.headers },
    body: JSON.stringify(body),
  }
}

/** Any thrown value → the API error answered (anonymous callers are told to sign in rather than that they are forbidden). */
export function finalError(error: unknown, headers: Pick<Headers, 'get'>, label: string): ApiError {
  let apiError = toApiError(error)
  if (apiError.status === 403 && !hasCredentials(headers)) apiError = unauthorized()
  if (apiError.status >= 500) console.error('[api]', label, error)
  return apiError
}

const toResponse = ({ status, headers, body }: AnswerParts): Response =>
  new Response(body as BodyInit | null, { status, headers })

export const errorResponse = (error: ApiError): Response => toResponse(errorParts(error))

export const answerResponse = (answer: ApiAnswer): Response => toResponse(answerParts(answer))

function authorise(endpoint: ApiEndpoint, user: ApiUser | null) {
  if (endpoint.auth === 'public') return
  if (!user) throw unauthorized()
  if (endpoint.auth === 'staff' && !isAdminUser(user) && !isEmployeeUser(user)) throw forbidden()
  if (endpoint.auth === 'admin' && !isAdminUser(user)) throw forbidden()
}

/** Whether a request carries anything Payload could authenticate (JWT/API key header or the session cookie). */
export const hasCredentials = (headers: Pick<Headers, 'get'>): boolean =>
  headers.get('authorization') !== null || /(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')

export type Router = (request: Request, path: string) => Promise<Response>

type Matched = { endpoint: ApiEndpoint; params: Record<string, string> }

/**
 * A matched endpoint's steps after routing: rate limit → authenticate → authorise → body → handler → answer parts.
 * Shared by the Next-routed router and the fast path (server/fast), so both answer alike by construction.
 */
export async function runEndpoint(found: Matched, payload: Payload, request: EndpointRequest, label: string): Promise<AnswerParts> {
  try {
    const ip = clientIp(request.headers)
    if (found.endpoint.rateLimit) await hitRateLimit(payload, found.endpoint.rateLimit, `${request.method} ${found.endpoint.path}`, ip)
    // anonymous requests (no token header, no session cookie) skip Payload's auth strategies (~2 ms each)
    const { user } = hasCredentials(request.headers) ? await payload.auth({ headers: request.headers }) : { user: null }
    const caller = (user as ApiUser | null) ?? null
    authorise(found.endpoint, caller)
    const { body, raw: rawBody } = await readBody(request)
    const query = new URLSearchParams(request.search)
    // NUL and lone surrogates never reach PostgreSQL (a German 400 instead of its 22021/22P05)
    assertStorableInput({ params: found.params, query, body })
    const req = await createLocalReq({ user: caller ?? undefined, req: { headers: request.headers } }, payload)
    const ctx: ApiContext = {
      payload,
      req,
      user: caller,
      params: found.params,
      query,
      headers: request.headers,
      body,
      rawBody,
      ip,
    }
    return answerParts(await found.endpoint.handler(ctx))
  } catch (error) {
    return errorParts(finalError(error, request.headers, label))
  }
}

/** parse → authorise → handler (which calls an operation in server/) → `{ data }` envelope. */
export function createRouter(endpoints: ApiEndpoint[], loadPayload: () => Promise<Payload>): Router {
  const compiled = compile(endpoints)
  const route: Router = async (request, path) => {
    const label = `${request.method} ${path}`
    try {
      let found: MatchResult
      try {
        found = match(compiled, request.method, path)
      } catch {
        throw new ApiError(400, MESSAGES.invalidAddress) // a malformed %-escape in a path parameter
      }
      if (!found) throw new ApiError(404, MESSAGES.routeNotFound)
      if ('methodNotAllowed' in found) throw new ApiError(405, MESSAGES.methodNotAllowed)
      const payload = await loadPayload()
      const url = new URL(request.url)
      const input: EndpointRequest = { method: request.method, headers: request.headers, search: url.search, text: () => request.text() }
      return toResponse(await runEndpoint(found, payload, input, label))
    } catch (error) {
      return errorResponse(finalError(error, request.headers, label))
    }
  }
  // every answer carries the security headers (server.mjs sets them as well; here they hold under `next dev` too)
  return async (request, path) => {
    const response = await route(request, path)
    for (const [name, value] of Object.entries(securityHeaders('api', cameOverTls(request.headers))))
      if (!response.headers.has(name)) response.headers.set(name, value)
    return response
  }
}

export type { HttpMethod }
