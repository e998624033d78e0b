/**
 * GET /api/orders/public/:uid/:hash — public (whoever knows uid and hash; the storefront polls it every 10 s).
 * Answer: 200 { data: PublicOrder } (status flags, appointment, items, totals, taxes — see server/orders/public.ts),
 *   ETag + Cache-Control: no-cache; 304 without body when If-None-Match matches.
 * Errors: 404 'Die Bestellung wurde nicht gefunden.' for an unknown uid and for a wrong hash alike.
 */
import type { ApiEndpoint } from '../../server/api/types'
import { etagMatches, findOrderByUidHash, publicOrderEtag, toPublicOrder } from '../../server/orders/public'

export const getPublicOrderEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/orders/public/:uid/:hash',
  auth: 'public',
  handler: async ({ req, params, headers }) => {
    const order = await findOrderByUidHash(req, params.uid ?? '', params.hash ?? '')
    const etag = publicOrderEtag(order)
    const cache = { etag, 'cache-control': 'no-cache' }
    if (etagMatches(headers.get('if-none-match'), etag)) return { kind: 'raw', status: 304, headers: cache, body: null }
    return {
      kind: 'raw',
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', ...cache },
      body: JSON.stringify({ data: toPublicOrder(order) }),
    }
  },
}
