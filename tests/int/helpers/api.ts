/** Calls our API in-process (no Next build needed): the same routers the Next route files use. */
import config from '@payload-config'
import { getPayload } from 'payload'
import type { Payload } from 'payload'
import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
// every in-process call comes from the same (unknown) client: the rate limits are off unless a test turns them on
// (tests/int/rate-limits.test.ts)
process.env.RATE_LIMITS ??= '0'

const { apiEndpoints, customApiEndpoints } = await import('../../../modules/endpoints')
const { createRouter } = await import('../../../platform/api/router')

let payloadPromise: Promise<Payload> | null = null
export const loadPayload = () => (payloadPromise ??= getPayload({ config }))

const api = createRouter(apiEndpoints, loadPayload)
const custom = createRouter(customApiEndpoints, loadPayload)

export type ApiResult<T = unknown> = {
  status: number
  headers: Headers
  body: { data?: T; meta?: unknown; errors?: { field: string | null; message: string }[] } & Record<string, unknown>
}

export async function call<T = unknown>(
  method: string,
  path: string,
  // `form`: a multipart/form-data body (the Request sets its content type with the boundary)
  options: { body?: unknown; form?: FormData; token?: string; headers?: Record<string, string>; base?: '/api' | '/custom/api' } = {},
): Promise<ApiResult<T>> {
  const base = options.base ?? '/api'
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `JWT ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(`http://localhost:3000${base}${path}`, {
    method,
    headers,
    body:
      options.form ??
      (options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body)),
  })
  const url = new URL(request.url)
  const response = await (base === '/api' ? api : custom)(request, url.pathname.slice(base.length))
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} }
}

const tokens = new Map<string, string>()

/** Signs in through POST /api/auth/authenticate (tokens are cached per test file). */
export async function login(email: string, password: string): Promise<string> {
  const cached = tokens.get(email)
  if (cached) return cached
  const res = await call<{ token: string }>('POST', '/auth/authenticate', { body: { email, password } })
  if (res.status !== 200 || !res.body.data?.token) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`)
  tokens.set(email, res.body.data.token)
  return res.body.data.token
}

/** Retries `fn` until `ok` holds (content-change events arrive a few ms after the commit), at most ~2.5 s. */
export async function eventually<T>(fn: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let value = await fn()
  for (let i = 0; i < 50 && !ok(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    value = await fn()
  }
  return value
}
