import type { orderNotice } from '@domain'

import { Notice } from '../../../components/Notice'
import { DeliveryControls } from '../../cart'
import type { CheckoutForm, ErrorFor } from '../api/useCheckoutForm'
import { Section } from './Section'

export const TABLE_HINT = 'Die Tischnummer finden Sie in der Mitte des QR-Codes auf Ihrem Tisch.'

/** Takeaway / delivery / dine-in, the branch's notice for it and, for dine-in with table selection, the table. */
export function DeliverySection({ checkout, notice, errorFor }: { readonly checkout: CheckoutForm; readonly notice: ReturnType<typeof orderNotice>; readonly errorFor: ErrorFor }) {
  const { model, tables, showTables, setField, text } = checkout
  return (
    <Section title="Bestellart" id="checkout-delivery">
      <DeliveryControls model={model} showArea={false} />
      {notice !== null ? (
        <Notice tone="warning" role="status">
          {notice.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Notice>
      ) : null}
      {showTables ? (
        <div className="field">
          <label htmlFor="checkout-table" className="field__label">
            Tischnummer
          </label>
          <select
            id="checkout-table"
            name="table"
            required
            className={`input select${errorFor('table') ? ' is-invalid' : ''}`}
            value={text('table')}
            aria-invalid={errorFor('table') ? true : undefined}
            aria-describedby={errorFor('table') ? 'checkout-table-hint checkout-table-error' : 'checkout-table-hint'}
            onChange={(event) => setField('table', event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">Bitte wählen</option>
            {tables.map((table) => (
              <option key={table.id} value={String(table.id)}>
                {table.identifier}
              </option>
            ))}
          </select>
          <p id="checkout-table-hint" className="field__hint">
            {TABLE_HINT}
          </p>
          {errorFor('table') ? (
            <p id="checkout-table-error" className="field__error">
              {errorFor('table')}
            </p>
          ) : null}
        </div>
      ) : null}
    </Section>
  )
}
