/**
 * POST /api/devices/:id/test/print — staff of the device's branch or admins: prints a test page on a receipt
 * printer (ESC/POS over TCP). Answer: { data: { printedAt, bytes } }.
 * Errors: 403 / 404 as for every device; 409 'Test nicht erfolgreich. …' (not a printer, no host); 502 the printer
 * did not answer or broke off (the reason follows 'Test nicht erfolgreich.').
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { deviceForStaff } from '../access'
import { printTestPage } from '../print'
import { parseId } from '../../../platform/records/records'

export const testPrintEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/devices/:id/test/print',
  auth: 'staff',
  handler: async ({ req, params, payload }) => data(await printTestPage(payload, await deviceForStaff(req, parseId(params.id)))),
}
