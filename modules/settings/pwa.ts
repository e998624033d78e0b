/**
 * The PWA manifest and its icons, built from the settings (SF §4 PWA; BO §3 theme): name and short name from the
 * config (shopName/title), colours from the theme (colour 1 = theme colour, colour 2 = background), icons rendered by
 * sharp from the theme logo — centred on colour 2 with a safe margin (maskable) — or, without a logo, from the shop's
 * initial. GET /pwa/manifest.webmanifest, GET /pwa/icon-{180|192|512}.png (no-cache + ETag: a new logo shows at once).
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { initialIconSvg, loadBranding } from './branding'

export const ICON_SIZES = [180, 192, 512] as const
const COLOR = /^#[0-9a-f]{3,8}$/i

type ImageDoc = { id?: number | string; filename?: string | null } | number | null | undefined

async function themeOf(payload: Payload) {
  try {
    const theme = (await payload.findGlobal({ slug: 'theme', depth: 1 })) as { color1?: string | null; color2?: string | null; logo?: ImageDoc }
    return theme
  } catch {
    return {}
  }
}

export async function buildManifest(payload: Payload) {
  const [branding, theme, config] = await Promise.all([
    loadBranding(payload),
    themeOf(payload),
    payload.findGlobal({ slug: 'config', depth: 0 }).catch(() => ({}) as Record<string, unknown>),
  ])
  const c = config as { title?: string | null; description?: string | null; seoDescription?: string | null }
  const themeColor = theme.color1 && COLOR.test(theme.color1) ? theme.color1 : '#111111'
  const background = theme.color2 && COLOR.test(theme.color2) ? theme.color2 : '#ffffff'
  return {
    id: '/',
    name: c.title?.trim() || branding.shopName,
    short_name: branding.shopName.slice(0, 24),
    description: c.seoDescription?.trim() || c.description?.trim() || `Online bestellen bei ${branding.shopName}`,
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: themeColor,
    background_color: background,
    categories: ['food', 'shopping'],
    icons: [
      { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

async function logoFile(payload: Payload, logo: ImageDoc): Promise<string | null> {
  if (!logo || typeof logo !== 'object' || !logo.filename) return null
  const upload = payload.collections.images?.config.upload
  const dir = upload && typeof upload === 'object' && typeof upload.staticDir === 'string' ? upload.staticDir : null
  if (dir === null) return null
  const file = path.resolve(dir, path.basename(logo.filename))
  try {
    await fs.access(file)
    return file
  } catch {
    return null
  }
}

export async function renderIcon(payload: Payload, size: (typeof ICON_SIZES)[number]): Promise<Buffer> {
  const [branding, theme] = await Promise.all([loadBranding(payload), themeOf(payload)])
  const background = theme.color2 && COLOR.test(theme.color2) ? theme.color2 : '#ffffff'
  const file = await logoFile(payload, theme.logo)
  if (file === null) {
    return sharp(Buffer.from(initialIconSvg(branding))).resize(size, size).png().toBuffer()
  }
  // the maskable safe zone is the inner 80 %: the logo fits into 70 % of the square
  const inner = Math.round(size * 0.7)
  const logo = await sharp(file).resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: logo, gravity: 'center' }])
    .png()
    .toBuffer()
}

const etagOf = (body: string | Buffer) => `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`

function answer(request: Request, body: string | Buffer, type: string): Response {
  const etag = etagOf(body)
  const headers = { 'content-type': type, 'cache-control': 'no-cache', etag }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), { headers })
}

/** GET /pwa/{file}: the manifest or one icon; anything else 404. */
export async function servePwaFile(request: Request, file: string, payload: Payload): Promise<Response> {
  if (file === 'manifest.webmanifest') {
    return answer(request, JSON.stringify(await buildManifest(payload)), 'application/manifest+json; charset=utf-8')
  }
  const match = /^icon-(\d+)\.png$/.exec(file)
  const size = ICON_SIZES.find((candidate) => String(candidate) === match?.[1])
  if (size === undefined) return new Response('Nicht gefunden', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return answer(request, await renderIcon(payload, size), 'image/png')
}
