/**
 * PUT /orders/:id/items/:itemIndex — staff change one position's quantity, unit or configuration.
 * The changed position is re-validated with the domain's cart rules against the product AS IT IS NOW
 * (unit offered, quantity rules, required parts, option names) and re-priced; the other positions keep the
 * prices the customer ordered at. The order's totals (items, delivery fee, taxes per rate) are recomputed by
 * domain/computePricing and stored in one transaction with a history entry.
 */
import type { PayloadRequest } from 'payload'

import {
  alignStoredParts,
  computePricing,
  findDeliveryArea,
  invalidPartIndexes,
  isCartItemValid,
  isFilePartType,
  isOnlinePayment,
  isTerminalOrderState,
  normalizeQuantity,
  orderDeliveryType,
  orderableProduct,
  orderItemSnapshot,
  orderState,
  orderTotals,
  partSnapshots,
  productUnitById,
  resolveUnitOption,
  storedDeliveryArea,
  storedPricedLine,
  storedUnitId,
  storedUploads,
  toPricedLine,
  unknownOptionPartIndexes,
} from '../../../domain'
import type { CartItemInput, CartPartValue, DeliveryAreaInput } from '../../../domain'
import type { Branch, Order, Product } from '../../../contracts/payload-types'
import { ApiError, badRequest, notFound } from '../../../platform/api/errors'
import { parseItemChangeBody } from '../../../contracts/order-admin'
import { onOrderEvent, orderBranchForStaff, orderFlags as flagsOf, orderForStaff, writeOrderChange } from '../lifecycle'
import { inTransaction } from '../../../platform/db'
import { toBranchInput, toProductInput } from '../intake/load'
import { ORDER_ADMIN_MESSAGES as M } from '../../../domain/order-admin-messages'
import { userIdOf } from './scope'
import { withFallback } from './transitions'

type OrderItem = NonNullable<Order['items']>[number]

export type ItemChange = {
  amount: number
  /** undefined: keep the item's unit; null: the product's own unit; number: that unit's id. */
  unitId: number | null | undefined
  /** undefined: keep the item's configuration; otherwise aligned with the product's config.parts. */
  parts: (CartPartValue | null)[] | undefined
}

export function parseItemIndex(raw: string | undefined): number {
  const index = Number(raw)
  if (!Number.isInteger(index) || index < 0) throw notFound(M.itemNotFound)
  return index
}

/** `{ amount, unit?, parts? }` — every problem at once, German, by field. */
export function parseItemChange(body: unknown): ItemChange {
  const result = parseItemChangeBody(body)
  if (!result.ok) throw badRequest(result.errors)
  return result.data
}

/** The delivery terms the order is re-priced with (domain storedDeliveryArea: current terms, stored tax rate). */
function deliveryAreaOf(order: Order, branch: Branch | null): DeliveryAreaInput | null {
  if (orderDeliveryType(order) !== 'delivery') return null
  return storedDeliveryArea(order, branch ? findDeliveryArea(toBranchInput(branch), order.deliveryArea) : null)
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

      // SF §5: only a configurable product has parts
      const input = orderableProduct(toProductInput(product))
      const unitId = change.unitId === undefined ? storedUnitId(item.unit) : change.unitId
      const option = resolveUnitOption(input, productUnitById(input, unitId))
      if (option === null) throw badRequest([{ field: `${field}.unit`, message: M.unitNotAvailable }])
      if (normalizeQuantity(change.amount, option.rules) !== change.amount) throw badRequest([{ field: `${field}.amount`, message: M.quantityNotAllowed }])
      const stored = alignStoredParts(input, item.parts)
      const parts = change.parts ?? stored
      // file/image parts cannot be changed here: keep what the customer uploaded
      const values = (input.config?.parts ?? []).map((part, k) => (isFilePartType(part.type) ? (stored[k] ?? null) : (parts[k] ?? null)))
      const cartItem: CartItemInput = { product: input, amount: change.amount, unit: option.unit, parts: values }
      const invalid = [...new Set([...invalidPartIndexes(cartItem), ...unknownOptionPartIndexes(input, values)])]
      if (invalid.length > 0) throw badRequest(invalid.map((k) => ({ field: `${field}.parts.${k}`, message: M.itemInvalid })))
      if (!isCartItemValid(cartItem)) throw badRequest([{ field, message: M.itemInvalid }])

      const deliveryType = orderDeliveryType(order)
      const line = toPricedLine(cartItem, deliveryType)
      const branch = await orderBranchForStaff(req, order)
      const pricing = computePricing(
        items.map((other, k) => (k === index ? line : storedPricedLine(other))),
        deliveryAreaOf(order, branch),
      )
      const snapshot = orderItemSnapshot({
        product: input,
        amount: change.amount,
        option,
        line: pricing.lines[index],
        parts: partSnapshots(input, values, (part) => storedUploads(item.parts, part.name)),
      })
      const newItem: OrderItem = { ...item, ...snapshot, product: item.product, name: product.name, parts: [...snapshot.parts] }
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
      await writeOrderChange(req, order, {}, { at, action: 'item-updated', user: userIdOf(req), message: M.history.itemUpdated(index, product.name ?? '') })
      return orderForStaff(req, id)
    }),
  )
  await onOrderEvent({ orderId: id, type: 'item-updated', message: null }, req)
  return updated
}
