/**
 * GET /api/time-tracking/:a/:b/me — the acting user, the clock state (idle | working | paused), the current activity
 * and today's worked/scheduled minutes and break warnings (BO §3, §7). {a}/{b}: branch and clock key (../../actor.ts).
 * Errors: 'Benutzer konnte nicht geladen werden.' followed by the reason; docs/time-tracking.md.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { clockPath } from '../../actor'
import { getMe } from '../../clock'

export const getTimeTrackingMeEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/time-tracking/:a/:b/me',
  auth: 'public',
  handler: async (ctx) => data(await getMe(ctx, clockPath(ctx.params))),
}
