/**
 * Standard record calls (BO §7), generated for each record type: GET /{type} (filters, page, limit ≤ 100, sort),
 * GET /{type}/{id}, POST /{type}, PUT /{type}/{id}, DELETE /{type}/{id}. Who may call what is each collection's access
 * control (overrideAccess: false). docs/api.md "Standard record calls".
 */
import { etagAnswer } from '../../../platform/api/etag'
import { data } from '../../../platform/api/types'
import { cachedPublic } from '../../../platform/cache/publicCache'
import { INIT_SOURCES } from '../init'
import type { ApiEndpoint } from '../../../platform/api/types'
import { createRecord, deleteRecord, getRecord, listRecords, parseId, parseListQuery, updateRecord } from '../../../platform/records/records'
import { forVisitors } from '../../../platform/records/visitor-records'

export type RecordOptions = { readOnly?: boolean }

export function recordEndpoints(slug: string, { readOnly = false }: RecordOptions = {}): ApiEndpoint[] {
  const endpoints: ApiEndpoint[] = [
    {
      method: 'GET',
      path: `/${slug}`,
      auth: 'public',
      handler: async ({ req, payload, query, user, headers }) => {
        const q = parseListQuery(payload, slug, query)
        // anonymous reads of storefront content come from memory until that content changes, without what only
        // editors read (platform/records/visitor-records.ts), as in /api/init
        if (!user && INIT_SOURCES.has(slug)) {
          // keyed by the parsed query: spellings that mean the same list (order, ignored or clamped parameters) share one entry
          const body = await cachedPublic(`list:${slug}:${JSON.stringify(q)}`, async () => {
            const { docs, meta } = await listRecords(req, slug, q)
            return { data: forVisitors(docs), meta }
          })
          return etagAnswer(body, headers, false)
        }
        const { docs, meta } = await listRecords(req, slug, q)
        return data(docs, { meta })
      },
    },
    {
      method: 'GET',
      path: `/${slug}/:id`,
      auth: 'public',
      handler: async ({ req, params, user }) => {
        const doc = await getRecord(req, slug, parseId(params.id))
        return data(!user && INIT_SOURCES.has(slug) ? forVisitors(doc) : doc)
      },
    },
  ]
  if (readOnly) return endpoints
  return [
    ...endpoints,
    {
      method: 'POST',
      path: `/${slug}`,
      auth: 'user',
      handler: async ({ req, body }) => data(await createRecord(req, slug, body), { status: 201 }),
    },
    {
      method: 'PUT',
      path: `/${slug}/:id`,
      auth: 'user',
      handler: async ({ req, params, body }) => data(await updateRecord(req, slug, parseId(params.id), body)),
    },
    {
      method: 'DELETE',
      path: `/${slug}/:id`,
      auth: 'user',
      handler: async ({ req, params }) => data(await deleteRecord(req, slug, parseId(params.id))),
    },
  ]
}
