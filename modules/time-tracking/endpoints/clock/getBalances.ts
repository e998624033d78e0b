/**
 * GET /api/time-tracking/:a/:b/balances?month=YYYY-MM — the acting user's month balance: days, weeks, totals,
 * corrections, lock (default: this month). Errors: 'Guthaben konnten nicht geladen werden.' followed by the reason.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { clockPath } from '../../actor'
import { getBalances } from '../../clock'

export const getTimeTrackingBalancesEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/time-tracking/:a/:b/balances',
  auth: 'public',
  handler: async (ctx) => data(await getBalances(ctx, clockPath(ctx.params))),
}
