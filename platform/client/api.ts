/**
 * The one client of our API for the storefront, the device screens and the back office: an answer carries its payload
 * in `{ data }` (lists also `{ meta }`), a failure German `{ errors: [{ field, message }] }`. Browser-safe: it imports
 * only domain/.
 */
import { MESSAGES } from '../../domain/messages'
import type { FieldError } from '../../domain/messages'

/** A failed call: the HTTP status (0: no answer) and the server's errors (never empty when thrown by this client). */
export class ApiError extends Error {
  readonly status: number
  readonly errors: readonly FieldError[]

  constructor(status: number, errors: readonly FieldError[], fallback: string = MESSAGES.unknownError) {
    super(errors[0]?.message ?? fallback)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
  }
}

/** The `{ field, message }` list of a failure body (`field: null` becomes ''); `fallback` when it names none. */
export function envelopeErrors(body: unknown, fallback: string = MESSAGES.unknownError): FieldError[] {
  const raw = body !== null && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined
  const errors = (Array.isArray(raw) ? raw : [])
    .filter((entry): entry is { field?: unknown; message?: unknown } => entry !== null && typeof entry === 'object')
    .map((entry) => ({
      field: typeof entry.field === 'string' ? entry.field : '',
      message: typeof entry.message === 'string' && entry.message.trim() !== '' ? entry.message : fallback,
    }))
  return errors.length > 0 ? errors : [{ field: '', message: fallback }]
}

/** A success of our API always carries `data` (null included); a body without it is not an answer of ours. */
function dataOf<T>(response: Response, body: unknown, fallback: string | undefined): T {
  if (body !== null && typeof body === 'object' && 'data' in body) return (body as { data: T }).data
  throw new ApiError(response.status, envelopeErrors(null, fallback))
}

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON. */
  readonly body?: unknown
  readonly headers?: Record<string, string>
  readonly signal?: AbortSignal
  /** Default 'same-origin' (the session cookie); the device screens send none ('omit'). */
  readonly credentials?: RequestCredentials
  readonly cache?: RequestCache
  /** The message of a failure the server does not explain, and of no answer at all (default: the unknown error). */
  readonly fallback?: string
  /** The message when no answer came (default: `fallback`). */
  readonly unreachable?: string
  /** Back office: a 401 sends the browser to the login, which returns to this path. */
  readonly loginRedirect?: string
}

async function send(url: string, options: RequestOptions, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...extraHeaders }
  let body: string | undefined
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const fallback = options.fallback ?? MESSAGES.unknownError
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: options.credentials ?? 'same-origin',
      cache: options.cache,
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, [{ field: '', message: options.unreachable ?? fallback }])
  }
}

/** The body as JSON, or null (empty or not JSON). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** The ApiError of a failed answer (also for calls whose success is not JSON, e.g. an image). */
export async function failure(
  response: Response,
  options: Pick<RequestOptions, 'fallback' | 'loginRedirect'> = {},
): Promise<ApiError> {
  if (response.status === 401 && options.loginRedirect !== undefined && typeof window !== 'undefined')
    window.location.assign(`/backend/login?redirect=${encodeURIComponent(options.loginRedirect)}`)
  return new ApiError(response.status, envelopeErrors(await readBody(response).catch(() => null), options.fallback))
}

/** One call: the answer's `data`, or an ApiError with the server's German errors (or the fallback). */
export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(url, options)
  if (!response.ok) throw await failure(response, options)
  return dataOf<T>(response, await readBody(response), options.fallback)
}

export type Polled<T, M = undefined> = { status: 'unchanged' } | { status: 'modified'; data: T; meta: M; etag: string | null }

/** A GET with If-None-Match: 304 is 'unchanged', else the answer's data and meta with its new ETag. */
export async function apiPoll<T, M = undefined>(
  url: string,
  etag: string | null,
  options: RequestOptions = {},
): Promise<Polled<T, M>> {
  const response = await send(url, options, etag === null ? {} : { 'if-none-match': etag })
  if (response.status === 304) return { status: 'unchanged' }
  if (!response.ok) throw await failure(response, options)
  const body = await readBody(response)
  const meta = (body !== null && typeof body === 'object' ? (body as { meta?: M }).meta : undefined) as M
  return { status: 'modified', data: dataOf<T>(response, body, options.fallback), meta, etag: response.headers.get('etag') }
}
