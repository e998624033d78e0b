/**
 * GET /api/init — the bulk initial load (BO §7): a list of `{ url, data }`, each filtered by the caller's access.
 * Anonymous answers are built once, kept in memory with their ETag and rebuilt only after a content change
 * (see cache/contentEvents.ts). Signed-in callers get a fresh, access-filtered build.
 */
import type { CollectionSlug, PayloadRequest } from 'payload'

import { cachedPublic } from '../../platform/cache/publicCache'
import type { CachedBody } from '../../platform/cache/publicCache'
import { INIT_LISTS } from '../../platform/cache/initSources'
import { readConfig } from '../settings'
import { withOrderingPause } from '../devices'
import { withKitchen } from '../catalogue'
import { depthFor } from '../../platform/records/records'
import { forVisitors } from '../../platform/records/visitor-records'

export { INIT_LISTS, INIT_SOURCES } from '../../platform/cache/initSources'

/** Upper bound per list in one initial load (a storefront never needs more). */
const INIT_LIST_LIMIT = 2000

export type InitEntry = { url: string; data: unknown }

export async function buildInit(req: PayloadRequest): Promise<InitEntry[]> {
  const { payload } = req
  const lists = INIT_LISTS.filter((slug) => payload.collections[slug as CollectionSlug])
  const [config, ...results] = await Promise.all([
    readConfig(req),
    ...lists.map((slug) =>
      payload.find({
        collection: slug as CollectionSlug,
        req,
        user: req.user,
        overrideAccess: false,
        depth: depthFor(slug),
        limit: INIT_LIST_LIMIT,
        pagination: false,
      }),
    ),
  ])
  // anonymous visitors get the lists without what only editors read (platform/records/visitor-records.ts), as from GET
  // on each url
  const shape = req.user ? <T>(docs: T) => docs : forVisitors
  return [
    { url: '/api/config', data: config },
    { url: '/api/users/me', data: req.user ? stripUser(req.user) : null },
    // branches carry `isOrderingPaused: true` while no order device of theirs is online (issue 18, modules/devices/presence.ts)
    ...(await Promise.all(
      lists.map(async (slug, i) => {
        const docs = results[i]?.docs ?? []
        // … and `kitchen`: the pause, busy mode and sold-out list that hold now (issue 33, modules/catalogue/kitchen.ts)
        return { url: `/api/${slug}`, data: shape(slug === 'branches' ? await withKitchen(payload, await withOrderingPause(payload, docs)) : docs) }
      }),
    )),
  ]
}

const stripUser = (user: NonNullable<PayloadRequest['user']>) => {
  const { hash: _h, salt: _s, sessions: _x, ...rest } = user as unknown as Record<string, unknown>
  return rest
}

/** The anonymous initial load, from memory until storefront content changes (`req` is made only to build it). */
export const anonymousInit = (req: () => PayloadRequest | Promise<PayloadRequest>): Promise<CachedBody> =>
  cachedPublic('init', async () => ({ data: await buildInit(await req()) }))
