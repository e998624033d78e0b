/** GET /api/branches/:id/menus — public: the branch's menus, newest availableFrom first. 404 for unknown branches. */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { branchMenus } from '../branches'
import { parseId } from '../../../platform/records/records'

export const branchMenusEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/branches/:id/menus',
  auth: 'public',
  handler: async ({ req, params }) => data(await branchMenus(req, parseId(params.id))),
}
