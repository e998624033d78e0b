/**
 * POST /api/orders/public — anonymous customers create an order: the SF §3 order form + `isDelivery`, `isDineIn`,
 * `branch`, `items`; client prices are ignored; optional `Idempotency-Key`. 201 `{ data: { uid, hash,
 * paymentRedirectUrl? } }`; 400 with every problem at once (nothing written); 413; 429 (rule 'orders').
 * Fields, checks and errors: docs/api-orders.md. The work: modules/orders/intake/create.ts.
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
