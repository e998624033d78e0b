/* Next route file: the storefront SPA for every other path (logic in server/storefront.ts). */
import { serveStorefront } from '../../../server/storefront'

export const dynamic = 'force-dynamic'

export const GET = (request: Request) => serveStorefront(new URL(request.url).pathname)
