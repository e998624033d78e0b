/**
 * POST /api/time-tracking/:a/:b/working-activities/end — BO §4 transition "end" of the acting user's current
 * activity; answers the clock view like GET …/me. Body: none (or { username, accessToken } instead of the headers).
 * Errors: 409 'Aktivität konnte nicht beendet werden.' followed by the reason (docs/time-tracking.md).
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { clockPath } from '../../actor'
import { clockAction } from '../../clock'

export const endActivityEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/time-tracking/:a/:b/working-activities/end',
  auth: 'public',
  // a PIN is a credential: the terminal's clock actions share the login limit per client
  rateLimit: 'login',
  handler: async (ctx) => data(await clockAction(ctx, clockPath(ctx.params), 'end')),
}
