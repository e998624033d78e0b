/**
 * GET /api/orders — the standard order list, which also takes the history parameters (BO §7 "GET /orders
 * (history parameters)"): from, to, state, search as in GET /api/orders/history. Without any of them it answers
 * exactly like the generic record list (same filters, paging, sort, access); registered before the generic
 * endpoints so it wins for this path.
 * Caller: as the generic list (orders are branch-scoped: staff only, employees see their branches).
 * Answer: `{ data: Order[], meta: { page, limit, totalDocs, totalPages } }`.
 */
import { hasHistoryParams, orderHistory } from '../../staff/board'
import { listRecords, parseListQuery } from '../../../../platform/records/records'
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'

export const listOrdersEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/orders',
  auth: 'public',
  handler: async ({ req, payload, query }) => {
    const { docs, meta } = hasHistoryParams(query)
      ? await orderHistory(req, query, null)
      : await listRecords(req, 'orders', parseListQuery(payload, 'orders', query))
    return data(docs, { meta })
  },
}
