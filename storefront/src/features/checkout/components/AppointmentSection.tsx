import { useMemo, useState } from 'react'

import {
  CHECKOUT_SLOT_HORIZON_DAYS,
  MESSAGES,
  activeBusyMinutes,
  pauseEndsAt,
  bookingMinute,
  branchTimeZone,
  cartCount,
  checkoutSlots,
  earliestOrderTime,
  formatDateTime,
  formatIsoDate,
  formatTimeOfDay,
  formatDate,
  formatTime,
  groupSlotsByDay,
  hasCapacityLimit,
  kitchenRules,
  localDayNumber,
  localToInstant,
  parseIsoDate,
  parseTimeOfDay,
  slotsForDay,
  offeredTimes,
  toLocal,
} from '@domain'
import type { KitchenBranchInput } from '@domain'

import type { CheckoutForm, ErrorFor } from '../api/useCheckoutForm'
import { useFullSlots } from '../api/useFullSlots'
import { DatePicker } from './DatePicker'
import { Section } from './Section'
import { TimePicker } from './TimePicker'

/** The appointment (date, then time, among the domain's slots) and the comment. */
export function AppointmentSection({ checkout, now, errorFor }: { readonly checkout: CheckoutForm; readonly now: number; readonly errorFor: ErrorFor }) {
  const { branch, model, form, deliveryType, setField, text } = checkout
  const [picker, setPicker] = useState<'date' | 'time' | null>(null)
  const [pickedDate, setPickedDate] = useState<string | null>(null)
  const timeZone = branchTimeZone(model.branch)

  // the slots of the booking minute (now rounded up, as the server checks): recomputed once per minute
  const booking = bookingMinute(now)
  const products = model.inputs.map((input) => input.product)
  const productKey = products.map((product) => String(product.id)).join(',')
  // kitchen control (issue 33, domain/kitchen.ts, kitchen-control.ts): nothing before now + preparation time + busy
  // minutes, no time of a full slot, and while paused only times after the pause (pre-orders)
  const rules = kitchenRules(model.branch as KitchenBranchInput, deliveryType)
  const items = cartCount(model.inputs)
  const full = useFullSlots(model.branch.id, deliveryType, items, hasCapacityLimit(rules))
  const busyMinutes = activeBusyMinutes(model.branch.kitchenState, booking)
  const pauseEnd = pauseEndsAt(model.branch.kitchenState, booking)
  const earliest = earliestOrderTime({ now: booking, preparationMinutes: rules.preparationMinutes, busyMinutes, products, timeZone })
  const slots = useMemo(
    () => offeredTimes(checkoutSlots({ branch: model.branch, deliveryType, products, now: booking, busyMinutes, notBefore: pauseEnd ?? null }), earliest, full),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [model.branch, deliveryType, productKey, booking, busyMinutes, pauseEnd, earliest, full],
  )
  // what "asap" gets at the server: the first offered time (with room), else the earliest
  const asap = slots[0] ?? earliest
  const slotDays = useMemo(() => new Set(groupSlotsByDay(slots, timeZone).keys()), [slots, timeZone])
  const today = localDayNumber(now, timeZone)

  const appointment = typeof form.appointmentDate === 'string' && form.appointmentDate !== '' ? form.appointmentDate : null
  const appointmentMs = appointment === null ? null : Date.parse(appointment)
  const appointmentLocal = appointmentMs === null || Number.isNaN(appointmentMs) ? null : toLocal(appointmentMs, timeZone)
  const appointmentDay = appointmentLocal === null ? null : formatIsoDate(appointmentLocal.dayNumber)
  const appointmentTime = appointmentLocal === null ? null : formatTimeOfDay(appointmentLocal.minuteOfDay)

  return (
    <Section title={branch.isAppointmentRequired === true ? 'Termin' : 'Termin (optional)'} id="checkout-appointment">
      <div className={`appointment${errorFor('appointmentDate') ? ' is-invalid' : ''}`}>
        <button
          type="button"
          className="picker-button"
          onClick={() => setPicker('date')}
          aria-describedby={errorFor('appointmentDate') ? 'appointment-value appointment-error' : 'appointment-value'}
          aria-invalid={errorFor('appointmentDate') ? true : undefined}
        >
          <span className="picker-button__label">Datum</span>
          <span className="picker-button__value">{appointmentDay === null ? 'Datum wählen' : appointmentDay.split('-').reverse().join('.')}</span>
        </button>
        <button
          type="button"
          className="picker-button"
          onClick={() => {
            setPickedDate(appointmentDay ?? pickedDate ?? formatIsoDate(today))
            setPicker('time')
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
            : `Ohne Termin bereiten wir Ihre Bestellung so bald wie möglich zu – frühestens ${
                localDayNumber(asap, timeZone) === today ? `um ${formatTime(asap, timeZone)}` : `am ${formatDate(asap, timeZone)} um ${formatTime(asap, timeZone)}`
              } Uhr.`}
      </p>
      {appointment !== null ? (
        <button type="button" className="link-button" onClick={() => setField('appointmentDate', null)}>
          Termin entfernen
        </button>
      ) : null}
      {errorFor('appointmentDate') ? (
        <p id="appointment-error" className="field__error">
          {errorFor('appointmentDate')}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="checkout-comment" className="field__label">
          Anmerkung <span className="muted">(optional)</span>
        </label>
        <textarea id="checkout-comment" name="comment" className="input" rows={3} value={text('comment')} onChange={(event) => setField('comment', event.target.value)} />
      </div>

      {picker === 'date' ? (
        <DatePicker
          value={pickedDate ?? appointmentDay}
          min={formatIsoDate(today)}
          max={formatIsoDate(today + CHECKOUT_SLOT_HORIZON_DAYS - 1)}
          available={slotDays}
          onSelect={(date) => {
            setPickedDate(date)
            setPicker('time')
          }}
          onClose={() => setPicker(null)}
        />
      ) : null}
      {picker === 'time' ? (
        <TimePicker
          day={slotsForDay(slots, pickedDate ?? appointmentDay ?? formatIsoDate(today), timeZone)}
          value={appointmentTime}
          onSelect={(time, date) => {
            const dayNumber = parseIsoDate(date)
            const minuteOfDay = parseTimeOfDay(time)
            if (dayNumber !== null && minuteOfDay !== null) setField('appointmentDate', new Date(localToInstant(dayNumber, minuteOfDay, timeZone)).toISOString())
            setPickedDate(date)
            setPicker(null)
          }}
          onClose={() => setPicker(null)}
        />
      ) : null}
    </Section>
  )
}
