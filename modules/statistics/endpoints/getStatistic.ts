/**
 * GET /api/statistics/{metric}?from&to[&branch] — staff: one metric of BO §7 (docs/statistics.md §3), plus
 * user-profile and user-profile-working-activities. One dynamic endpoint for the 26 calls (a deliberate exception to
 * one endpoint per file): they share parsing, access and envelope and differ only in the operation (../metrics.ts,
 * ../work.ts). Unknown metric → 404; bad range (to ≤ from, > 400 days) → 400; employees only their branches (403).
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
