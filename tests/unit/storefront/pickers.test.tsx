// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { slotsForDay, localToInstant, parseIsoDate } from '../../../domain'
import { DatePicker, monthWeeks } from '../../../storefront/src/features/checkout/components/DatePicker'
import { TimePicker, stepTime } from '../../../storefront/src/features/checkout/components/TimePicker'

afterEach(cleanup)

describe('DatePicker', () => {
  it('builds Monday-first weeks with ISO week numbers (2026-12 → KW 49…53)', () => {
    const weeks = monthWeeks(2026, 12)
    expect(weeks.map((week) => week.week)).toEqual([49, 50, 51, 52, 53])
    expect(weeks[0]?.days.filter((day) => day.inMonth)).toHaveLength(6) // Tue 1 … Sun 6
    expect(monthWeeks(2027, 1)[0]?.week).toBe(53) // Fri 2027-01-01 belongs to 2026-W53
  })

  it('shows KW and Mo–So, disables days outside the range and selects a day', async () => {
    const onSelect = vi.fn()
    render(<DatePicker value={null} min="2026-11-23" max="2026-11-30" available={new Set(['2026-11-24'])} onSelect={onSelect} onClose={() => undefined} />)
    const dialog = screen.getByRole('dialog', { name: 'Datum wählen' })
    const headers = within(dialog).getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['KW', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'])
    expect(within(dialog).getByRole('rowheader', { name: '48' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: /Sonntag, 22\. November 2026/ })).toBeDisabled()
    const tuesday = within(dialog).getByRole('button', { name: /Dienstag, 24\. November 2026/ })
    expect(tuesday).toHaveClass('has-slots')
    await userEvent.click(tuesday)
    expect(onSelect).toHaveBeenCalledWith('2026-11-24')
  })

  it('disables the days in range without any slot (closed days, or no slot left)', () => {
    render(<DatePicker value={null} min="2026-11-23" max="2026-12-30" available={new Set(['2026-12-02', '2026-11-24'])} onSelect={() => undefined} onClose={() => undefined} />)
    const dialog = screen.getByRole('dialog', { name: 'Datum wählen' })
    expect(within(dialog).getByRole('button', { name: /Montag, 23\. November 2026/ })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: /Mittwoch, 25\. November 2026/ })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: /Dienstag, 24\. November 2026/ })).toBeEnabled()
  })

  it('opens at the month of the first day with slots when the first month has none left', () => {
    render(<DatePicker value={null} min="2026-11-30" max="2027-01-30" available={new Set(['2026-12-02'])} onSelect={() => undefined} onClose={() => undefined} />)
    expect(screen.getByRole('grid', { name: /Dezember 2026/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Mittwoch, 2\. Dezember 2026/ })).toBeEnabled()
  })

  it('closes on Escape', async () => {
    const onClose = vi.fn()
    render(<DatePicker value="2026-11-24" min="2026-11-23" max="2026-12-30" onSelect={() => undefined} onClose={onClose} />)
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
  })
})

describe('TimePicker', () => {
  const zone = 'Europe/Vienna'
  const day = parseIsoDate('2026-11-24') ?? 0
  const slots = [11 * 60, 11 * 60 + 5, 11 * 60 + 10, 12 * 60 + 10].map((minute) => localToInstant(day, minute, zone))

  it('steps hours by 1 and minutes by 5 with wrap-around', () => {
    expect(stepTime(11 * 60 + 5, 'minute', 1)).toBe(11 * 60 + 10)
    expect(stepTime(11 * 60 + 55, 'minute', 1)).toBe(11 * 60)
    expect(stepTime(11 * 60, 'minute', -1)).toBe(11 * 60 + 55)
    expect(stepTime(11 * 60 + 7, 'minute', -1)).toBe(11 * 60 + 5)
    expect(stepTime(23 * 60, 'hour', 1)).toBe(0)
    expect(stepTime(0, 'hour', -1)).toBe(23 * 60)
  })

  it('moves with the arrows and only confirms available times', async () => {
    const onSelect = vi.fn()
    render(<TimePicker day={slotsForDay(slots, '2026-11-24', zone)} value={null} onSelect={onSelect} onClose={() => undefined} />)
    expect(screen.getByLabelText('Stunde')).toHaveTextContent('11')
    expect(screen.getByLabelText('Minute')).toHaveTextContent('00')
    await userEvent.click(screen.getByRole('button', { name: 'Minute erhöhen' }))
    expect(screen.getByLabelText('Minute')).toHaveTextContent('05')
    await userEvent.click(screen.getByRole('button', { name: 'Stunde erhöhen' }))
    expect(screen.getByText('12:05 Uhr ist leider nicht verfügbar.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Übernehmen' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Minute erhöhen' }))
    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }))
    expect(onSelect).toHaveBeenCalledWith('12:10', '2026-11-24')
  })

  it('shows the no-slots message with the next available times', async () => {
    const onSelect = vi.fn()
    render(<TimePicker day={slotsForDay(slots, '2026-11-23', zone)} value={null} onSelect={onSelect} onClose={() => undefined} />)
    expect(screen.getByText('Zum ausgewählten Tag sind keine Termine verfügbar')).toBeInTheDocument()
    expect(screen.getByText('Verfügbare Termine am 24.11.2026:')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '11:05' }))
    expect(onSelect).toHaveBeenCalledWith('11:05', '2026-11-24')
  })
})
