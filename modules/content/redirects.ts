/**
 * Redirects applied before the storefront answers (app/(site)/[[...path]]/route.ts → storefrontRedirect): the
 * redirect records, read once and kept in memory like /api/init (platform/cache/publicCache.ts: dropped on every
 * content event after commit, in every process via LISTEN/NOTIFY), matched by domain/redirects.ts.
 *
 * Hook point for QR code paths: `setQrPathResolver` — a resolver registered there is asked first for every storefront
 * path (the devices/signage issue counts scans there); its answer wins over redirects.
 */
import type { Payload } from 'payload'

import { buildRedirectTable, findRedirect, redirectAnswer } from '../../domain/redirects'
import type { RedirectAnswer, RedirectRule, RedirectTable } from '../../domain/redirects'
import { cachedContent } from '../../platform/cache/publicCache'

/** Upper bound of redirects read into memory. */
const REDIRECT_LIMIT = 10_000

export async function loadRedirectTable(payload: Payload): Promise<RedirectTable> {
  return cachedContent('redirects:table', async () => {
    const { docs } = await payload.find({
      collection: 'redirects',
      overrideAccess: true,
      depth: 0,
      limit: REDIRECT_LIMIT,
      pagination: false,
      sort: 'id',
      select: { path: true, target: true, statusCode: true },
    })
    const rules: RedirectRule[] = docs.map((doc) => ({
      id: doc.id,
      path: doc.path,
      target: doc.target,
      statusCode: doc.statusCode === 302 ? 302 : 301,
    }))
    return buildRedirectTable(rules)
  })
}

/** A QR code path resolver: an answer for a path it owns, else null (then redirects are looked up). */
export type QrPathResolver = (pathname: string, request: Request) => Promise<RedirectAnswer | null>

const g = globalThis as unknown as { __tresenQrPathResolver?: QrPathResolver | null }

/** Registers the resolver for QR code paths (one per process; null removes it). */
export function setQrPathResolver(resolver: QrPathResolver | null): void {
  g.__tresenQrPathResolver = resolver
}

/** The redirect answer for a storefront request, or null when the storefront should answer. */
export async function storefrontRedirect(payload: Payload, request: Request): Promise<RedirectAnswer | null> {
  const url = new URL(request.url)
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return null
  }
  const qr = g.__tresenQrPathResolver
  if (qr) {
    const answer = await qr(pathname, request)
    if (answer) return answer
  }
  const table = await loadRedirectTable(payload)
  if (table.exact.size === 0 && table.patterns.length === 0) return null
  const rule = findRedirect(table, pathname)
  return rule ? redirectAnswer(rule, url.search) : null
}

/** The HTTP answer for a redirect (no caching by browsers beyond the request: redirects are editable). */
export function redirectResponse(answer: RedirectAnswer): Response {
  return new Response(null, {
    status: answer.status,
    headers: { location: answer.location, 'cache-control': answer.status === 301 ? 'public, max-age=300' : 'no-cache' },
  })
}
