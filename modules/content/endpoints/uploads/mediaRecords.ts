/**
 * POST /api/{images,uploads} and PUT /api/{images,uploads}/{id} (BO §7 standard record calls) with the file:
 * multipart/form-data with a `file` part, or JSON with `dataUrl` (and `name`); checked by content (../../media-records.ts).
 * Generated per type like the other record calls; list, get and DELETE are the generic ones. docs/api.md.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseId } from '../../../../platform/records/records'
import { createMediaRecord, updateMediaRecord } from '../../media-records'
import type { MediaSlug } from '../../media-records'

export const mediaRecordEndpoints = (slug: MediaSlug): ApiEndpoint[] => [
  {
    method: 'POST',
    path: `/${slug}`,
    auth: 'user',
    files: true,
    handler: async ({ req, body, files }) => data(await createMediaRecord(req, slug, body, files), { status: 201 }),
  },
  {
    method: 'PUT',
    path: `/${slug}/:id`,
    auth: 'user',
    files: true,
    handler: async ({ req, params, body, files }) => data(await updateMediaRecord(req, slug, parseId(params.id), body, files)),
  },
]
