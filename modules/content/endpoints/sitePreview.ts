/**
 * GET /api/sites/{id}/preview — admins: the site's latest version (the saved draft, else the published page) for the
 * storefront's preview mode and the admin's live preview. 404 when unknown; 401/403 for everyone else.
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { readSiteDraft } from '../preview'
import { parseId } from '../../../platform/records/records'

export const sitePreviewEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/sites/:id/preview',
  auth: 'admin',
  handler: async ({ req, params }) => data(await readSiteDraft(req, parseId(params.id))),
}
