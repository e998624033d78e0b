/**
 * POST /api/devices/:id/test/notification — staff of the device's branch or admins: a Web Push test message to the
 * screen's browser (BO §7). Answer: { data: { status, sentAt } } (the push service's status).
 * Errors: 403 another branch's device, 404 unknown; 409 'Test nicht erfolgreich. Push-Benachrichtigungen sind …
 * nicht konfiguriert …' (no subscription, or not a screen); 502 push service refused or unreachable.
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { deviceForStaff } from '../access'
import { sendTestNotification } from '../push'
import { parseId } from '../../../platform/records/records'

export const testNotificationEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/devices/:id/test/notification',
  auth: 'staff',
  handler: async ({ req, params, payload }) => data(await sendTestNotification(payload, await deviceForStaff(req, parseId(params.id)))),
}
