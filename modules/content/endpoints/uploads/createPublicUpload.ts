/**
 * POST /api/uploads/public — anonymous customers attach a file to a configurable product: `{ dataUrl, name?, partType? }`,
 * the type decided by the content (magic bytes), image parts jpg/png/gif only, ≤ 10 MB. 201 `{ data: { id, version,
 * extension, publicHash, mimeType } }`, served under /upload/{publicHash}/…; 400 German; 413; 429 for the client's
 * daily quota or rate limit (rule 'uploads'). docs/api-orders.md, docs/security.md "Upload limits".
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { createPublicUpload } from '../../uploads'

export const createPublicUploadEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/uploads/public',
  auth: 'public',
  rateLimit: 'uploads',
  handler: async ({ req, body, ip }) => data(await createPublicUpload(req, body, ip), { status: 201 }),
}
