import { useState } from 'react'

import { TIME_PICKER_MINUTE_STEP, formatTimeOfDay, parseIsoDate, parseTimeOfDay } from '@domain'
import type { DaySlots } from '@domain'
import { Dialog } from '../../../components/Dialog'

/** Hour ± 1 (wrapping), minute ± step (wrapping, snapped to the step). */
export function stepTime(minuteOfDay: number, unit: 'hour' | 'minute', direction: 1 | -1, step: number = TIME_PICKER_MINUTE_STEP): number {
  const hour = Math.floor(minuteOfDay / 60)
  const minute = minuteOfDay % 60
  if (unit === 'hour') return (((hour + direction) % 24) + 24) % 24 * 60 + minute
  const snapped = Math.floor(minute / step) * step
  const next = direction === 1 ? snapped + step : minute % step !== 0 ? snapped : snapped - step
  return hour * 60 + (((next % 60) + 60) % 60)
}

export interface TimePickerProps {
  readonly day: DaySlots
  /** 'HH:mm' or null */
  readonly value: string | null
  readonly onSelect: (time: string, date: string) => void
  readonly onClose: () => void
}

function formatDay(date: string): string {
  const dayNumber = parseIsoDate(date)
  if (dayNumber === null) return date
  const [year, month, day] = date.split('-')
  return `${day}.${month}.${year}`
}

/** Time overlay: hour and minute arrows (5-minute step); the no-slots message with the available times (SF §8). */
export function TimePicker({ day, value, onSelect, onClose }: TimePickerProps) {
  const initial = parseTimeOfDay(value ?? '') ?? parseTimeOfDay(day.times[0] ?? '') ?? 12 * 60
  const [minuteOfDay, setMinuteOfDay] = useState(initial)
  const time = formatTimeOfDay(minuteOfDay)
  const isAvailable = day.times.includes(time)
  const [hh, mm] = time.split(':')
  const arrow = (unit: 'hour' | 'minute', direction: 1 | -1, label: string) => (
    <button type="button" className="time__arrow" aria-label={label} onClick={() => setMinuteOfDay(stepTime(minuteOfDay, unit, direction))}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d={direction === 1 ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
  return (
    <Dialog
      title="Uhrzeit wählen"
      onClose={onClose}
      size="small"
      footer={
        day.message === null ? (
          <button type="button" className="button button--primary button--block" disabled={!isAvailable} onClick={() => onSelect(time, day.date)}>
            Übernehmen
          </button>
        ) : undefined
      }
    >
      {day.message !== null ? (
        <div className="time__empty">
          <p className="notice notice--warning">{day.message}</p>
          {day.nextAvailable !== null ? (
            <>
              <p className="muted">Verfügbare Termine am {formatDay(day.nextAvailable.date)}:</p>
              <ul className="time__list">
                {day.nextAvailable.times.map((slot) => (
                  <li key={slot}>
                    <button type="button" className="chip" onClick={() => onSelect(slot, day.nextAvailable?.date ?? day.date)}>
                      {slot}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : (
        <>
          <div className="time" role="group" aria-label={`Uhrzeit am ${formatDay(day.date)}`}>
            <div className="time__column">
              {arrow('hour', 1, 'Stunde erhöhen')}
              <output className="time__value" aria-label="Stunde">
                {hh}
              </output>
              {arrow('hour', -1, 'Stunde verringern')}
            </div>
            <span className="time__colon" aria-hidden="true">
              :
            </span>
            <div className="time__column">
              {arrow('minute', 1, 'Minute erhöhen')}
              <output className="time__value" aria-label="Minute">
                {mm}
              </output>
              {arrow('minute', -1, 'Minute verringern')}
            </div>
          </div>
          <p className="time__state" role="status" aria-live="polite">
            {isAvailable ? `${time} Uhr` : `${time} Uhr ist leider nicht verfügbar.`}
          </p>
          <details className="time__all">
            <summary>Alle verfügbaren Uhrzeiten ({day.times.length})</summary>
            <ul className="time__list">
              {day.times.map((slot) => (
                <li key={slot}>
                  <button type="button" className={`chip${slot === time ? ' chip--selected' : ''}`} aria-pressed={slot === time} onClick={() => setMinuteOfDay(parseTimeOfDay(slot) ?? minuteOfDay)}>
                    {slot}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </Dialog>
  )
}
