/**
 * GET /api/time-tracking/:a/:b/working-activities?from=YYYY-MM-DD&to=YYYY-MM-DD — the acting user's activities
 * (default: this month up to today; at most 366 days) with worked and pause minutes (docs/time-tracking.md).
 * Errors: 'Aktivitäten konnten nicht geladen werden.' followed by the reason.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { clockPath } from '../../actor'
import { getActivities } from '../../clock'

export const getTimeTrackingActivitiesEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/time-tracking/:a/:b/working-activities',
  auth: 'public',
  handler: async (ctx) => data(await getActivities(ctx, clockPath(ctx.params))),
}
