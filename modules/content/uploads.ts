/**
 * Anonymous customer uploads for configurable products (SF §3 "Upload", §5 "Uploads").
 * The type is decided by the file's CONTENT (magic bytes; images are decoded in full), never by the claimed mime type or name; whether the
 * type may be used for a part is the domain's rule (isUploadAccepted). Stored through the Payload `uploads`
 * collection (which also renders the jpeg 'preview' size for images); served only under /upload/{publicHash}/….
 */
import { hash, randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'

import { isFilePartType, isUploadAccepted, slugify } from '../../domain'
import type { PartType } from '../../domain'
import type { Upload } from '../../contracts/payload-types'
import { ApiError } from '../../platform/api/errors'
import type { PublicUpload } from '../../contracts'
import { execute, sql } from '../../platform/db'
import { env } from '../../platform/env'
import { logFailure } from '../../platform/jobs/log'
import { ORDER_MESSAGES } from '../../domain/order-messages'

/** SF: at most 10 MB per file. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** Quota per client (its address) over the last 24 h: files and bytes of public uploads. */
export const UPLOAD_QUOTA_FILES = 50
export const UPLOAD_QUOTA_BYTES = 100 * 1024 * 1024
const DAY_SECONDS = 24 * 60 * 60
/** Uploads no order refers to are deleted (row and files) this long after their upload (job deleteStaleUploads). */
export const STALE_UPLOAD_MS = DAY_SECONDS * 1000
export const STALE_UPLOADS_TASK = 'deleteStaleUploads'
/** Uploads deleted per run at most (the next run takes the rest). */
const STALE_UPLOADS_BATCH = 200

/** Per order (on top of the per-client quota): at most this many uploads and this many bytes referred to. */
export const orderUploadLimits = () => ({ files: env.ORDER_UPLOADS_MAX_FILES, bytes: env.ORDER_UPLOADS_MAX_MB * 1024 * 1024 })

export const orderUploadsMessage = (files: number, megabytes: number) =>
  `Eine Bestellung kann höchstens ${files} Dateien mit zusammen höchstens ${megabytes} MB enthalten.`

/**
 * The uploads an order refers to (ids from its file/image parts), within the per-order cap: more files than
 * ORDER_UPLOADS_MAX_FILES (checked before any query) or more than ORDER_UPLOADS_MAX_MB together → German 400 on
 * `items`. Unknown ids are simply not returned (the order validation reports them on their part).
 */
export async function loadOrderUploads(req: PayloadRequest, ids: ReadonlySet<number>): Promise<Upload[]> {
  if (ids.size === 0) return []
  const limits = orderUploadLimits()
  const tooMany = () => new ApiError(400, [{ field: 'items', message: orderUploadsMessage(limits.files, env.ORDER_UPLOADS_MAX_MB) }])
  if (ids.size > limits.files) throw tooMany()
  const { docs } = await req.payload.find({
    collection: 'uploads',
    where: { id: { in: [...ids] } },
    depth: 0,
    pagination: false,
    req,
    // Deliberately overrideAccess: uploads are staff-only to read, but an order may reference the customer's own
    // anonymous uploads; only their type, size and existence are used, nothing is returned to the caller.
    overrideAccess: true,
  })
  const uploads = docs as Upload[]
  if (uploads.reduce((sum, upload) => sum + (upload.filesize ?? 0), 0) > limits.bytes) throw tooMany()
  return uploads
}

/** The stored form of a client's address: a SHA-256 (the address itself is not kept). */
export const uploadClientKey = (ip: string): string => hash('sha256', `tresen-upload:${ip}`, 'hex')

/** 429 when the client's uploads of the last 24 h plus this one exceed the quota. */
async function checkUploadQuota(req: PayloadRequest, clientKey: string, bytes: number): Promise<void> {
  const rows = await execute<{ files: number; bytes: string | number; retry: string | number | null }>(
    req,
    sql`select count(*)::int as files, coalesce(sum(filesize), 0) as bytes,
               ceil(extract(epoch from (min(created_at) + make_interval(secs => ${DAY_SECONDS}) - now()))) as retry
          from uploads where client_key = ${clientKey} and created_at > now() - make_interval(secs => ${DAY_SECONDS})`,
  )
  const used = rows[0]
  if (!used) return
  if (used.files + 1 > UPLOAD_QUOTA_FILES || Number(used.bytes) + bytes > UPLOAD_QUOTA_BYTES) {
    const retry = Math.max(1, Math.min(DAY_SECONDS, Number(used.retry ?? DAY_SECONDS)))
    throw new ApiError(429, [{ field: 'dataUrl', message: ORDER_MESSAGES.uploadQuota }], { 'Retry-After': String(retry) })
  }
}

export type DetectedType = { extension: string; mimeType: string }

const unprocessable = () => new ApiError(400, [{ field: 'dataUrl', message: ORDER_MESSAGES.uploadUnprocessable }])

const ascii = (buf: Uint8Array, start: number, length: number) => Buffer.from(buf.subarray(start, start + length)).toString('latin1')

const startsWith = (buf: Uint8Array, bytes: readonly number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b)

/** Office Open XML / OpenDocument inside a zip container, else a plain zip. */
function zipKind(buf: Buffer): DetectedType {
  // OpenDocument: the first entry is an uncompressed 'mimetype' file with the document's mime type
  if (ascii(buf, 30, 8) === 'mimetype') {
    const head = ascii(buf, 38, 80)
    for (const [ext, mime] of [
      ['odt', 'application/vnd.oasis.opendocument.text'],
      ['ods', 'application/vnd.oasis.opendocument.spreadsheet'],
      ['odp', 'application/vnd.oasis.opendocument.presentation'],
    ] as const) {
      if (head.startsWith(mime)) return { extension: ext, mimeType: mime }
    }
  }
  // OOXML: entry names are stored uncompressed in the local headers and the central directory
  if (buf.includes('[Content_Types].xml')) {
    if (buf.includes('word/')) return { extension: 'docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }
    if (buf.includes('xl/')) return { extension: 'xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }
    if (buf.includes('ppt/')) return { extension: 'pptx', mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' }
  }
  return { extension: 'zip', mimeType: 'application/zip' }
}

/** Valid UTF-8 without NUL bytes counts as text. */
function isText(buf: Buffer): boolean {
  if (buf.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf)
    return true
  } catch {
    return false
  }
}

/**
 * The file type by magic bytes: jpeg, png, gif, webp, pdf, zip/docx/xlsx/pptx/odt/ods/odp, mp4/m4v/mov, webm/mkv,
 * or plain text / csv (valid UTF-8, no NUL; csv only when the name or claimed type says so). Null = unknown.
 */
export function detectFileType(buf: Buffer, claimed: { name?: string | null; mimeType?: string | null } = {}): DetectedType | null {
  if (buf.length === 0) return null
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { extension: 'jpg', mimeType: 'image/jpeg' }
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', mimeType: 'image/png' }
  if (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a') return { extension: 'gif', mimeType: 'image/gif' }
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 4) === 'WEBP') return { extension: 'webp', mimeType: 'image/webp' }
  if (ascii(buf, 0, 5) === '%PDF-') return { extension: 'pdf', mimeType: 'application/pdf' }
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buf, [0x50, 0x4b, 0x05, 0x06])) return zipKind(buf)
  if (ascii(buf, 4, 4) === 'ftyp') {
    const brand = ascii(buf, 8, 4)
    if (brand === 'qt  ') return { extension: 'mov', mimeType: 'video/quicktime' }
    if (brand === 'M4V ' || brand === 'M4VH' || brand === 'M4VP') return { extension: 'm4v', mimeType: 'video/x-m4v' }
    if (/^(isom|iso[2-9]|mp41|mp42|mp71|avc1|dash|mmp4|MSNV|NDAS|f4v )$/.test(brand)) return { extension: 'mp4', mimeType: 'video/mp4' }
    return null
  }
  if (startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3])) {
    const head = ascii(buf, 0, 64)
    if (head.includes('webm')) return { extension: 'webm', mimeType: 'video/webm' }
    if (head.includes('matroska')) return { extension: 'mkv', mimeType: 'video/x-matroska' }
    return null
  }
  if (isText(buf)) {
    const csv = /\.csv$/i.test(claimed.name ?? '') || /^(text\/csv|application\/csv|text\/comma-separated-values)/i.test(claimed.mimeType ?? '')
    return csv ? { extension: 'csv', mimeType: 'text/csv' } : { extension: 'txt', mimeType: 'text/plain' }
  }
  return null
}

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*);base64,/i
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Decodes a base64 data URL (size checked before decoding). Null when malformed or too large. */
export function decodeDataUrl(dataUrl: string, maxBytes = MAX_UPLOAD_BYTES): { mimeType: string; data: Buffer } | null {
  const head = DATA_URL.exec(dataUrl.slice(0, 512))
  if (!head) return null
  const payload = dataUrl.slice(head[0].length).replace(/\s+/g, '')
  if (payload.length === 0 || payload.length % 4 === 1) return null
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0
  const size = Math.floor((payload.length * 3) / 4) - padding
  if (size <= 0 || size > maxBytes) return null
  if (!BASE64.test(payload)) return null
  const data = Buffer.from(payload, 'base64')
  return data.length > 0 && data.length <= maxBytes ? { mimeType: (head[1] ?? '').toLowerCase(), data } : null
}

type UploadBody = { dataUrl: string; name: string | null; partType: PartType }

function parseUploadBody(body: unknown): UploadBody {
  const src = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  if (!src || typeof src.dataUrl !== 'string') throw unprocessable()
  const name = typeof src.name === 'string' ? src.name.slice(0, 255) : null
  const partType = src.partType === undefined || src.partType === null ? 'file' : src.partType
  if (typeof partType !== 'string' || !isFilePartType(partType)) {
    throw new ApiError(400, [{ field: 'partType', message: ORDER_MESSAGES.invalidValue }])
  }
  return { dataUrl: src.dataUrl, name, partType: partType as PartType }
}

/** A safe stored file name: slug of the customer's name + random suffix + the DETECTED extension. */
export function storedFileName(name: string | null, extension: string): string {
  const base = (name ?? '').replace(/\.[^.]*$/, '')
  const slug = slugify(base).slice(0, 60) || 'upload'
  return `${slug}-${randomBytes(6).toString('hex')}.${extension}`
}

export const toPublicUpload = (upload: Upload): PublicUpload => ({
  id: upload.id,
  version: upload.version ?? 1,
  extension: upload.extension ?? '',
  publicHash: upload.publicHash ?? '',
  mimeType: upload.mimeType ?? '',
})

/**
 * Images are decoded, not only sniffed: a GIF/PNG/JPEG header followed by anything else (e.g. script text) is no
 * image. sharp decodes every pixel (`stats`), failing on warnings (truncated or corrupt data).
 */
export async function isDecodableImage(data: Buffer): Promise<boolean> {
  try {
    const image = sharp(data, { failOn: 'warning', animated: true, limitInputPixels: 100_000_000 })
    const meta = await image.metadata()
    if (!meta.width || !meta.height) return false
    await image.stats()
    return true
  } catch {
    return false
  }
}

/** An image decoding failure (sharp) while Payload stores the file or renders its sizes. */
export function isFileProcessingError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null
  return e?.name !== 'ValidationError' && /sharp|image|input buffer|unsupported|corrupt/i.test(e?.message ?? '')
}

/** Payload's own checks (e.g. a corrupt mp4) and image decoding failures (sharp) mean an unusable file. */
const isUnusableFileError = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'ValidationError' || isFileProcessingError(error)

/** POST /api/uploads/public: decode, sniff, check with the domain and the client's quota, store. */
export async function createPublicUpload(req: PayloadRequest, body: unknown, ip: string): Promise<PublicUpload> {
  const input = parseUploadBody(body)
  const decoded = decodeDataUrl(input.dataUrl)
  if (!decoded) throw unprocessable()
  const type = detectFileType(decoded.data, { name: input.name, mimeType: decoded.mimeType })
  if (!type || !isUploadAccepted(type, input.partType)) throw unprocessable()
  if (type.mimeType.startsWith('image/') && !(await isDecodableImage(decoded.data))) throw unprocessable()
  const clientKey = uploadClientKey(ip)
  await checkUploadQuota(req, clientKey, decoded.data.length)
  let doc: Upload
  try {
    doc = (await req.payload.create({
      collection: 'uploads',
      // publicHash: 128 random bits (base64url) — the only key to the file under /upload/{publicHash}/…
      data: { publicHash: randomBytes(16).toString('base64url'), version: 1, extension: type.extension, clientKey },
      file: { data: decoded.data, mimetype: type.mimeType, name: storedFileName(input.name, type.extension), size: decoded.data.length },
      req,
      depth: 0,
      // Deliberately overrideAccess: anonymous customers upload here (the collection is staff-only through the API);
      // the file's type and size were checked above.
      overrideAccess: true,
    })) as Upload
  } catch (error) {
    if (isUnusableFileError(error)) throw unprocessable()
    throw error
  }
  return toPublicUpload(doc)
}

/**
 * The uploads older than STALE_UPLOAD_MS that no order item refers to (part snapshots keep `uploads: [{ id, … }]`,
 * domain/order-item.ts). Only orders created after the oldest candidate can refer to it, so only their items are read.
 */
export async function staleUploadIds(payload: Payload, olderThanMs = STALE_UPLOAD_MS): Promise<number[]> {
  const rows = await execute<{ id: number }>(
    payload,
    sql`with candidates as (
          select id, created_at from uploads where created_at < now() - make_interval(secs => ${olderThanMs / 1000})
          order by id limit ${STALE_UPLOADS_BATCH}
        ), referenced as (
          select distinct (u.value ->> 'id') as id
            from orders o
            join orders_items i on i._parent_id = o.id
            cross join lateral jsonb_array_elements(case when jsonb_typeof(i.parts) = 'array' then i.parts else '[]'::jsonb end) p
            cross join lateral jsonb_array_elements(case when jsonb_typeof(p.value -> 'uploads') = 'array' then p.value -> 'uploads' else '[]'::jsonb end) u
           where o.created_at >= (select min(created_at) from candidates)
        )
        select c.id from candidates c where c.id::text not in (select id from referenced where id is not null) order by c.id`,
  )
  return rows.map((row) => Number(row.id))
}

/** Job deleteStaleUploads: deletes the stale uploads (rows and files, through Payload); answers how many. */
export async function deleteStaleUploads(payload: Payload, olderThanMs = STALE_UPLOAD_MS): Promise<number> {
  let deleted = 0
  for (const id of await staleUploadIds(payload, olderThanMs)) {
    try {
      // Deliberately overrideAccess: a system cleanup (uploads are written by anonymous customers, deleted by the server).
      await payload.delete({ collection: 'uploads', id, overrideAccess: true })
      deleted += 1
    } catch (error) {
      await logFailure(payload, 'uploads', `Upload ${id} konnte nicht gelöscht werden`, error)
    }
  }
  return deleted
}
