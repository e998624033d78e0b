/**
 * GET /api/orders/current — the live order board (BO §7), staff (employees their branches; admins all or
 * `?branch=`): open orders and those closed today, the first 20 per column plus the newest unacknowledged, with
 * counts and paging (`show=`, `column=&after=`, `search=`, `closed=0`); ETag/304 (polled every 3 s).
 * Parameters and `meta`: docs/order-board.md "Endpoints".
 */
import { currentOrders, parseBoardQuery } from '../../staff/board'
import { staffScope } from '../../staff/scope'
import type { ApiEndpoint } from '../../../../platform/api/types'

export const getCurrentOrdersEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/orders/current',
  auth: 'staff',
  handler: async ({ req, user, query, headers }) => {
    const scope = staffScope(user, query.get('branch'))
    const answer = await currentOrders(req, scope, headers.get('if-none-match'), Date.now(), parseBoardQuery(query))
    const cacheHeaders = { etag: answer.etag, 'cache-control': 'private, no-cache', vary: 'Authorization, Cookie' }
    if (answer.notModified) return { kind: 'raw', status: 304, headers: cacheHeaders, body: null }
    // the cards arrive as JSON text from PostgreSQL: embedded as they are, not parsed and serialised again
    return {
      kind: 'raw',
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', ...cacheHeaders },
      body: `{"data":${answer.cardsJson},"meta":${JSON.stringify(answer.meta)}}`,
    }
  },
}
