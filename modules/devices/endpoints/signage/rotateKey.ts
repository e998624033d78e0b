/**
 * POST /api/digital-signage-devices/:id/rotate-api-key — create or replace the TV player's key. Caller: staff of the
 * TV's branch or admins. Answer: `{ data: { id, apiKey, apiKeyCreatedAt, screenPath } }`; screenPath is the player's
 * address /signage/{identifier}#schluessel={key}, shown this once (only the key's sha-256 is stored).
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseId } from '../../../../platform/records/records'
import { rotateSignageKey } from '../../signage/keys'

export const rotateSignageKeyEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/digital-signage-devices/:id/rotate-api-key',
  auth: 'staff',
  handler: async ({ req, params }) => data(await rotateSignageKey(req, parseId(params.id))),
}
