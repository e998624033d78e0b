/**
 * Content pages (SF §2 catch-all): the site looked up by path (segments joined by '/'); nothing shown while sites
 * load; 404 when unknown; a draft marker on non-public or unpublished sites (only signed-in admins receive them); the
 * 500 view for an unknown site type. Page title, meta description and og tags per site. With `?vorschau=1` an admin
 * sees the latest draft, live while editing in the admin (../preview.ts).
 */
import { isKnownSiteType } from '@domain'
import { useParams } from 'react-router-dom'

import { NotFound } from '../../../components/NotFound'
import { useConfig, useMe } from '../../../lib/data'
import { useTitle } from '../../../lib/useTitle'
import { findSite, useSites } from '../api/useContent'
import { usePreviewRequested, usePreviewSite } from '../preview'
import type { SiteDoc } from '../types'
import { BlockList } from './BlockList'
import { Html } from './Html'
import { ServerError } from './ServerError'
import { SiteContext } from './siteContext'
import { useSiteMeta } from './useSiteMeta'
import '../content.css'

export function ContentPage() {
  const params = useParams()
  const sites = useSites()
  const config = useConfig()
  const shopName = config.shopName ?? config.title ?? 'Tresen'
  const me = useMe()
  const isAdmin = me?.roles?.includes('ROLE_ADMIN') === true
  const found = sites === undefined ? null : findSite(sites, params['*'] ?? '')
  const preview = usePreviewRequested() && isAdmin
  const shown = usePreviewSite(found, preview)
  const site = shown ?? null
  const title =
    sites === undefined
      ? ''
      : site === null
        ? 'Seite nicht gefunden'
        : !isKnownSiteType(site.type)
          ? '500 Internal Server Error'
          : site.title || site.name
  useTitle('site', title, shopName)
  useSiteMeta(site)
  if (sites === undefined || shown === undefined) return null
  if (site === null) return <NotFound />
  if (!isKnownSiteType(site.type)) return <ServerError />
  return (
    <SiteContext.Provider value={site.id}>
      <Site site={site} isAdmin={isAdmin} preview={preview} />
    </SiteContext.Provider>
  )
}

function Site({ site, isAdmin, preview }: { readonly site: SiteDoc; readonly isAdmin: boolean; readonly preview: boolean }) {
  const isDraft = site.isPublic !== true || (!preview && site._status === 'draft')
  return (
    <article className="content-page">
      {preview ? (
        <p className="content-draft" role="status">
          Vorschau – Sie sehen die zuletzt gespeicherte Fassung dieser Seite; Besucher sehen die veröffentlichte.
        </p>
      ) : null}
      {isDraft && isAdmin ? (
        <p className="content-draft" role="status">
          Entwurf – diese Seite ist nicht öffentlich und nur für Administratoren sichtbar.
        </p>
      ) : null}
      {site.type === 'simple' ? (
        <div className="cb cb--width-m">
          <h1>{site.title || site.name}</h1>
          <Html html={site.content?.textHtml ?? ''} />
        </div>
      ) : (
        <BlockList blocks={site.content?.body ?? []} heading={site.title || site.name} progressive />
      )}
    </article>
  )
}
