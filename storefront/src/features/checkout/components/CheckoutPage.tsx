import { useEffect, useMemo, useRef, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'

import {
  ALLOWED_COUNTRIES,
  DEFAULT_COUNTRY,
  DONATION_AMOUNT_CENTS,
  MESSAGES,
  branchTimeZone,
  checkoutSlots,
  contactRequirements,
  defaultPaymentMethod,
  filterPhoneInput,
  formatDateTime,
  formatIsoDate,
  formatMoney,
  formatTimeOfDay,
  groupSlotsByDay,
  localDayNumber,
  localToInstant,
  normalizePhone,
  orderNotice,
  parseIsoDate,
  parseTimeOfDay,
  slotsForDay,
  submitButtonText,
  toLocal,
  validateCheckout,
  CHECKOUT_SLOT_HORIZON_DAYS,
} from '../../../../../domain'
import type { FieldError } from '../../../../../domain'
import { Notice } from '../../../components/Notice'
import { ApiError, uuid } from '../../../lib/api'
import { branchIdentifier, useBranch, useConfig, useDonatees, useTables } from '../../../lib/data'
import { useNow } from '../../../lib/useNow'
import { useTitle } from '../../../lib/useTitle'
import { refId } from '../../../lib/types'
import type { BranchDoc } from '../../../lib/types'
import { paths } from '../../../paths'
import { useCartModel } from '../../cart/api/useCartModel'
import { CartItems } from '../../cart/components/CartPanel'
import { CostLines, MinimumOrderHint } from '../../cart/components/CostLines'
import { DeliveryControls } from '../../cart/components/DeliveryControls'
import { NotFound } from '../../content/components/ContentPage'
import { DonateeModal } from '../../donations/components/DonateeModal'
import { LegalModal } from '../../legal/components/LegalModal'
import { legalEntry, legalTitle } from '../../legal/legal'
import { buildOrderBody, submitOrder } from '../api/submitOrder'
import { onlineMethod, paymentOptions } from '../payment'
import { DatePicker } from './DatePicker'
import { TextField } from './Field'
import { TimePicker } from './TimePicker'

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

const COUNTRY_LABELS: Record<(typeof ALLOWED_COUNTRIES)[number], string> = { AT: 'Österreich', DE: 'Deutschland', CH: 'Schweiz', LI: 'Liechtenstein' }

export const TABLE_HINT = 'Die Tischnummer finden Sie in der Mitte des QR-Codes auf Ihrem Tisch.'

type Overlay = 'date' | 'time' | 'donatee' | 'terms' | 'privacy' | null

function errorLabel(error: FieldError, productName: (index: number) => string | null): string | null {
  const item = /^items\.(\d+)/.exec(error.field)
  if (item?.[1] !== undefined) return productName(Number(item[1]))
  return FIELD_LABELS[error.field] ?? null
}

function Section({ title, children, id }: { readonly title: string; readonly children: ReactNode; readonly id?: string }) {
  return (
    <section className="checkout-section" aria-labelledby={id}>
      <h2 id={id} className="checkout-section__title">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Checkout({ branch, paymentFailed }: { readonly branch: BranchDoc; readonly paymentFailed: boolean }) {
  const config = useConfig()
  const tablesAll = useTables()
  const donatees = useDonatees()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const now = useNow(15_000)
  const model = useCartModel(branch)
  const { store, state } = model
  const form = state.order
  const identifier = branchIdentifier(branch)
  const shopName = config.shopName ?? 'Tresen'
  useTitle(paymentFailed ? 'checkout_error' : 'checkout', branch.name, shopName)

  const [errors, setErrors] = useState<readonly FieldError[]>([])
  const [creating, setCreating] = useState(false)
  const [overlay, setOverlay] = useState<Overlay>(null)
  const [pickedDate, setPickedDate] = useState<string | null>(null)
  const topRef = useRef<HTMLDivElement>(null)

  const deliveryType = state.deliveryType
  const timeZone = branchTimeZone(model.branch)
  const requirements = contactRequirements(model.branch, deliveryType)
  const payment = paymentOptions(config, branch)
  const tables = tablesAll.filter((table) => refId(table.branch) === branch.id)
  const showTables = deliveryType === 'dineIn' && branch.isTableSelectionEnabled === true
  const terms = legalEntry(config, 'terms-and-conditions')
  const privacy = legalEntry(config, 'privacy')

  // defaults: country AT, payment method cash if enabled, table from the QR code's ?table=
  useEffect(() => {
    const patch: Record<string, unknown> = {}
    if (typeof form.country !== 'string' || form.country === '') patch.country = DEFAULT_COUNTRY
    const methods = payment.map((option) => option.value)
    if (typeof form.paymentMethod !== 'string' || !methods.includes(form.paymentMethod)) {
      patch.paymentMethod = defaultPaymentMethod({ isCashEnabled: methods.includes('cash'), onlineMethod: onlineMethod(payment) }) ?? methods[0] ?? 'cash'
    }
    const tableParam = searchParams.get('table')
    if (tableParam !== null) {
      const table = tables.find((candidate) => candidate.identifier === tableParam || String(candidate.id) === tableParam)
      if (table !== undefined && String(form.table ?? '') !== String(table.id)) {
        patch.table = table.id
        if (branch.isDineInEnabled === true && deliveryType !== 'dineIn') store.setDeliveryType('dineIn')
      }
    }
    if (Object.keys(patch).length > 0) store.setOrder(patch)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [branch.id])

  const minute = Math.floor(now / 60_000)
  const products = model.inputs.map((input) => input.product)
  const productKey = products.map((product) => String(product.id)).join(',')
  const slots = useMemo(
    () => checkoutSlots({ branch: model.branch, deliveryType, products, now: minute * 60_000 }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [model.branch, deliveryType, productKey, minute],
  )
  const slotDays = useMemo(() => new Set(groupSlotsByDay(slots, timeZone).keys()), [slots, timeZone])
  const today = localDayNumber(now, timeZone)

  const appointment = typeof form.appointmentDate === 'string' && form.appointmentDate !== '' ? form.appointmentDate : null
  const appointmentMs = appointment === null ? null : Date.parse(appointment)
  const appointmentLocal = appointmentMs === null || Number.isNaN(appointmentMs) ? null : toLocal(appointmentMs, timeZone)
  const appointmentDay = appointmentLocal === null ? null : formatIsoDate(appointmentLocal.dayNumber)
  const appointmentTime = appointmentLocal === null ? null : formatTimeOfDay(appointmentLocal.minuteOfDay)

  const notice = orderNotice({ branch: model.branch, deliveryType, deliveryArea: state.deliveryArea, now })
  const submitText = submitButtonText({ branch: model.branch, deliveryType, deliveryArea: state.deliveryArea, now, isCreating: creating })

  const errorFor = (field: string): string | null => errors.find((error) => error.field === field)?.message ?? null
  const setField = (field: string, value: unknown) => store.setOrder({ [field]: value })
  const text = (field: string): string => (typeof form[field] === 'string' ? (form[field] as string) : form[field] === undefined || form[field] === null ? '' : String(form[field]))

  const showErrors = (list: readonly FieldError[]) => {
    setErrors(list)
    window.scrollTo({ top: 0, behavior: 'smooth' })
    window.setTimeout(() => topRef.current?.focus(), 50)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (creating) return
    const orderForm = { ...form, deliveryType, deliveryArea: deliveryType === 'delivery' ? state.deliveryArea : null }
    const list = validateCheckout({
      form: orderForm,
      deliveryType,
      branch: model.branch,
      items: model.inputs,
      now: Date.now(),
      tables: showTables ? tables.map((table) => String(table.id)) : undefined,
      paymentMethods: payment.length > 0 ? payment.map((option) => option.value) : undefined,
      currency: model.currency,
    })
    if (list.length > 0) {
      showErrors(list)
      return
    }
    setErrors([])
    setCreating(true)
    try {
      const body = buildOrderBody({
        form: { ...orderForm, table: showTables ? form.table : undefined },
        deliveryType,
        branchId: branch.id,
        // the items shown and validated above (a product gone from the catalogue is not sent)
        items: model.lines.map((line) => line.item),
        partCounts: new Map(model.lines.map((line) => [line.product.id, line.product.config?.parts?.length ?? 0])),
      })
      const result = await submitOrder(body, uuid())
      if (result.paymentRedirectUrl) {
        store.clear()
        window.location.assign(result.paymentRedirectUrl)
        return
      }
      navigate(paths.status(result.uid, result.hash))
      store.clear()
    } catch (error) {
      showErrors(error instanceof ApiError ? error.errors : [{ field: '', message: MESSAGES.unknownError }])
    } finally {
      setCreating(false)
    }
  }

  if (model.lines.length === 0) {
    return (
      <div className="page page--narrow empty-state">
        {paymentFailed ? (
          <Notice tone="error" role="alert">
            <p>{MESSAGES.paymentFailed}</p>
          </Notice>
        ) : null}
        <h1>{MESSAGES.emptyCart}</h1>
        <Link className="button button--primary" to={paths.branch(identifier)}>
          Zurück zur Speisekarte
        </Link>
      </div>
    )
  }

  const productName = (index: number) => model.lines[index]?.product.name ?? null
  const selectedDonatee = donatees.find((donatee) => donatee.id === form.donatee) ?? null
  const legalLabel = (kind: 'terms' | 'privacy') => {
    const entry = kind === 'terms' ? terms : privacy
    const title = kind === 'terms' ? 'AGB' : 'Datenschutzerklärung'
    if (entry.text !== null) {
      return (
        <button type="button" className="link-button link-button--inline" onClick={() => setOverlay(kind)}>
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
    <div className="page checkout">
      <div ref={topRef} tabIndex={-1} className="checkout__top">
        <p className="eyebrow">
          <Link to={paths.branch(identifier)}>← {branch.name}</Link>
        </p>
        <h1>Bestellvorgang</h1>
        {paymentFailed ? (
          <Notice tone="error" role="alert">
            <p>{MESSAGES.paymentFailed}</p>
          </Notice>
        ) : null}
        {errors.length > 0 ? (
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
        ) : null}
      </div>

      <form className="checkout__grid" onSubmit={onSubmit} noValidate>
        <div className="checkout__main">
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
                  aria-describedby="checkout-table-hint"
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
                {errorFor('table') ? <p className="field__error">{errorFor('table')}</p> : null}
              </div>
            ) : null}
          </Section>

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
          </Section>

          {requirements.address ? (
            <Section title={deliveryType === 'delivery' ? 'Lieferadresse' : 'Adresse'} id="checkout-address">
              {deliveryType === 'delivery' && (model.branch.deliveryAreas ?? []).length > 0 ? (
                <div className="field">
                  <label htmlFor="checkout-area" className="field__label">
                    Liefergebiet
                  </label>
                  <select
                    id="checkout-area"
                    name="deliveryArea"
                    className={`input select${errorFor('deliveryArea') ? ' is-invalid' : ''}`}
                    value={state.deliveryArea ?? ''}
                    aria-invalid={errorFor('deliveryArea') ? true : undefined}
                    onChange={(event) => store.setDeliveryArea(event.target.value === '' ? null : event.target.value)}
                  >
                    {(model.branch.deliveryAreas ?? []).map((area) => (
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
          ) : null}

          <Section title={branch.isAppointmentRequired === true ? 'Termin' : 'Termin (optional)'} id="checkout-appointment">
            <div className={`appointment${errorFor('appointmentDate') ? ' is-invalid' : ''}`}>
              <button type="button" className="picker-button" onClick={() => setOverlay('date')} aria-describedby="appointment-value">
                <span className="picker-button__label">Datum</span>
                <span className="picker-button__value">{appointmentDay === null ? 'Datum wählen' : appointmentDay.split('-').reverse().join('.')}</span>
              </button>
              <button
                type="button"
                className="picker-button"
                onClick={() => {
                  setPickedDate(appointmentDay ?? pickedDate ?? formatIsoDate(today))
                  setOverlay('time')
                }}
              >
                <span className="picker-button__label">Uhrzeit</span>
                <span className="picker-button__value">{appointmentTime ?? 'Uhrzeit wählen'}</span>
              </button>
            </div>
            <p id="appointment-value" className="field__hint" aria-live="polite">
              {appointmentMs !== null && !Number.isNaN(appointmentMs)
                ? `Gewählter Termin: ${formatDateTime(appointmentMs, timeZone)} Uhr`
                : branch.isAppointmentRequired === true
                  ? MESSAGES.appointmentRequired
                  : 'Ohne Termin bereiten wir Ihre Bestellung so bald wie möglich zu.'}
            </p>
            {appointment !== null ? (
              <button type="button" className="link-button" onClick={() => setField('appointmentDate', null)}>
                Termin entfernen
              </button>
            ) : null}
            {errorFor('appointmentDate') ? <p className="field__error">{errorFor('appointmentDate')}</p> : null}
            <div className="field">
              <label htmlFor="checkout-comment" className="field__label">
                Anmerkung <span className="muted">(optional)</span>
              </label>
              <textarea id="checkout-comment" name="comment" className="input" rows={3} value={text('comment')} onChange={(event) => setField('comment', event.target.value)} />
            </div>
          </Section>

          {config.enablePluginDonations === true && donatees.length > 0 ? (
            <Section title="Spende" id="checkout-donation">
              <p>Wir spenden {formatMoney(DONATION_AMOUNT_CENTS, model.currency)} Ihrer Bestellung an eine Organisation Ihrer Wahl.</p>
              <div className="donation-choice">
                <span>{selectedDonatee === null ? 'Keine Organisation ausgewählt' : selectedDonatee.name}</span>
                <button type="button" className="button button--ghost" onClick={() => setOverlay('donatee')}>
                  {selectedDonatee === null ? 'Organisation auswählen' : 'Ändern'}
                </button>
                {selectedDonatee !== null ? (
                  <button type="button" className="link-button" onClick={() => setField('donatee', null)}>
                    Entfernen
                  </button>
                ) : null}
              </div>
            </Section>
          ) : null}

          {payment.length > 0 ? (
            <Section title="Zahlungsart" id="checkout-payment">
              <fieldset className={`options${errorFor('paymentMethod') ? ' is-invalid' : ''}`}>
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
            </Section>
          ) : null}
        </div>

        <aside className="checkout__side">
          <div className="side-card">
            <h2 className="side-card__title">Ihre Bestellung</h2>
            <CartItems model={model} />
            <CostLines model={model} detailed />
            <MinimumOrderHint model={model} />
            <div className="legal-checks">
              <label className={`check${errorFor('legalInstructions') ? ' is-invalid' : ''}`}>
                <input type="checkbox" name="legalInstructions" checked={form.legalInstructions === true} onChange={(event) => setField('legalInstructions', event.target.checked)} aria-invalid={errorFor('legalInstructions') ? true : undefined} />
                <span>Ich akzeptiere die {legalLabel('terms')}.</span>
              </label>
              <label className={`check${errorFor('privacyPolicy') ? ' is-invalid' : ''}`}>
                <input type="checkbox" name="privacyPolicy" checked={form.privacyPolicy === true} onChange={(event) => setField('privacyPolicy', event.target.checked)} aria-invalid={errorFor('privacyPolicy') ? true : undefined} />
                <span>Ich habe die {legalLabel('privacy')} gelesen.</span>
              </label>
            </div>
            {submitText !== null ? (
              <button type="submit" className="button button--primary button--block button--large" disabled={creating} aria-busy={creating}>
                {submitText}
              </button>
            ) : (
              <p className="notice notice--warning">Eine Bestellung ist derzeit leider nicht möglich.</p>
            )}
            <Link className="button button--ghost button--block" to={paths.branch(identifier)}>
              Abbrechen
            </Link>
          </div>
        </aside>
      </form>

      {overlay === 'date' ? (
        <DatePicker
          value={pickedDate ?? appointmentDay}
          min={formatIsoDate(today)}
          max={formatIsoDate(today + CHECKOUT_SLOT_HORIZON_DAYS - 1)}
          available={slotDays}
          onSelect={(date) => {
            setPickedDate(date)
            setOverlay('time')
          }}
          onClose={() => setOverlay(null)}
        />
      ) : null}
      {overlay === 'time' ? (
        <TimePicker
          day={slotsForDay(slots, pickedDate ?? appointmentDay ?? formatIsoDate(today), timeZone)}
          value={appointmentTime}
          onSelect={(time, date) => {
            const dayNumber = parseIsoDate(date)
            const minuteOfDay = parseTimeOfDay(time)
            if (dayNumber !== null && minuteOfDay !== null) setField('appointmentDate', new Date(localToInstant(dayNumber, minuteOfDay, timeZone)).toISOString())
            setPickedDate(date)
            setOverlay(null)
          }}
          onClose={() => setOverlay(null)}
        />
      ) : null}
      {overlay === 'donatee' ? (
        <DonateeModal donatees={donatees} selected={typeof form.donatee === 'number' ? form.donatee : null} onSelect={(id) => setField('donatee', id)} onClose={() => setOverlay(null)} />
      ) : null}
      {overlay === 'terms' && terms.text !== null ? <LegalModal title={legalTitle('terms-and-conditions')} source={terms.text} onClose={() => setOverlay(null)} /> : null}
      {overlay === 'privacy' && privacy.text !== null ? <LegalModal title={legalTitle('privacy')} source={privacy.text} onClose={() => setOverlay(null)} /> : null}
    </div>
  )
}

function CheckoutScreen({ paymentFailed }: { readonly paymentFailed: boolean }) {
  const { branchIdentifier: identifier } = useParams()
  const branch = useBranch(identifier)
  if (branch === null) return <NotFound />
  return <Checkout key={branch.id} branch={branch} paymentFailed={paymentFailed} />
}

/** /store/:id/checkout (route name checkout) */
export function CheckoutRoute() {
  return <CheckoutScreen paymentFailed={false} />
}

/** /store/:id/checkout/error (route name checkout_error) */
export function CheckoutErrorRoute() {
  return <CheckoutScreen paymentFailed />
}
