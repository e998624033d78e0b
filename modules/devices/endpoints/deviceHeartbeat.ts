/**
 * POST /api/device/heartbeat — a device screen (kitchen, front desk, time clock) every 30 s, authorised by its branch
 * and API key in the body: { branchId, apiKey }. Answer: { data: { heartbeatSeconds, logRequested, pushPublicKey,
 * pushSubscribed } } — whether staff asked for its log, and the VAPID public key for its push subscription.
 * Wrong branch/key or a disabled device → 404 'Dieses Gerät ist nicht freigeschaltet.'
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { deviceHeartbeat } from '../agent'

export const deviceHeartbeatEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/device/heartbeat',
  auth: 'public',
  // the key in the body is a credential: a per-client budget before it is checked (docs/security.md)
  rateLimit: 'devices',
  handler: async ({ payload, body }) => data(await deviceHeartbeat(payload, body)),
}
