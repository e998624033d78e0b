import { useId } from 'react'

import { DELIVERY_TYPES, DELIVERY_TYPE_LABELS_DE, formatMoney, isDeliveryTypeEnabled } from '@domain'
import type { DeliveryAreaInput } from '@domain'
import type { DeliveryType } from '@domain'
import type { CartModel } from '../api/useCartModel'

/** '1070 Neubau (2,90 €)', '1150 Rudolfsheim-Fünfhaus (kostenlos)' */
export function deliveryAreaLabel(area: DeliveryAreaInput, currency: string): string {
  return `${area.area}${area.free === true ? ' (kostenlos)' : area.price ? ` (${formatMoney(area.price, currency)})` : ''}`
}

/**
 * 'Art der Lieferung' and, for delivery, 'Liefergebiet' (SF §2): chosen by name, or — once the order form's PLZ lies in
 * an area that lists postcodes — that area, shown (issue 33).
 */
export function DeliveryControls({ model, areaError, showArea = true }: { readonly model: CartModel; readonly areaError?: string | null; readonly showArea?: boolean }) {
  const typeId = useId()
  const areaId = useId()
  const types = DELIVERY_TYPES.filter((type) => isDeliveryTypeEnabled(model.branch, type))
  const areas = model.branch.deliveryAreas ?? []
  // the order form's PLZ lies in no area (the checkout refuses it): the fee of a named area would not apply
  const refused = model.areaResolution?.error
  const postcodeRefusal = refused !== null && refused !== undefined && refused.field !== 'deliveryArea' ? refused.message : null
  return (
    <div className="delivery-controls">
      <div className="field">
        <label htmlFor={typeId} className="field__label">
          Art der Lieferung
        </label>
        <select
          id={typeId}
          name="deliveryType"
          className="input select"
          value={model.state.deliveryType}
          onChange={(event) => model.store.setDeliveryType(event.target.value as DeliveryType)}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {DELIVERY_TYPE_LABELS_DE[type]}
            </option>
          ))}
        </select>
      </div>
      {showArea && model.state.deliveryType === 'delivery' && model.areaResolution?.source === 'postcode' && model.area !== null ? (
        <div className="field">
          <span className="field__label">Liefergebiet</span>
          <p className="field__value">
            {deliveryAreaLabel(model.area, model.currency)} – nach Ihrer PLZ {model.postcode}
          </p>
        </div>
      ) : showArea && model.state.deliveryType === 'delivery' && areas.length > 0 ? (
        <div className="field">
          <label htmlFor={areaId} className="field__label">
            Liefergebiet
          </label>
          <select
            id={areaId}
            name="deliveryArea"
            className={`input select${areaError ? ' is-invalid' : ''}`}
            value={model.state.deliveryArea ?? ''}
            aria-invalid={areaError ? true : undefined}
            onChange={(event) => model.store.setDeliveryArea(event.target.value === '' ? null : event.target.value)}
          >
            {areas.map((area) => (
              <option key={String(area.id ?? area.area)} value={String(area.id ?? area.area)}>
                {deliveryAreaLabel(area, model.currency)}
              </option>
            ))}
          </select>
          {postcodeRefusal !== null ? <p className="field__error">{postcodeRefusal}</p> : null}
        </div>
      ) : null}
    </div>
  )
}
