/* Next route file: the storefront SPA for every other path (logic in server/storefront.ts), after redirects (server/redirects.ts). */
import { loadPayload } from '../../../server/payload'
import { redirectResponse, storefrontRedirect } from '../../../server/redirects'
import { serveStorefront } from '../../../server/storefront'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const { pathname } = new URL(request.url)
  if (!pathname.startsWith('/assets/')) {
    const redirect = await storefrontRedirect(await loadPayload(), request)
    if (redirect) return redirectResponse(redirect)
  }
  return serveStorefront(pathname, request)
}
