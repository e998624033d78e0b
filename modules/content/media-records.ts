/**
 * BO §7's POST and PUT of images and uploads with their file: multipart/form-data with a `file` part (other fields
 * beside it) or JSON with `dataUrl` (and `name`). The file gets the public uploads' checks (./uploads.ts: type by
 * content, images decoded in full, ≤ 10 MB) before Payload stores it with the record, with the caller's access.
 */
import { randomBytes } from 'node:crypto'

import type { File, PayloadRequest } from 'payload'

import { isFilePartType, isUploadAccepted } from '../../domain'
import type { PartType } from '../../domain'
import { ApiError, MESSAGES, badRequest } from '../../platform/api/errors'
import type { ReceivedFile } from '../../platform/api/types'
import { createRecord, getRecord, updateRecord } from '../../platform/records/records'
import { decodeDataUrl, detectFileType, isDecodableImage, isFileProcessingError, MAX_UPLOAD_BYTES, storedFileName } from './uploads'

export type MediaSlug = 'images' | 'uploads'

/** What the images collection stores: raster images (SVG only through the admin, where an editor sees it). */
const IMAGE_EXTENSIONS = new Set(['jpg', 'png', 'gif', 'webp'])

/** Fields the server sets from the file (a client's value is left out, as the record calls leave out computed fields). */
const SERVER_FIELDS: Record<MediaSlug, readonly string[]> = {
  images: ['version', 'extension'],
  uploads: ['publicHash', 'version', 'extension', 'clientKey'],
}
const FILE_FIELDS = ['filename', 'mimeType', 'filesize', 'width', 'height', 'sizes', 'url', 'thumbnailURL']
/** The JSON form's own keys (the file), not fields of the record. */
const DATA_URL_KEYS = ['dataUrl', 'name', 'partType']

export const fileTooLargeMessage = `Die Datei ist zu groß (höchstens ${MAX_UPLOAD_BYTES / 1024 / 1024} MB).`

type Incoming = { fields: Record<string, unknown>; file: File | null; extension: string | null }

const unprocessable = (field: string) => new ApiError(400, [{ field, message: MESSAGES.fileUnprocessable }])

/** The request's file (multipart `file` part, else JSON `dataUrl`), checked by content, and the record's fields. */
async function incoming(slug: MediaSlug, body: unknown, files: readonly ReceivedFile[]): Promise<Incoming> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, [{ field: null, message: MESSAGES.jsonObject }])
  const src = body as Record<string, unknown>
  const other = files.find((f) => f.field !== 'file')
  if (other) throw badRequest([{ field: other.field, message: MESSAGES.unknownField }])
  if (files.length > 1) throw badRequest([{ field: 'file', message: 'Bitte senden Sie genau eine Datei.' }])
  const part = files[0]
  const fields = { ...src }
  for (const key of [...DATA_URL_KEYS, ...SERVER_FIELDS[slug], ...FILE_FIELDS]) delete fields[key]

  let bytes: Buffer
  let claimed: { name: string | null; mimeType: string | null }
  let field: string
  if (part) {
    if (part.data.length === 0) throw badRequest([{ field: 'file', message: MESSAGES.missingFile }])
    if (part.data.length > MAX_UPLOAD_BYTES) throw badRequest([{ field: 'file', message: fileTooLargeMessage }])
    bytes = part.data
    claimed = { name: part.name || null, mimeType: part.mimeType || null }
    field = 'file'
  } else if (src.dataUrl !== undefined && src.dataUrl !== null) {
    if (typeof src.dataUrl !== 'string') throw unprocessable('dataUrl')
    const decoded = decodeDataUrl(src.dataUrl)
    if (!decoded) throw unprocessable('dataUrl')
    bytes = decoded.data
    claimed = { name: typeof src.name === 'string' ? src.name.slice(0, 255) : null, mimeType: decoded.mimeType }
    field = 'dataUrl'
  } else {
    return { fields, file: null, extension: null }
  }

  const type = detectFileType(bytes, claimed)
  if (!type) throw unprocessable(field)
  if (slug === 'images' ? !IMAGE_EXTENSIONS.has(type.extension) : !isUploadAccepted(type, partTypeOf(src))) throw unprocessable(field)
  if (type.mimeType.startsWith('image/') && !(await isDecodableImage(bytes))) throw unprocessable(field)
  const name = storedFileName(claimed.name, type.extension)
  return { fields, file: { data: bytes, mimetype: type.mimeType, name, size: bytes.length }, extension: type.extension }
}

/** Which part type an upload is checked against (`partType`, default `file`: every accepted type). */
function partTypeOf(src: Record<string, unknown>): PartType {
  const raw = src.partType ?? 'file'
  if (typeof raw !== 'string' || !isFilePartType(raw)) throw badRequest([{ field: 'partType', message: 'Dieser Wert ist ungültig.' }])
  return raw as PartType
}

/** Runs Payload's write; a file sharp cannot process after all is the same German 400 as before. */
async function storing<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isFileProcessingError(error)) throw unprocessable(field)
    throw error
  }
}

/** POST /api/images, /api/uploads: the record with its file (400 `file` „Bitte wählen Sie eine Datei aus.“ without one). */
export async function createMediaRecord(req: PayloadRequest, slug: MediaSlug, body: unknown, files: readonly ReceivedFile[]) {
  const { fields, file, extension } = await incoming(slug, body, files)
  if (!file) throw badRequest([{ field: 'file', message: MESSAGES.missingFile }])
  // an upload made by staff: its public address (/upload/{publicHash}/…) as for the customers' uploads, no quota key
  const data = slug === 'uploads' ? { ...fields, publicHash: randomBytes(16).toString('base64url'), version: 1, extension } : fields
  return storing(files.length ? 'file' : 'dataUrl', () => createRecord(req, slug, data, file))
}

/** PUT /api/images/{id}, /api/uploads/{id}: the fields, and with a file the new file (its version + 1). */
export async function updateMediaRecord(req: PayloadRequest, slug: MediaSlug, id: number, body: unknown, files: readonly ReceivedFile[]) {
  const { fields, file, extension } = await incoming(slug, body, files)
  if (!file) return updateRecord(req, slug, id, fields)
  // images count their version up in their own hook; uploads here (their public address names it)
  const current = (await getRecord(req, slug, id)) as { version?: number | null }
  const data = slug === 'uploads' ? { ...fields, version: (Number(current.version) || 1) + 1, extension } : fields
  return storing(files.length ? 'file' : 'dataUrl', () => updateRecord(req, slug, id, data, file))
}
