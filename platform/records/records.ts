/**
 * The standard record calls of BO §7 over Payload's Local API — one implementation for every record type.
 * Always `overrideAccess: false` with the caller's req: collection and field access decide what is visible.
 */
import type { CollectionSlug, File, FlattenedField, Payload, PayloadRequest, Where } from 'payload'

import { RECORD_CALL } from '../access/serverComputed'
import { ApiError, MESSAGES, badRequest, notFound } from '../api/errors'
import type { FieldError } from '../api/errors'
import { referenceError } from '../api/references'

export const MAX_LIMIT = 100
export const DEFAULT_LIMIT = 50

/** Relationship depth per record type: images are populated (id, version, extension), catalogues stay ids. */
const DEPTH: Partial<Record<string, number>> = { menus: 0, orders: 0, users: 0 }
export const depthFor = (slug: string) => DEPTH[slug] ?? 1

/** Top-level fields that may be used as list filters and sort keys (documented in docs/api.md). */
const FILTERABLE = new Set(['text', 'email', 'number', 'checkbox', 'select', 'relationship', 'upload', 'date'])

const fieldsOf = (payload: Payload, slug: string): FlattenedField[] => {
  const collection = payload.collections[slug as CollectionSlug]
  if (!collection) throw new ApiError(404, MESSAGES.routeNotFound)
  return collection.config.flattenedFields
}

const coerce = (field: FlattenedField, raw: string): unknown => {
  if (field.type === 'checkbox') {
    if (raw === 'true' || raw === '1') return true
    if (raw === 'false' || raw === '0') return false
    throw badRequest([{ field: field.name, message: 'Dieser Wert sollte ein Wahrheitswert (true/false) sein.' }])
  }
  if (field.type === 'number') {
    const n = Number(raw)
    if (!Number.isFinite(n)) throw badRequest([{ field: field.name, message: MESSAGES.invalidNumber }])
    return n
  }
  if (field.type === 'relationship' || field.type === 'upload') {
    const n = Number(raw)
    if (!Number.isInteger(n) || n <= 0) throw badRequest([{ field: field.name, message: MESSAGES.invalidId }])
    return n
  }
  return raw
}

const isHidden = (field: FlattenedField): boolean =>
  (field as { hidden?: boolean }).hidden === true || (field as { admin?: { hidden?: boolean } }).admin?.hidden === true

export type ListQuery = { page: number; limit: number; sort?: string; where: Where }

const RESERVED = new Set(['page', 'limit', 'sort', 'depth'])

/** `page` (default 1) and `limit` (default DEFAULT_LIMIT, capped) of a list call, with their German errors. */
export function parsePaging(query: URLSearchParams, maxLimit = MAX_LIMIT): { page: number; limit: number; errors: FieldError[] } {
  const errors: FieldError[] = []
  const page = query.has('page') ? Number(query.get('page')) : 1
  if (!Number.isInteger(page) || page < 1) errors.push({ field: 'page', message: 'Die Seite muss eine positive ganze Zahl sein.' })
  const limit = query.has('limit') ? Number(query.get('limit')) : DEFAULT_LIMIT
  if (!Number.isInteger(limit) || limit < 1) errors.push({ field: 'limit', message: 'Das Limit muss eine positive ganze Zahl sein.' })
  return { page, limit: Math.min(limit, maxLimit), errors }
}

/** Parses `page`, `limit` (capped), `sort` and `field=value` filters against the collection's own fields. */
export function parseListQuery(payload: Payload, slug: string, query: URLSearchParams, maxLimit = MAX_LIMIT): ListQuery {
  // hidden fields (an order's hash, its idempotency key, ticket counters) are internal: neither filters nor sort keys
  const fields = new Map(
    fieldsOf(payload, slug)
      .filter((f) => FILTERABLE.has(f.type) && !isHidden(f))
      .map((f) => [f.name, f]),
  )
  fields.set('id', { name: 'id', type: 'number' } as FlattenedField)
  const { page, limit, errors } = parsePaging(query, maxLimit)
  // the first problem, as before (page before limit)
  if (errors[0]) throw badRequest([errors[0]])
  let sort: string | undefined
  const sortRaw = query.get('sort')
  if (sortRaw) {
    const key = sortRaw.replace(/^-/, '')
    if (!fields.has(key) && key !== 'createdAt' && key !== 'updatedAt') {
      throw badRequest([{ field: 'sort', message: `Nach „${key}“ kann nicht sortiert werden.` }])
    }
    sort = sortRaw
  }
  const and: Where[] = []
  for (const [key, raw] of query.entries()) {
    if (RESERVED.has(key)) continue
    const field = fields.get(key)
    if (!field) throw badRequest([{ field: key, message: `Nach „${key}“ kann nicht gefiltert werden.` }])
    const values = raw.split(',').map((v) => coerce(field, v))
    and.push(values.length > 1 ? { [key]: { in: values } } : { [key]: { equals: values[0] } })
  }
  return { page, limit, sort, where: and.length ? { and } : {} }
}

export async function listRecords(req: PayloadRequest, slug: string, q: ListQuery) {
  const result = await req.payload.find({
    collection: slug as CollectionSlug,
    req,
    user: req.user,
    overrideAccess: false,
    depth: depthFor(slug),
    page: q.page,
    limit: q.limit,
    sort: q.sort,
    where: q.where,
  })
  return {
    docs: result.docs,
    meta: { page: result.page, limit: result.limit, totalDocs: result.totalDocs, totalPages: result.totalPages },
  }
}

/** Whether a number can be a record id: a positive integer within PostgreSQL's integer (serial) range. */
export const isRecordId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= 2_147_483_647

export const parseId = (raw: string | undefined): number => {
  const id = Number(raw)
  if (!isRecordId(id)) throw notFound()
  return id
}

export async function getRecord(req: PayloadRequest, slug: string, id: number) {
  fieldsOf(req.payload, slug)
  const doc = await req.payload.findByID({
    collection: slug as CollectionSlug,
    id,
    req,
    user: req.user,
    overrideAccess: false,
    depth: depthFor(slug),
    disableErrors: true,
  })
  if (!doc) throw notFound()
  return doc
}

const asObject = (body: unknown): Record<string, unknown> => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, [{ field: null, message: MESSAGES.jsonObject }])
  }
  // a dotted key is read by Payload as a path into the document (and crashes it): no field has such a name
  const dotted = Object.keys(body).find((key) => key.includes('.'))
  if (dotted !== undefined) throw badRequest([{ field: dotted, message: MESSAGES.unknownField }])
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = body as Record<string, unknown>
  return rest
}

/**
 * Runs a write of the record calls: marked as one (server-computed fields are left out, platform/access/
 * serverComputed.ts); a reference to a missing record → 400 naming the field, a deletion of a record in use → 409.
 */
async function recordWrite<T>(
  req: PayloadRequest,
  slug: string,
  operation: 'create' | 'update' | 'delete',
  write: () => Promise<T>,
): Promise<T> {
  req.context = { ...req.context, [RECORD_CALL]: true }
  try {
    return await write()
  } catch (error) {
    throw referenceError(req.payload, slug, error, operation) ?? error
  } finally {
    req.context = { ...req.context, [RECORD_CALL]: false }
  }
}

/** `file`: the checked file of an upload collection (modules/content/media-records.ts), stored with the record. */
export async function createRecord(req: PayloadRequest, slug: string, body: unknown, file?: File) {
  fieldsOf(req.payload, slug)
  const data = asObject(body)
  return recordWrite(req, slug, 'create', () =>
    req.payload.create({
      collection: slug as CollectionSlug,
      data: data as never,
      file,
      req,
      user: req.user,
      overrideAccess: false,
      depth: depthFor(slug),
    }),
  )
}

export async function updateRecord(req: PayloadRequest, slug: string, id: number, body: unknown, file?: File) {
  await getRecord(req, slug, id) // 404 (not 403) for rows the caller cannot see
  const data = asObject(body)
  return recordWrite(req, slug, 'update', () =>
    req.payload.update({
      collection: slug as CollectionSlug,
      id,
      data: data as never,
      file,
      req,
      user: req.user,
      overrideAccess: false,
      depth: depthFor(slug),
    }),
  )
}

export async function deleteRecord(req: PayloadRequest, slug: string, id: number) {
  await getRecord(req, slug, id)
  return recordWrite(req, slug, 'delete', () =>
    req.payload.delete({
      collection: slug as CollectionSlug,
      id,
      req,
      user: req.user,
      overrideAccess: false,
      depth: 0,
    }),
  )
}
