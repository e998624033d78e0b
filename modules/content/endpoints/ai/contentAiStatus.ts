/**
 * GET /api/content-ai/status — admins: whether text and image generation are configured ({ data: { text, image } });
 * the admin disables its buttons otherwise. Not in the spec: the admin's way to show "nicht konfiguriert" up front.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { contentAiStatus } from '../../ai/config'

export const contentAiStatusEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/content-ai/status',
  auth: 'admin',
  handler: async ({ payload }) => data(await contentAiStatus(payload)),
}
