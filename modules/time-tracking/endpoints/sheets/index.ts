/** Time sheets (BO §7 "Time sheets"): balances and holiday balances, CSV/PDF sheets, month locks, corrections. */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { getTimeSheetBalancesEndpoint } from './getBalances'
import { getHolidayBalancesEndpoint } from './getHolidayBalances'
import { getTimeSheetCsvEndpoint } from './getSheetCsv'
import { getTimeSheetPdfEndpoint } from './getSheetPdf'
import { postTimeSheetCorrectionEndpoint } from './postCorrection'
import { postTimeSheetLockEndpoint } from './postLock'

export const timeSheetEndpoints: ApiEndpoint[] = [
  getTimeSheetBalancesEndpoint,
  getHolidayBalancesEndpoint,
  getTimeSheetCsvEndpoint,
  getTimeSheetPdfEndpoint,
  postTimeSheetLockEndpoint,
  postTimeSheetCorrectionEndpoint,
]
