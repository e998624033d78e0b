/**
 * Payload's own REST API under /backend/api (the admin uses it): errors Payload answers with 500 or in English become
 * German 400/404/409 in the spec's `{ errors: [{ field, message }] }` — bad limit/page, non-record ids, missing or
 * still-used references, unqueryable fields, PostgreSQL errors — through `guardPayloadRest` and the config's
 * `hooks.afterError`. Payload's other client errors keep Payload's shape (the admin reads them); docs/security.md.
 */
import type { AfterErrorHook } from 'payload'
import * as qs from 'qs-esm'

import { isRecordId } from '../records/records'
import { ApiError, MESSAGES, toApiError } from './errors'
import { whereShapeError } from './payload-where'
import { referenceError } from './references'
import { isStorableText } from './text-input'

/** Payload treats `limit=0` as "no limit"; anything else must be a non-negative integer within range. */
export const isValidLimit = (raw: string) => /^\d{1,9}$/.test(raw.trim())
export const isValidPage = (raw: string) => /^\d{1,9}$/.test(raw.trim()) && Number(raw) >= 1

/**
 * Whether `name` is in the query more than once or in bracket form (`limit[]=5`, `page[a]=1`): Payload's query parser
 * (qs) makes an array or object of it, which its list passed on to PostgreSQL (found by the random fuzz: a 500).
 */
function listOrObject(query: URLSearchParams, name: string): boolean {
  if (query.getAll(name).length > 1) return true
  for (const key of query.keys()) if (key.startsWith(`${name}[`)) return true
  return false
}

/** The German error for a malformed `limit`/`page` of a list request, else null. */
export function listParamError(query: URLSearchParams): ApiError | null {
  const limit = query.get('limit')
  if (listOrObject(query, 'limit') || (limit !== null && limit !== '' && !isValidLimit(limit)))
    return new ApiError(400, [{ field: 'limit', message: MESSAGES.invalidLimit }])
  const page = query.get('page')
  if (listOrObject(query, 'page') || (page !== null && page !== '' && !isValidPage(page)))
    return new ApiError(400, [{ field: 'page', message: MESSAGES.invalidPage }])
  return null
}

/**
 * Client errors that keep Payload's own answer: the admin reads them (field errors under `data`, sign-in states), and
 * Payload words them in German. Every other error is mapped (English messages like 'Invalid JSON', and 500s).
 */
const PAYLOAD_SHAPED_ERRORS = new Set([
  'ValidationError',
  'Forbidden',
  'UnauthorizedError',
  'AuthenticationError',
  'LockedAuth',
  'UnverifiedEmail',
  'Locked',
  'LoginThrottledError',
])

const operationOf = (method: string | undefined) =>
  method === 'DELETE' ? 'delete' : method === 'POST' ? 'create' : ('update' as const)

/** How Payload parses the query string (createPayloadRequest). */
const QS_OPTIONS = { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true } as const

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** Validates what Payload would pass to PostgreSQL unchecked; null = let Payload answer. */
export function checkRestRequest(
  request: Request,
  collections: readonly { slug: string; endpoints?: false | readonly { path: string; method: string }[] }[],
  base = '/backend/api',
): ApiError | null {
  const url = new URL(request.url)
  if (!url.pathname.startsWith(`${base}/`)) return null
  let segments: string[]
  try {
    segments = url.pathname
      .slice(base.length + 1)
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent)
  } catch {
    return new ApiError(400, MESSAGES.invalidAddress)
  }
  // NUL and lone surrogates never reach PostgreSQL (as on our own API: platform/api/text-input.ts)
  const unstorable = [...segments, ...url.searchParams.keys(), ...url.searchParams.values()].some((v) => !isStorableText(v))
  if (unstorable) return new ApiError(400, MESSAGES.invalidText)
  const [slug, second, third] = segments
  const collection = collections.find((c) => c.slug === slug)
  if (!collection) return null
  if (request.method === 'GET') {
    const listError = listParamError(url.searchParams)
    if (listError) return listError
  }
  // Payload JSON-parses a `where` or `data` query parameter given as a string (parseParams): only a JSON object passes
  const query = qs.parse(url.search, QS_OPTIONS) as Record<string, unknown>
  for (const key of ['where', 'data']) {
    const raw = query[key]
    if (typeof raw !== 'string' || raw === '') continue
    const parsed = parseJsonObject(raw)
    if (parsed === null) return new ApiError(400, [{ field: key, message: MESSAGES.invalidRequest }])
    query[key] = parsed
  }
  // operator values of the wrong shape (a list for `like`, a list for `near`) crash in drizzle
  if (query.where !== undefined && query.where !== '') {
    const malformed = whereShapeError(query.where)
    if (malformed !== null) return new ApiError(400, [{ field: malformed, message: MESSAGES.invalidRequest }])
  }
  // a filter key given twice becomes an array where Payload expects one value (drizzle: 'val.split is not a function');
  // the admin writes lists with indices (where[id][in][0]=…), never a key twice
  const filterKeys = [...url.searchParams.keys()].filter((key) => key.startsWith('where['))
  const repeated = filterKeys.find((key, i) => filterKeys.indexOf(key) !== i)
  if (repeated !== undefined) return new ApiError(400, [{ field: repeated, message: MESSAGES.invalidRequest }])
  // /{slug}/{id} and /{slug}/{id}/duplicate — unless the segment is one of the collection's own static routes
  // (/users/me, /products/count, /users/login …)
  if (second === undefined) return null
  const method = request.method.toLowerCase()
  const endpoints = collection.endpoints || []
  const isStatic = endpoints.some(
    (e) => e.method.toLowerCase() === method && e.path === `/${second}${third === undefined ? '' : `/${third}`}`,
  )
  // a collection whose single-segment route takes another parameter (payload-preferences: /:key) is left alone
  const otherParam = endpoints.some(
    (e) => e.method.toLowerCase() === method && /^\/:(?!id\b)/.test(e.path) && !e.path.slice(1).includes('/'),
  )
  const byId =
    !otherParam &&
    (third === undefined ? ['get', 'patch', 'put', 'delete'].includes(method) : third === 'duplicate' && method === 'post')
  if (!isStatic && byId && !isRecordId(/^\d+$/.test(second) ? Number(second) : NaN)) return new ApiError(404, MESSAGES.notFound)
  return null
}

/**
 * The JSON body of a create (POST /{slug}) or update (PATCH/PUT /{slug}/{id}) must be an object without dotted keys
 * (Payload reads `a.b` as a path and crashes on it); an empty body or another JSON value → 400. Multipart bodies
 * (uploads from the admin), method-overridden reads and the collections' own routes are left to Payload.
 */
async function checkRestBody(
  request: Request,
  collections: Parameters<typeof checkRestRequest>[1],
  base = '/backend/api',
): Promise<ApiError | null> {
  const method = request.method.toUpperCase()
  if (method !== 'POST' && method !== 'PATCH' && method !== 'PUT') return null
  // the admin's relationship and upload fields read lists as POST with `X-Payload-HTTP-Method-Override: GET` and the
  // query form-encoded in the body: a read, not a create
  if (request.headers.has('x-payload-http-method-override')) return null
  if (/multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) return null
  const url = new URL(request.url)
  const segments = url.pathname
    .slice(base.length + 1)
    .split('/')
    .filter(Boolean)
  const [slug, second] = segments
  const collection = collections.find((c) => c.slug === slug)
  if (!collection || segments.length > 2) return null
  const isCreate = method === 'POST' && second === undefined
  const isUpdate = method !== 'POST' && second !== undefined && /^\d+$/.test(second)
  if (!isCreate && !isUpdate) return null
  const text = await request.clone().text()
  if (text.trim() === '') return new ApiError(400, MESSAGES.jsonObject)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return new ApiError(400, MESSAGES.invalidJson)
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return new ApiError(400, MESSAGES.jsonObject)
  const dotted = Object.keys(body).find((key) => key.includes('.'))
  if (dotted !== undefined) return new ApiError(400, [{ field: dotted, message: MESSAGES.unknownField }])
  return null
}

/** Payload's own "no such route" answers (404 `{ message: 'Route not found …' }`, 501 `Cannot GET …`) in German. */
async function germanRouteAnswer(response: Response): Promise<Response> {
  if (response.status !== 404 && response.status !== 501) return response
  const text = await response.clone().text()
  if (!/Route not found|Cannot [A-Z]+ /.test(text)) return response
  return Response.json({ errors: [{ field: null, message: MESSAGES.routeNotFound }] }, { status: 404, headers: response.headers })
}

/**
 * Wraps one of Payload's REST route handlers (app/(payload)/backend/api/[...slug]/route.ts): malformed limit/page and
 * ids that cannot exist are answered here, before Payload sends them to PostgreSQL; Payload answers the rest.
 */
export function guardPayloadRest<A extends unknown[]>(
  collections: () => Promise<Parameters<typeof checkRestRequest>[1]>,
  handler: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    const list = await collections()
    const error = checkRestRequest(request, list) ?? (await checkRestBody(request, list))
    if (error) return Response.json({ errors: error.errors }, { status: error.status, headers: { 'cache-control': 'no-store' } })
    return germanRouteAnswer(await handler(request, ...rest))
  }
}

export function restApiError(
  error: unknown,
  req: {
    method?: string | null
    url?: string | null
    routeParams?: Record<string, unknown>
    payload: Parameters<typeof referenceError>[0]
  },
  collection?: string,
): ApiError | null {
  const e = (error ?? {}) as { name?: string; status?: number }
  const status = typeof e.status === 'number' ? e.status : 500
  if (status < 500 && PAYLOAD_SHAPED_ERRORS.has(e.name ?? '')) return null
  if (status >= 500) {
    const query = req.url ? new URL(req.url, 'http://localhost').searchParams : new URLSearchParams()
    const listError = listParamError(query)
    if (listError) return listError
    const id = req.routeParams?.id
    if (typeof id === 'string' && !isRecordId(Number(id))) return new ApiError(404, MESSAGES.notFound)
    if (typeof id === 'number' && !isRecordId(id)) return new ApiError(404, MESSAGES.notFound)
    const reference = referenceError(req.payload, collection, error, operationOf(req.method ?? undefined))
    if (reference) return reference
  }
  return toApiError(error)
}

export const payloadRestAfterError: AfterErrorHook = ({ error, req, collection }) => {
  const mapped = restApiError(error, req as never, collection?.slug)
  if (!mapped) return
  // the spec's `{ field, message }` entries (Payload's ErrorResult types `data` where we have `field`)
  return { response: { errors: mapped.errors } as unknown as Record<string, unknown>, status: mapped.status }
}
