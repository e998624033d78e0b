/** GET /api/users/me — signed-in users: the current user (without secrets). 401 otherwise. */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'

export const meEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/users/me',
  auth: 'user',
  handler: async ({ req, user }) =>
    data(await req.payload.findByID({ collection: 'users', id: user!.id, req, user, overrideAccess: false, depth: 0 })),
}
