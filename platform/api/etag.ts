import type { CachedBody } from '../cache/publicCache'
import type { ApiAnswer, HeaderReader } from './types'

/**
 * A prepared JSON body with its ETag: 304 when the client already has it.
 * Compression is left to the HTTP layer: Next's route handlers drop a Content-Encoding set by the handler
 * (send-response.ts FORBIDDEN_HEADERS), so a pre-compressed body would reach the client undeclared.
 */
export function etagAnswer(body: CachedBody, requestHeaders: HeaderReader, isPrivate: boolean): ApiAnswer {
  const headers: Record<string, string> = {
    etag: body.etag,
    'cache-control': isPrivate ? 'private, no-cache' : 'public, no-cache',
    vary: 'Authorization, Cookie',
  }
  if (etagMatches(requestHeaders.get('if-none-match'), body.etag)) return { kind: 'raw', status: 304, headers, body: null }
  return { kind: 'raw', status: 200, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: body.bytes }
}

/** Whether an If-None-Match header matches an ETag (list, weak prefix and '*' understood). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '')
    return tag === '*' || tag === etag
  })
}
