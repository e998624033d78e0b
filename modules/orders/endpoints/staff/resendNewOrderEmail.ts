/**
 * POST /api/orders/:id/resend-new-order-email — staff of the order's branch. Sends the customer's order
 * confirmation ('Bestellung eingegangen') again by e-mail: a new outbox row, delivered right away.
 * Answer: 200 { data: outbox row (state 'sent') }.
 * Errors: 404 unknown/foreign order; 409 'Bestätigung konnte nicht versendet werden.' (+ reason: no address,
 *   e-mail not configured); 502 the same when the SMTP server failed (the row stays queued and is retried).
 */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { resend } from './resend'

export const resendNewOrderEmailEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/orders/:id/resend-new-order-email',
  auth: 'staff',
  handler: (ctx) => resend(ctx, 'email'),
}
