import { filterPhoneInput, normalizePhone } from '@domain'

import type { CheckoutForm, ErrorFor } from '../api/useCheckoutForm'
import { TextField } from './Field'
import { Section } from './Section'

/**
 * Name, e-mail and phone (e-mail and phone required where the branch asks for them), and the opt-in to keep them as
 * the shop's customer record (issue 19, modules/accounts/customers.ts) — unticked by default.
 */
export function ContactSection({ checkout, errorFor }: { readonly checkout: CheckoutForm; readonly errorFor: ErrorFor }) {
  const { requirements, setField, text } = checkout
  return (
    <Section title="Kontaktdaten" id="checkout-contact">
      <div className="grid-2">
        <TextField label="Vorname" name="firstName" autoComplete="given-name" required value={text('firstName')} onValue={(value) => setField('firstName', value)} error={errorFor('firstName')} />
        <TextField label="Nachname" name="lastName" autoComplete="family-name" required value={text('lastName')} onValue={(value) => setField('lastName', value)} error={errorFor('lastName')} />
        <TextField
          label="E-Mail"
          name="email"
          type="email"
          autoComplete="email"
          optional={!requirements.email}
          required={requirements.email}
          value={text('email')}
          onValue={(value) => setField('email', value)}
          error={errorFor('email')}
        />
        <TextField
          label="Telefon"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+43 664 1234567"
          optional={!requirements.phone}
          required={requirements.phone}
          value={text('phone')}
          onValue={(value) => setField('phone', filterPhoneInput(value))}
          onBlur={(event) => setField('phone', event.target.value === '' ? '' : normalizePhone(event.target.value))}
          error={errorFor('phone')}
        />
      </div>
      <label className="check" style={{ marginTop: '0.75rem' }}>
        <input type="checkbox" name="saveCustomerData" checked={checkout.form.saveCustomerData === true} onChange={(event) => setField('saveCustomerData', event.target.checked)} />
        <span style={{ display: 'grid', gap: '0.2rem' }}>
          <span>
            Meine Daten für künftige Bestellungen speichern <span className="muted">(optional)</span>
          </span>
          <span className="field__hint">Wir speichern Name, Kontaktdaten und Adresse als Kundendaten dieses Geschäfts. Sie können die Löschung jederzeit verlangen.</span>
        </span>
      </label>
    </Section>
  )
}
