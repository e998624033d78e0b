/**
 * POST /api/device/push-subscription — a device screen stores its browser's Web Push subscription: { branchId, apiKey,
 * subscription: PushSubscription.toJSON() } (HTTPS endpoint, p256dh, auth). Answer: { data: { subscribedAt } }.
 * Errors: 404 wrong branch/key; 400 'Das Push-Abonnement ist ungültig.' / not HTTPS; 409 not a kitchen/front-desk screen.
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { devicePushSubscription } from '../agent'

export const devicePushSubscriptionEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/device/push-subscription',
  auth: 'public',
  // the key in the body is a credential: a per-client budget before it is checked (docs/security.md)
  rateLimit: 'devices',
  handler: async ({ payload, body }) => data(await devicePushSubscription(payload, body)),
}
