/**
 * POST /api/content-ai/generate/site/:id — admins: writes the standard page's content from its "Aufgabe für die KI"
 * through the configured OpenAI-compatible API and saves it as a draft version (never published).
 * Answer: { data: { id, status: 'draft', title, description, markdown } }.
 * Errors: 403 not an admin; 404 unknown page; 409 not a standard page; 400 no task; 503 '… nicht konfiguriert …';
 * 502 provider refused or unusable answer; 504 no answer.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { generateSiteDraft } from '../../ai/generate'
import { parseId } from '../../../../platform/records/records'

export const generateSiteEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/content-ai/generate/site/:id',
  auth: 'admin',
  handler: async ({ req, params }) => data(await generateSiteDraft(req, parseId(params.id))),
}
