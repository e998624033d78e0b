/**
 * The shop's own name, logo and favicon (Config → Shopname, Design → Logo/Favicon) for the admin's login page,
 * navigation icon and browser tab, so the back office is white-label like the storefront.
 */
import type { Payload } from 'payload'
import { cache } from 'react'

export const DEFAULT_SHOP_NAME = 'Tresen'

export interface Branding {
  readonly shopName: string
  /** /image/small/… of the theme logo, null without one. */
  readonly logoUrl: string | null
  /** /image/icon/… of the theme favicon (or the logo), null without either. */
  readonly faviconUrl: string | null
  readonly color: string
}

type ImageRef = { id?: number | string; version?: number | null; extension?: string | null; filename?: string | null } | number | null | undefined

function imagePath(ref: ImageRef, size: 'icon' | 'small'): string | null {
  if (!ref || typeof ref !== 'object' || ref.id === undefined) return null
  const extension = ref.extension || ref.filename?.split('.').pop()?.toLowerCase()
  return extension ? `/image/${size}/${ref.id}-${ref.version ?? 1}.${extension}` : null
}

/**
 * Never throws: an unmigrated or empty database gives the Tresen defaults. Read once per admin page render (React's
 * per-request `cache`: the navigation icon, the page title and the SEO snippet asked for it separately, two global
 * reads each — issue 35); outside a render (endpoints) every call reads.
 */
export const loadBranding = cache(readBranding)

async function readBranding(payload: Payload): Promise<Branding> {
  try {
    const [config, theme] = await Promise.all([
      payload.findGlobal({ slug: 'config', depth: 0 }),
      payload.findGlobal({ slug: 'theme', depth: 1 }),
    ])
    const shopName = (config as { shopName?: string | null }).shopName?.trim() || DEFAULT_SHOP_NAME
    const logo = theme.logo as ImageRef
    return {
      shopName,
      logoUrl: imagePath(logo, 'small'),
      faviconUrl: imagePath(theme.favicon as ImageRef, 'icon') ?? imagePath(logo, 'icon'),
      color: theme.color1 || '#111111',
    }
  } catch {
    return { shopName: DEFAULT_SHOP_NAME, logoUrl: null, faviconUrl: null, color: '#111111' }
  }
}

/** A square SVG with the shop's initial, used as favicon when the theme has no image. */
export function initialIconSvg(branding: Pick<Branding, 'shopName' | 'color'>): string {
  const initial = (branding.shopName.trim()[0] ?? 'T').toUpperCase().replace(/[<>&"']/g, '')
  const color = /^#[0-9a-f]{3,8}$/i.test(branding.color) ? branding.color : '#111111'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="44" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" fill="#ffffff" text-anchor="middle">${initial}</text></svg>`
}

/** GET /favicon: the theme's favicon (redirect to the image), otherwise the initial as SVG. */
export async function serveFavicon(payload: Payload): Promise<Response> {
  const branding = await loadBranding(payload)
  if (branding.faviconUrl) return new Response(null, { status: 302, headers: { location: branding.faviconUrl, 'cache-control': 'no-cache' } })
  return new Response(initialIconSvg(branding), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
}

/** Suffix of the admin's page titles in payload.config.ts; replaced by the shop's name per request. */
export const ADMIN_TITLE_SUFFIX = '– Tresen Verwaltung'

/** The admin's page titles end in the shop's name instead of the product's ('Bestellungen – Genusswerk Verwaltung'). */
export async function brandTitle<T extends { title?: unknown }>(metadata: T, payload: Payload): Promise<T> {
  const { shopName } = await loadBranding(payload)
  const rename = (value: unknown): unknown =>
    typeof value === 'string' ? value.replace(ADMIN_TITLE_SUFFIX, `– ${shopName} Verwaltung`) : value
  const title = metadata.title
  if (typeof title === 'string') return { ...metadata, title: rename(title) }
  if (title && typeof title === 'object') {
    const renamed = Object.fromEntries(Object.entries(title).map(([key, value]) => [key, rename(value)]))
    return { ...metadata, title: renamed }
  }
  return metadata
}
