/**
 * POST /api/payments/datatrans/webhook — public, authenticated by the `Datatrans-Signature: t=…,s0=…` header
 * (HMAC-SHA256 with the bytes of the hex key DATATRANS_HMAC_KEY over t + rawBody).
 * The body is the transaction (transactionId, status, refno, detail); authorized/settled/transmitted = paid,
 * failed, canceled. Idempotent: a delivery seen before changes nothing.
 * Answer: 200 { data: { received: true, duplicate, ignored, status } }. Errors: 400 bad/missing signature.
 */
import type { ApiEndpoint } from '../../../platform/api/types'
import { webhook } from './webhook'

export const datatransWebhookEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/payments/datatrans/webhook',
  auth: 'public',
  handler: (ctx) => webhook(ctx, 'datatrans'),
}
