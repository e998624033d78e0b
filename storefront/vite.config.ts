import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '..')
const outDir = path.resolve(here, 'dist')
const backend = process.env.TRESEN_BACKEND ?? 'http://localhost:3000'
const proxied = ['/api', '/custom/api', '/image', '/upload', '/backend', '/pwa/']

/** Chunks of earlier builds stay answerable this long after a deploy (an open tab still loads its lazy routes). */
const KEEP_OLD_ASSETS_DAYS = 14

/** The version the admin toolbar shows: package.json's, plus TRESEN_BUILD_ID when the deployment sets one (e.g. the commit). */
const packageVersion = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version
const buildId = process.env.TRESEN_BUILD_ID?.trim() ?? ''
const appVersion = buildId === '' ? packageVersion : `${packageVersion}+${buildId}`

/**
 * Old chunks stay answerable after a deploy (no blank app in a tab opened before it): the hashed files of earlier
 * builds are carried over into the new dist/assets for KEEP_OLD_ASSETS_DAYS; they are never precached (the service
 * worker's manifest lists only this build's files, see `manifestTransforms` below).
 */
function keepPreviousAssets(): Plugin {
  let assets = path.join(outDir, 'assets')
  let previous: { name: string; data: Buffer; mtime: Date }[] = []
  return {
    name: 'tresen-keep-previous-assets',
    apply: 'build',
    configResolved(config) {
      // the outDir given on the command line (--outDir) counts, e.g. the two-build update test
      assets = path.resolve(config.root, config.build.outDir, config.build.assetsDir)
    },
    buildStart() {
      previous = []
      if (!fs.existsSync(assets)) return
      const cutoff = Date.now() - KEEP_OLD_ASSETS_DAYS * 24 * 60 * 60 * 1000
      for (const name of fs.readdirSync(assets)) {
        const file = path.join(assets, name)
        const stat = fs.statSync(file)
        if (stat.isFile() && stat.mtimeMs >= cutoff) previous.push({ name, data: fs.readFileSync(file), mtime: stat.mtime })
      }
    },
    closeBundle: {
      order: 'post',
      handler() {
        fs.mkdirSync(assets, { recursive: true })
        for (const entry of previous) {
          const file = path.join(assets, entry.name)
          if (fs.existsSync(file)) continue
          fs.writeFileSync(file, entry.data)
          fs.utimesSync(file, entry.mtime, entry.mtime)
        }
        previous = []
      },
    },
  }
}

/**
 * Preloads the Latin files of every weight of the default font (storefront/src/app/fonts.css) from index.html, so
 * they arrive together, early: until then the text is drawn in the metric-matched fallback (font-display swap), and
 * all weights swap in at about the same time. Latin Extended is loaded only where a page has such characters (its
 * unicode-range).
 */
const PRELOADED_FONTS = /^assets\/mulish-latin-(400|600|700|800)-normal-[\w-]+\.woff2$/
function preloadFonts(): Plugin {
  return {
    name: 'tresen-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {})
          .filter((name) => PRELOADED_FONTS.test(name))
          .sort()
        return files.map((name) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${name}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/**
 * /api and /custom/api in the service worker: always the network, never a cache (no stale catalogue, order or
 * status); only when the network fails (offline, server unreachable) the worker answers 503 with the German error
 * `{errors:[{field:null,message}]}` and tells the open pages ('tresen:offline') so they show the offline notice; the
 * next answer that gets through tells them 'tresen:online'. This function is copied into sw.js as source text
 * (workbox-build stringifies it): it may use only its arguments and the worker's globals.
 */
async function apiNetworkOnly({ request }: { request: Request }): Promise<Response> {
  const worker = globalThis as unknown as {
    tresenOffline?: boolean
    clients: { matchAll: (options: { type: 'window' }) => Promise<{ postMessage: (message: unknown) => void }[]> }
  }
  const tell = async (type: string) => {
    for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage({ type })
  }
  try {
    const response = await fetch(request)
    if (worker.tresenOffline === true) {
      worker.tresenOffline = false
      await tell('tresen:online')
    }
    return response
  } catch (error) {
    if (request.signal.aborted) throw error
    worker.tresenOffline = true
    await tell('tresen:offline')
    return new Response(JSON.stringify({ errors: [{ field: null, message: 'Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.' }] }), {
      status: 503,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-tresen-offline': '1' },
    })
  }
}
const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/**
 * Files no storefront visitor needs offline, never precached: the home page map (features/branches/map/MapboxMap.tsx,
 * mapbox-gl's CSP worker and CSS) and the signage player's HLS video library (hls.js, only TVs load it).
 */
const NOT_PRECACHED = /(^|\/)assets\/(MapboxMap|mapbox-gl|hls)[^/]*$/

/** This build's own files (filled while bundling): the precache manifest lists only these. */
const currentFiles = new Set<string>()
function recordBundle(): Plugin {
  return {
    name: 'tresen-record-bundle',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) currentFiles.add(name)
    },
  }
}

export default defineConfig({
  root: here,
  base: '/',
  plugins: [
    react(),
    recordBundle(),
    preloadFonts(),
    // SF §4 PWA: prompt mode (the update banner asks), registration done by features/pwa only when enablePluginPWA is on;
    // the manifest is served by the server from config/theme (modules/settings/pwa.ts: /pwa/manifest.webmanifest, icons /pwa/icon-{size}.png)
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,css,html,woff2,svg}'],
        manifestTransforms: [
          async (entries) => {
            const manifest = entries
              // of the hashed files only this build's (earlier builds' chunks are carried over into assets/, never
              // precached); the files beside them (index.html) are always this build's — they are not in the
              // bundle recorded above (Vite's HTML plugin emits index.html after that hook), and without index.html
              // the worker's navigation fallback throws while the worker starts and no route after it is registered
              .filter((entry) => currentFiles.size === 0 || !/^\/?assets\//.test(entry.url) || currentFiles.has(entry.url.replace(/^\//, '')))
              // the home page map (mapbox-gl, its worker and CSS; ~3 MB) needs the network anyway; hls.js is for TVs
              // only; the device screens' push worker (public/geraet-sw.js) is no part of the shop
              .filter((entry) => !NOT_PRECACHED.test(entry.url) && !/(^|\/)geraet-sw\.js$/.test(entry.url))
            if (!manifest.some((entry) => entry.url.replace(/^\//, '') === 'index.html')) throw new Error('sw.js: index.html fehlt im Precache (navigateFallback)')
            return { manifest, warnings: [] }
          },
        ],
        navigateFallback: '/index.html',
        // only storefront pages get the app shell; API, admin, media and server routes always go to the network
        navigateFallbackDenylist: [/^\/(api|custom\/api|backend|image|upload|media|_next|favicon|pwa|health)(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching: [
          // API: network only, the German 503 offline answer when the network fails (never a cached answer)
          ...API_METHODS.map((method) => ({
            urlPattern: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) => sameOrigin && /^\/(custom\/)?api\//.test(url.pathname),
            handler: apiNetworkOnly,
            method,
          })),
          {
            // catalogue images: fast from the cache, refreshed in the background, at most 200 for 30 days
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/image/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'tresen-images', expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 } },
          },
        ],
      },
    }),
    keepPreviousAssets(),
  ],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  // '@domain': the shared rules (domain/); '@client': the one API client (platform/client); '@contracts' is imported as
  // types only (erased, never bundled)
  resolve: {
    alias: { '@domain': path.resolve(repoRoot, 'domain/index.ts'), '@client': path.resolve(repoRoot, 'platform/client/index.ts') },
  },
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    // .vite/manifest.json: the server preloads a route's chunk and inlines its stylesheet (modules/storefront/serve.ts)
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: backend, changeOrigin: true }])),
  },
})
