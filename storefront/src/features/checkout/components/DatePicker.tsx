import dayjs from 'dayjs'
import 'dayjs/locale/de'
import { useState } from 'react'

import { dayNumberFromParts, formatIsoDate, isoWeek, isoWeekMonday, parseIsoDate, partsFromDayNumber } from '@domain'
import { Dialog } from '../../../components/Dialog'

export const WEEKDAY_SHORT = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const
const WEEKDAY_LONG = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const

export interface CalendarWeek {
  readonly week: number
  readonly days: readonly { readonly dayNumber: number; readonly inMonth: boolean }[]
}

/** The weeks (Monday first, ISO week numbers) covering a month. */
export function monthWeeks(year: number, month: number): CalendarWeek[] {
  const first = dayNumberFromParts(year, month, 1)
  const last = dayNumberFromParts(year, month + 1, 1) - 1
  const weeks: CalendarWeek[] = []
  for (let monday = isoWeekMonday(first); monday <= last; monday += 7) {
    weeks.push({
      week: isoWeek(monday).week,
      days: Array.from({ length: 7 }, (_, index) => {
        const dayNumber = monday + index
        return { dayNumber, inMonth: partsFromDayNumber(dayNumber).month === month }
      }),
    })
  }
  return weeks
}

export interface DatePickerProps {
  /** 'YYYY-MM-DD' */
  readonly value: string | null
  /** First and last selectable day ('YYYY-MM-DD'). */
  readonly min: string
  readonly max: string
  /** Days that have free slots (marked); when given, every other day is disabled (closed, or no slot left). */
  readonly available?: ReadonlySet<string>
  readonly onSelect: (date: string) => void
  readonly onClose: () => void
}

/** Calendar overlay with ISO week numbers and weekdays Mo–So (SF §2). */
export function DatePicker({ value, min, max, available, onSelect, onClose }: DatePickerProps) {
  const minDay = parseIsoDate(min) ?? 0
  const maxDay = parseIsoDate(max) ?? minDay
  // opens at the chosen day, else at the first day with slots (today may be closed, or its month have none left)
  const firstAvailable = available === undefined ? null : ([...available].sort()[0] ?? null)
  const start = partsFromDayNumber(parseIsoDate(value ?? firstAvailable ?? '') ?? minDay)
  const [view, setView] = useState({ year: start.year, month: start.month })
  const weeks = monthWeeks(view.year, view.month)
  const monthLabel = dayjs(`${view.year}-${String(view.month).padStart(2, '0')}-01`).locale('de').format('MMMM YYYY')
  const shift = (delta: number) => {
    const index = view.year * 12 + (view.month - 1) + delta
    setView({ year: Math.floor(index / 12), month: (index % 12) + 1 })
  }
  const firstOfView = dayNumberFromParts(view.year, view.month, 1)
  const lastOfView = dayNumberFromParts(view.year, view.month + 1, 1) - 1
  return (
    <Dialog title="Datum wählen" onClose={onClose} size="small">
      <div className="calendar">
        <div className="calendar__head">
          <button type="button" className="icon-button" aria-label="Vorheriger Monat" onClick={() => shift(-1)} disabled={firstOfView <= minDay}>
            ‹
          </button>
          <p className="calendar__month" aria-live="polite">
            {monthLabel}
          </p>
          <button type="button" className="icon-button" aria-label="Nächster Monat" onClick={() => shift(1)} disabled={lastOfView >= maxDay}>
            ›
          </button>
        </div>
        <table className="calendar__grid" role="grid" aria-label={monthLabel}>
          <thead>
            <tr>
              <th scope="col" className="calendar__week">
                <abbr title="Kalenderwoche">KW</abbr>
              </th>
              {WEEKDAY_SHORT.map((day, index) => (
                <th key={day} scope="col">
                  <abbr title={WEEKDAY_LONG[index]}>{day}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row" className="calendar__week">
                  {week.week}
                </th>
                {week.days.map(({ dayNumber, inMonth }) => {
                  const iso = formatIsoDate(dayNumber)
                  const marked = available?.has(iso) === true
                  const disabled = dayNumber < minDay || dayNumber > maxDay || (available !== undefined && !marked)
                  const selected = iso === value
                  const { day } = partsFromDayNumber(dayNumber)
                  return (
                    <td key={dayNumber}>
                      {inMonth ? (
                        <button
                          type="button"
                          className={`calendar__day${selected ? ' is-selected' : ''}${marked ? ' has-slots' : ''}`}
                          disabled={disabled}
                          aria-pressed={selected}
                          aria-label={dayjs(iso).locale('de').format('dddd, D. MMMM YYYY')}
                          onClick={() => onSelect(iso)}
                        >
                          {day}
                        </button>
                      ) : null}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  )
}
