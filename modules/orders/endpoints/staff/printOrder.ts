/**
 * POST /api/orders/:id/print — staff of the order's branch. Reprints the receipt on every active printer of the
 * branch (one new print job each, kind 'reprint', printed right away through the job queue).
 * Answer: 200 { data: [{ id, device, kind, state, attempts, lastError, printedAt }] }.
 * Errors: 404 unknown order or another branch's order; 409 'Beleg konnte nicht gedruckt werden.' when the branch has
 *   no printer set up (a configuration to fix, not a failing device); 502 when no printer printed (the print jobs keep
 *   the reason; a failed connect is retried by the queue).
 */
import { ApiError } from '../../../../platform/api/errors'
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseOrderId } from '../../staff/scope'
import { orderForStaff } from '../../lifecycle'
import { PRINT_MESSAGES, reprintOrder } from '../../../notifications'

export const printOrderEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/orders/:id/print',
  auth: 'staff',
  handler: async ({ req, params, payload, user }) => {
    const order = await orderForStaff(req, parseOrderId(params.id))
    const jobs = await reprintOrder(payload, order.id, typeof user?.id === 'number' ? user.id : null)
    if (!jobs.some((job) => job.state === 'printed')) {
      const unconfigured = jobs.length === 0 || jobs.every((job) => job.lastError === PRINT_MESSAGES.noPrinter)
      throw new ApiError(unconfigured ? 409 : 502, [
        { field: null, message: PRINT_MESSAGES.failed },
        ...jobs.filter((job) => job.lastError).map((job) => ({ field: 'printer', message: job.lastError ?? '' })),
      ])
    }
    return data(jobs)
  },
}
