/**
 * GET /api/init — public. The bulk initial load: `{ data: [{ url, data }, …] }` for /api/config, /api/users/me,
 * /api/divisions, /api/branches, /api/menus, /api/categories, /api/products, /api/tags, /api/tables, /api/sites,
 * /api/navigations, /api/blocks, /api/nodes, /api/donatees — each filtered by the caller's access.
 * ETag / If-None-Match → 304. Anonymous answers come from memory until content changes.
 */
import { etagAnswer } from '../../server/api/etag'
import type { ApiEndpoint } from '../../server/api/types'
import { toCachedBody } from '../../server/cache/publicCache'
import { anonymousInit, buildInit } from '../../server/init'

export const getInitEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/init',
  auth: 'public',
  handler: async ({ req, user, headers }) =>
    etagAnswer(user ? toCachedBody({ data: await buildInit(req) }) : await anonymousInit(req), headers, Boolean(user)),
}
