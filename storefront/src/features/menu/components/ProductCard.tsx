import { KITCHEN_CONTROL_MESSAGES, productUnitPrices } from '@domain'
import { Picture } from '../../../components/Image'
import { UnitEstimate, UnitPrice } from '../../../components/UnitPrice'
import { toProductInput } from '../../../lib/adapters'
import { asImage } from '../../../lib/images'
import type { ProductDoc } from '../../../lib/types'
import { AllergenCodes } from '../../allergens'

export function ProductCard({
  product,
  isAvailable: isListed,
  isSoldOut = false,
  currency,
  onOpen,
}: {
  readonly product: ProductDoc
  readonly isAvailable: boolean
  /** The kitchen marked it sold out today (issue 33): greyed out with "Heute ausverkauft". */
  readonly isSoldOut?: boolean
  readonly currency: string
  readonly onOpen: (product: ProductDoc) => void
}) {
  const images = (product.images ?? []).map(asImage).filter((image) => image !== null)
  const first = images[0]
  const isAvailable = isListed && !isSoldOut
  const input = toProductInput(product)
  const prices = productUnitPrices(input, currency).filter((price) => price.text !== null)
  return (
    // without a photo the card is compact (name, short description, price in a row) instead of a tall empty tile
    <li className={`product${first === undefined ? ' product--compact' : ''}${isAvailable ? '' : ' product--unavailable'}${isListed && isSoldOut ? ' product--sold-out' : ''}`}>
      <button type="button" className="product__button" onClick={() => onOpen(product)} disabled={!isAvailable} aria-describedby={`product-${product.id}-price`}>
        <span className="product__text">
          <span className="product__name">{product.name}</span>
          {product.description ? <span className="product__description">{product.description}</span> : null}
          <AllergenCodes codes={product.allergens} className="product__allergens" />
          <span className="product__prices" id={`product-${product.id}-price`}>
            {isAvailable ? (
              <>
                {prices.map((price, index) => (
                  <span key={String(price.unit?.id ?? index)} className={index === 0 ? 'product__price' : 'product__price product__price--alt'}>
                    {price.text}
                    {price.unit?.shortName ? <span className="muted"> / {price.unit.shortName}</span> : null}
                    {index > 0 ? <UnitEstimate product={input} unit={price.unit} /> : null}
                  </span>
                ))}
                <UnitPrice product={input} currency={currency} className="product__unit-price" />
              </>
            ) : (
              <span className="muted">{isListed && isSoldOut ? KITCHEN_CONTROL_MESSAGES.soldOut : 'Derzeit nicht verfügbar'}</span>
            )}
          </span>
        </span>
        {first !== undefined ? (
          <span className="product__media">
            <Picture image={first} sizes="112px" max="small" alt="" />
            {images.length > 1 ? <span className="product__gallery-count">+{images.length - 1}</span> : null}
          </span>
        ) : null}
        {isAvailable ? (
          <span className="product__add" aria-hidden="true">
            +
          </span>
        ) : null}
      </button>
    </li>
  )
}
