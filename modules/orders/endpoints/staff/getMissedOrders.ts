/**
 * GET /api/orders/missed — orders still unconfirmed `config.missedOrderMinutes` (default 10) after they came in.
 * Caller: staff (employees: their branches; admins: all, or `?branch=`).
 * Answer: `{ data: Order[], meta: { now, missedOrderMinutes, total, limit } }`, the oldest `limit` (100) first; `total`
 * counts all missed orders of the scope.
 */
import { missedOrders } from '../../staff/board'
import { staffScope } from '../../staff/scope'
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'

export const getMissedOrdersEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/orders/missed',
  auth: 'staff',
  handler: async ({ req, user, query }) => {
    const { orders, meta } = await missedOrders(req, staffScope(user, query.get('branch')))
    return data(orders, { meta })
  },
}
