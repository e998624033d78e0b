/* Next route file: the storefront SPA for every other path (logic in modules/storefront/serve.ts), after redirects (modules/content/redirects.ts). */
import { loadPayload } from '../../../payload-instance'
import { redirectResponse, storefrontRedirect } from '../../../modules/content/redirects'
import { serveStorefront } from '../../../modules/storefront/serve'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const { pathname } = new URL(request.url)
  if (!pathname.startsWith('/assets/')) {
    const redirect = await storefrontRedirect(await loadPayload(), request)
    if (redirect) return redirectResponse(redirect)
  }
  return serveStorefront(pathname, request, loadPayload)
}
