/**
 * GET /api/branches/:id — the standard record read (modules/storefront/endpoints/records.ts) plus the branch's kitchen
 * state as it holds now (`kitchen`: pause, busy mode, sold-out list; issue 33), as in /api/init.
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { getRecord, parseId } from '../../../platform/records/records'
import { forVisitors } from '../../../platform/records/visitor-records'
import { withKitchen } from '../kitchen'

export const getBranchEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/branches/:id',
  auth: 'public',
  handler: async ({ req, params, user, payload }) => {
    const doc = await getRecord(req, 'branches', parseId(params.id))
    const [withState] = await withKitchen(payload, [doc])
    return data(user ? withState : forVisitors(withState))
  },
}
