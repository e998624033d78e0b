/**
 * POST /api/time-sheets/locks — admins. Body `{ user, month }` (YYYY-MM): locks the user's month (Monatsabschluss);
 * its activities and corrections cannot change any more and its balance is kept. Reopen by deleting the lock in
 * the admin (Zeiterfassung → Monatsabschlüsse). Answer 201 `{ data: { id, user, month, balanceMinutes } }`.
 * Errors: 'Monat konnte nicht abgeschlossen werden.' + reason (e.g. 'Dieser Monat ist schon abgeschlossen.').
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { lockMonth } from '../../accounts-admin'
import { withMessage } from '../../errors'
import { TIME_MESSAGES } from '../../messages'

export const postTimeSheetLockEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/time-sheets/locks',
  auth: 'admin',
  handler: async ({ req, body }) =>
    data(await withMessage(TIME_MESSAGES.lockFailed, () => lockMonth(req, body, Date.now())), { status: 201 }),
}
