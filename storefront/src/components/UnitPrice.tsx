import { unitEstimate, unitPriceLine } from '@domain'
import type { ProductInput, UnitInput } from '@domain'

/**
 * The Grundpreis under a price (issue 34; the rule is domain/unit-price.ts): '0,35 l · Grundpreis 11,14 € / 1 l' on
 * the product card, in the item overlay (for the chosen unit and options) and on a cart line.
 */
export function UnitPrice({
  product,
  unit,
  unitGross,
  currency,
  className = '',
}: {
  readonly product: ProductInput
  readonly unit?: UnitInput | null
  readonly unitGross?: number
  readonly currency: string
  readonly className?: string
}) {
  const text = unitPriceLine(product, { unit, unitGross, currency })
  return text === null ? null : <span className={`unit-price ${className}`.trim()}>{text}</span>
}

/** ' (ca. 250 g)' beside the price of a piece of a product sold by weight. */
export function UnitEstimate({ product, unit }: { readonly product: ProductInput; readonly unit: UnitInput | null }) {
  const text = unitEstimate(product, unit)
  return text === null ? null : <span className="unit-price__estimate"> ({text})</span>
}
