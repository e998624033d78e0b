/**
 * POST /api/auth/authenticate — public.
 * Body `{ email | username, password }` → `{ data: { token } }` (JWT with `exp` in seconds and `roles`).
 * 401 wrong credentials; 429 after repeated failures (locked for a while).
 * 429 with Retry-After when the client's budget is spent (platform/rate-limit.ts, rule 'login').
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { authenticate, parseCredentials } from '../auth'

export const authenticateEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/auth/authenticate',
  auth: 'public',
  rateLimit: 'login',
  handler: async ({ req, body }) => data(await authenticate(req, parseCredentials(body))),
}
