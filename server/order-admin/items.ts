/**
 * PUT /orders/:id/items/:itemIndex — staff change one position's quantity, unit or configuration.
 * The changed position is re-validated with the domain's cart rules against the product AS IT IS NOW
 * (unit offered, quantity rules, required parts, option names) and re-priced; the other positions keep the
 * prices the customer ordered at. The order's totals (items, delivery fee, taxes per rate) are recomputed by
 * domain/computePricing and stored in one transaction with a history entry.
 */
import type { PayloadRequest } from 'payload'

import {
  computePricing,
  findDeliveryArea,
  invalidPartIndexes,
  isCartItemValid,
  isOnlinePayment,
  isTerminalOrderState,
  multiplyCents,
  normalizeQuantity,
  orderState,
  orderTotals,
  resolveUnitOption,
  toPricedLine,
} from '../../domain'
import type { CartItemInput, CartPartValue, CalculationModel, DeliveryAreaInput, PricedLine, ProductInput, UnitInput } from '../../domain'
import type { Branch, Order, Product } from '../../payload-types'
import { ApiError, badRequest, notFound } from '../api/errors'
import { onOrderEvent } from '../order-events'
import { inTransaction } from '../orders/db'
import { toBranchInput, toProductInput, toUnitInput } from '../orders/load'
import { ORDER_ADMIN_MESSAGES as M } from './messages'
import { orderForStaff, userIdOf } from './scope'
import { writeOrderChange } from './sql'
import { deliveryTypeOfOrder, flagsOf, withFallback } from './transitions'

type OrderItem = NonNullable<Order['items']>[number]

/** What the stored `parts` snapshot of an item looks like (see server/orders/validate.ts PartSnapshot). */
type PartSnapshot = {
  name?: string
  type?: string
  value?: string
  values?: string[]
  options?: { name: string; modifier: string; value: number }[]
  uploads?: unknown[]
}

export type ItemChange = {
  amount: number
  /** undefined: keep the item's unit; null: the product's own unit; number: that unit's id. */
  unitId: number | null | undefined
  /** undefined: keep the item's configuration; otherwise aligned with the product's config.parts. */
  parts: (CartPartValue | null)[] | undefined
}

const FILE_PARTS = new Set(['image', 'images', 'file', 'files'])

export function parseItemIndex(raw: string | undefined): number {
  const index = Number(raw)
  if (!Number.isInteger(index) || index < 0) throw notFound(M.itemNotFound)
  return index
}

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number') ? value.map(String) : null

/** `{ amount, unit?, parts? }` — every problem at once, German, by field. */
export function parseItemChange(body: unknown): ItemChange {
  const src = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const errors: { field: string; message: string }[] = []
  const amountRaw = typeof src.amount === 'string' ? Number(src.amount.replace(',', '.')) : src.amount
  const amount = typeof amountRaw === 'number' && Number.isFinite(amountRaw) ? amountRaw : Number.NaN
  if (src.amount === undefined || src.amount === null || src.amount === '') errors.push({ field: 'amount', message: 'Dieser Wert sollte nicht leer sein.' })
  else if (Number.isNaN(amount)) errors.push({ field: 'amount', message: M.mustBeNumber })
  else if (amount <= 0) errors.push({ field: 'amount', message: M.quantityNotAllowed })

  let unitId: number | null | undefined
  const unitRaw = src.unit && typeof src.unit === 'object' && !Array.isArray(src.unit) ? (src.unit as { id?: unknown }).id : src.unit
  if (unitRaw === undefined) unitId = undefined
  else if (unitRaw === null || unitRaw === '') unitId = null
  else if (Number.isInteger(Number(unitRaw)) && Number(unitRaw) > 0) unitId = Number(unitRaw)
  else errors.push({ field: 'unit', message: M.unitNotAvailable })

  let parts: (CartPartValue | null)[] | undefined
  if (src.parts !== undefined && src.parts !== null) {
    if (!Array.isArray(src.parts)) errors.push({ field: 'parts', message: M.itemInvalid })
    else {
      parts = src.parts.map((part, index) => {
        if (part === null || part === undefined) return null
        if (typeof part !== 'object' || Array.isArray(part)) {
          errors.push({ field: `parts.${index}`, message: M.itemInvalid })
          return null
        }
        const p = part as { value?: unknown; values?: unknown }
        const value = typeof p.value === 'string' ? p.value : p.value === undefined || p.value === null ? null : undefined
        const values = p.values === undefined || p.values === null ? null : strings(p.values)
        if (value === undefined || (p.values !== undefined && p.values !== null && values === null)) {
          errors.push({ field: `parts.${index}`, message: M.itemInvalid })
          return null
        }
        return { value, values }
      })
    }
  }
  if (errors.length > 0) throw badRequest(errors)
  return { amount, unitId, parts }
}

/** The stored snapshot (by part name) aligned with the product's parts (by index). */
export function alignStoredParts(product: ProductInput, stored: unknown): (CartPartValue | null)[] {
  const snapshots = (Array.isArray(stored) ? stored : []) as PartSnapshot[]
  return (product.config?.parts ?? []).map((part) => {
    const snap = snapshots.find((s) => s && s.name === part.name)
    if (!snap) return null
    return { value: snap.value ?? null, values: snap.values ?? null }
  })
}

/** The snapshot stored on the item (same shape as a customer's order). File/image parts keep their stored uploads. */
function partSnapshots(product: ProductInput, values: readonly (CartPartValue | null)[], stored: unknown): PartSnapshot[] {
  const old = (Array.isArray(stored) ? stored : []) as PartSnapshot[]
  const result: PartSnapshot[] = []
  ;(product.config?.parts ?? []).forEach((part, index) => {
    const given = values[index] ?? null
    if (FILE_PARTS.has(part.type)) {
      const snap = old.find((s) => s && s.name === part.name)
      if (snap) result.push(snap)
      return
    }
    if (part.type === 'multiselect') {
      const chosen = (part.options ?? []).filter((o) => (given?.values ?? []).includes(o.name))
      if (chosen.length > 0)
        result.push({
          name: part.name,
          type: part.type,
          values: chosen.map((o) => o.name),
          options: chosen.map((o) => ({ name: o.name, modifier: o.modifier ?? 'add', value: Math.round(o.value ?? 0) })),
        })
      return
    }
    const value = given?.value ?? null
    if (value === null || value === '') return
    const option = part.type === 'select' ? (part.options ?? []).find((o) => o.name === value) : undefined
    result.push({
      name: part.name,
      type: part.type,
      value,
      ...(option ? { options: [{ name: option.name, modifier: option.modifier ?? 'add', value: Math.round(option.value ?? 0) }] } : {}),
    })
  })
  return result
}

/** The product's unit with this id (own or alternative); a placeholder the domain refuses when unknown. */
function unitOfProduct(product: Product, unitId: number): UnitInput {
  for (const ref of [product.unit, ...(product.alternativeUnits ?? []).map((a) => a.unit)]) {
    const unit = toUnitInput(ref)
    if (unit !== null && String(unit.id) === String(unitId)) return unit
  }
  return { id: unitId, type: 'amount' }
}

function storedUnitId(item: OrderItem): number | null {
  const unit = item.unit as { id?: unknown } | null | undefined
  return unit && typeof unit === 'object' && typeof unit.id === 'number' ? unit.id : null
}

/** A stored line priced exactly as it was (its gross is kept; taxes are recomputed per rate over all lines). */
export const storedLine = (item: OrderItem): PricedLine => ({
  unitGross: Math.round(item.gross ?? 0),
  quantity: 1,
  taxRate: item.taxRate ?? 0,
  calculationModel: (item.calculationModel as CalculationModel | null | undefined) ?? 'fixed',
})

/** The delivery area the order was placed with (the branch's current terms), else the stored fee as a fixed area. */
function deliveryAreaOf(order: Order, branch: Branch | null): DeliveryAreaInput | null {
  if (deliveryTypeOfOrder(order) !== 'delivery') return null
  const current = branch ? findDeliveryArea(toBranchInput(branch), order.deliveryArea) : null
  if (current) return current
  const gross = Math.round(order.deliveryGross ?? 0)
  if (gross <= 0) return null
  const net = Math.round(order.deliveryNet ?? 0)
  const rate = net > 0 ? Math.round(((gross - net) / net) * 1000) / 10 : 0
  return { area: order.deliveryArea ?? '', price: gross, tax: rate }
}

export async function updateOrderItem(req: PayloadRequest, id: number, index: number, body: unknown): Promise<Order> {
  const change = parseItemChange(body)
  const updated = await withFallback(M.updateFailed, () =>
    inTransaction(req, async () => {
      const order = await orderForStaff(req, id, { lock: true })
      const items = order.items ?? []
      const item = items[index]
      if (!item) throw notFound(M.itemNotFound)
      const state = orderState(flagsOf(order))
      if (isTerminalOrderState(state)) throw new ApiError(409, M.closedOrder)
      if (order.isPaid === true && isOnlinePayment(order.paymentMethod)) throw new ApiError(409, M.paidOnline)

      const field = `items.${index}`
      const productId = typeof item.product === 'object' ? item.product?.id : item.product
      const product =
        typeof productId === 'number'
          ? ((await req.payload.findByID({
              collection: 'products',
              id: productId,
              depth: 1,
              req,
              user: req.user,
              overrideAccess: false,
              disableErrors: true,
            })) as Product | null)
          : null
      if (!product || product.isEnabled === false) throw new ApiError(409, [{ field, message: M.productGone }])

      const input = toProductInput(product)
      const unitId = change.unitId === undefined ? storedUnitId(item) : change.unitId
      const unit = unitId === null ? null : unitOfProduct(product, unitId)
      const option = resolveUnitOption(input, unit)
      if (option === null) throw badRequest([{ field: `${field}.unit`, message: M.unitNotAvailable }])
      if (normalizeQuantity(change.amount, option.rules) !== change.amount) throw badRequest([{ field: `${field}.amount`, message: M.quantityNotAllowed }])
      const parts = change.parts ?? alignStoredParts(input, item.parts)
      // file/image parts cannot be changed here: keep what the customer uploaded
      const configParts = input.config?.parts ?? []
      const stored = alignStoredParts(input, item.parts)
      const values = configParts.map((part, k) => (FILE_PARTS.has(part.type) ? (stored[k] ?? null) : (parts[k] ?? null)))
      const cartItem: CartItemInput = { product: input, amount: change.amount, unit: option.unit, parts: values }
      const badNames = configParts.flatMap((part, k) =>
        part.type === 'multiselect' && (values[k]?.values ?? []).some((name) => !(part.options ?? []).some((o) => o.name === name)) ? [k] : [],
      )
      const invalid = [...new Set([...invalidPartIndexes(cartItem), ...badNames])]
      if (invalid.length > 0) throw badRequest(invalid.map((k) => ({ field: `${field}.parts.${k}`, message: M.itemInvalid })))
      if (!isCartItemValid(cartItem)) throw badRequest([{ field, message: M.itemInvalid }])

      const deliveryType = deliveryTypeOfOrder(order)
      const line = toPricedLine(cartItem, deliveryType)
      const branchId = typeof order.branch === 'object' ? order.branch.id : order.branch
      const branch = (await req.payload.findByID({
        collection: 'branches',
        id: branchId,
        depth: 0,
        req,
        user: req.user,
        overrideAccess: false,
        disableErrors: true,
      })) as Branch | null
      const pricing = computePricing(
        items.map((other, k) => (k === index ? line : storedLine(other))),
        deliveryAreaOf(order, branch),
      )
      const priced = pricing.lines[index]
      const unitDoc = option.unit
      const newItem: OrderItem = {
        ...item,
        name: product.name,
        amount: change.amount,
        unitName: unitDoc?.shortName ?? unitDoc?.name ?? null,
        unit:
          unitDoc === null
            ? null
            : { id: unitDoc.id ?? null, name: unitDoc.name ?? null, shortName: unitDoc.shortName ?? null, type: unitDoc.type, factor: unitDoc.factor ?? null, ratio: option.ratio },
        unitPrice: priced ? multiplyCents(priced.unitGross, option.ratio) : 0,
        gross: priced?.gross ?? 0,
        taxRate: priced?.taxRate ?? 0,
        calculationModel: priced?.calculationModel ?? 'fixed',
        parts: partSnapshots(input, values, item.parts),
      }
      const at = new Date().toISOString()
      await req.payload.update({
        collection: 'orders',
        id,
        data: {
          items: items.map((other, k) => (k === index ? newItem : other)),
          ...orderTotals(pricing),
        },
        req,
        user: req.user,
        overrideAccess: false,
        depth: 0,
      })
      // the history is system-written (no API write access): appended in the same transaction
      await writeOrderChange(req, id, {}, { at, action: 'item-updated', from: state, to: state, user: userIdOf(req), message: M.history.itemUpdated(index, product.name ?? '') })
      return orderForStaff(req, id)
    }),
  )
  await onOrderEvent({ orderId: id, type: 'item-updated', message: null }, req)
  return updated
}
