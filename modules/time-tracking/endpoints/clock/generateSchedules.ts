/**
 * POST /api/working-schedules/generate — admins. Body `{ user, branch, replace? }`: weekday schedule entries for
 * the user from the branch's opening hours (one per shift; `replace: true` first removes the user's weekday
 * entries). Answer: the created entries. Errors: 'Arbeitsplanung konnte nicht erzeugt werden.' + reason.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { generateSchedules } from '../../accounts-admin'
import { withMessage } from '../../errors'
import { TIME_MESSAGES } from '../../messages'

export const generateSchedulesEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/working-schedules/generate',
  auth: 'admin',
  handler: async ({ req, body }) =>
    data(await withMessage(TIME_MESSAGES.generateFailed, () => generateSchedules(req, body, Date.now())), { status: 201 }),
}
