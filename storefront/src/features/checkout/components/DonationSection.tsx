import { useState } from 'react'

import { DONATION_AMOUNT_CENTS, formatMoney } from '@domain'

import { useDonatees } from '../../../lib/data'
import { DonateeModal } from '../../donations'
import type { CheckoutForm } from '../api/useCheckoutForm'
import { Section } from './Section'

/** The donation recipient (SF donations plugin): shown when the plugin is on and there are recipients. */
export function DonationSection({ checkout }: { readonly checkout: CheckoutForm }) {
  const { config, model, form, setField } = checkout
  const donatees = useDonatees()
  const [choosing, setChoosing] = useState(false)
  if (config.enablePluginDonations !== true || donatees.length === 0) return null
  const selected = donatees.find((donatee) => donatee.id === form.donatee) ?? null
  return (
    <Section title="Spende" id="checkout-donation">
      <p>Wir spenden {formatMoney(DONATION_AMOUNT_CENTS, model.currency)} Ihrer Bestellung an eine Organisation Ihrer Wahl.</p>
      <div className="donation-choice">
        <span>{selected === null ? 'Keine Organisation ausgewählt' : selected.name}</span>
        <button type="button" className="button button--ghost" onClick={() => setChoosing(true)}>
          {selected === null ? 'Organisation auswählen' : 'Ändern'}
        </button>
        {selected !== null ? (
          <button type="button" className="link-button" onClick={() => setField('donatee', null)}>
            Entfernen
          </button>
        ) : null}
      </div>
      {choosing ? (
        <DonateeModal donatees={donatees} selected={typeof form.donatee === 'number' ? form.donatee : null} onSelect={(id) => setField('donatee', id)} onClose={() => setChoosing(false)} />
      ) : null}
    </Section>
  )
}
