/** GET /api/image-templates/:id/layers — staff: the template's layers (first = bottom). 404 for unknown templates. */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { getImageTemplateLayers } from '../../image-templates/layers'
import { parseId } from '../../../../platform/records/records'

export const imageTemplateLayersEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/image-templates/:id/layers',
  auth: 'staff',
  handler: async ({ req, params }) => data(await getImageTemplateLayers(req, parseId(params.id))),
}
