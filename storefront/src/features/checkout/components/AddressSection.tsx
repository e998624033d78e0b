import { ALLOWED_COUNTRIES, DEFAULT_COUNTRY } from '@domain'

import type { CheckoutForm, ErrorFor } from '../api/useCheckoutForm'
import { TextField } from './Field'
import { Section } from './Section'

const COUNTRY_LABELS: Record<(typeof ALLOWED_COUNTRIES)[number], string> = { AT: 'Österreich', DE: 'Deutschland', CH: 'Schweiz', LI: 'Liechtenstein' }

/** The (delivery) address with the delivery area; shown only where the branch requires an address. */
export function AddressSection({ checkout, errorFor }: { readonly checkout: CheckoutForm; readonly errorFor: ErrorFor }) {
  const { model, store, deliveryType, requirements, setField, text } = checkout
  if (!requirements.address) return null
  const areas = model.branch.deliveryAreas ?? []
  return (
    <Section title={deliveryType === 'delivery' ? 'Lieferadresse' : 'Adresse'} id="checkout-address">
      {deliveryType === 'delivery' && areas.length > 0 ? (
        <div className="field">
          <label htmlFor="checkout-area" className="field__label">
            Liefergebiet
          </label>
          <select
            id="checkout-area"
            name="deliveryArea"
            className={`input select${errorFor('deliveryArea') ? ' is-invalid' : ''}`}
            value={model.state.deliveryArea ?? ''}
            aria-invalid={errorFor('deliveryArea') ? true : undefined}
            onChange={(event) => store.setDeliveryArea(event.target.value === '' ? null : event.target.value)}
          >
            {areas.map((area) => (
              <option key={String(area.id ?? area.area)} value={String(area.id ?? area.area)}>
                {area.area}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <TextField label="Straße und Hausnummer" name="street" autoComplete="street-address" required value={text('street')} onValue={(value) => setField('street', value)} error={errorFor('street')} />
      <div className="grid-3">
        <TextField label="Stock" name="floor" optional value={text('floor')} onValue={(value) => setField('floor', value)} error={errorFor('floor')} />
        <TextField label="Stiege" name="stairway" optional value={text('stairway')} onValue={(value) => setField('stairway', value)} error={errorFor('stairway')} />
        <TextField label="Tür" name="door" optional value={text('door')} onValue={(value) => setField('door', value)} error={errorFor('door')} />
      </div>
      <div className="grid-zip">
        <TextField label="PLZ" name="zipCode" autoComplete="postal-code" inputMode="numeric" required value={text('zipCode')} onValue={(value) => setField('zipCode', value)} error={errorFor('zipCode')} />
        <TextField label="Ort" name="city" autoComplete="address-level2" required value={text('city')} onValue={(value) => setField('city', value)} error={errorFor('city')} />
      </div>
      <div className="field">
        <label htmlFor="checkout-country" className="field__label">
          Land
        </label>
        <select id="checkout-country" name="country" className={`input select${errorFor('country') ? ' is-invalid' : ''}`} value={text('country') || DEFAULT_COUNTRY} onChange={(event) => setField('country', event.target.value)} autoComplete="country">
          {ALLOWED_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {COUNTRY_LABELS[country]}
            </option>
          ))}
        </select>
      </div>
    </Section>
  )
}
