/**
 * GET /api/init — public. The bulk initial load: `{ data: [{ url, data }, …] }` for /api/config, /api/users/me,
 * /api/divisions, /api/branches, /api/menus, /api/categories, /api/products, /api/tags, /api/tables, /api/sites,
 * /api/navigations, /api/blocks, /api/nodes, /api/donatees — each filtered by the caller's access.
 * ETag / If-None-Match → 304. Anonymous answers come from memory until content changes.
 */
import type { ApiEndpoint } from '../../server/api/types'
import { anonymousInit, buildInit, toBody } from '../../server/init'

export const getInitEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/init',
  auth: 'public',
  handler: async ({ req, user, headers }) => {
    const body = user ? toBody(await buildInit(req)) : await anonymousInit(req)
    const cacheHeaders = { etag: body.etag, 'cache-control': user ? 'private, no-cache' : 'public, no-cache', vary: 'Authorization, Cookie' }
    if (headers.get('if-none-match') === body.etag) return { kind: 'raw', status: 304, headers: cacheHeaders, body: null }
    return { kind: 'raw', status: 200, headers: { 'content-type': 'application/json; charset=utf-8', ...cacheHeaders }, body: body.json }
  },
}
