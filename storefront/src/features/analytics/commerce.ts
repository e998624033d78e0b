/** Cart-shaped inputs → commerce events (amounts in the cart are integer cents; events carry euros). */
import { priceCart } from '@domain'
import type { DeliveryType } from '@domain'

import { toCartItemInput } from '../../lib/adapters'
import type { ProductDoc } from '../../lib/types'
import { trackCommerce } from './analytics'
import type { CommerceItem } from './analytics'

interface LineLike {
  readonly product: Pick<ProductDoc, 'id' | 'name'>
  readonly item: { readonly amount: number }
  readonly gross: number
}

export const commerceItems = (lines: readonly LineLike[]): CommerceItem[] =>
  lines.map((line) => ({ id: String(line.product.id), name: line.product.name ?? '', quantity: line.item.amount, price: line.gross / 100 }))

/** addtocart for one item as configured in the overlay, on the menu of `branch` (its id). */
export function trackAddToCart(
  product: ProductDoc,
  item: Parameters<typeof toCartItemInput>[1],
  deliveryType: DeliveryType,
  currency: string,
  branch: number,
): void {
  const gross = priceCart([toCartItemInput(product, item)], deliveryType).lines[0]?.gross ?? 0
  trackCommerce('addtocart', { items: commerceItems([{ product, item, gross }]), currency, branch })
}

export function trackInitiateCheckout(lines: readonly LineLike[], currency: string, branch: number): void {
  if (lines.length > 0) trackCommerce('initiatecheckout', { items: commerceItems(lines), currency, branch })
}

export function trackPurchase(lines: readonly LineLike[], currency: string, orderId: string, branch: number): void {
  trackCommerce('purchase', { items: commerceItems(lines), currency, orderId, branch })
}
