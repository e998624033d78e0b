/**
 * The API client: every answer carries its payload in `{ data }`; failures carry `{ errors: [{ field, message }] }`.
 */
import { MESSAGES } from '@domain'
import type { FieldError } from '@domain'

export class ApiError extends Error {
  readonly status: number
  readonly errors: readonly FieldError[]

  constructor(status: number, errors: readonly FieldError[]) {
    super(errors[0]?.message ?? MESSAGES.unknownError)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
  }
}

function toFieldErrors(body: unknown): FieldError[] {
  if (body === null || typeof body !== 'object') return []
  const raw = (body as { errors?: unknown }).errors
  if (!Array.isArray(raw)) return []
  return raw
    .filter((entry): entry is { field?: unknown; message?: unknown } => entry !== null && typeof entry === 'object')
    .map((entry) => ({
      field: typeof entry.field === 'string' ? entry.field : '',
      message: typeof entry.message === 'string' && entry.message !== '' ? entry.message : MESSAGES.unknownError,
    }))
}

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  readonly body?: unknown
  readonly headers?: Record<string, string>
  readonly signal?: AbortSignal
}

export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  let body: string | undefined
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  let response: Response
  try {
    response = await fetch(url, { method: options.method ?? 'GET', headers, body, credentials: 'same-origin', signal: options.signal })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, [{ field: '', message: MESSAGES.unknownError }])
  }
  const text = await response.text()
  let parsed: unknown = null
  if (text !== '') {
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = null
    }
  }
  if (!response.ok) {
    const errors = toFieldErrors(parsed)
    throw new ApiError(response.status, errors.length > 0 ? errors : [{ field: '', message: MESSAGES.unknownError }])
  }
  return (parsed !== null && typeof parsed === 'object' && 'data' in parsed ? (parsed as { data: T }).data : (parsed as T))
}

/** The SWR fetcher for GET keys. */
export const fetcher = <T,>(url: string): Promise<T> => apiRequest<T>(url)

export interface InitEntry {
  readonly url: string
  readonly data: unknown
}

/** The id of the data block in which the server puts the anonymous /api/init answer (server/storefront-shell.ts). */
export const INIT_BLOCK_ID = 'tresen-init'

/** The initial load from the page's data block (read once, then removed), else null. */
export function takeInlineInit(): InitEntry[] | null {
  if (typeof document === 'undefined') return null
  const block = document.getElementById(INIT_BLOCK_ID)
  if (block === null) return null
  block.remove()
  try {
    const parsed = JSON.parse(block.textContent ?? '') as { data?: unknown }
    return Array.isArray(parsed.data) ? (parsed.data as InitEntry[]) : null
  } catch {
    return null
  }
}

/** GET /api/init — on the first call the answer the server put into the page, when there is one. */
export function loadInit(): Promise<InitEntry[]> {
  const inline = takeInlineInit()
  if (inline !== null) return Promise.resolve(inline)
  return apiRequest<InitEntry[]>('/api/init')
}

/** A random UUID (crypto.randomUUID where available). */
export function uuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (char) => {
    const random = Math.floor(Math.random() * 16)
    return (char === 'x' ? random : (random & 0x3) | 0x8).toString(16)
  })
}
