/**
 * POST /api/orders/public — public (anonymous customers). Creates an order.
 * Body: the order form of SF §3 (deliveryType, isCompany, companyName, firstName, lastName, street, floor, stairway,
 *   door, zipCode, city, country = AT, vatNumber, phone, email, isDeliveryAddressDifferent, delivery… address,
 *   deliveryArea (id or name), table (id), comment, appointmentDate (ISO instant), paymentMethod = cash,
 *   legalInstructions, privacyPolicy, donatee (id)) + isDelivery, isDineIn, branch (id),
 *   items: [{ product, amount, unit?, parts?: [{ value?, values? } | null] }]. Prices/totals sent by the client are ignored.
 * Header: Idempotency-Key (optional) — a retry with the same key answers the first order again.
 * Answer: 201 { data: { uid, hash, paymentRedirectUrl? } }.
 * Errors: 400 { errors: [{ field, message }] } with every problem at once (nothing written); 413 body too large.
 * 429 with Retry-After when the client's budget is spent (platform/rate-limit.ts, rule 'orders').
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { createPublicOrder } from '../../intake/create'

export const createPublicOrderEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/orders/public',
  auth: 'public',
  rateLimit: 'orders',
  // answered beside Next as well (platform/fast): the busiest public POSTs
  fastPost: true,
  handler: async ({ req, body, headers }) => {
    const { answer, replayed } = await createPublicOrder(req, body, headers.get('idempotency-key'))
    return data(answer, { status: 201, headers: replayed ? { 'idempotent-replayed': 'true' } : {} })
  },
}
