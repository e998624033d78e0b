/**
 * Serves the storefront SPA (built by Vite into storefront/dist) for every path that is not /api,
 * /custom/api, /backend, /image or /upload: hashed assets with immutable caching, everything else index.html.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

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

export async function serveStorefront(pathname: string): Promise<Response> {
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
  try {
    html = await fs.readFile(path.join(DIST, 'index.html'), 'utf8')
  } catch {
    /* storefront not built yet: placeholder */
  }
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } })
}
