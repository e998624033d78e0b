/**
 * POST /api/time-sheets/corrections — admins. Body `{ user, month, minutes, reason }`: books ± minutes into the
 * user's open month with a reason; corrections are kept as history (never changed or deleted).
 * Answer 201 `{ data: { id, user, month, minutes, reason, createdAt } }`.
 * Errors: 'Korrektur konnte nicht gespeichert werden.' + reason (missing reason, 0 minutes, locked month).
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { addCorrection } from '../../accounts-admin'
import { withMessage } from '../../errors'
import { TIME_MESSAGES } from '../../messages'

export const postTimeSheetCorrectionEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/time-sheets/corrections',
  auth: 'admin',
  handler: async ({ req, body }) =>
    data(await withMessage(TIME_MESSAGES.correctionFailed, () => addCorrection(req, body)), { status: 201 }),
}
