/**
 * GET /api/orders/public/:uid/:hash — public (whoever knows uid and hash; the storefront polls it every 10 s).
 * Answer: 200 { data: PublicOrder } (status flags, appointment, items, totals, taxes — see server/orders/public.ts),
 *   ETag + Cache-Control: no-cache; 304 without body when If-None-Match matches.
 * Errors: 404 'Die Bestellung wurde nicht gefunden.' for an unknown uid and for a wrong hash alike.
 */
import type { ApiEndpoint } from '../../server/api/types'
import { etagMatches, findOrderByUidHash, publicOrderEtag, publicOrderEtagByUidHash, toPublicOrder } from '../../server/orders/public'

export const getPublicOrderEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/orders/public/:uid/:hash',
  auth: 'public',
  handler: async ({ req, params, headers }) => {
    const uid = params.uid ?? ''
    const hash = params.hash ?? ''
    const ifNoneMatch = headers.get('if-none-match')
    // a poll that already has the current state is answered from the ETag alone
    if (ifNoneMatch) {
      const current = await publicOrderEtagByUidHash(req, uid, hash)
      if (etagMatches(ifNoneMatch, current)) return { kind: 'raw', status: 304, headers: { etag: current, 'cache-control': 'no-cache' }, body: null }
    }
    const order = await findOrderByUidHash(req, uid, hash)
    const etag = publicOrderEtag(order)
    const cache = { etag, 'cache-control': 'no-cache' }
    return {
      kind: 'raw',
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', ...cache },
      body: JSON.stringify({ data: toPublicOrder(order) }),
    }
  },
}
