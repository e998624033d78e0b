/* Next route file: GET /pwa/manifest.webmanifest and /pwa/icon-{size}.png — the PWA manifest and icons; logic in modules/settings/pwa.ts. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { servePwaFile } from '../../../../modules/settings/pwa'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

export async function GET(request: Request, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params
  return servePwaFile(request, file, await getPayload({ config }))
}
