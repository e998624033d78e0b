/**
 * GET /api/digital-signage-devices/:id/screenshot — the TV's last screenshot as image/png (taken by the player on the
 * "Bildschirmfoto" command). Caller: staff of the TV's branch or admins. 404 German when there is none yet.
 */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseId } from '../../../../platform/records/records'
import { loadScreenshot } from '../../signage/screenshots'

export const getSignageScreenshotEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/digital-signage-devices/:id/screenshot',
  auth: 'staff',
  handler: async ({ req, params }) => {
    const { png, takenAt } = await loadScreenshot(req, parseId(params.id))
    return {
      kind: 'raw',
      status: 200,
      headers: { 'content-type': 'image/png', 'cache-control': 'private, no-store', 'x-taken-at': takenAt },
      body: new Uint8Array(png),
    }
  },
}
