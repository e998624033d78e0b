/* Next route file: customer uploads of SF §7 (/upload/{publicHash}/[preview/]{id}-{version}.{ext});
   logic in modules/content/media.ts. */
import { serveUpload } from '../../../../modules/content/media'
import { loadPayload } from '../../../../payload-instance'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

type Context = { params: Promise<{ path: string[] }> }

export async function GET(request: Request, { params }: Context) {
  return serveUpload(request, (await params).path, await loadPayload())
}

export const HEAD = GET
