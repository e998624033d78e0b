/**
 * GET /api/init — the bulk initial load (BO §7): a list of `{ url, data }`, each filtered by the caller's access.
 * Anonymous answers are built once, kept in memory with their ETag and rebuilt only after a content change
 * (see cache/contentEvents.ts). Signed-in callers get a fresh, access-filtered build.
 */
import { createHash } from 'node:crypto'

import type { CollectionSlug, PayloadRequest } from 'payload'

import { currentGeneration, isListening, startListening } from './cache/contentEvents'
import { readConfig } from './config'
import { depthFor } from './records'

/** Lists delivered by /api/init, in the spec's order. */
export const INIT_LISTS = [
  'divisions',
  'branches',
  'menus',
  'categories',
  'products',
  'tags',
  'tables',
  'sites',
  'navigations',
  'blocks',
  'nodes',
  'donatees',
] as const

/** Collections and globals whose changes invalidate /api/init (lists plus what they embed). */
export const INIT_SOURCES = new Set<string>([...INIT_LISTS, 'units', 'images', 'config', 'theme'])

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
  return [
    { url: '/api/config', data: config },
    { url: '/api/users/me', data: req.user ? stripUser(req.user) : null },
    ...lists.map((slug, i) => ({ url: `/api/${slug}`, data: results[i]?.docs ?? [] })),
  ]
}

const stripUser = (user: NonNullable<PayloadRequest['user']>) => {
  const { hash: _h, salt: _s, sessions: _x, ...rest } = user as unknown as Record<string, unknown>
  return rest
}

export type InitBody = { json: string; etag: string }

export const toBody = (entries: InitEntry[]): InitBody => {
  const json = JSON.stringify({ data: entries })
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` }
}

type Cached = { body: InitBody; generation: number }
const g = globalThis as unknown as { __tresenInitCache?: { value: Cached | null; building: Promise<InitBody> | null } }
const cache = (g.__tresenInitCache ??= { value: null, building: null })

/** The anonymous initial load, from memory when nothing changed since it was built. */
export async function anonymousInit(req: PayloadRequest): Promise<InitBody> {
  await startListening()
  const generation = currentGeneration()
  if (cache.value && cache.value.generation === generation && isListening()) return cache.value.body
  if (cache.building) return cache.building
  const building = (async () => {
    const body = toBody(await buildInit(req))
    // keep it only if no change event arrived while building (that build may have read pre-commit data)
    if (isListening() && currentGeneration() === generation) cache.value = { body, generation }
    return body
  })()
  cache.building = building
  try {
    return await building
  } finally {
    if (cache.building === building) cache.building = null
  }
}

export function clearInitCache() {
  cache.value = null
}
