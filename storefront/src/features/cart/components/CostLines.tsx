import { formatMoney, formatPrice, formatTaxRate, minimumOrderMessage, minimumOrderShortfall } from '@domain'
import type { CartModel } from '../api/useCartModel'

/**
 * Cost lines: subtotal, delivery fee (free-from respected), total; optionally net and taxes per rate. With an item
 * whose price is hidden (isPriceHidden) no sum is shown — it would give that price away (total minus the others).
 */
export function CostLines({ model, detailed = false }: { readonly model: CartModel; readonly detailed?: boolean }) {
  const { pricing, currency, area } = model
  const price = (cents: number) => formatPrice(cents, pricing.calculationModel, currency)
  const sums = !pricing.hasHiddenPrice
  const isDelivery = model.state.deliveryType === 'delivery' && area !== null
  const free = area?.freeFromOrderValue && area.freeFromOrderValue > 0 && !pricing.isDeliveryFree ? area.freeFromOrderValue : null
  return (
    <>
      <dl className="costs">
        {sums ? (
          <div className="costs__row">
            <dt>Zwischensumme</dt>
            <dd>{price(pricing.gross)}</dd>
          </div>
        ) : null}
        {isDelivery ? (
          <div className="costs__row">
            <dt>Liefergebühr</dt>
            <dd>{pricing.isDeliveryFree ? 'kostenlos' : formatMoney(pricing.deliveryGross, currency)}</dd>
          </div>
        ) : null}
        {detailed && sums ? (
          <>
            <div className="costs__row costs__row--minor">
              <dt>Netto</dt>
              <dd>{price(pricing.totalNet)}</dd>
            </div>
            {Object.entries(pricing.taxes).map(([rate, amount]) => (
              <div key={rate} className="costs__row costs__row--minor">
                <dt>USt. {formatTaxRate(Number(rate))}</dt>
                <dd>{price(amount)}</dd>
              </div>
            ))}
          </>
        ) : null}
        {sums ? (
          <div className="costs__row costs__row--total">
            <dt>Gesamt</dt>
            <dd>{price(pricing.totalGross)}</dd>
          </div>
        ) : null}
      </dl>
      {/* outside the <dl>: a list of terms holds only dt/dd groups (axe definition-list) */}
      {isDelivery && free !== null ? <p className="costs__hint">Kostenlose Lieferung über {formatMoney(free, currency)}</p> : null}
      {/* consumers see gross prices, and are told so (PAngV § 3, issue 34) */}
      <p className="costs__vat">Alle Preise inkl. USt.</p>
    </>
  )
}

/** The delivery fee in one line ('inkl. Liefergebühr 2,90 €', 'Lieferung kostenlos') for the closed cart panel. */
export function FeeNote({ model }: { readonly model: CartModel }) {
  if (model.state.deliveryType !== 'delivery' || model.area === null) return null
  const { pricing, currency } = model
  return (
    <p className="cart-panel__fee">
      {pricing.isDeliveryFree ? 'Lieferung kostenlos' : `inkl. Liefergebühr ${formatMoney(pricing.deliveryGross, currency)}`} · Preise inkl. USt.
    </p>
  )
}

/** The minimum-order hint (SF §5, §8): the message plus the difference and the alternative. */
export function MinimumOrderHint({ model }: { readonly model: CartModel }) {
  if (model.state.deliveryType !== 'delivery') return null
  const message = minimumOrderMessage(model.area, model.pricing.gross, model.currency)
  if (message === null) return null
  const missing = minimumOrderShortfall(model.area, model.pricing.gross)
  return (
    <div className="notice notice--warning" role="status">
      <p>{message}</p>
      <p className="muted">
        Fügen Sie Waren im Wert von {formatMoney(missing, model.currency)} hinzu oder wählen Sie eine andere Art der Lieferung.
      </p>
    </div>
  )
}
