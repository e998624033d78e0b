/**
 * GET /api/time-sheets/:user/:month/sheet.csv — staff: the time sheet (Stundenzettel) of a user and month
 * (YYYY-MM) as CSV: one row per day (Datum, Wochentag, Zeiten, Pause, Soll, Ist, Gutschrift, Saldo, Bemerkung),
 * sums, corrections and the month balance, German formats. Employees only their own (another user → 403).
 * Errors: 'Stundenzettel konnte nicht erstellt werden.' followed by the reason.
 */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { timeSheetAnswer } from '../../sheets'

export const getTimeSheetCsvEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/time-sheets/:user/:month/sheet.csv',
  auth: 'staff',
  handler: (ctx) => timeSheetAnswer(ctx, 'csv'),
}
