/** The validation view: every error at the top of the checkout, labelled with its field (or the product of an item). */
import type { FieldError } from '@domain'

import { Notice } from '../../../components/Notice'

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  deliveryType: 'Art der Lieferung',
  companyName: 'Firma',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  phone: 'Telefon',
  street: 'Straße',
  floor: 'Stock',
  stairway: 'Stiege',
  door: 'Tür',
  zipCode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  deliveryArea: 'Liefergebiet',
  table: 'Tischnummer',
  appointmentDate: 'Termin',
  comment: 'Anmerkung',
  paymentMethod: 'Zahlungsart',
  legalInstructions: 'AGB',
  privacyPolicy: 'Datenschutz',
  items: 'Warenkorb',
  branch: 'Filiale',
  donatee: 'Spende',
}

function errorLabel(error: FieldError, productName: (index: number) => string | null): string | null {
  const item = /^items\.(\d+)/.exec(error.field)
  if (item?.[1] !== undefined) return productName(Number(item[1]))
  return FIELD_LABELS[error.field] ?? null
}

export function ErrorSummary({ errors, productName }: { readonly errors: readonly FieldError[]; readonly productName: (index: number) => string | null }) {
  if (errors.length === 0) return null
  return (
    <Notice tone="error" role="alert">
      <p className="notice__title">Bitte überprüfen Sie Ihre Angaben:</p>
      <ul className="error-list">
        {errors.map((error, index) => {
          const label = errorLabel(error, productName)
          return (
            <li key={`${error.field}-${index}`}>
              {label !== null ? <strong>{label}: </strong> : null}
              {error.message}
            </li>
          )
        })}
      </ul>
    </Notice>
  )
}
