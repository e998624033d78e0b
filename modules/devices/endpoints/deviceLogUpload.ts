/**
 * POST /api/device/logs — a device screen uploads its recent log (after staff requested it): { branchId, apiKey,
 * log } (text, the newest 100 000 characters are kept). Answer: { data: { logUploadedAt, chars } }.
 * Errors: 404 wrong branch/key; 400 'Bitte senden Sie das Log als Text.' / too long.
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { deviceLogUpload } from '../agent'

export const deviceLogUploadEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/device/logs',
  auth: 'public',
  // the key in the body is a credential: a per-client budget before it is checked (docs/security.md)
  rateLimit: 'devices',
  handler: async ({ payload, body }) => data(await deviceLogUpload(payload, body)),
}
