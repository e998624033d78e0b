/**
 * Loads what a public order is validated against — the server's own data, never the client's — and maps
 * Payload documents to the domain's input types.
 */
import type { PayloadRequest } from 'payload'

import { activeMenu, branchFromRecord, isConfigurableProduct, isFilePartType, productFromRecord, scheduleFromRecords, unitFromRecord } from '../../../domain'
import type { BranchInput, ProductInput } from '../../../domain'
import type { Branch, Category, Config1 as Config, Donatee, Menu, Product, Table, Upload } from '../../../contracts/payload-types'
import { cachedContent } from '../../../platform/cache/publicCache'
import { isBranchOrderingPaused } from '../../devices'
import { isRecordId } from '../../../platform/records/records'
import { readSettings } from '../../settings'
import { loadOrderUploads } from '../../content'
import { kitchenStates } from '../../catalogue'
import type { OrderSubmission } from './parse'

/** Payload documents → domain inputs: the shared mapping of domain/records.ts (the storefront uses the same). */
export const toSchedule = scheduleFromRecords
export const toUnitInput = unitFromRecord
export const toProductInput = (product: Product): ProductInput => productFromRecord(product)
export const toBranchInput = (branch: Branch): BranchInput => branchFromRecord(branch)

const relId = (ref: number | { id: number } | null | undefined): number | null =>
  ref === null || ref === undefined ? null : typeof ref === 'object' ? ref.id : ref

export interface OrderContext {
  readonly branch: Branch
  readonly branchInput: BranchInput
  readonly config: Config
  readonly menu: Menu | null
  /** Requested products that the anonymous caller can read (enabled), by id. */
  readonly products: ReadonlyMap<number, Product>
  /** For each product of the active menu: the categories it is listed in. */
  readonly menuCategories: ReadonlyMap<number, readonly Category[]>
  readonly table: Table | null
  readonly donatee: Donatee | null
  /** Uploads referenced by file/image parts, by id. */
  readonly uploads: ReadonlyMap<number, Upload>
}

/** The Local API reads of the order context; anonymous callers read through the content cache. */
type Reads = {
  branch: (id: number) => Promise<Branch | null>
  config: () => Promise<Config>
  menus: (branchId: number) => Promise<Menu[]>
  products: (ids: number[]) => Promise<Product[]>
  categories: (ids: number[]) => Promise<Category[]>
  table: (id: number) => Promise<Table | null>
  donatee: (id: number) => Promise<Donatee | null>
}

function directReads(req: PayloadRequest): Reads {
  const { payload } = req
  const local = { req, user: req.user, overrideAccess: false } as const
  return {
    branch: async (id) => (await payload.findByID({ collection: 'branches', id, depth: 0, disableErrors: true, ...local })) as Branch | null,
    // the shop settings are the server's rules, read one way for everyone (modules/settings/read.ts)
    config: () => readSettings(payload),
    menus: async (branchId) =>
      (await payload.find({ collection: 'menus', where: { branches: { in: [branchId] } }, depth: 0, pagination: false, ...local })).docs as Menu[],
    products: async (ids) =>
      ids.length === 0
        ? []
        : ((await payload.find({ collection: 'products', where: { id: { in: ids } }, depth: 1, pagination: false, ...local })).docs as Product[]),
    categories: async (ids) =>
      ids.length === 0
        ? []
        : ((await payload.find({ collection: 'categories', where: { id: { in: ids } }, depth: 0, pagination: false, ...local })).docs as Category[]),
    table: async (id) => (await payload.findByID({ collection: 'tables', id, depth: 0, disableErrors: true, ...local })) as Table | null,
    donatee: async (id) => (await payload.findByID({ collection: 'donatees', id, depth: 0, disableErrors: true, ...local })) as Donatee | null,
  }
}

/**
 * An anonymous caller's reads, kept per content generation (every source is storefront content, invalidated after
 * commit — platform/cache/contentEvents.ts): after the first order, validating one costs no catalogue query.
 * Per-id entries, so carts with different products share them. Values are shared: never mutated.
 */
function cachedAnonymousReads(direct: Reads): Reads {
  const each = async <T extends { id: number }>(kind: string, ids: number[], load: (ids: number[]) => Promise<T[]>): Promise<T[]> => {
    const found: (T | null)[] = await Promise.all(
      ids.map((id) => cachedContent<T | null>(`order:${kind}:${id}`, async () => (await load([id]))[0] ?? null)),
    )
    return found.filter((doc): doc is T => doc !== null)
  }
  return {
    branch: (id) => cachedContent(`order:branch:${id}`, () => direct.branch(id)),
    config: direct.config,
    menus: (branchId) => cachedContent(`order:menus:${branchId}`, () => direct.menus(branchId)),
    products: (ids) => each('product', ids, direct.products),
    categories: (ids) => each('category', ids, direct.categories),
    table: (id) => cachedContent(`order:table:${id}`, () => direct.table(id)),
    donatee: (id) => cachedContent(`order:donatee:${id}`, () => direct.donatee(id)),
  }
}

/** Loads the branch and everything the submission refers to. Returns null when the branch does not exist. */
export async function loadOrderContext(req: PayloadRequest, submission: OrderSubmission, now: number): Promise<OrderContext | null> {
  if (submission.branchId === null) return null
  const direct = directReads(req)
  const read = req.user ? direct : cachedAnonymousReads(direct)
  const branch = await read.branch(submission.branchId)
  if (!branch) return null

  const productIds = [...new Set(submission.items.map((item) => item.productId).filter((id): id is number => id !== null))]

  const [config, menus, products, table, donatee, kitchen] = await Promise.all([
    read.config(),
    read.menus(branch.id),
    read.products(productIds),
    submission.form.table === null ? Promise.resolve(null) : read.table(submission.form.table),
    submission.form.donatee === null ? Promise.resolve(null) : read.donatee(submission.form.donatee),
    // the kitchen's pause, busy mode and sold-out list (issue 33): read fresh, never from the content cache
    kitchenStates(req, [branch.id]).then((states) => states.get(branch.id) ?? null),
  ])
  // upload ids only from the file/image parts the products define (any other value is no upload reference — a body
  // full of numbers must not become one huge query)
  // (only a configurable product has parts — SF §5)
  const partTypes = new Map(products.filter(isConfigurableProduct).map((product) => [product.id, (product.config?.parts ?? []).map((part) => part.type)]))
  const uploadIds = new Set<number>()
  for (const item of submission.items) {
    const types = item.productId === null ? undefined : partTypes.get(item.productId)
    item.parts.forEach((part, index) => {
      if (!isFilePartType(types?.[index])) return
      for (const value of part?.values ?? []) if (/^\d+$/.test(value) && isRecordId(Number(value))) uploadIds.add(Number(value))
    })
  }
  const uploads = await loadOrderUploads(req, uploadIds) // per-order cap (modules/content/uploads.ts)

  const menu = activeMenu(
    menus.map((m) => ({ ...m, branches: (m.branches ?? []).map((b) => relId(b as number | { id: number })).filter((id): id is number => id !== null) })),
    now,
    branch.id,
  )
  const activeDoc = menu === null ? null : (menus.find((m) => m.id === menu.id) ?? null)

  // categories of the active menu that list a requested product
  const menuCategories = new Map<number, Category[]>()
  if (activeDoc) {
    const wanted = new Set(productIds)
    const entries = (activeDoc.catalog ?? []).map((entry) => ({
      categoryId: relId(entry.category as number | { id: number }),
      productIds: (entry.products ?? []).map((p) => relId(p as number | { id: number })).filter((id): id is number => id !== null && wanted.has(id)),
    }))
    const categoryIds = [...new Set(entries.filter((e) => e.productIds.length > 0).map((e) => e.categoryId).filter((id): id is number => id !== null))]
    const categories = await read.categories(categoryIds)
    const byId = new Map(categories.map((c) => [c.id, c]))
    for (const entry of entries) {
      const category = entry.categoryId === null ? undefined : byId.get(entry.categoryId)
      for (const productId of entry.productIds) {
        const list = menuCategories.get(productId) ?? []
        // a category the caller cannot read (disabled) still marks the product as listed, but unavailable
        list.push(category ?? ({ id: entry.categoryId ?? 0, name: '', isEnabled: false } as Category))
        menuCategories.set(productId, list)
      }
    }
  }

  return {
    branch,
    // online ordering paused while no order device of the branch is online (issue 18): the domain's checkout rule refuses
    branchInput: { ...toBranchInput(branch), isOrderingPaused: await isBranchOrderingPaused(req.payload, branch.id, now), kitchenState: kitchen },
    config,
    menu: activeDoc,
    products: new Map(products.map((p) => [p.id, p])),
    menuCategories,
    table,
    donatee,
    uploads: new Map(uploads.map((u) => [u.id, u])),
  }
}

export { relId }
