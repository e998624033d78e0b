/**
 * POST /api/devices/:id/rotate-api-key — create or replace a front-desk / back-office device's API key.
 * Caller: staff of the device's branch (other branch → 403) or admins. Body: none.
 * Answer: `{ data: { id, apiKey, apiKeyCreatedAt, path } }` — the key is shown this once (only its sha-256 is
 * stored); `path` is the device's order list URL. The previous key stops working immediately.
 * 409 for device types without a key (printer, notification).
 */
import { parseId } from '../../../platform/records/records'
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { rotateDeviceApiKey } from '../order-lists'

export const rotateDeviceApiKeyEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/devices/:id/rotate-api-key',
  auth: 'staff',
  handler: async ({ req, params }) => data(await rotateDeviceApiKey(req, parseId(params.id))),
}
