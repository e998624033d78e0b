/**
 * GET /api/orders/current — the live order board (BO §7).
 * Caller: staff (employees: their branches; admins: all, or `?branch=<id>[,<id>]`).
 * Answer: `{ data: BoardOrder[] (the order's fields the board shows, with items), meta: { now, dayStart, missedOrderMinutes, timeZone, currency, branches: [{ id, name }],
 *   columns: { new|confirmed|ready|completed|closed: { total, next } }, alarmCount, missedCount } }`
 * — open orders (new, confirmed, in delivery / ready) and those completed, rejected or cancelled today, oldest first;
 * per column only the first 20 (open: oldest first; closed today: newest first) plus the 10 newest unacknowledged new ones.
 * Query: `show=<column>:<n>[,…]` (n ≤ 500 cards of that column), `closed=0` (no cards of today's rejected/cancelled, only the count),
 * `search=` (ticket, name, company, e-mail, phone, id; filters every column and its count),
 * `column=<column>[&after=<meta.columns[column].next>][&limit=n]`: that column's next page only. Bad values: 400.
 * Send the last `ETag` as `If-None-Match`: 304 without a body while nothing changed (polled every 3 s).
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
