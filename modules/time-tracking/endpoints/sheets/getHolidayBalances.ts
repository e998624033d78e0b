/**
 * GET /api/time-sheets/holiday-balances?year=YYYY&user=ID — staff. Per user: entitlement, carry-over, taken and
 * planned holiday days (working days only; public holidays excluded) and the remaining days. Employees get only
 * themselves. Errors: 'Urlaubskonten konnten nicht geladen werden.' followed by the reason.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { sheetUserFilter } from '../../actor'
import { withMessage } from '../../errors'
import { TIME_MESSAGES } from '../../messages'
import { currentMonth } from '../../settings'
import { holidayBalancesList, parseYear } from '../../sheets'

export const getHolidayBalancesEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/time-sheets/holiday-balances',
  auth: 'staff',
  handler: async (ctx) =>
    data(
      await withMessage(TIME_MESSAGES.holidayBalancesFailed, async () => {
        const year = parseYear(ctx.query.get('year'), Number((await currentMonth(ctx.req)).slice(0, 4)))
        return holidayBalancesList(ctx.req, sheetUserFilter(ctx), year, Date.now())
      }),
    ),
}
