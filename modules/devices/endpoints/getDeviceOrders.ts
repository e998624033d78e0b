/**
 * GET /api/orders/frontdesk/:branchId/:apiKey and …/backoffice/:branchId/:apiKey — the order lists of a branch's
 * pickup display and kitchen screen (BO §2, §7), for a device authorised by its API key (sha-256, constant time), not
 * a user. A wrong branch, key or type → the same 404 'Diese Liste wurde nicht gefunden.' Both with ETag/304; the
 * answer shapes are contracts/devices.ts. docs/order-board.md "Endpoints", docs/device-screens.md.
 */
import { etagAnswer } from '../../../platform/api/etag'
import type { ApiEndpoint } from '../../../platform/api/types'
import { toCachedBody } from '../../../platform/cache/publicCache'
import { deviceOrders } from '../order-lists'
import type { DeviceListKind } from '../order-lists'

const deviceEndpoint = (kind: DeviceListKind): ApiEndpoint => ({
  method: 'GET',
  path: `/orders/${kind}/:branchId/:apiKey`,
  auth: 'public',
  handler: async ({ req, params, headers }) => {
    const orders = await deviceOrders(req, kind, params.branchId ?? '', params.apiKey ?? '')
    return etagAnswer(toCachedBody({ data: orders }), headers, true)
  },
})

export const getFrontdeskOrdersEndpoint = deviceEndpoint('frontdesk')
export const getBackofficeOrdersEndpoint = deviceEndpoint('backoffice')
