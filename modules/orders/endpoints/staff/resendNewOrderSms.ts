/**
 * POST /api/orders/:id/resend-new-order-sms — staff of the order's branch. Sends the customer's order
 * confirmation again by SMS (SMS_API_URL provider): a new outbox row, delivered right away.
 * Answer: 200 { data: outbox row (state 'sent') }.
 * Errors: 404 unknown/foreign order; 409 'Bestätigung konnte nicht versendet werden.' (+ reason: no phone number,
 *   SMS not configured); 502 the same when the provider failed (the row stays queued and is retried).
 */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { resend } from './resend'

export const resendNewOrderSmsEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/orders/:id/resend-new-order-sms',
  auth: 'staff',
  handler: (ctx) => resend(ctx, 'sms'),
}
