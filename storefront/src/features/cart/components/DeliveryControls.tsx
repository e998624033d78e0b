import { useId } from 'react'

import { DELIVERY_TYPES, DELIVERY_TYPE_LABELS_DE, formatMoney, isDeliveryTypeEnabled } from '@domain'
import type { DeliveryType } from '@domain'
import type { CartModel } from '../api/useCartModel'

/** 'Art der Lieferung' and, for delivery, 'Liefergebiet' (SF §2). */
export function DeliveryControls({ model, areaError, showArea = true }: { readonly model: CartModel; readonly areaError?: string | null; readonly showArea?: boolean }) {
  const typeId = useId()
  const areaId = useId()
  const types = DELIVERY_TYPES.filter((type) => isDeliveryTypeEnabled(model.branch, type))
  const areas = model.branch.deliveryAreas ?? []
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
      {showArea && model.state.deliveryType === 'delivery' && areas.length > 0 ? (
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
                {area.area}
                {area.free === true ? ' (kostenlos)' : area.price ? ` (${formatMoney(area.price, model.currency)})` : ''}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  )
}
