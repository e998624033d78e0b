/**
 * GET /api/statistics/{metric}?from&to[&branch] — staff: one metric of BO §7 (docs/statistics.md §3 defines each).
 * GET /api/statistics/user-profile?user&start&now&end and /api/statistics/user-profile-working-activities?user&start&end.
 *
 * One dynamic endpoint for the 26 calls (a deliberate exception to one-endpoint-per-file): they share parsing,
 * authorisation and envelope exactly, and differ only in the operation, which lives per metric in
 * modules/statistics/metrics.ts (registry) and modules/statistics/work.ts. Unknown metric → 404 German.
 * `from`/`to`: local dates (YYYY-MM-DD, in the branch's time zone) or ISO instants; 400 German for missing/invalid
 * values, to ≤ from or more than 400 days. `branch`: ids (comma-separated); employees only their branches (403).
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { statistic } from '..'

export const getStatisticEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/statistics/:metric',
  auth: 'staff',
  handler: async ({ req, params, query }) => data(await statistic(req, params.metric ?? '', query)),
}
