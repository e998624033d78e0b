import { ALLOWED_COUNTRIES, DEFAULT_COUNTRY, areasChosenByName, splitPostcodes } from '@domain'

import { deliveryAreaLabel } from '../../cart'
import type { CheckoutForm, ErrorFor } from '../api/useCheckoutForm'
import { TextField } from './Field'
import { Section } from './Section'

const COUNTRY_LABELS: Record<(typeof ALLOWED_COUNTRIES)[number], string> = { AT: 'Österreich', DE: 'Deutschland', CH: 'Schweiz', LI: 'Liechtenstein' }

/**
 * The delivery area (issue 33): the area of the PLZ where areas list postcodes (shown, with its note), a PLZ no area
 * serves said at once, and otherwise the areas chosen by name (those without postcodes) as a select.
 */
function DeliveryAreaField({ checkout, errorFor }: { readonly checkout: CheckoutForm; readonly errorFor: ErrorFor }) {
  const { model, store } = checkout
  const areas = model.branch.deliveryAreas ?? []
  const byName = areasChosenByName(model.branch)
  const resolution = model.areaResolution
  const note = model.area?.note ? <p className="field__hint">{model.area.note}</p> : null
  if (resolution?.source === 'postcode' && model.area !== null) {
    return (
      <div className="field">
        <span className="field__label">Liefergebiet</span>
        <p className="field__value" aria-live="polite">
          {deliveryAreaLabel(model.area, model.currency)} – nach Ihrer PLZ {model.postcode}
        </p>
        {note}
      </div>
    )
  }
  // a PLZ no area serves: said while typing (after a submit, the PLZ field shows the same message)
  const refusal = resolution?.error !== null && resolution?.error !== undefined && resolution.error.field !== 'deliveryArea' ? resolution.error.message : null
  if (byName.length === 0) {
    const served = [...new Set(areas.flatMap((area) => splitPostcodes(area.postcodes)))].sort()
    return (
      <div className="field">
        <span className="field__label">Liefergebiet</span>
        <p className="field__hint" aria-live="polite">
          Das Liefergebiet ergibt sich aus Ihrer Postleitzahl. Wir liefern an: {served.join(', ')}.
        </p>
        {refusal !== null && errorFor(resolution?.error?.field ?? 'zipCode') === null ? (
          <p className="field__error" role="status">
            {refusal}
          </p>
        ) : null}
      </div>
    )
  }
  const value = model.state.deliveryArea ?? ''
  const listed = byName.some((area) => String(area.id ?? area.area) === value)
  return (
    <div className="field">
      <label htmlFor="checkout-area" className="field__label">
        Liefergebiet
      </label>
      <select
        id="checkout-area"
        name="deliveryArea"
        className={`input select${errorFor('deliveryArea') ? ' is-invalid' : ''}`}
        value={listed ? value : ''}
        aria-invalid={errorFor('deliveryArea') ? true : undefined}
        aria-describedby={errorFor('deliveryArea') ? 'checkout-area-error' : undefined}
        onChange={(event) => store.setDeliveryArea(event.target.value === '' ? null : event.target.value)}
      >
        {listed ? null : <option value="">Bitte wählen</option>}
        {byName.map((area) => (
          <option key={String(area.id ?? area.area)} value={String(area.id ?? area.area)}>
            {area.area}
          </option>
        ))}
      </select>
      {listed ? note : null}
      {errorFor('deliveryArea') ? (
        <p id="checkout-area-error" className="field__error">
          {errorFor('deliveryArea')}
        </p>
      ) : null}
    </div>
  )
}

/** The (delivery) address with the delivery area; shown only where the branch requires an address. */
export function AddressSection({ checkout, errorFor }: { readonly checkout: CheckoutForm; readonly errorFor: ErrorFor }) {
  const { model, deliveryType, requirements, setField, text } = checkout
  if (!requirements.address) return null
  const areas = model.branch.deliveryAreas ?? []
  return (
    <Section title={deliveryType === 'delivery' ? 'Lieferadresse' : 'Adresse'} id="checkout-address">
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
      {deliveryType === 'delivery' && areas.length > 0 ? <DeliveryAreaField checkout={checkout} errorFor={errorFor} /> : null}
      <div className="field">
        <label htmlFor="checkout-country" className="field__label">
          Land
        </label>
        <select id="checkout-country" name="country" className={`input select${errorFor('country') ? ' is-invalid' : ''}`} value={text('country') || DEFAULT_COUNTRY} onChange={(event) => setField('country', event.target.value)} autoComplete="country" aria-invalid={errorFor('country') ? true : undefined} aria-describedby={errorFor('country') ? 'checkout-country-error' : undefined}>
          {ALLOWED_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {COUNTRY_LABELS[country]}
            </option>
          ))}
        </select>
        {errorFor('country') ? (
          <p id="checkout-country-error" className="field__error">
            {errorFor('country')}
          </p>
        ) : null}
      </div>
    </Section>
  )
}
