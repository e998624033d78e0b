/**
 * Static assets of SF §7, streamed from disk — by the fast path beside Next (platform/fast) and, until it is up, by the
 * Next route handlers in app/(media):
 *   /image/{id}-{version}.{ext}                 original image
 *   /image/{size}/{id}-{version}.{ext}          size ∈ icon, thumbnail, tiny, small, medium, large
 *   /image/product/… and /image/category/…      the 'small' size
 *   /upload/{publicHash}/{id}-{version}.{ext}   a customer upload (only with its public hash)
 *   /upload/{publicHash}/preview/{id}-{version}.jpg   its jpeg preview
 * A missing size file falls back to the original (images smaller than a size are not enlarged by Payload).
 * The version in the URL must be the record's current version, so `immutable` caching is safe; ETag + 304;
 * 404 for everything else. Only file names stored by Payload are opened, resolved inside the collection's
 * static directory (no path from the URL ever reaches the file system).
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'

import { IMAGE_SIZES } from '../../domain/images'
import type { Image, Upload } from '../../contracts/payload-types'
import { etagMatches } from '../../platform/api/etag'
import { cachedContent } from '../../platform/cache/publicCache'
import { secretsMatch } from '../orders'
import { loadPayload } from '../../platform/payload'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
const SIZE_NAMES = new Set<string>(IMAGE_SIZES.map(([name]) => name))
/** Named variants of SF §7 → Payload image size. */
const ALIASES: Readonly<Record<string, string>> = { product: 'small', category: 'small' }
const FILE = /^(\d{1,12})-(\d{1,9})\.([a-z0-9]{1,10})$/i

type SizeEntry = { filename?: string | null; mimeType?: string | null }
type FileDoc = { filename?: string | null; mimeType?: string | null; sizes?: Record<string, SizeEntry | undefined> | null }

const normExt = (ext: string) => {
  const e = ext.toLowerCase()
  return e === 'jpeg' ? 'jpg' : e
}

export type ParsedFile = { id: number; version: number; extension: string }

export function parseFileName(name: string | undefined): ParsedFile | null {
  const m = name ? FILE.exec(name) : null
  if (!m) return null
  const id = Number(m[1])
  const version = Number(m[2])
  if (!Number.isSafeInteger(id) || id < 1 || !Number.isSafeInteger(version) || version < 1) return null
  return { id, version, extension: normExt(m[3] ?? '') }
}

/** A stored file name inside `dir`, or null (no separators, no '..', must stay inside the directory). */
export function safeJoin(dir: string, filename: string | null | undefined): string | null {
  if (!filename || filename.includes('/') || filename.includes('\\') || filename.includes('\0') || filename === '.' || filename === '..') return null
  const root = path.resolve(dir)
  const full = path.resolve(root, filename)
  return full.startsWith(root + path.sep) ? full : null
}

const extOf = (filename: string | null | undefined) => normExt(path.extname(filename ?? '').slice(1))

/** What a media request resolves to: not found, not modified, or a file to stream (HEAD: headers only). */
export type FileAnswer =
  | { status: 404 }
  | { status: 304; headers: Record<string, string> }
  | { status: 200; headers: Record<string, string>; file: string | null }

const NOT_FOUND: FileAnswer = { status: 404 }
const NOT_FOUND_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }
export const NOT_FOUND_BODY = 'Nicht gefunden.'

/** A stored file with immutable caching, ETag and 304. `extra` adds headers (e.g. for uploads). */
async function fileAnswer(request: MediaRequest, file: string, mimeType: string, extra: Record<string, string> = {}): Promise<FileAnswer> {
  let info
  try {
    info = await stat(file)
  } catch {
    return NOT_FOUND
  }
  if (!info.isFile()) return NOT_FOUND
  const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`
  const headers: Record<string, string> = {
    'cache-control': IMMUTABLE,
    etag,
    'last-modified': info.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
    ...extra,
  }
  if (etagMatches(request.ifNoneMatch, etag)) return { status: 304, headers }
  const type = mimeType.startsWith('text/') && !mimeType.includes('charset') ? `${mimeType}; charset=utf-8` : mimeType
  const full = { ...headers, 'content-type': type || 'application/octet-stream', 'content-length': String(info.size) }
  return { status: 200, headers: full, file: request.method === 'HEAD' ? null : file }
}

/** A file answer as a WHATWG Response (the Next route handlers in app/(media)). */
export function toResponse(answer: FileAnswer): Response {
  if (answer.status === 404) return new Response(NOT_FOUND_BODY, { status: 404, headers: NOT_FOUND_HEADERS })
  if (answer.status === 304 || answer.file === null) return new Response(null, { status: answer.status, headers: answer.headers })
  const stream = Readable.toWeb(createReadStream(answer.file)) as unknown as ReadableStream<Uint8Array>
  return new Response(stream, { status: 200, headers: answer.headers })
}

/** A file answer on a Node response (the fast path beside Next): the file is streamed, never read whole. */
export function sendNode(answer: FileAnswer, res: ServerResponse): void {
  if (answer.status === 404) {
    res.writeHead(404, NOT_FOUND_HEADERS).end(NOT_FOUND_BODY)
    return
  }
  res.writeHead(answer.status, answer.headers)
  if (answer.status === 304 || answer.file === null) {
    res.end()
    return
  }
  const stream = createReadStream(answer.file)
  stream.on('error', () => res.destroy())
  stream.pipe(res)
}

export type MediaRequest = { method: string; ifNoneMatch: string | null }

function staticDirOf(payload: Payload, slug: 'images' | 'uploads'): string | null {
  const upload = payload.collections[slug]?.config.upload
  return upload && typeof upload === 'object' && typeof upload.staticDir === 'string' ? upload.staticDir : null
}

/** The stored file of a record for a size (null = original), falling back to the original when the size is missing. */
function pick(doc: FileDoc, size: string | null): { filename: string; mimeType: string } | null {
  const sized = size ? doc.sizes?.[size] : undefined
  if (sized?.filename) return { filename: sized.filename, mimeType: sized.mimeType ?? doc.mimeType ?? '' }
  return doc.filename ? { filename: doc.filename, mimeType: doc.mimeType ?? '' } : null
}

/** GET/HEAD /image/… */
export async function resolveImage(request: MediaRequest, segments: readonly string[], payload?: Payload): Promise<FileAnswer> {
  let size: string | null = null
  let fileName: string | undefined
  if (segments.length === 1) fileName = segments[0]
  else if (segments.length === 2) {
    const variant = segments[0] ?? ''
    size = ALIASES[variant] ?? (SIZE_NAMES.has(variant) ? variant : null)
    if (size === null) return NOT_FOUND
    fileName = segments[1]
  } else return NOT_FOUND
  const parsed = parseFileName(fileName)
  if (!parsed) return NOT_FOUND
  const p = payload ?? (await loadPayload())
  // images are public (read access: anyone) — read with the anonymous access rules, kept until content changes
  const doc = await cachedContent(`media:image:${parsed.id}`, async () =>
    (await p.findByID({ collection: 'images', id: parsed.id, depth: 0, disableErrors: true, overrideAccess: false })) as Image | null,
  )
  if (!doc || (doc.version ?? 1) !== parsed.version || extOf(doc.filename) !== parsed.extension) return NOT_FOUND
  const chosen = pick(doc as FileDoc, size)
  const dir = staticDirOf(p, 'images')
  const file = chosen && dir ? safeJoin(dir, chosen.filename) : null
  if (!chosen || !file) return NOT_FOUND
  return fileAnswer(request, file, chosen.mimeType)
}

/** GET/HEAD /upload/{publicHash}/… — only when the public hash matches (constant-time). */
export async function resolveUpload(request: MediaRequest, segments: readonly string[], payload?: Payload): Promise<FileAnswer> {
  const [publicHash, second, third] = segments
  let preview = false
  let fileName: string | undefined
  if (segments.length === 2) fileName = second
  else if (segments.length === 3 && second === 'preview') {
    preview = true
    fileName = third
  } else return NOT_FOUND
  const parsed = parseFileName(fileName)
  if (!parsed || !publicHash || publicHash.length > 128) return NOT_FOUND
  if (preview && parsed.extension !== 'jpg') return NOT_FOUND
  const p = payload ?? (await loadPayload())
  // Deliberately overrideAccess: uploads are staff-only through the API; here the public hash is the key (checked below).
  const doc = (await p.findByID({ collection: 'uploads', id: parsed.id, depth: 0, disableErrors: true, overrideAccess: true })) as Upload | null
  const hashOk = secretsMatch(doc?.publicHash, publicHash)
  if (!doc || !hashOk || (doc.version ?? 1) !== parsed.version) return NOT_FOUND
  let chosen: { filename: string; mimeType: string } | null
  if (preview) {
    const sized = doc.sizes?.preview
    chosen = sized?.filename ? { filename: sized.filename, mimeType: sized.mimeType ?? 'image/jpeg' } : null
  } else {
    chosen = normExt(doc.extension ?? '') === parsed.extension && doc.filename ? { filename: doc.filename, mimeType: doc.mimeType ?? '' } : null
  }
  const dir = staticDirOf(p, 'uploads')
  const file = chosen && dir ? safeJoin(dir, chosen.filename) : null
  if (!chosen || !file) return NOT_FOUND
  // customer content: never rendered as an active document
  return fileAnswer(request, file, chosen.mimeType, { 'content-security-policy': "default-src 'none'; sandbox", 'cross-origin-resource-policy': 'same-origin' })
}

const mediaRequest = (request: Request): MediaRequest => ({ method: request.method, ifNoneMatch: request.headers.get('if-none-match') })

/** The Next route handlers' entry points (app/(media)): the same resolution as the fast path, as a Response. */
export const serveImage = async (request: Request, segments: readonly string[]): Promise<Response> =>
  toResponse(await resolveImage(mediaRequest(request), segments))

export const serveUpload = async (request: Request, segments: readonly string[]): Promise<Response> =>
  toResponse(await resolveUpload(mediaRequest(request), segments))
