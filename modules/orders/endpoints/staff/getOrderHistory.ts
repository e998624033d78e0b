/**
 * GET /api/orders/history — the order history.
 * Caller: staff; employees only see their branches (`?branch=` of another branch → 403).
 * Query: branch (id[,id]), from / to ('YYYY-MM-DD' in the shop's zone, `to` inclusive, or ISO instants; on the
 * creation time), state (new|confirmed|inDelivery|completed|rejected|canceled|failed|open|missed, comma-separated),
 * search (ticket number, name, company, e-mail, phone, uid, id), page, limit (≤ 100), sort (default -createdAt),
 * and every standard order list filter.
 * Answer: `{ data: Order[], meta: { page, limit, totalDocs, totalPages } }`.
 */
import { orderHistory } from '../../staff/board'
import { staffScope } from '../../staff/scope'
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'

export const getOrderHistoryEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/orders/history',
  auth: 'staff',
  handler: async ({ req, user, query }) => {
    const { docs, meta } = await orderHistory(req, query, staffScope(user, query.get('branch')))
    return data(docs, { meta })
  },
}
