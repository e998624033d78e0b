/** Image template operations beyond the standard record calls. */
import type { PayloadRequest } from 'payload'

import { SLUGS } from '../../../platform/slugs'
import { getRecord } from '../../../platform/records/records'

/** GET /api/image-templates/{id}/layers: the template's layers in drawing order (first = bottom). */
export async function getImageTemplateLayers(req: PayloadRequest, id: number): Promise<unknown[]> {
  const doc = (await getRecord(req, SLUGS.imageTemplates, id)) as { layers?: unknown[] | null }
  return doc.layers ?? []
}
