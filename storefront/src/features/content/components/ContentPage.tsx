/**
 * Content pages (SF §2 catch-all): a later feature. The site will be looked up by path in /api/sites
 * (segments joined by '/'), drafts marked, unknown types shown as the 500 view. Until then: the 404 view.
 */
import { NotFound } from '../../../components/NotFound'
import { useConfig } from '../../../lib/data'
import { useTitle } from '../../../lib/useTitle'

export function ContentPage() {
  const config = useConfig()
  useTitle('site', 'Seite nicht gefunden', config.shopName ?? 'Tresen')
  return <NotFound />
}
