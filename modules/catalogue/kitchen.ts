/**
 * Kitchen control (issue 33): a branch's pause of online orders, busy mode and today's sold-out list, kept in
 * `branch_kitchen_state` (migrations/20261127_190000_branch_kitchen_state.ts) so every board of the branch and every
 * restart sees the same. In the catalogue module because it is state of the branch and its products: the storefront
 * (/api/init) and the order intake (orders → catalogue) read it from here, the board's buttons call its endpoints.
 * Every write sends the content event 'branches' (the table's trigger) so the cached /api/init is rebuilt at once; a
 * pause, busy mode or list that runs out sends one from the minute task (watchKitchenExpiry). The rules are
 * domain/kitchen.ts; `now` is a parameter everywhere (tests pin it).
 */
import type { Payload, PayloadRequest } from 'payload'

import { KITCHEN_CONTROL_MESSAGES as K, PAUSE_MAX_DAYS, branchFromRecord, currentKitchen, soldOutResetsAt, soldOutServiceDay } from '../../domain'
import type { BranchRecord, KitchenState, SoldOutOption } from '../../domain'
import type { KitchenAnswer } from '../../contracts/kitchen'
import type { Branch, Product } from '../../contracts/payload-types'
import { isAdminUser, isEmployeeUser, userBranchIds } from '../../platform/access/roles'
import { ApiError, badRequest, forbidden, notFound } from '../../platform/api/errors'
import type { FieldError } from '../../platform/api/errors'
import { CONTENT_CHANNEL } from '../../platform/cache/contentEvents'
import { execute, sql } from '../../platform/db'
import type { DbScope, Row } from '../../platform/db'

const DAY_MS = 86_400_000

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()

const dateText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  return String(value).slice(0, 10)
}

/** A stored row → the wire shape (before "what ran out" is dropped). */
function stateFromRow(row: Row): KitchenState {
  const pausedUntil = iso(row.paused_until)
  const busyUntil = iso(row.busy_until)
  const day = dateText(row.sold_out_day)
  const products = Array.isArray(row.sold_out_products) ? row.sold_out_products.map(Number) : []
  const options = Array.isArray(row.sold_out_options) ? (row.sold_out_options as SoldOutOption[]) : []
  return {
    pause: row.paused_open_ended === true ? { until: null } : pausedUntil !== null ? { until: pausedUntil } : null,
    busy: busyUntil !== null && typeof row.busy_minutes === 'number' ? { minutes: row.busy_minutes, until: busyUntil } : null,
    soldOut: day !== null && (products.length > 0 || options.length > 0) ? { day, products, options } : null,
  }
}

/** The stored states by branch (branches without a row are absent). */
export async function kitchenStates(scope: DbScope, branchIds?: readonly number[]): Promise<Map<number, KitchenState>> {
  if (branchIds !== undefined && branchIds.length === 0) return new Map()
  const rows = await execute(
    scope,
    sql`select branch_id, paused_until, paused_open_ended, busy_minutes, busy_until, sold_out_products, sold_out_options,
          to_char(sold_out_day, 'YYYY-MM-DD') as sold_out_day
        from branch_kitchen_state
        ${branchIds === undefined ? sql`` : sql`where branch_id in (${sql.join(branchIds.map((id) => sql`${id}`), sql`, `)})`}`,
  )
  return new Map(rows.map((row) => [Number(row.branch_id), stateFromRow(row)]))
}

type BranchDoc = BranchRecord & { id: number }

/** The state of one branch as it holds at `now` (what ran out omitted). */
export async function branchKitchen(scope: DbScope, branch: BranchDoc, now = Date.now()): Promise<KitchenState> {
  const stored = (await kitchenStates(scope, [branch.id])).get(branch.id)
  return currentKitchen(branchFromRecord(branch), stored, now)
}

/** Branch records with `kitchen` (the /api/init branches and GET /api/branches/:id): what holds now, the rest null. */
export async function withKitchen<T>(scope: DbScope, branches: T[], now = Date.now()): Promise<T[]> {
  const ids = branches.map((b) => Number((b as { id?: unknown }).id)).filter((id) => Number.isInteger(id))
  const states = await kitchenStates(scope, ids)
  return branches.map((b) => {
    const stored = states.get(Number((b as { id?: unknown }).id))
    return { ...b, kitchenState: currentKitchen(branchFromRecord(b as unknown as BranchRecord), stored, now) }
  })
}

/** The branch (404 when unknown) if the caller may control it: admins every branch, employees their own (else 403). */
export async function controllableBranch(req: PayloadRequest, branchId: number): Promise<BranchDoc> {
  const user = req.user
  if (!isAdminUser(user)) {
    if (!isEmployeeUser(user)) throw forbidden()
    if (!userBranchIds(user).map(Number).includes(branchId)) throw new ApiError(403, K.branchForbidden)
  }
  const branch = (await req.payload.findByID({ collection: 'branches', id: branchId, depth: 0, overrideAccess: true, disableErrors: true, req })) as Branch | null
  if (!branch) throw notFound()
  return branch as unknown as BranchDoc
}

/** The answer of every kitchen call. */
export function kitchenAnswer(branch: BranchDoc, state: KitchenState): KitchenAnswer {
  const list = state.soldOut
  return { ...state, soldOutResetsAt: list === null ? null : new Date(soldOutResetsAt(branchFromRecord(branch), list.day)).toISOString() }
}

async function upsert(req: PayloadRequest, branchId: number, set: ReturnType<typeof sql>): Promise<void> {
  await execute(req, sql`insert into branch_kitchen_state (branch_id) values (${branchId}) on conflict (branch_id) do nothing`)
  await execute(req, sql`update branch_kitchen_state set ${set}, updated_at = now() where branch_id = ${branchId}`)
}

/** Pauses online orders until `until` (ms; null: until resumed). The end must lie ahead, at most PAUSE_MAX_DAYS. */
export async function pauseOrders(req: PayloadRequest, branch: BranchDoc, until: number | null, now = Date.now()): Promise<KitchenAnswer> {
  if (until !== null && !(until > now && until <= now + PAUSE_MAX_DAYS * DAY_MS)) throw badRequest([{ field: 'until', message: K.pauseUntilInvalid }])
  await upsert(
    req,
    branch.id,
    until === null ? sql`paused_until = null, paused_open_ended = true` : sql`paused_until = ${new Date(until).toISOString()}, paused_open_ended = false`,
  )
  return kitchenAnswer(branch, await branchKitchen(req, branch, now))
}

export async function resumeOrders(req: PayloadRequest, branch: BranchDoc, now = Date.now()): Promise<KitchenAnswer> {
  await upsert(req, branch.id, sql`paused_until = null, paused_open_ended = false`)
  return kitchenAnswer(branch, await branchKitchen(req, branch, now))
}

/** Busy mode: `minutes` later earliest times for the next `forMinutes` (replaces a running one). */
export async function setBusy(req: PayloadRequest, branch: BranchDoc, minutes: number, forMinutes: number, now = Date.now()): Promise<KitchenAnswer> {
  await upsert(req, branch.id, sql`busy_minutes = ${minutes}, busy_until = ${new Date(now + forMinutes * 60_000).toISOString()}`)
  return kitchenAnswer(branch, await branchKitchen(req, branch, now))
}

export async function endBusy(req: PayloadRequest, branch: BranchDoc, now = Date.now()): Promise<KitchenAnswer> {
  await upsert(req, branch.id, sql`busy_minutes = null, busy_until = null`)
  return kitchenAnswer(branch, await branchKitchen(req, branch, now))
}

/**
 * Replaces the sold-out list of the branch's current service day (domain/kitchen.ts soldOutServiceDay). Every
 * product must exist, every option must be one of a configurable part of its product (German field errors, nothing
 * written otherwise). An empty list clears it.
 */
export async function setSoldOut(
  req: PayloadRequest,
  branch: BranchDoc,
  list: { products: number[]; options: SoldOutOption[] },
  now = Date.now(),
): Promise<KitchenAnswer> {
  const products = [...new Set(list.products)]
  const optionIds = list.options.map((o) => Number(o.product))
  const ids = [...new Set([...products, ...optionIds])]
  const found =
    ids.length === 0
      ? []
      : ((await req.payload.find({ collection: 'products', where: { id: { in: ids } }, depth: 0, pagination: false, overrideAccess: true, req })).docs as Product[])
  const byId = new Map(found.map((p) => [p.id, p]))
  const errors: FieldError[] = []
  products.forEach((id) => {
    if (!byId.has(id)) errors.push({ field: `products.${list.products.indexOf(id)}`, message: K.soldOutProductUnknown })
  })
  const options: SoldOutOption[] = []
  list.options.forEach((o, index) => {
    const product = byId.get(Number(o.product))
    const part = product?.type === 'configurable' ? (product.config?.parts ?? []).find((p) => p.name === o.part) : undefined
    if (!part || !(part.options ?? []).some((opt) => opt.name === o.option)) errors.push({ field: `options.${index}`, message: K.soldOutOptionUnknown })
    else if (!options.some((x) => x.product === o.product && x.part === o.part && x.option === o.option)) options.push({ product: Number(o.product), part: o.part, option: o.option })
  })
  if (errors.length > 0) throw badRequest(errors)
  const day = soldOutServiceDay(branchFromRecord(branch), now)
  const empty = products.length === 0 && options.length === 0
  await upsert(
    req,
    branch.id,
    sql`sold_out_products = ${`{${products.join(',')}}`}::integer[], sold_out_options = ${JSON.stringify(options)}::jsonb,
        sold_out_day = ${empty ? null : day}::date`,
  )
  return kitchenAnswer(branch, await branchKitchen(req, branch, now))
}

/** GET …/sold-out: the state, and what the board's "Ausverkauft" dialog lists — the products of the branch's menus. */
export async function readKitchen(req: PayloadRequest, branch: BranchDoc, now = Date.now()): Promise<KitchenAnswer & { products: SoldOutCandidate[] }> {
  return { ...kitchenAnswer(branch, await branchKitchen(req, branch, now)), products: await soldOutCandidates(req, branch.id) }
}

export type SoldOutCandidate = { id: number; name: string; parts: { name: string; options: string[] }[] }

/** The products of every menu of the branch (in menu order, each once) with the options of their configurable parts. */
async function soldOutCandidates(req: PayloadRequest, branchId: number): Promise<SoldOutCandidate[]> {
  const menus = await req.payload.find({ collection: 'menus', where: { branches: { contains: branchId } }, depth: 0, pagination: false, sort: '-availableFrom', overrideAccess: true, req })
  const ids: number[] = []
  for (const menu of menus.docs) {
    for (const entry of menu.catalog ?? []) {
      for (const ref of entry.products ?? []) {
        const id = typeof ref === 'object' && ref !== null ? ref.id : ref
        if (typeof id === 'number' && !ids.includes(id)) ids.push(id)
      }
    }
  }
  if (ids.length === 0) return []
  const found = (await req.payload.find({ collection: 'products', where: { id: { in: ids } }, depth: 0, pagination: false, overrideAccess: true, req })).docs as Product[]
  const byId = new Map(found.map((p) => [p.id, p]))
  return ids.flatMap((id) => {
    const product = byId.get(id)
    if (!product) return []
    const parts = product.type === 'configurable' ? (product.config?.parts ?? []) : []
    return [
      {
        id,
        name: product.name,
        parts: parts
          .filter((part) => part.type === 'select' || part.type === 'multiselect')
          .map((part) => ({ name: part.name, options: (part.options ?? []).map((o) => o.name) })),
      },
    ]
  })
}

// what the last run of watchKitchenExpiry saw in this process (null: not run yet)
const g = globalThis as unknown as { __tresenKitchenKey?: string | null }

/**
 * The minute task (jobs.ts, beside watchOrderingPauses): when a pause, busy mode or sold-out list ran out since the
 * last run, a content event rebuilds the cached /api/init, which then omits it. The storefront already treats what
 * ran out as gone by its own clock (domain/kitchen.ts currentKitchen); this keeps the API's answers true as well.
 */
export async function watchKitchenExpiry(payload: Payload, now = Date.now()): Promise<number> {
  const states = await kitchenStates(payload)
  if (states.size === 0 && (g.__tresenKitchenKey ?? '') === '') return 0
  const branches = (await payload.find({ collection: 'branches', where: { id: { in: [...states.keys()] } }, depth: 0, pagination: false, overrideAccess: true }))
    .docs as unknown as BranchDoc[]
  const active = branches
    .map((b) => {
      const state = currentKitchen(branchFromRecord(b), states.get(b.id), now)
      return `${b.id}:${state.pause ? 'p' : ''}${state.busy ? 'b' : ''}${state.soldOut ? 's' : ''}`
    })
    .sort()
    .join(',')
  if (g.__tresenKitchenKey !== undefined && g.__tresenKitchenKey !== null && g.__tresenKitchenKey !== active) {
    await execute(payload, sql`select pg_notify(${CONTENT_CHANNEL}, 'branches')`)
  }
  g.__tresenKitchenKey = active
  return states.size
}

