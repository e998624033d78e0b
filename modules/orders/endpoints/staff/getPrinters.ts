/**
 * GET /api/orders/printers — staff (employees their branches; `?branch=` narrows, another branch → 403). The receipt
 * printers of the branches with their state: the printer's own answer to the ESC/POS status queries, else the last
 * print job's result. Answer: 200 { data: BoardPrinter[] }. Docs: docs/order-board.md "Printer status".
 */
import type { BoardPrinter } from '../../../../contracts'
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { printerStatuses } from '../../../notifications'
import { staffScope } from '../../staff/scope'

export const getPrintersEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/orders/printers',
  auth: 'staff',
  handler: async ({ payload, user, query }) => {
    const scope = staffScope(user, query.get('branch'))
    const rows: BoardPrinter[] = await printerStatuses(payload, scope.all ? 'all' : scope.branchIds)
    return data(rows)
  },
}
