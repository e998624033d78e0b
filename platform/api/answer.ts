/**
 * An API answer's status, headers and body, and the error answer for anything thrown — shared by the Next-routed router
 * (platform/api/router.ts), the fast path beside Next (platform/fast) and the main thread's front (platform/front). No Payload
 * here: the front loads it without Next.
 */
import { toApiError, unauthorized } from './errors'
import type { ApiError } from './errors'
import type { ApiAnswer } from './types'

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' }

/** Status, headers and body of an answer — shared by the Next-routed router and the fast path (platform/fast). */
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

/** Whether the request carries a token or Payload's session cookie (only then is Payload asked who it is). */
export const hasCredentials = (headers: Pick<Headers, 'get'>): boolean =>
  headers.get('authorization') !== null || /(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')
