import { encodedBody } from '../cache/publicCache'
import type { CachedBody } from '../cache/publicCache'
import type { ApiAnswer } from './types'

/**
 * A prepared JSON body with its ETag: 304 when the client already has it; otherwise the body compressed once
 * (brotli or gzip per Accept-Encoding) rather than on every request.
 */
export function etagAnswer(body: CachedBody, requestHeaders: Headers, isPrivate: boolean): ApiAnswer {
  const headers: Record<string, string> = {
    etag: body.etag,
    'cache-control': isPrivate ? 'private, no-cache' : 'public, no-cache',
    vary: 'Authorization, Cookie, Accept-Encoding',
  }
  if (requestHeaders.get('if-none-match') === body.etag) return { kind: 'raw', status: 304, headers, body: null }
  const { data, encoding } = encodedBody(body, requestHeaders.get('accept-encoding'))
  if (encoding) headers['content-encoding'] = encoding
  return { kind: 'raw', status: 200, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: data }
}
