/**
 * Navigation targets (modules/content/collections/Navigations.ts, docs/content.md): an item of type "Seite" or
 * "Filiale" points to a site or branch through `reference` (a picker in the admin); `target` keeps what the storefront
 * reads — the site's path or the branch's identifier — so the API answer and the storefront's hrefs stay as they were.
 *
 * - beforeValidate: a write that names the target only as text (the API as before, the seed) gets its reference from
 *   the path / id of the site or the identifier / id of the branch.
 * - beforeChange: `target` is filled from the reference; items of other types drop a stale reference.
 * - afterRead: `target` follows the referenced document's current path or identifier (a renamed page keeps its links).
 */
import type { CollectionAfterReadHook, CollectionBeforeChangeHook, CollectionBeforeValidateHook, PayloadRequest } from 'payload'

type Kind = 'sites' | 'branches'
type Reference = { relationTo: Kind; value: number | string | { id: number | string } | null }
type Item = { type?: string | null; target?: string | null; reference?: Reference | null; children?: Item[] | null }

const KIND_OF: Partial<Record<string, Kind>> = { site: 'sites', branch: 'branches' }

function items(data: unknown): Item[] {
  const list = (data as { items?: unknown } | null | undefined)?.items
  if (!Array.isArray(list)) return []
  const all: Item[] = []
  for (const item of list as Item[]) {
    if (!item || typeof item !== 'object') continue
    all.push(item)
    if (Array.isArray(item.children)) for (const child of item.children) if (child && typeof child === 'object') all.push(child)
  }
  return all
}

const idOf = (reference: Reference | null | undefined): string | null => {
  const value = reference?.value
  if (value === null || value === undefined || value === '') return null
  return String(typeof value === 'object' ? value.id : value)
}

/** The referenced documents' targets by `kind:id` (path without leading slash, or branch identifier). */
async function targetsOf(req: PayloadRequest, list: Item[]): Promise<Map<string, string>> {
  const ids: Record<Kind, Set<string>> = { sites: new Set(), branches: new Set() }
  for (const item of list) {
    const kind = item.type ? KIND_OF[item.type] : undefined
    const id = idOf(item.reference)
    if (kind && id && item.reference?.relationTo === kind) ids[kind].add(id)
  }
  const found = new Map<string, string>()
  await Promise.all(
    (Object.keys(ids) as Kind[])
      .filter((kind) => ids[kind].size > 0)
      .map(async (kind) => {
        const field = kind === 'sites' ? 'path' : 'identifier'
        const { docs } = await req.payload.find({
          collection: kind,
          where: { id: { in: [...ids[kind]] } },
          select: { [field]: true },
          depth: 0,
          pagination: false,
          // the path of a page the reader may not open is a link target like any typed one, not a secret
          overrideAccess: true,
          req,
        })
        for (const doc of docs) {
          const value = (doc as unknown as Record<string, unknown>)[field]
          if (typeof value === 'string' && value) found.set(`${kind}:${doc.id}`, value.replace(/^\/+/, ''))
        }
      }),
  )
  return found
}

/** Sites by path or id, branches by identifier or id: the reference of items written with a typed target. */
async function referencesOf(req: PayloadRequest, list: Item[]): Promise<void> {
  const open = list.filter((item) => item.type && KIND_OF[item.type] && !idOf(item.reference) && typeof item.target === 'string' && item.target.trim())
  for (const kind of ['sites', 'branches'] as const) {
    const wanted = open.filter((item) => KIND_OF[item.type!] === kind)
    if (wanted.length === 0) continue
    const field = kind === 'sites' ? 'path' : 'identifier'
    const keys = [...new Set(wanted.map((item) => item.target!.trim().replace(/^\/+/, '')))]
    const numeric = keys.filter((key) => /^\d+$/.test(key)).map(Number)
    const { docs } = await req.payload.find({
      collection: kind,
      where: { or: [{ [field]: { in: keys } }, ...(numeric.length ? [{ id: { in: numeric } }] : [])] },
      select: { [field]: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const item of wanted) {
      const key = item.target!.trim().replace(/^\/+/, '')
      const doc = docs.find((d) => (d as unknown as Record<string, unknown>)[field] === key) ?? docs.find((d) => String(d.id) === key)
      if (doc) item.reference = { relationTo: kind, value: doc.id }
    }
  }
}

export const navigationTargetsBeforeValidate: CollectionBeforeValidateHook = async ({ data, req }) => {
  const list = items(data)
  if (list.length > 0) await referencesOf(req, list)
  return data
}

export const navigationTargetsBeforeChange: CollectionBeforeChangeHook = async ({ data, req }) => {
  const list = items(data)
  if (list.length === 0) return data
  for (const item of list) if (!item.type || !KIND_OF[item.type]) item.reference = null
  const targets = await targetsOf(req, list)
  for (const item of list) {
    const kind = item.type ? KIND_OF[item.type] : undefined
    const target = kind ? targets.get(`${kind}:${idOf(item.reference)}`) : undefined
    if (target !== undefined) item.target = target
  }
  return data
}

export const navigationTargetsAfterRead: CollectionAfterReadHook = async ({ doc, req }) => {
  const list = items(doc).filter((item) => item.type && KIND_OF[item.type] && idOf(item.reference))
  if (list.length === 0) return doc
  const targets = await targetsOf(req, list)
  for (const item of list) {
    const target = targets.get(`${KIND_OF[item.type!]}:${idOf(item.reference)}`)
    if (target !== undefined) item.target = target
  }
  return doc
}
