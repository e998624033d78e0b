/**
 * Self-hosted web fonts (BO §3, §7, §9): GET /api/fonts (families and variants), the @font-face style sheet of a
 * variant (/fonts/google/{family}/{variant}.css) and the font files under /fonts/files/…, immutable. Sources: installed
 * Fontsource packages and uploaded WOFF2 files; nothing loads from a CDN. Style sheets are built once per family,
 * variant and source version and kept in memory. docs/fonts-labels.md.
 */
import { createHash } from 'node:crypto'
import { promises as fs } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { FONT_WEIGHTS } from './weights'
import { MEDIA_DIRS } from '../../../platform/media-dirs'
import { fontsourceDir, fontsourceRoot } from './glyphs'

export const FONT_MESSAGES = {
  notFound: 'Schriftart konnte nicht geladen werden.',
} as const

export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** BO §9: weight 100…900 → Thin … Black. */
export const WEIGHT_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  FONT_WEIGHTS.map(({ label, value }) => [Number(value), label.replace(/^\d+ /, '')]),
)

export type FontStyle = 'normal' | 'italic'
export type FontVariant = { variant: string; weight: number; weightName: string; style: FontStyle; stylesheet: string }
export type FontFamily = { family: string; sources: ('npm' | 'upload')[]; variants: FontVariant[] }

/** Google's variant name: regular, italic, 700, 700italic. */
export const variantName = (weight: number, style: FontStyle) =>
  weight === 400 ? (style === 'italic' ? 'italic' : 'regular') : `${weight}${style === 'italic' ? 'italic' : ''}`

export function parseVariant(raw: string): { weight: number; style: FontStyle } | null {
  const m = /^(100|200|300|400|500|600|700|800|900)?(regular|italic)?$/.exec(raw.toLowerCase())
  if (!m || (!m[1] && !m[2]) || (m[1] && m[2] === 'regular')) return null
  return { weight: m[1] ? Number(m[1]) : 400, style: m[2] === 'italic' ? 'italic' : 'normal' }
}

const slugOf = (family: string) =>
  family
    .trim()
    .toLowerCase()
    .replace(/[\s+_]+/g, '-')

// --- installed npm packages -----------------------------------------------------------------------------------------

type NpmFamily = { family: string; slug: string; version: string; variants: { weight: number; style: FontStyle }[] }

let npmFamilies: Promise<Map<string, NpmFamily>> | null = null

/** The installed @fontsource packages (read once per process). */
export function installedFamilies(): Promise<Map<string, NpmFamily>> {
  return (npmFamilies ??= (async () => {
    const root = fontsourceRoot()
    const found = new Map<string, NpmFamily>()
    const slugs = await fs.readdir(root).catch(() => [] as string[])
    for (const slug of slugs) {
      if (!/^[a-z0-9-]+$/.test(slug)) continue
      const meta = JSON.parse(await fs.readFile(path.join(root, slug, 'package.json'), 'utf8').catch(() => '{}')) as {
        version?: string
      }
      const files = await fs.readdir(path.join(root, slug, 'files')).catch(() => [] as string[])
      const css = await fs.readdir(path.join(root, slug)).catch(() => [] as string[])
      const variants = css
        .map((name) => /^(\d00)(-italic)?\.css$/.exec(name))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => ({ weight: Number(m[1]), style: (m[2] ? 'italic' : 'normal') as FontStyle }))
        .sort((a, b) => a.weight - b.weight || a.style.localeCompare(b.style))
      if (variants.length === 0 || files.length === 0) continue
      // the family name as the package's style sheet declares it
      const first = variants[0]!
      const sheet = await fs.readFile(
        path.join(root, slug, `${first.weight}${first.style === 'italic' ? '-italic' : ''}.css`),
        'utf8',
      )
      const family = /font-family:\s*'([^']+)'/.exec(sheet)?.[1] ?? slug
      found.set(slugOf(family), { family, slug, version: meta.version ?? '0', variants })
    }
    return found
  })())
}

// --- uploaded files -------------------------------------------------------------------------------------------------

type UploadRow = { id: number; family: string; weight: string; style: FontStyle; filename: string | null; updatedAt: string }

async function uploadedFiles(payload: Payload, family?: string): Promise<UploadRow[]> {
  const { docs } = await payload.find({
    collection: 'font-files',
    where: family ? { family: { like: family } } : {},
    pagination: false,
    depth: 0,
    overrideAccess: true,
    sort: 'id',
  })
  return (docs as unknown as UploadRow[]).filter((d) => d.filename && (!family || slugOf(d.family) === slugOf(family)))
}

const uploadFileName = (row: UploadRow) => `${row.id}-${Date.parse(row.updatedAt)}.woff2`

// --- files for server-side drawing ----------------------------------------------------------------------------------

/**
 * The font file to draw `family` with on the server (image templates): an uploaded WOFF2 of the family, else a file of
 * its installed package — the variant of `style` whose weight is nearest to `weight` (uploads win a tie); null when
 * the family has no file at all (the caller draws in the bundled Mulish).
 */
export async function fontFileFor(
  payload: Payload,
  familyRaw: string,
  weight: number,
  style: FontStyle = 'normal',
): Promise<string | null> {
  const family = familyRaw.trim()
  if (family === '' || family.length > 100) return null
  const candidates: { weight: number; style: FontStyle; file: string }[] = []
  for (const row of await uploadedFiles(payload, family)) {
    if (row.filename)
      candidates.push({
        weight: Number(row.weight),
        style: row.style,
        file: path.join(MEDIA_DIRS.fonts, path.basename(row.filename)),
      })
  }
  const npm = (await installedFamilies()).get(slugOf(family))
  for (const variant of npm?.variants ?? []) {
    const file = path.join(fontsourceDir(npm!.slug), `${npm!.slug}-latin-${variant.weight}-${variant.style}.woff2`)
    if (
      await fs.access(file).then(
        () => true,
        () => false,
      )
    )
      candidates.push({ ...variant, file })
  }
  const sameStyle = candidates.filter((c) => c.style === style)
  const pool = sameStyle.length > 0 ? sameStyle : candidates
  let best: (typeof pool)[number] | null = null
  for (const candidate of pool)
    if (best === null || Math.abs(candidate.weight - weight) < Math.abs(best.weight - weight)) best = candidate
  return best?.file ?? null
}

// --- style sheets ---------------------------------------------------------------------------------------------------

export type Stylesheet = { css: string; version: string }

const sheets = new Map<string, Stylesheet>()

/** The @font-face style sheet of a family's variant; null when no file of it exists. */
export async function fontStylesheet(payload: Payload, familyRaw: string, variantRaw: string): Promise<Stylesheet | null> {
  const variant = parseVariant(variantRaw.replace(/\.css$/i, ''))
  if (!variant || familyRaw.length > 100) return null
  const slug = slugOf(familyRaw)
  const npm = (await installedFamilies()).get(slug)
  const uploads = (await uploadedFiles(payload, familyRaw)).filter(
    (row) => Number(row.weight) === variant.weight && row.style === variant.style,
  )
  const hasNpm = npm?.variants.some((v) => v.weight === variant.weight && v.style === variant.style) ?? false
  if (!hasNpm && uploads.length === 0) return null
  const key = [slug, variant.weight, variant.style, npm?.version ?? '', ...uploads.map(uploadFileName)].join('|')
  const cached = sheets.get(key)
  if (cached) return cached
  const family = npm?.family ?? uploads[0]!.family.trim()
  const name = `${family} ${WEIGHT_NAMES[variant.weight]}${variant.style === 'italic' ? ' Kursiv' : ''} (${variant.weight})`
  let css = `/* ${name.replace(/\*\//g, '')} */\n`
  // uploads first: an uploaded file of the same variant wins over the package's subsets for the glyphs it has
  for (const row of uploads) {
    css += fontFace(family, variant, `url(/fonts/files/upload/${uploadFileName(row)}) format('woff2')`)
  }
  if (npm && hasNpm) {
    const file = path.join(fontsourceDir(npm.slug), '..', `${variant.weight}${variant.style === 'italic' ? '-italic' : ''}.css`)
    const source = await fs.readFile(file, 'utf8')
    css += source.replace(
      /url\(\.\/files\/([a-z0-9-]+\.woff2?)\)/g,
      (_, f: string) => `url(/fonts/files/${npm.slug}/${f}?v=${npm.version})`,
    )
  }
  const sheet = { css, version: createHash('sha256').update(css).digest('hex').slice(0, 16) }
  sheets.set(key, sheet)
  return sheet
}

const cssString = (text: string) => `'${text.replace(/[\\'\n\r]/g, '')}'`

const fontFace = (family: string, variant: { weight: number; style: FontStyle }, src: string) =>
  `@font-face {\n  font-family: ${cssString(family)};\n  font-style: ${variant.style};\n  font-display: swap;\n  font-weight: ${variant.weight};\n  src: ${src};\n}\n\n`

/** GET /api/fonts: the families of the font records, the installed packages and the uploads, with their variants. */
export async function listFonts(payload: Payload): Promise<FontFamily[]> {
  const families = new Map<
    string,
    { family: string; sources: Set<'npm' | 'upload'>; variants: Map<string, { weight: number; style: FontStyle }> }
  >()
  const entry = (family: string) => {
    const slug = slugOf(family)
    let e = families.get(slug)
    if (!e) families.set(slug, (e = { family, sources: new Set(), variants: new Map() }))
    return e
  }
  for (const npm of (await installedFamilies()).values()) {
    const e = entry(npm.family)
    e.sources.add('npm')
    for (const v of npm.variants) e.variants.set(variantName(v.weight, v.style), v)
  }
  for (const row of await uploadedFiles(payload)) {
    const e = entry(row.family.trim())
    e.sources.add('upload')
    e.variants.set(variantName(Number(row.weight), row.style), { weight: Number(row.weight), style: row.style })
  }
  const result: FontFamily[] = []
  for (const e of [...families.values()].sort((a, b) => a.family.localeCompare(b.family, 'de'))) {
    const variants: FontVariant[] = []
    for (const [name, v] of [...e.variants].sort((a, b) => a[1].weight - b[1].weight || a[1].style.localeCompare(b[1].style))) {
      const sheet = await fontStylesheet(payload, e.family, name)
      if (!sheet) continue
      variants.push({
        variant: name,
        weight: v.weight,
        weightName: WEIGHT_NAMES[v.weight] ?? String(v.weight),
        style: v.style,
        stylesheet: `${stylesheetPath(e.family, name)}?v=${sheet.version}`,
      })
    }
    result.push({ family: e.family, sources: [...e.sources].sort(), variants })
  }
  return result
}

export const stylesheetPath = (family: string, variant: string) => `/fonts/google/${encodeURIComponent(family)}/${variant}.css`

// --- answers (Next route app/(media)/fonts and /api/fonts/google) -----------------------------------------------------

const notFound = (json: boolean) =>
  json
    ? new Response(JSON.stringify({ errors: [{ field: null, message: FONT_MESSAGES.notFound }] }), {
        status: 404,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      })
    : new Response(`/* ${FONT_MESSAGES.notFound} */\n`, {
        status: 404,
        headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' },
      })

/** GET /fonts/google/{family}/{variant}.css: CSS, ETag; immutable when asked with the current ?v=. */
export async function answerStylesheet(
  payload: Payload,
  request: Request,
  family: string,
  variant: string,
  json = false,
): Promise<Response> {
  const sheet = await fontStylesheet(payload, family, variant)
  if (!sheet) return notFound(json)
  const etag = `"${sheet.version}"`
  const v = new URL(request.url).searchParams.get('v')
  const headers = {
    'content-type': 'text/css; charset=utf-8',
    etag,
    'cache-control': v === sheet.version ? IMMUTABLE : 'public, max-age=3600, stale-while-revalidate=86400',
    'access-control-allow-origin': '*',
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(request.method === 'HEAD' ? null : sheet.css, { status: 200, headers })
}

const FILE = /^[a-z0-9-]+\.(woff2|woff)$/
const TYPES: Record<string, string> = { woff2: 'font/woff2', woff: 'font/woff' }

/** GET /fonts/files/{source}/{file}: a package's file or an upload ({id}-{version}.woff2); immutable. */
export async function answerFontFile(payload: Payload, request: Request, source: string, file: string): Promise<Response> {
  const missing = () =>
    new Response(FONT_MESSAGES.notFound, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  if (!FILE.test(file)) return missing()
  let absolute: string | null = null
  if (source === 'upload') {
    const m = /^(\d{1,12})-(\d{1,15})\.woff2$/.exec(file)
    if (!m) return missing()
    const row = await payload
      .findByID({ collection: 'font-files', id: Number(m[1]), depth: 0, overrideAccess: true })
      .catch(() => null)
    if (!row?.filename || String(Date.parse(row.updatedAt)) !== m[2]) return missing()
    absolute = path.join(MEDIA_DIRS.fonts, path.basename(row.filename))
  } else {
    const npm = [...(await installedFamilies()).values()].find((f) => f.slug === source)
    if (!npm) return missing()
    absolute = path.join(fontsourceDir(npm.slug), file)
  }
  const content = await fs.readFile(absolute).catch(() => null)
  if (!content) return missing()
  const ext = file.slice(file.lastIndexOf('.') + 1)
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(content), {
    headers: {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': IMMUTABLE,
      'access-control-allow-origin': '*',
      'content-length': String(content.length),
    },
  })
}

/** Routes below /fonts (Next route file). */
export async function answerFonts(payload: Payload, request: Request, segments: string[]): Promise<Response> {
  const [area, a, b, ...rest] = segments
  if (rest.length === 0 && a !== undefined && b !== undefined) {
    if (area === 'google' && b.toLowerCase().endsWith('.css')) return answerStylesheet(payload, request, a, b)
    if (area === 'files') return answerFontFile(payload, request, a, b)
  }
  return notFound(false)
}
