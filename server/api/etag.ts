import type { CachedBody } from '../cache/publicCache'
import type { ApiAnswer } from './types'

/** A prepared JSON body with its ETag: 304 when the client already has it. */
export function etagAnswer(body: CachedBody, requestHeaders: Headers, isPrivate: boolean): ApiAnswer {
  const headers = {
    etag: body.etag,
    'cache-control': isPrivate ? 'private, no-cache' : 'public, no-cache',
    vary: 'Authorization, Cookie',
  }
  if (requestHeaders.get('if-none-match') === body.etag) return { kind: 'raw', status: 304, headers, body: null }
  return { kind: 'raw', status: 200, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: body.json }
}
