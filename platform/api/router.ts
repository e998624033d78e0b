import { createLocalReq } from 'payload'
import type { Payload } from 'payload'

import { isAdminUser, isEmployeeUser } from '../access/roles'
import { cameOverTls, clientIp } from '../http/client'
import { securityHeaders } from '../http/security-headers.mjs'
import { hitRateLimit } from '../rate-limit'
import { answerParts, errorParts, finalError, hasCredentials } from './answer'
import type { AnswerParts } from './answer'
import { ApiError, MESSAGES, forbidden, unauthorized } from './errors'
import { compile, match } from './match'
import type { MatchResult } from './match'
import { assertStorableInput } from './text-input'
import type { ApiAnswer, ApiContext, ApiEndpoint, ApiUser, HttpMethod, ReceivedFile } from './types'

export const MAX_BODY_BYTES = 14 * 1024 * 1024 // uploads (≤ 10 MB) arrive as base64 data URLs (+33 %)

/**
 * The request as both paths provide it: Next's WHATWG Request, or Node's IncomingMessage on the fast path
 * (platform/fast) — the steps below run the same either way.
 */
export type EndpointRequest = {
  method: string
  headers: Headers
  /** The query string with its '?' ('' without one). */
  search: string
  /** The body decoded as UTF-8 (a leading BOM dropped, invalid bytes replaced), as `Request.text()` does. */
  text: () => Promise<string>
  /** The body as form data (Next's path only; endpoints with `files: true`). */
  formData?: () => Promise<FormData>
}

type ReadBody = { body: unknown; raw: string; files: ReceivedFile[] }

const isMultipart = (headers: Headers) => /^multipart\/form-data\s*;/i.test(headers.get('content-type') ?? '')

/** A multipart body: text fields → `body` (a field sent twice keeps its last value), file parts → `files`. */
async function readForm(request: EndpointRequest & { formData: () => Promise<FormData> }): Promise<ReadBody> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new ApiError(400, MESSAGES.invalidForm)
  }
  const body: Record<string, string> = {}
  const files: ReceivedFile[] = []
  let bytes = 0
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      body[field] = value
      continue
    }
    bytes += value.size
    if (bytes > MAX_BODY_BYTES) throw new ApiError(413, MESSAGES.bodyTooLarge)
    files.push({ field, name: value.name, mimeType: value.type, data: Buffer.from(await value.arrayBuffer()) })
  }
  return { body, raw: '', files }
}

async function readBody(request: EndpointRequest, acceptsFiles: boolean): Promise<ReadBody> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'DELETE') return { body: undefined, raw: '', files: [] }
  const length = Number(request.headers.get('content-length') || 0)
  if (length > MAX_BODY_BYTES) throw new ApiError(413, MESSAGES.bodyTooLarge)
  const { formData } = request
  if (acceptsFiles && formData && isMultipart(request.headers)) return readForm({ ...request, formData })
  const raw = await request.text()
  if (raw.length > MAX_BODY_BYTES) throw new ApiError(413, MESSAGES.bodyTooLarge)
  if (!raw.trim()) return { body: undefined, raw, files: [] }
  try {
    return { body: JSON.parse(raw), raw, files: [] }
  } catch {
    throw new ApiError(400, MESSAGES.invalidJson)
  }
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
export type Router = (request: Request, path: string) => Promise<Response>

type Matched = { endpoint: ApiEndpoint; params: Record<string, string> }

/**
 * A matched endpoint's steps after routing: rate limit → authenticate → authorise → body → handler → answer parts.
 * Shared by the Next-routed router and the fast path (platform/fast), so both answer alike by construction.
 */
export async function runEndpoint(found: Matched, payload: Payload, request: EndpointRequest, label: string): Promise<AnswerParts> {
  try {
    const ip = clientIp(request.headers)
    if (found.endpoint.rateLimit) await hitRateLimit(payload, found.endpoint.rateLimit, `${request.method} ${found.endpoint.path}`, ip)
    // anonymous requests (no token header, no session cookie) skip Payload's auth strategies (~2 ms each)
    const { user } = hasCredentials(request.headers) ? await payload.auth({ headers: request.headers }) : { user: null }
    const caller = (user as ApiUser | null) ?? null
    authorise(found.endpoint, caller)
    const { body, raw: rawBody, files } = await readBody(request, found.endpoint.files === true)
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
      files,
      ip,
    }
    return answerParts(await found.endpoint.handler(ctx))
  } catch (error) {
    return errorParts(finalError(error, request.headers, label))
  }
}

/** parse → authorise → handler (which calls a module's operation) → `{ data }` envelope. */
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
      const input: EndpointRequest = {
        method: request.method,
        headers: request.headers,
        search: url.search,
        text: () => request.text(),
        formData: () => request.formData(),
      }
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
