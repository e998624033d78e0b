/**
 * POST /api/digital-signage-devices/:id/command — send a command to a TV (BO §4, §7). Caller: staff of the TV's branch
 * (other branch → 403) or admins. Body: `{ command?, scene? }` (without `command`: the TV's "Befehl" select).
 * Answer: `{ data: <the updated TV> }` with commandStatus 'pending'. 400/409 German "Befehl konnte nicht ausgeführt
 * werden. …" (modules/devices/signage/commands.ts).
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseId } from '../../../../platform/records/records'
import { issueCommand } from '../../signage/commands'

export const postSignageCommandEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/digital-signage-devices/:id/command',
  auth: 'staff',
  handler: async ({ req, params, body }) => data(await issueCommand(req, parseId(params.id), body)),
}
