/**
 * The storefront's first paint without JavaScript (issues #12/#13): index.html with the stylesheets inlined, the
 * theme's CSS variables, a static app shell for the requested route from the anonymous /api/init data, and that data
 * as a JSON block; React replaces the shell once data and chunk are there (docs/storefront.md). Pure, everything
 * escaped; anything uncertain (unknown path, non-public branch, draft site, kiosk, preview) gets the header-only shell.
 */
import { isKnownSiteType } from '../../domain/content-blocks'
import { CONSENT_COOKIE, parseConsent } from '../../domain/consent'
import { imageFileName, imageSourcesOf } from '../../domain/images'
import type { ImageSize } from '../../domain/images'
import { themeFromConfig, themeVariables } from '../../domain/theme'

export type ShellData = {
  config: Record<string, unknown>
  branches: readonly Record<string, unknown>[]
  divisions: readonly Record<string, unknown>[]
  sites: readonly Record<string, unknown>[]
  navigations: readonly Record<string, unknown>[]
}

/** Text and attribute values: the five HTML-significant characters. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/**
 * JSON for an inline `<script type="application/json">`: `<` `>` `&` and U+2028/U+2029 as \u escapes, so no `</script>`
 * or `<!--` can end or change the block; JSON.parse reads the escapes back unchanged.
 */
export const escapeJsonForScript = (json: string): string =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const obj = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null

/** From /api/init's list of `{ url, data }`. */
export function shellDataFromInit(entries: unknown): ShellData {
  const list = Array.isArray(entries) ? entries : []
  const pick = (url: string): unknown => obj(list.find((entry) => obj(entry)?.url === url))?.data
  const docs = (url: string) => {
    const value = pick(url)
    return Array.isArray(value) ? value.filter((doc): doc is Record<string, unknown> => obj(doc) !== null) : []
  }
  return {
    config: obj(pick('/api/config')) ?? {},
    branches: docs('/api/branches'),
    divisions: docs('/api/divisions'),
    sites: docs('/api/sites'),
    navigations: docs('/api/navigations'),
  }
}

// ---- theme (domain/theme.ts, as the storefront's applyTheme) ----
export function themeStyle(config: Record<string, unknown>): string {
  return themeVariables(themeFromConfig(config))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
}

// ---- images (domain/images.ts, as the storefront's Picture) ----
function imageFile(image: Record<string, unknown>): string | null {
  const id = image.id
  if (typeof id !== 'number' && typeof id !== 'string') return null
  return imageFileName({ id, version: typeof image.version === 'number' ? image.version : null, extension: str(image.extension), filename: str(image.filename) })
}

/** An `<img>` with the same attributes as storefront/src/components/Image.tsx (Picture) renders, eager. */
export function pictureHtml(image: Record<string, unknown>, { sizes, max = 'large', className, alt = '' }: { sizes: string; max?: ImageSize; className?: string; alt?: string }): string {
  const file = imageFile(image)
  if (file === null) return ''
  const { src, srcSet } = imageSourcesOf(file, max)
  const dim = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? String(Math.round(value)) : null)
  const width = dim(image.width)
  const height = dim(image.height)
  return (
    `<img class="picture picture--loading${className ? ` ${escapeHtml(className)}` : ''}" src="${escapeHtml(src)}"` +
    ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes)}" alt="${escapeHtml(alt)}" loading="eager" fetchpriority="high" decoding="async"` +
    `${width ? ` width="${width}"` : ''}${height ? ` height="${height}"` : ''}>`
  )
}

/** Whether the request carries a consent the storefront accepts (domain/consent.ts): then no banner is drawn. */
export function hasConsentCookie(cookieHeader: string | null): boolean {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== CONSENT_COOKIE) continue
    try {
      return parseConsent(decodeURIComponent(rest.join('='))) !== null
    } catch {
      return false
    }
  }
  return false
}

// ---- shell parts ----
export const COOKIE_BANNER =
  '<section class="cookie-banner" aria-labelledby="cookie-banner-title"><div class="cookie-banner__inner"><div class="cookie-banner__text">' +
  '<h2 id="cookie-banner-title">Cookies und Datenschutz</h2><p>Wir verwenden Cookies, um Ihnen den Bestellvorgang zu ermöglichen. Mit Ihrer ' +
  'Zustimmung messen wir außerdem anonym die Nutzung unserer Seite und binden Marketing-Dienste ein. Sie können Ihre Entscheidung jederzeit ' +
  'ändern, indem Sie die Cookies Ihres Browsers löschen. Mehr dazu in unserer <a href="/site/privacy">Datenschutzerklärung</a>.</p></div>' +
  '<div class="cookie-banner__actions"><button type="button" class="button button--ghost" disabled>Nur notwendige</button>' +
  '<button type="button" class="button" disabled>Alle akzeptieren</button></div></div></section>'

function headerHtml(data: ShellData): string {
  const name = str(data.config.shopName) || str(data.config.title) || 'Tresen'
  const hasNav = data.navigations.some((nav) => Array.isArray(nav.items) && nav.items.length > 0) || data.sites.some((site) => site.path === 'magazin')
  const nav = hasNav
    ? '<nav class="main-nav" aria-label="Hauptnavigation"><button type="button" class="main-nav__burger" aria-expanded="false" disabled>' +
      '<span class="main-nav__burger-icon" aria-hidden="true"></span><span>Menü</span></button></nav>'
    : ''
  return (
    `<header class="header"><div class="header__inner"><a href="/" class="brand"><span class="brand__mark" aria-hidden="true">${escapeHtml(Array.from(name)[0] ?? '')}</span>` +
    `<span class="brand__name">${escapeHtml(name)}</span></a>${nav}</div></header>`
  )
}

function homeHtml(data: ShellData): string {
  const { config } = data
  if (config.enablePluginHomePage === true) {
    const title = str(config.title) || str(config.shopName) || 'Willkommen'
    const lead = str(config.description)
    return `<div class="page"><section class="hero"><h1 class="hero__title">${escapeHtml(title)}</h1>${lead ? `<p class="hero__lead">${escapeHtml(lead)}</p>` : ''}</section></div>`
  }
  const division = data.divisions[0] ?? null
  const title = str(division?.title) || str(config.title) || str(config.shopName) || 'Unsere Filialen'
  const lead = str(division?.description) || str(config.description)
  return `<div class="page"><section class="hero"><h1 class="hero__title">${escapeHtml(title)}</h1>${lead ? `<p class="hero__lead">${escapeHtml(lead)}</p>` : ''}</section></div>`
}

const HIDDEN_BADGE = '<span class="badge badge--closed" aria-hidden="true" style="visibility:hidden"><span class="dot"></span>Geschlossen</span>'

function branchHtml(data: ShellData, identifier: string): string | null {
  const branch = data.branches.find((candidate) => candidate.identifier === identifier || String(candidate.id) === identifier)
  if (branch === undefined || branch.isPublic === false) return null
  const name = str(branch.name)
  const images = Array.isArray(branch.images) ? branch.images : []
  const image = obj(images[0])
  const logo = obj(branch.logo)
  const address = [str(branch.street), [str(branch.zipCode), str(branch.city)].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  const description = str(branch.description)
  return (
    '<div class="menu-page"><section class="branch-intro">' +
    (image ? `<div class="branch-intro__media">${pictureHtml(image, { sizes: '100vw', max: 'large' })}</div>` : '') +
    '<div class="branch-intro__content">' +
    (logo ? `<span class="branch-intro__logo">${pictureHtml(logo, { sizes: '72px', max: 'thumbnail', alt: `Logo ${name}` })}</span>` : '') +
    `<div><h1 class="branch-intro__title">${escapeHtml(name)}</h1>` +
    // the opening badge and today's hours depend on the time: invisible stand-ins of their size keep the section (and
    // with it the hero picture, inset 0) at least as tall as React's, so React's picture is no larger, later LCP
    `<p class="branch-intro__meta">${HIDDEN_BADGE}<span>${escapeHtml(address)}</span></p>` +
    '<p class="branch-intro__hours muted" aria-hidden="true" style="visibility:hidden">Heute: 00:00 – 00:00 Uhr</p>' +
    (description ? `<p class="branch-intro__description">${escapeHtml(description)}</p>` : '') +
    '<div aria-hidden="true" style="height:0.5rem"></div></div></div></section></div>'
  )
}

/** A link target the shell may write: a path on this site or an http(s) URL. */
const safeHref = (url: string): string | null => (/^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url) ? url : null)

function sitePath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    /* keep as is */
  }
  return decoded.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '').toLowerCase()
}

function contentHtml(data: ShellData, pathname: string): string | null {
  const key = sitePath(pathname)
  const site = data.sites.find((candidate) => sitePath(str(candidate.path)) === key)
  // only what every visitor sees: public, published, a known type (the anonymous init holds no others; checked anyway)
  if (site === undefined || site.isPublic !== true || site._status === 'draft' || !isKnownSiteType(str(site.type))) return null
  const title = str(site.title) || str(site.name)
  if (site.type === 'simple') return `<article class="content-page"><div class="cb cb--width-m"><h1>${escapeHtml(title)}</h1></div></article>`
  const body = obj(site.content)?.body
  const first = Array.isArray(body) ? obj(body[0]) : null
  if (first?.blockType !== 'hero') {
    return `<article class="content-page"><div class="content-blocks"><h1 class="cb cb--width-m content-title">${escapeHtml(title)}</h1></div></article>`
  }
  const image = obj(first.image)
  const link = obj(first.link) ?? {}
  const subtitle = str(first.subtitle)
  const href = safeHref(str(link.url))
  const label = str(link.label)
  return (
    '<article class="content-page"><div class="content-blocks"><section class="cb-block cb-block--hero" data-block="hero">' +
    `<div class="cb-hero${image === null ? ' cb-hero--plain' : ''}">` +
    (image !== null ? pictureHtml(image, { sizes: '100vw', className: 'cb-hero__image' }) : '') +
    `<div class="cb-hero__text"><h1>${escapeHtml(str(first.title))}</h1>${subtitle ? `<p>${escapeHtml(subtitle)}</p>` : ''}` +
    (str(link.url) !== '' && label !== '' ? `<a class="button"${href ? ` href="${escapeHtml(href)}"` : ''}>${escapeHtml(label)}</a>` : '') +
    '</div></div></section></div></article>'
  )
}

// ---- the page's HTTP status (issue 35: no soft 404) ----

/**
 * The legal pages the SPA has at /site/{page} (storefront/src/paths.ts LEGAL_PAGES) and the config fields that fill
 * them (storefront/src/features/legal/legal.ts): a page without text or link is the 404 view there.
 */
const LEGAL_PAGE_FIELDS: Readonly<Record<string, readonly [string, string]>> = {
  'terms-and-conditions': ['termsAndConditionsText', 'termsAndConditions'],
  privacy: ['privacyPolicyText', 'privacyPolicy'],
  imprint: ['imprintText', 'imprint'],
  allergens: ['allergensText', 'allergens'],
}

const nonEmpty = (value: unknown): boolean => typeof value === 'string' && value.trim() !== ''

/** A path segment as React Router hands it to the page (decoded); null when it is no valid escape. */
function segment(value: string | undefined): string | null {
  try {
    return decodeURIComponent(value ?? '')
  } catch {
    return null
  }
}

export type PageStatus = 200 | 404 | 500

/**
 * The HTTP status of a storefront page for an anonymous visitor, decided from the same anonymous /api/init data the
 * SPA renders from and by the SPA's own route table (storefront/src/app/router.tsx, case-insensitive like React
 * Router, a trailing slash ignored): 404 where the SPA shows its 404 view — an unknown branch (/store/{x}, its
 * checkout), an unknown or empty legal page (/site/{x}), a path that is no route and no content page — and 500 where
 * it shows the 500 view (a content page of a type it does not know). Pages whose data the SPA fetches itself (an
 * order's status, a questionnaire, device screens, signage) answer 200: knowing would cost a query per request.
 */
export function pageStatus(data: ShellData, pathname: string): PageStatus {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === '/') return 200
  // full-screen routes and the pages that load their own record
  if (/^\/(geraet\/[^/]+\/[^/]+\/[^/]+|signage\/[^/]+|signage\/vorschau\/[^/]+|status\/[^/]+\/[^/]+|questionnaires\/[^/]+)$/i.test(path)) return 200
  const branch = /^\/store\/([^/]+)(?:\/checkout(?:\/error)?)?$/i.exec(path)
  if (branch) {
    const identifier = segment(branch[1])
    const known = identifier !== null && data.branches.some((candidate) => candidate.identifier === identifier || String(candidate.id) === identifier)
    return known ? 200 : 404
  }
  const legal = /^\/site\/([^/]+)$/i.exec(path)
  if (legal) {
    const page = segment(legal[1]) ?? ''
    // the accessibility statement is generated from the settings, so it always exists (issue #34)
    if (page === 'accessibility') return 200
    const fields = Object.hasOwn(LEGAL_PAGE_FIELDS, page) ? LEGAL_PAGE_FIELDS[page] : undefined
    // /site/allergens without text or link lists the products' allergens (issue #34): never empty
    if (page === 'allergens') return 200
    // the privacy page also shows the generated section (issue 34: config.privacyPolicyGeneratedText)
    const generated = page === 'privacy' && nonEmpty(data.config.privacyPolicyGeneratedText)
    return fields !== undefined && (nonEmpty(data.config[fields[0]]) || nonEmpty(data.config[fields[1]]) || generated) ? 200 : 404
  }
  // the content catch-all: the site by its path (storefront/src/features/content/api/useContent.ts findSite)
  const key = sitePath(path)
  const site = data.sites.find((candidate) => sitePath(str(candidate.path)) === key)
  if (site === undefined) return 404
  return isKnownSiteType(str(site.type)) ? 200 : 500
}

/** Paths the SPA shows outside the shop layout (device screens, signage) or that need a visitor's own data. */
const NO_ROUTE_SHELL = /^\/(geraet|signage|status|questionnaires|site)(\/|$)|^\/store\/[^/]+\/checkout(\/|$)/

export type ShellRequest = { pathname: string; search: string; hasConsentCookie: boolean }

/** Which route's content the shell shows: 'home' | 'branch' | 'content' | null (neutral: header only). */
export type ShellResult = {
  html: string
  route: 'home' | 'branch' | 'content' | null
  /** The route's hero picture as a `<link rel="preload">` for the head (ahead of scripts and fonts), or ''. */
  preload: string
}

/** A preload link for the first shell picture: requested before the scripts and fonts take the connections. */
export function imagePreload(html: string): string {
  const img = /<img class="picture[^>]*>/.exec(html)?.[0]
  if (img === undefined) return ''
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(img)?.[1]
  const srcset = attr('srcset')
  const sizes = attr('sizes')
  const src = attr('src')
  if (src === undefined) return ''
  // the values were escaped when the img was written and are copied unchanged
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`
}

export function renderShell(data: ShellData, request: ShellRequest): ShellResult | null {
  const params = new URLSearchParams(request.search)
  // kiosk and the admin's live preview render differently (no banner, drafts): no shell at all, the app as before
  if (params.has('kiosk') || params.has('vorschau')) return null
  // full-screen pages (device screens, signage players) have no shop layout
  if (/^\/(geraet|signage)(\/|$)/.test(request.pathname)) return null
  let route: 'home' | 'branch' | 'content' | null = null
  let main: string | null = null
  if (request.pathname === '/') {
    route = 'home'
    main = homeHtml(data)
  } else if (!NO_ROUTE_SHELL.test(request.pathname)) {
    const branch = /^\/store\/([^/]+)\/?$/.exec(request.pathname)
    if (branch) {
      let identifier = branch[1] ?? ''
      try {
        identifier = decodeURIComponent(identifier)
      } catch {
        identifier = ''
      }
      main = branchHtml(data, identifier)
      route = main === null ? null : 'branch'
    } else if (!request.pathname.startsWith('/store/')) {
      main = contentHtml(data, request.pathname)
      route = main === null ? null : 'content'
    }
  }
  const html =
    `<div class="app" data-shell="${route ?? ''}">` +
    (request.hasConsentCookie ? '' : COOKIE_BANNER) +
    headerHtml(data) +
    `<main id="main" class="main" tabindex="-1">${main ?? ''}</main></div>`
  return { html, route, preload: imagePreload(main ?? '') }
}
