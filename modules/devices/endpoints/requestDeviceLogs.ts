/**
 * POST /api/devices/:id/request-device-logs — staff of the device's branch or admins: asks a screen for its recent
 * log; the screen uploads it with its next heartbeat (≤ 30 s), the admin shows it. Answer: { data: { id, logRequestedAt } }.
 * Errors: 403 / 404 as for every device; 409 'Log konnte nicht angefordert werden. …' for devices without a screen.
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { deviceForStaff } from '../access'
import { requestDeviceLogs } from '../logs'
import { parseId } from '../../../platform/records/records'

export const requestDeviceLogsEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/devices/:id/request-device-logs',
  auth: 'staff',
  handler: async ({ req, params, payload }) => data(await requestDeviceLogs(payload, await deviceForStaff(req, parseId(params.id)))),
}
