/**
 * The draft preview of content pages (SF §2 catch-all, draft marker): an admin reads the latest version of a site —
 * the saved draft when there is one, else the published page — for the storefront's preview mode (`?vorschau=1`,
 * also the admin's live preview). Read with the admin's rights (Local API, overrideAccess false).
 */
import type { PayloadRequest } from 'payload'

import { depthFor } from '../../platform/records/records'
import { notFound } from '../../platform/api/errors'

export const SITE_NOT_FOUND = 'Die Seite wurde nicht gefunden.'

export async function readSiteDraft(req: PayloadRequest, id: number) {
  const doc = await req.payload.findByID({
    collection: 'sites',
    id,
    draft: true,
    depth: depthFor('sites'),
    req,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!doc) throw notFound(SITE_NOT_FOUND)
  return doc
}
