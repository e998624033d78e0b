/**
 * GET /api/time-sheets/balances?month=YYYY-MM&user=ID — staff. Per user: scheduled, worked, credited minutes,
 * corrections, month balance and lock. Employees get only themselves (another user → 403); admins all users or
 * the one named. Errors: 'Zeitsalden konnten nicht geladen werden.' followed by the reason.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { sheetUserFilter } from '../../actor'
import { withMessage } from '../../errors'
import { TIME_MESSAGES } from '../../messages'
import { balancesList } from '../../sheets'
import { currentMonth } from '../../settings'

export const getTimeSheetBalancesEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/time-sheets/balances',
  auth: 'staff',
  handler: async (ctx) =>
    data(
      await withMessage(TIME_MESSAGES.timeBalancesFailed, async () =>
        balancesList(ctx.req, sheetUserFilter(ctx), ctx.query.get('month') || (await currentMonth(ctx.req)), Date.now()),
      ),
    ),
}
