import { useMemo } from 'react'

import { cartCount, deliveryPostcode, formatPrice, priceCart, resolveDeliveryArea } from '@domain'
import type { BranchInput, CartItemInput, DeliveryAreaInput, DeliveryAreaResolution, PricingResult } from '@domain'
import { findProductUnit, toBranchInput, toCartItemInput } from '../../../lib/adapters'
import { useConfig, useProducts } from '../../../lib/data'
import type { BranchDoc, ProductDoc } from '../../../lib/types'
import { getCartStore, useCart } from '../store'
import type { CartState, CartStore, StoredCartItem } from '../store'

export interface CartLine {
  readonly item: StoredCartItem
  readonly product: ProductDoc
  readonly input: CartItemInput
  readonly gross: number
  readonly priceText: string
  readonly unitLabel: string
}

export interface CartModel {
  readonly store: CartStore
  readonly state: CartState
  readonly branch: BranchInput
  readonly lines: readonly CartLine[]
  readonly inputs: readonly CartItemInput[]
  readonly area: DeliveryAreaInput | null
  /** How the delivery area was found (by the order form's PLZ or by name) and the PLZ's error; null unless delivery. */
  readonly areaResolution: DeliveryAreaResolution | null
  /** The delivery PLZ of the order form, normalized ('' when not given). */
  readonly postcode: string
  readonly pricing: PricingResult
  readonly count: number
  readonly currency: string
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

export function unitLabel(product: ProductDoc, unitId: number | null): string {
  const unit = findProductUnit(product, unitId) ?? (typeof product.unit === 'object' && product.unit !== null ? product.unit : null)
  return unit?.shortName ?? unit?.name ?? 'Stk'
}

export function useCartModel(branchDoc: BranchDoc): CartModel {
  const config = useConfig()
  const products = useProducts()
  const branch = toBranchInput(branchDoc)
  const store = getCartStore(branch, config.defaultDeliveryMethod ?? null)
  const state = useCart(store)
  const currency = config.currency ?? 'EUR'

  return useMemo(() => {
    const byId = new Map(products.map((product) => [product.id, product]))
    const pairs = state.items.flatMap((item) => {
      const product = byId.get(item.productId)
      return product === undefined ? [] : [{ item, product, input: toCartItemInput(product, item) }]
    })
    const inputs = pairs.map((pair) => pair.input)
    // the area follows the PLZ of the order form where areas list postcodes, as the server decides (domain/delivery-areas)
    const address = {
      zipCode: text(state.order.zipCode),
      isDeliveryAddressDifferent: state.order.isDeliveryAddressDifferent === true,
      deliveryZipCode: text(state.order.deliveryZipCode),
      deliveryArea: state.deliveryArea,
    }
    const areaResolution = state.deliveryType === 'delivery' ? resolveDeliveryArea(branch, address) : null
    const area = areaResolution?.area ?? null
    const pricing = priceCart(inputs, state.deliveryType, area)
    const lines = pairs.map((pair, index) => {
      const line = pricing.lines[index]
      const gross = line?.gross ?? 0
      return {
        ...pair,
        gross,
        priceText: pair.product.isPriceHidden === true ? '' : formatPrice(gross, line?.calculationModel ?? 'fixed', currency),
        unitLabel: unitLabel(pair.product, pair.item.unitId),
      }
    })
    return { store, state, branch, lines, inputs, area, areaResolution, postcode: deliveryPostcode(address), pricing, count: cartCount(inputs), currency }
  }, [products, state, branch, store, currency])
}
