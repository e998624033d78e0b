/**
 * GET /api/orders/frontdesk/:branchId/:apiKey and GET /api/orders/backoffice/:branchId/:apiKey — the order lists
 * of a branch's front-desk (pickup display) and back-office (kitchen) screens (BO §2, §7).
 * Caller: a device, authorised by its API key (created in the admin: Gerät → "Neuen API-Schlüssel erzeugen"),
 * not by a user. The key must belong to an enabled device of that branch and type; compared by sha-256 in
 * constant time. Wrong branch or key → 404 'Diese Liste wurde nicht gefunden.'
 * Answer: backoffice `{ data: [{ id, ticketNumber, state, createdAt, deliveryType, tableIdentifier,
 * appointmentDate, customerName, comment, items: [{ name, amount, unitName, parts }] }] }` (open orders);
 * frontdesk `{ data: [{ id, ticketNumber, state, deliveryType, tableIdentifier, appointmentDate, statusChangedAt }] }`
 * (confirmed / ready / completed today). Both with ETag/304.
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
