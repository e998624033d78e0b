/**
 * POST /api/digital-signage-devices/:id/command/abort — abort the TV's pending or running command (BO §4, §7).
 * Caller: staff of the TV's branch or admins. Body: none. Answer: `{ data: <the updated TV> }` with commandStatus
 * 'aborted'; 409 "Befehl konnte nicht abgebrochen werden. …" when nothing is pending or running.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseId } from '../../../../platform/records/records'
import { abortCommand } from '../../signage/commands'

export const postSignageCommandAbortEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/digital-signage-devices/:id/command/abort',
  auth: 'staff',
  handler: async ({ req, params }) => data(await abortCommand(req, parseId(params.id))),
}
