/**
 * GET /api/orders — the standard order list, which also takes the history parameters (BO §7): from, to, state, search.
 * Without them it answers exactly like the generic record list; registered before the generic endpoints so it wins
 * for this path. `{ data: Order[], meta: { page, limit, totalDocs, totalPages } }`; docs/order-board.md.
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
