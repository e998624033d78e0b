/**
 * Contact form block (SF §3): name, e-mail, phone (optional) and message, checked in German before sending; the
 * message goes to POST /api/contact-messages (stored, e-mailed to the business through the outbox, rate limited).
 * Success: 'Vielen Dank!' / 'Ihre Eingaben wurden erfolgreich verarbeitet.'; failure: the server's field messages,
 * else its first message, else 'Ein unbekannter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.' (the
 * spec's wording for the questionnaire, SF §8). `website` is a honeypot people never see.
 */
import { useId, useState } from 'react'
import type { FormEvent, ReactElement } from 'react'

import { ApiError, apiRequest } from '../../../lib/api'
import { useConfig } from '../../../lib/data'
import type { BlockProps } from '../components/BlockList'
import { useSiteId } from '../components/siteContext'
import { str } from '../types'

export const CONTACT_TEXTS = {
  submit: 'Nachricht senden',
  sending: 'Wird gesendet …',
  successTitle: 'Vielen Dank!',
  successMessage: 'Ihre Eingaben wurden erfolgreich verarbeitet.',
  unknownError: 'Ein unbekannter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  name: 'Bitte geben Sie Ihren Namen an.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  message: 'Bitte geben Sie eine Nachricht ein.',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
type Field = 'name' | 'email' | 'phone' | 'message'
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'message']

function check(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {}
  if (values.name === '') errors.name = CONTACT_TEXTS.name
  if (!EMAIL.test(values.email)) errors.email = CONTACT_TEXTS.email
  if (values.message === '') errors.message = CONTACT_TEXTS.message
  return errors
}

export default function ContactForm({ block }: BlockProps<'contactForm'>) {
  const config = useConfig()
  const siteId = useSiteId()
  const phone = str(block, 'phone') || config.phone || ''
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const id = useId()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const values = Object.fromEntries(FIELDS.map((f) => [f, String(data.get(f) ?? '').trim()])) as Record<Field, string>
    const found = check(values)
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setState('sending')
    try {
      await apiRequest('/api/contact-messages', {
        method: 'POST',
        body: { ...values, site: siteId, block: block.id, website: String(data.get('website') ?? '') },
      })
      setState('sent')
    } catch (error) {
      setState('idle')
      const list = error instanceof ApiError ? error.errors : []
      const byField: Partial<Record<Field, string>> = {}
      for (const entry of list) if ((FIELDS as readonly string[]).includes(entry.field)) byField[entry.field as Field] ??= entry.message
      setErrors(byField)
      const general = list.find((entry) => !(FIELDS as readonly string[]).includes(entry.field))
      setFailure(Object.keys(byField).length > 0 && !general ? null : (general?.message ?? CONTACT_TEXTS.unknownError))
    }
  }

  const field = (name: Field, label: string, input: (props: Record<string, unknown>) => ReactElement) => (
    <div className="cb-contact__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input({
        id: `${id}-${name}`,
        name,
        'aria-invalid': errors[name] !== undefined,
        'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
      })}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )

  return (
    <div className="cb cb--width-s cb-contact">
      {str(block, 'title') !== '' ? <h2>{str(block, 'title')}</h2> : null}
      {str(block, 'intro') !== '' ? <p>{str(block, 'intro')}</p> : null}
      {state === 'sent' ? (
        <div className="cb-contact__success" role="status">
          <h3>{CONTACT_TEXTS.successTitle}</h3>
          <p>{CONTACT_TEXTS.successMessage}</p>
        </div>
      ) : (
        <form className="cb-contact__form" onSubmit={(event) => void submit(event)} noValidate aria-busy={state === 'sending'}>
          {field('name', 'Name', (p) => <input {...p} autoComplete="name" maxLength={200} required />)}
          {field('email', 'E-Mail', (p) => <input {...p} type="email" autoComplete="email" maxLength={254} required />)}
          {field('phone', 'Telefon (optional)', (p) => <input {...p} type="tel" autoComplete="tel" maxLength={40} />)}
          {field('message', 'Nachricht', (p) => <textarea {...p} rows={5} maxLength={5000} required />)}
          <div className="cb-contact__hp" aria-hidden="true">
            <label htmlFor={`${id}-website`}>Website</label>
            <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
          </div>
          {failure !== null ? (
            <p className="field-error" role="alert">
              {failure}
            </p>
          ) : null}
          <button className="button" type="submit" disabled={state === 'sending'}>
            {state === 'sending' ? CONTACT_TEXTS.sending : CONTACT_TEXTS.submit}
          </button>
        </form>
      )}
      {phone !== '' ? (
        <p>
          Telefon: <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
        </p>
      ) : null}
    </div>
  )
}
