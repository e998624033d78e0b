/**
 * POST /api/payments/stripe/webhook — public, authenticated by the `Stripe-Signature` header
 * (HMAC-SHA256 with STRIPE_WEBHOOK_SECRET over `${t}.${rawBody}`, at most 5 minutes old).
 * Handles checkout.session.completed / async_payment_succeeded (paid), async_payment_failed (failed),
 * checkout.session.expired (canceled) and charge.refunded; other events are acknowledged and ignored.
 * Idempotent: an event id seen before changes nothing.
 * Answer: 200 { data: { received: true, duplicate, ignored, status } }. Errors: 400 bad/missing signature.
 */
import type { ApiEndpoint } from '../../../platform/api/types'
import { webhook } from './webhook'

export const stripeWebhookEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/payments/stripe/webhook',
  auth: 'public',
  handler: (ctx) => webhook(ctx, 'stripe'),
}
