/**
 * GET /api/time-sheets/:user/:month/sheet.csv — staff: the time sheet (Stundenzettel) of a user and month
 * (YYYY-MM) as CSV: one row per day (Datum, Wochentag, Zeiten, Pause, Soll, Ist, Gutschrift, Saldo, Bemerkung),
 * sums, corrections and the month balance, German formats. Employees only their own (another user → 403).
 * Errors: 'Stundenzettel konnte nicht erstellt werden.' followed by the reason.
 */
import type { ApiEndpoint } from '../../server/api/types'
import { sheetUserFilter } from '../../server/time-tracking/actor'
import { withMessage } from '../../server/time-tracking/errors'
import { TIME_MESSAGES } from '../../server/time-tracking/messages'
import { sheetFileName, timeSheet, timeSheetCsv } from '../../server/time-tracking/sheets'

export const getTimeSheetCsvEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/time-sheets/:user/:month/sheet.csv',
  auth: 'staff',
  handler: async (ctx) =>
    withMessage(TIME_MESSAGES.sheetFailed, async () => {
      const sheet = await timeSheet(
        ctx.req,
        sheetUserFilter(ctx, ctx.params.user ?? '') ?? ctx.user?.id ?? 0,
        ctx.params.month ?? '',
        Date.now(),
      )
      return {
        kind: 'raw' as const,
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${sheetFileName(sheet, 'csv')}"`,
          'cache-control': 'private, no-store',
        },
        body: timeSheetCsv(sheet),
      }
    }),
}
