/* Next route file: images of SF §7 (/image/{id}-{version}.{ext}, /image/{size|product|category}/…);
   logic in modules/content/media.ts. */
import { serveImage } from '../../../../modules/content/media'
import { loadPayload } from '../../../../payload-instance'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

type Context = { params: Promise<{ path: string[] }> }

export async function GET(request: Request, { params }: Context) {
  return serveImage(request, (await params).path, await loadPayload())
}

export const HEAD = GET
