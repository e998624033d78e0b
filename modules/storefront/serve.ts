/**
 * Serves the storefront SPA (built by Vite into storefront/dist) for every path that is not /api,
 * /custom/api, /backend, /image or /upload: hashed assets with immutable caching, everything else index.html —
 * for anonymous visitors with the first paint built in (modules/storefront/shell.ts: inlined stylesheets, the route's
 * app shell, the cached /api/init answer as a data block). /index.html itself (the service worker's navigation
 * fallback for every route) stays the plain file.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq } from 'payload'
import type { Payload } from 'payload'

import { hasCredentials } from '../../platform/api/answer'
import type { CachedBody } from '../../platform/cache/publicCache'
import { anonymousInit } from './init'
import { escapeHtml, escapeJsonForScript, hasConsentCookie, pageStatus, renderShell, shellDataFromInit, themeStyle } from './shell'
import type { PageStatus, ShellData } from './shell'

const DIST = path.resolve(process.cwd(), 'storefront', 'dist')

const TYPES: Record<string, string> = {
  // /index.html itself: the service worker precaches it by that name and answers every navigation with it
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

const PLACEHOLDER = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tresen</title><style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#111;color:#fff}
main{max-width:32rem;padding:2rem}a{color:#fff}</style></head><body><main><h1>Tresen</h1>
<p>Hier entsteht der Bestell-Shop. Die Daten liefert bereits <a href="/api/init">/api/init</a>;
das Backoffice ist unter <a href="/backend">/backend</a> erreichbar.</p></main></body></html>`

/** Source files of the routes whose chunk the shell preloads (keys of Vite's build manifest). */
const ROUTE_SOURCES = {
  home: 'src/features/branches/components/DivisionPage.tsx',
  branch: 'src/features/menu/components/MenuPage.tsx',
  content: 'src/features/content/components/ContentPage.tsx',
} as const

type ManifestEntry = { file: string; css?: string[]; imports?: string[] }
type ShellRoute = keyof typeof ROUTE_SOURCES | null
type Assets = { html: string; manifest: Record<string, ManifestEntry>; css: Map<string, string>; templates: Map<ShellRoute, string> }

/** index.html, Vite's manifest and the stylesheets, read once per build (index.html's content identifies the build). */
let assets: Promise<Assets> | null = null
let assetsFor = ''

async function loadAssets(html: string): Promise<Assets> {
  if (assets === null || assetsFor !== html) {
    assetsFor = html
    assets = (async () => {
      let manifest: Record<string, ManifestEntry> = {}
      try {
        manifest = JSON.parse(await fs.readFile(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>
      } catch {
        /* built without a manifest: no route preloads */
      }
      return { html, manifest, css: new Map(), templates: new Map() }
    })()
  }
  return assets
}

async function readCss(store: Assets, href: string): Promise<string | null> {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return null
  let css = store.css.get(href)
  if (css === undefined) {
    try {
      // a `</style` inside the CSS would end the element: written as a CSS escape (the build has none; a guard)
      css = (await fs.readFile(path.join(DIST, href), 'utf8')).replace(/<\/style/gi, '<\\/style')
    } catch {
      return null
    }
    store.css.set(href, css)
  }
  return css
}

/** Per cached /api/init body: the shell's data and the escaped JSON (built once per content generation). */
const prepared = new WeakMap<CachedBody, { data: ShellData; json: string }>()

function prepare(body: CachedBody): { data: ShellData; json: string } {
  let entry = prepared.get(body)
  if (!entry) {
    const text = Buffer.from(body.bytes).toString('utf8')
    const parsed = JSON.parse(text) as { data?: unknown }
    entry = { data: shellDataFromInit(parsed.data), json: escapeJsonForScript(text) }
    prepared.set(body, entry)
  }
  return entry
}

/**
 * index.html rewritten for the shell pages of one route — everything that depends only on the build: stylesheets
 * inlined, the /api/init preload dropped, the entry and its module preloads (the route's chunk among them) handed to
 * start.js. Built once per build and route (kept with the assets); a request adds only its shell, picture preload,
 * theme and data.
 */
async function routeTemplate(store: Assets, route: ShellRoute): Promise<string> {
  let out = store.html
  // the stylesheets inline: nothing render-blocking before the first paint
  const links = [...out.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)]
  const inlined = new Set<string>()
  for (const [tag, href] of links) {
    const css = href === undefined ? null : await readCss(store, href)
    if (css === null || href === undefined) continue
    out = out.replace(tag, () => `<style>${css}</style>`)
    inlined.add(href.replace(/^\//, ''))
  }
  // the route's chunk (and what it imports) loads beside the entry, its stylesheet is inlined too
  const preloads: string[] = []
  const cssFiles: string[] = []
  const source = route === null ? undefined : ROUTE_SOURCES[route]
  const seen = new Set<string>()
  const visit = (key: string) => {
    const entry = store.manifest[key]
    // index.html: the entry, already in the page with its imports and stylesheet
    if (entry === undefined || seen.has(key) || key === 'index.html') return
    seen.add(key)
    if (!out.includes(`/${entry.file}"`)) preloads.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(entry.file)}">`)
    for (const file of entry.css ?? []) if (!cssFiles.includes(file) && !inlined.has(file)) cssFiles.push(file)
    for (const child of entry.imports ?? []) visit(child)
  }
  if (source !== undefined) visit(source)
  const styles: string[] = []
  for (const file of cssFiles) {
    const css = await readCss(store, `/${file}`)
    if (css !== null) styles.push(`<style>${css}</style>`)
  }
  const extra = preloads.join('') + styles.join('')
  // the data is in the page: no second request for it
  out = out.replace(/\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/init"[^>]*>/, '').replace(/<link rel="preload" href="\/api\/init"[^>]*>/, '')
  out = out.replace('</head>', () => `${extra}</head>`)
  // the app starts once the page has loaded (its pictures) and painted, or at the visitor's first touch, click or key
  // (storefront/public/start.js): the entry and every module preload move there, so no script competes with the hero
  // picture and the fonts for a slow connection (the fonts keep their preloads: they swap in over their metric-matched
  // fallback, storefront/src/app/fonts.css, the sooner the better). The shell's controls are disabled until the app
  // replaces it.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(out)
  if (entry?.[1] === undefined) return out
  const modules: string[] = []
  out = out.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
    modules.push(href)
    return ''
  })
  return out.replace(entry[0], () => `<script defer src="/start.js" data-entry="${entry[1]}" data-preload="${modules.join(' ')}"></script>`)
}

/**
 * index.html with the first paint built in, for an anonymous request (credentials: the app loads its own,
 * access-filtered /api/init as before). null when the shell does not apply (kiosk, preview, full-screen pages).
 */
export async function withShell(html: string, request: Request, payload: Payload): Promise<string | null> {
  if (hasCredentials(request.headers)) return null
  const url = new URL(request.url)
  // the same cached answer as GET /api/init (rebuilt after every content change, platform/cache/publicCache.ts)
  const body = await anonymousInit(() => createLocalReq({}, payload))
  const { data, json } = prepare(body)
  const shell = renderShell(data, { pathname: url.pathname, search: url.search, hasConsentCookie: hasConsentCookie(request.headers.get('cookie')) })
  if (shell === null) return null
  const store = await loadAssets(html)
  let template = store.templates.get(shell.route)
  if (template === undefined) store.templates.set(shell.route, (template = await routeTemplate(store, shell.route)))
  let out = template
  // the hero picture first: on HTTP/1.1 the ~20 module preloads and 4 fonts would otherwise hold the 6 connections
  // (after the viewport meta: the preload scanner resolves imagesizes="100vw" against it)
  if (shell.preload !== '') out = out.replace(/<meta name="viewport"[^>]*>/, (meta) => `${meta}${shell.preload}`)
  out = out.replace(/<html lang="de">/, () => `<html lang="de" style="${escapeHtml(themeStyle(data.config))}">`)
  out = out.replace('<div id="root"></div>', () => `<div id="root">${shell.html}</div><script type="application/json" id="tresen-init">${json}</script>`)
  return out
}

/**
 * The page's HTTP status (shell.ts pageStatus) from the cached anonymous /api/init — a lookup in the branches and sites
 * the shell reads anyway, no query per request. A signed-in visitor (credentials) may see pages anonymous visitors do
 * not (drafts, non-public sites): 200, as the app decides with its own data; search engines send no credentials.
 */
async function statusFor(request: Request, payload: Payload): Promise<PageStatus> {
  if (hasCredentials(request.headers)) return 200
  const body = await anonymousInit(() => createLocalReq({}, payload))
  return pageStatus(prepare(body).data, new URL(request.url).pathname)
}

/** `loadPayload` is the process's Payload (app/ passes it in: modules do not import the composition root). */
export async function serveStorefront(pathname: string, request?: Request, loadPayload?: () => Promise<Payload>): Promise<Response> {
  const clean = path.posix.normalize(decodeURIComponent(pathname)).replace(/^(\.\.(\/|$))+/, '')
  if (clean.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(clean)) {
    const file = path.join(DIST, clean)
    if (file.startsWith(DIST + path.sep)) {
      try {
        const content = await fs.readFile(file)
        const immutable = clean.startsWith('/assets/')
        const html = clean.endsWith('.html')
        // the service worker and its Workbox runtime are checked for updates on every visit (SF §4 update banner)
        const worker = clean === '/sw.js' || /^\/workbox-[\w-]+\.js$/.test(clean)
        return new Response(content, {
          headers: {
            'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
            'cache-control': immutable ? 'public, max-age=31536000, immutable' : worker || html ? 'no-cache' : 'public, max-age=300',
            ...(worker ? { 'service-worker-allowed': '/' } : {}),
          },
        })
      } catch {
        if (clean.startsWith('/assets/')) return new Response('Nicht gefunden', { status: 404 })
      }
    }
  }
  let html = PLACEHOLDER
  // 404 for an unknown branch or page, 500 for the 500 view (issue 35: no soft 404s); the SPA renders either view
  let status: PageStatus = 200
  if (request !== undefined && loadPayload !== undefined) {
    try {
      status = await statusFor(request, await loadPayload())
    } catch (error) {
      console.error('[tresen] Storefront-Status', error)
    }
  }
  try {
    html = await fs.readFile(path.join(DIST, 'index.html'), 'utf8')
    if (request !== undefined && loadPayload !== undefined) {
      try {
        html = (await withShell(html, request, await loadPayload())) ?? html
      } catch (error) {
        // the shell is an optimisation: without it the app loads as before
        console.error('[tresen] Storefront-Shell', error)
      }
    }
  } catch {
    /* storefront not built yet: placeholder */
  }
  // the page depends on the visitor's cookies (consent banner, credentials: no shell)
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Cookie' } })
}
