/**
 * GET /api/init — public. The bulk initial load: `{ data: [{ url, data }, …] }` for /api/config, /api/users/me,
 * /api/divisions, /api/branches, /api/menus, /api/categories, /api/products, /api/tags, /api/tables, /api/sites,
 * /api/navigations, /api/blocks, /api/nodes, /api/donatees — each filtered by the caller's access.
 * ETag / If-None-Match → 304. Anonymous answers come from memory until content changes.
 * Hot path: the main thread's front answers anonymous callers from its copy of the kept body (platform/front/mirror.ts);
 * until it has one, the fast path beside Next does (`fast`, with the body gzip/brotli-encoded once);
 * callers with credentials always go through Next and get their access-filtered build.
 */
import { etagAnswer } from '../../../platform/api/etag'
import { hasCredentials } from '../../../platform/api/answer'
import type { ApiEndpoint, FastAnswer } from '../../../platform/api/types'
import { encodedBodies, toCachedBody } from '../../../platform/cache/publicCache'
import { mirrorAnonymousInit } from '../../../platform/front/mirror'
import { anonymousInit, buildInit } from '../init'

export const getInitEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/init',
  auth: 'public',
  handler: async ({ req, user, headers }) =>
    etagAnswer(user ? toCachedBody({ data: await buildInit(req) }) : await anonymousInit(() => req), headers, Boolean(user)),
  fast: async ({ headers, localReq }): Promise<FastAnswer | null> => {
    if (hasCredentials(headers)) return null
    const body = await anonymousInit(localReq)
    // behind the main thread's front: it answers the next anonymous callers from its copy (platform/front/mirror.ts)
    encodedBodies(body).then((encoded) => mirrorAnonymousInit(body, encoded), () => {})
    return { ...etagAnswer(body, headers, false), encoded: () => encodedBodies(body) }
  },
}
