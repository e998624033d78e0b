import { useState } from 'react'
import { Link } from 'react-router-dom'

import { branchIdentifier } from '../../../lib/data'
import { paths } from '../../../paths'
import { CartAllergenLegend, CartItems, CostLines, MinimumOrderHint } from '../../cart'
import { LegalModal, legalEntry, legalTitle } from '../../legal'
import type { CheckoutForm, ErrorFor } from '../api/useCheckoutForm'

type LegalKind = 'terms' | 'privacy'

/** The order at a glance: items, costs, the legal consents and the submit button (its text from the domain). */
export function OrderSummary({
  checkout,
  submitText,
  creating,
  errorFor,
}: {
  readonly checkout: CheckoutForm
  readonly submitText: string | null
  readonly creating: boolean
  readonly errorFor: ErrorFor
}) {
  const { branch, config, model, form, setField } = checkout
  const [reading, setReading] = useState<LegalKind | null>(null)
  const terms = legalEntry(config, 'terms-and-conditions')
  const privacy = legalEntry(config, 'privacy')

  const legalLabel = (kind: LegalKind) => {
    const entry = kind === 'terms' ? terms : privacy
    const title = kind === 'terms' ? 'AGB' : 'Datenschutzerklärung'
    if (entry.text !== null) {
      return (
        <button type="button" className="link-button link-button--inline" onClick={() => setReading(kind)}>
          {title}
        </button>
      )
    }
    if (entry.url !== null) {
      return (
        <a href={entry.url} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      )
    }
    return title
  }

  return (
    <aside className="checkout__side">
      <div className="side-card">
        <h2 className="side-card__title">Ihre Bestellung</h2>
        <CartItems model={model} />
        <CartAllergenLegend model={model} />
        <CostLines model={model} detailed />
        <MinimumOrderHint model={model} />
        <div className="legal-checks">
          <label className={`check${errorFor('legalInstructions') ? ' is-invalid' : ''}`}>
            <input type="checkbox" name="legalInstructions" checked={form.legalInstructions === true} onChange={(event) => setField('legalInstructions', event.target.checked)} aria-invalid={errorFor('legalInstructions') ? true : undefined} aria-describedby={errorFor('legalInstructions') ? 'legal-terms-error' : undefined} />
            <span>Ich akzeptiere die {legalLabel('terms')}.</span>
          </label>
          <label className={`check${errorFor('privacyPolicy') ? ' is-invalid' : ''}`}>
            <input type="checkbox" name="privacyPolicy" checked={form.privacyPolicy === true} onChange={(event) => setField('privacyPolicy', event.target.checked)} aria-invalid={errorFor('privacyPolicy') ? true : undefined} aria-describedby={errorFor('privacyPolicy') ? 'legal-privacy-error' : undefined} />
            <span>Ich habe die {legalLabel('privacy')} gelesen.</span>
          </label>
          {errorFor('legalInstructions') ? (
            <p id="legal-terms-error" className="field__error">
              {errorFor('legalInstructions')}
            </p>
          ) : null}
          {errorFor('privacyPolicy') ? (
            <p id="legal-privacy-error" className="field__error">
              {errorFor('privacyPolicy')}
            </p>
          ) : null}
        </div>
        {submitText !== null ? (
          <button type="submit" className="button button--primary button--block button--large" disabled={creating} aria-busy={creating}>
            {submitText}
          </button>
        ) : (
          <p className="notice notice--warning">Eine Bestellung ist derzeit leider nicht möglich.</p>
        )}
        <Link className="button button--ghost button--block" to={paths.branch(branchIdentifier(branch))}>
          Abbrechen
        </Link>
      </div>
      {reading === 'terms' && terms.text !== null ? <LegalModal title={legalTitle('terms-and-conditions')} source={terms.text} onClose={() => setReading(null)} /> : null}
      {reading === 'privacy' && privacy.text !== null ? <LegalModal title={legalTitle('privacy')} source={privacy.text} onClose={() => setReading(null)} /> : null}
    </aside>
  )
}
