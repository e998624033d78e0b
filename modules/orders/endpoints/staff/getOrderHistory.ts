/**
 * GET /api/orders/history — the order history, staff (employees their branches; another `?branch=` → 403):
 * branch, from/to, state, search, page, limit ≤ 100, sort and every standard order filter.
 * `{ data: Order[], meta: { page, limit, totalDocs, totalPages } }`. Parameters: docs/order-board.md "Endpoints".
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
