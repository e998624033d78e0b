/**
 * GET /api/init — public: the bulk initial load `{ data: [{ url, data }, …] }` (config, me, branches, menus, catalogue,
 * content …), each filtered by the caller's access; ETag/304. Anonymous answers come from memory until content
 * changes — from the front's copy, else the fast path (`fast`); callers with credentials go through Next.
 * docs/api.md "Initial load", docs/architecture.md "The hot paths".
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
