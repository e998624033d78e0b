/**
 * Small, idempotent upsert factories for the demo data.
 *
 * Every factory finds its record by a natural key (email, identifier, name, path, publicHash, sku, alt …),
 * creates it when missing, updates it only when a seeded field differs, and otherwise leaves it alone —
 * so a second run changes nothing (no writes, no new `updatedAt`). All Local API calls run with
 * `overrideAccess: true` and `context: { disableContentEvents: true }` (no notification per record).
 */
import type { CollectionSlug, DataFromGlobalSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

/** Record ids: PostgreSQL serial ids (Payload's default id type for this project). */
export type Id = number

/** Request context of every seed call: suppresses the per-record content-change notifications. */
export const SEED_CONTEXT = { disableContentEvents: true } as const

export type UpsertStatus = 'created' | 'updated' | 'unchanged'

export interface Upserted {
  readonly id: Id
  readonly status: UpsertStatus
}

export interface CollectionStats {
  created: number
  updated: number
  unchanged: number
}

export type SeedStats = Record<string, CollectionStats>

export interface SeedContext {
  readonly payload: Payload
  readonly stats: SeedStats
  readonly log: (message: string) => void
}

export function createContext(payload: Payload, log: (message: string) => void = () => {}): SeedContext {
  return { payload, stats: {}, log }
}

/** Whether a collection is registered (content collections are added step by step). */
export function hasCollection(payload: Payload, slug: string): boolean {
  return Boolean((payload.collections as Record<string, unknown>)[slug])
}

// ---------------------------------------------------------------------------
// Loose Local API facade
// ---------------------------------------------------------------------------

type LooseDoc = { id: Id | string } & Record<string, unknown>

interface CallOptions {
  collection: string
  depth?: number
  overrideAccess: boolean
  context: Record<string, unknown>
}

export interface UploadFile {
  data: Buffer
  mimetype: string
  name: string
  size: number
}

/**
 * The generic core works on plain records, because it serves typed collections and content collections
 * that may not be part of the generated types yet (sites, navigations, questionnaires). The typed
 * factories below check every seeded record against the generated collection types instead.
 */
interface LooseLocalApi {
  find(args: CallOptions & { where: Where; limit: number; pagination: boolean }): Promise<{ docs: LooseDoc[] }>
  create(args: CallOptions & { data: Record<string, unknown>; file?: UploadFile }): Promise<LooseDoc>
  update(args: CallOptions & { id: Id | string; data: Record<string, unknown> }): Promise<LooseDoc>
}

const loose = (payload: Payload): LooseLocalApi => payload as unknown as LooseLocalApi

const toId = (value: Id | string): Id => {
  const id = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(id)) throw new Error(`Unerwartete ID ${String(value)}`)
  return id
}

const count = (ctx: SeedContext, collection: string, status: UpsertStatus) => {
  const entry = (ctx.stats[collection] ??= { created: 0, updated: 0, unchanged: 0 })
  entry[status]++
}

// ---------------------------------------------------------------------------
// Comparison: does the stored document already hold every seeded value?
// ---------------------------------------------------------------------------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value)

/**
 * `want` is contained in `have`: keys missing from `want` (or undefined) are ignored, arrays must match
 * element by element (stored array rows carry extra `id`s, which are ignored), a wanted id matches a
 * populated relation with that id, numbers compare numerically and ISO dates by instant.
 */
export function isContained(want: unknown, have: unknown): boolean {
  if (want === undefined) return true
  if (want === null) return have === null || have === undefined
  if (Array.isArray(want)) {
    if (!Array.isArray(have)) return want.length === 0 && (have === null || have === undefined)
    return want.length === have.length && want.every((item, index) => isContained(item, have[index]))
  }
  if (isPlainObject(want)) {
    if (!isPlainObject(have)) return false
    return Object.entries(want).every(([key, value]) => isContained(value, have[key]))
  }
  if (isPlainObject(have) && 'id' in have) return isContained(want, have.id)
  if (typeof want === 'number') return (typeof have === 'number' || typeof have === 'string') && Number(have) === want
  if (typeof want === 'string' && typeof have === 'string' && want !== have && ISO_DATE.test(want) && ISO_DATE.test(have)) {
    return Date.parse(want) === Date.parse(have)
  }
  return want === have
}

// ---------------------------------------------------------------------------
// Generic upsert
// ---------------------------------------------------------------------------

export interface UpsertOptions {
  /** Only written when the record is created (passwords, uploaded files). */
  readonly createOnly?: Record<string, unknown>
  /** The upload, produced only when the record has to be created. */
  readonly file?: () => Promise<UploadFile>
  /** Never update an existing record (uploads: the file is not regenerated). */
  readonly createOnlyRecord?: boolean
}

/** Finds the one record matching `key` (all fields equal), then creates, updates or leaves it. */
export async function upsert(
  ctx: SeedContext,
  collection: string,
  key: Record<string, string | number>,
  data: Record<string, unknown>,
  options: UpsertOptions = {},
): Promise<Upserted> {
  const api = loose(ctx.payload)
  const common = { collection, depth: 0, overrideAccess: true, context: { ...SEED_CONTEXT } }
  const where: Where = { and: Object.entries(key).map(([field, value]) => ({ [field]: { equals: value } })) }
  const { docs } = await api.find({ ...common, where, limit: 2, pagination: false })
  if (docs.length > 1) {
    throw new Error(`${collection}: mehrere Datensätze für ${JSON.stringify(key)} – bitte Duplikate entfernen.`)
  }
  const existing = docs[0]
  if (!existing) {
    const file = options.file ? await options.file() : undefined
    const created = await api.create({ ...common, data: { ...data, ...options.createOnly }, file })
    count(ctx, collection, 'created')
    return { id: toId(created.id), status: 'created' }
  }
  const id = toId(existing.id)
  if (options.createOnlyRecord || isContained(data, existing)) {
    count(ctx, collection, 'unchanged')
    return { id, status: 'unchanged' }
  }
  await api.update({ ...common, id, data })
  count(ctx, collection, 'updated')
  return { id, status: 'updated' }
}

// ---------------------------------------------------------------------------
// Typed factories (data checked against the generated collection types)
// ---------------------------------------------------------------------------

/** Seed data of a collection: the generated create type, relations given as ids. */
export type SeedData<S extends CollectionSlug> = RequiredDataFromCollectionSlug<S>

const plain = <T extends object>(data: T): Record<string, unknown> => data as unknown as Record<string, unknown>

export const upsertUnit = (ctx: SeedContext, data: SeedData<'units'>) => upsert(ctx, 'units', { name: data.name }, plain(data))

export const upsertTag = (ctx: SeedContext, data: SeedData<'tags'>) => upsert(ctx, 'tags', { name: data.name }, plain(data))

export const upsertDivision = (ctx: SeedContext, data: SeedData<'divisions'> & { identifier: string }) =>
  upsert(ctx, 'divisions', { identifier: data.identifier }, plain(data))

export const upsertBranch = (ctx: SeedContext, data: SeedData<'branches'> & { identifier: string }) =>
  upsert(ctx, 'branches', { identifier: data.identifier }, plain(data))

/** Tables are unique per branch by their identifier ('T1' …). */
export const upsertTable = (ctx: SeedContext, data: SeedData<'tables'> & { branch: Id }) =>
  upsert(ctx, 'tables', { identifier: data.identifier, branch: data.branch }, plain(data))

export const upsertDonatee = (ctx: SeedContext, data: SeedData<'donatees'>) =>
  upsert(ctx, 'donatees', { name: data.name }, plain(data))

export const upsertCategory = (ctx: SeedContext, data: SeedData<'categories'>) =>
  upsert(ctx, 'categories', { name: data.name }, plain(data))

/** Products are found by their article number (sku), which the seed derives from a stable key. */
export const upsertProduct = (ctx: SeedContext, data: SeedData<'products'> & { sku: string }) =>
  upsert(ctx, 'products', { sku: data.sku }, plain(data))

export const upsertMenu = (ctx: SeedContext, data: SeedData<'menus'>) => upsert(ctx, 'menus', { name: data.name }, plain(data))

/** Users by email; the password is set on creation only (a changed demo password is left alone). */
export const upsertUser = (ctx: SeedContext, data: Omit<SeedData<'users'>, 'password'>, password: string) =>
  upsert(ctx, 'users', { email: data.email }, plain(data), { createOnly: { password } })

/** Images by their alt text (file names may get a suffix on disk); an existing image is never re-uploaded. */
export const upsertImage = (ctx: SeedContext, alt: string, file: () => Promise<UploadFile>) =>
  upsert(ctx, 'images', { alt }, { alt }, { file, createOnlyRecord: true })

// ---------------------------------------------------------------------------
// Content collections (typed from the specification; skipped when not registered)
// ---------------------------------------------------------------------------

export const upsertByKey = (ctx: SeedContext, collection: string, field: string, data: Record<string, unknown>) => {
  const value = data[field]
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${collection}: Schlüssel ${field} fehlt.`)
  return upsert(ctx, collection, { [field]: value }, data)
}

// ---------------------------------------------------------------------------
// Globals
// ---------------------------------------------------------------------------

interface LooseGlobalApi {
  findGlobal(args: {
    slug: string
    depth: number
    overrideAccess: boolean
    context: Record<string, unknown>
  }): Promise<Record<string, unknown>>
  updateGlobal(args: {
    slug: string
    data: Record<string, unknown>
    depth: number
    overrideAccess: boolean
    context: Record<string, unknown>
  }): Promise<unknown>
}

/** Updates a global only when a seeded field differs. */
export async function updateGlobal<S extends 'config' | 'theme'>(
  ctx: SeedContext,
  slug: S,
  data: Partial<Omit<DataFromGlobalSlug<S>, 'id' | 'updatedAt' | 'createdAt' | 'globalType'>>,
): Promise<Exclude<UpsertStatus, 'created'>> {
  const api = ctx.payload as unknown as LooseGlobalApi
  const common = { slug, depth: 0, overrideAccess: true, context: { ...SEED_CONTEXT } }
  const current = await api.findGlobal(common)
  const key = `global:${slug}`
  if (isContained(data, current)) {
    count(ctx, key, 'unchanged')
    return 'unchanged'
  }
  await api.updateGlobal({ ...common, data: plain(data) })
  count(ctx, key, 'updated')
  return 'updated'
}
