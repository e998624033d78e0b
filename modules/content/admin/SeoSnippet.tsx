/**
 * SEO tab of a site (issue 12): a snippet preview — how the page's title, address and description appear in a search
 * result — next to the fields, following them while the editor types. Server part: the shop's name from the branding
 * (the storefront's page title is '{Titel oder Name} | {Shopname}', storefront/src/lib/useTitle.ts).
 */
import type { Payload } from 'payload'

import { loadBranding } from '../../settings'
import { SeoSnippetPreview } from './SeoSnippetPreview'

export async function SeoSnippet({ payload }: { payload: Payload }) {
  const branding = await loadBranding(payload)
  return <SeoSnippetPreview shopName={branding.shopName} />
}
