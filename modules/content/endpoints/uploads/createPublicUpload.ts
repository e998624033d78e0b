/**
 * POST /api/uploads/public — public (anonymous customers attaching files to configurable products).
 * Body: { dataUrl: 'data:<mime>;base64,…', name?: string, partType?: 'image' | 'images' | 'file' | 'files' }.
 * The type is decided by the file's content (magic bytes), not by the claimed mime type or name; image parts accept
 * jpg/png/gif only; at most 10 MB.
 * Answer: 201 { data: { id, version, extension, publicHash, mimeType } } — the file is then served under
 *   /upload/{publicHash}/{id}-{version}.{extension} (preview: /upload/{publicHash}/preview/{id}-{version}.jpg).
 * Quota: per client (its address) at most UPLOAD_QUOTA_FILES files / UPLOAD_QUOTA_BYTES in 24 h → 429 (German, Retry-After).
 * Errors: 400 'Die Datei kann nicht verarbeitet werden. Sie ist möglicherweise zu groß oder hat ein unbekanntes Format.';
 *   413 when the request body exceeds the router's limit.
 * 429 with Retry-After when the client's budget is spent (platform/rate-limit.ts, rule 'uploads').
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
