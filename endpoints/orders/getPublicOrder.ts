/**
 * GET /api/orders/public/:uid/:hash — public (whoever knows uid and hash; the storefront polls it every 10 s).
 * Answer: 200 { data: PublicOrder } (status flags, appointment, items, totals, taxes — see server/orders/public.ts),
 *   ETag + Cache-Control: no-cache; 304 without body when If-None-Match matches.
 * Errors: 404 'Die Bestellung wurde nicht gefunden.' for an unknown uid and for a wrong hash alike.
 * Hot path: server.mjs answers it beside Next with the same function (`fast`); Next routes it until then.
 */
import type { ApiAnswer, ApiEndpoint, FastContext } from '../../server/api/types'
import { etagMatches } from '../../server/api/etag'
import { publicOrderEtagByUidHash, readPublicOrder } from '../../server/orders/public'

const orderAnswer = ({ order, etag }: Awaited<ReturnType<typeof readPublicOrder>>): ApiAnswer => ({
  kind: 'raw',
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', etag, 'cache-control': 'no-cache' },
  body: JSON.stringify({ data: order }),
})

/** Promise chains rather than awaits: every poll runs this, and each await is a promise hook more under Next. */
function answerPublicOrder({ payload, params, headers }: Pick<FastContext, 'payload' | 'params' | 'headers'>): Promise<ApiAnswer> {
  const uid = params.uid ?? ''
  const hash = params.hash ?? ''
  const ifNoneMatch = headers.get('if-none-match')
  if (!ifNoneMatch) return readPublicOrder(payload, uid, hash).then(orderAnswer)
  // a poll that already has the current state is answered from the ETag alone
  return publicOrderEtagByUidHash(payload, uid, hash).then((current) =>
    etagMatches(ifNoneMatch, current)
      ? { kind: 'raw', status: 304, headers: { etag: current, 'cache-control': 'no-cache' }, body: null }
      : readPublicOrder(payload, uid, hash).then(orderAnswer),
  )
}

export const getPublicOrderEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/orders/public/:uid/:hash',
  auth: 'public',
  handler: answerPublicOrder,
  fast: answerPublicOrder,
}
