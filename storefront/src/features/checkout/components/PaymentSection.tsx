import type { CheckoutForm, ErrorFor } from '../api/useCheckoutForm'
import { Section } from './Section'

/** The payment methods the branch and the shop offer. */
export function PaymentSection({ checkout, errorFor }: { readonly checkout: CheckoutForm; readonly errorFor: ErrorFor }) {
  const { payment, form, setField } = checkout
  if (payment.length === 0) return null
  return (
    <Section title="Zahlungsart" id="checkout-payment">
      <fieldset
        className={`options${errorFor('paymentMethod') ? ' is-invalid' : ''}`}
        aria-invalid={errorFor('paymentMethod') ? true : undefined}
        aria-describedby={errorFor('paymentMethod') ? 'checkout-payment-error' : undefined}
      >
        <legend className="visually-hidden">Zahlungsart</legend>
        <div className="options__list">
          {payment.map((option) => (
            <label key={option.value} className={`option${form.paymentMethod === option.value ? ' option--checked' : ''}`}>
              <input type="radio" name="paymentMethod" value={option.value} checked={form.paymentMethod === option.value} onChange={() => setField('paymentMethod', option.value)} />
              <span className="option__name">{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {errorFor('paymentMethod') ? (
        <p id="checkout-payment-error" className="field__error">
          {errorFor('paymentMethod')}
        </p>
      ) : null}
    </Section>
  )
}
