/* Next route file: GET /favicon — the shop's favicon for the admin and the storefront; logic in modules/settings/branding.ts. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { serveFavicon } from '../../../modules/settings/branding'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

export async function GET() {
  return serveFavicon(await getPayload({ config }))
}
