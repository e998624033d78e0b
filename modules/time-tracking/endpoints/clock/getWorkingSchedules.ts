/**
 * GET /api/time-tracking/:a/:b/working-schedules — the acting user's schedule entries
 * `[{ id, date, weekday, from, to, hours, validFrom, validUntil, note }]` (docs/time-tracking.md).
 * Errors: 'Arbeitsplanung konnte nicht geladen werden.' followed by the reason.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { clockPath } from '../../actor'
import { getSchedules } from '../../clock'

export const getTimeTrackingSchedulesEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/time-tracking/:a/:b/working-schedules',
  auth: 'public',
  handler: async (ctx) => data(await getSchedules(ctx, clockPath(ctx.params))),
}
