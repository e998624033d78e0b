/** GET /api/branches/:id/slots — public: the branch's full 15-minute slots for a delivery type (kitchen capacity, issue 33). */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseId } from '../../../../platform/records/records'
import { fullSlotsOfBranch } from '../../intake/capacity'

export const branchFullSlotsEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/branches/:id/slots',
  auth: 'public',
  // a few seconds old at most (the server's count at submit decides): shared caches must not keep it
  handler: async ({ req, params, query }) =>
    data(await fullSlotsOfBranch(req, parseId(params.id), query, Date.now()), { headers: { 'cache-control': 'no-store' } }),
}
