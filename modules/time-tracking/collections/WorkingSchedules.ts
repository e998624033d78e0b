import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { formatDayNumber, parseIsoDate } from '../../../domain'
import { userNameById } from '../locks'

import { isAdmin } from '../../../platform/access/isAdmin'
import { ownRecords } from '../../../platform/access/ownRecords'
import { RULE_TYPE_OPTIONS } from '../../../platform/fields/openingHours'
import { minutesOf, timeField } from '../../../platform/fields/time'
import { SLUGS } from '../../../platform/slugs'

const WEEKDAYS = RULE_TYPE_OPTIONS.filter((o) => o.value !== 'daily' && o.value !== 'once')

/** Planned hours default to to − from (over midnight when `to` ≤ `from`), rounded to 0.01 h. */
const computeHours: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  const hours = data.hours
  if (hours !== null && hours !== undefined && hours !== '') return data
  const from = minutesOf(data.from)
  const to = minutesOf(data.to)
  if (from === null || to === null) return data
  const minutes = to > from ? to - from : to + 24 * 60 - from
  return { ...data, hours: Math.round((minutes / 60) * 100) / 100 }
}

/** 'Max Muster · Montag 08:00–16:30' or 'Max Muster · 30.03.2026 08:00–12:00'. */
const scheduleTitle: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  const userId = typeof merged.user === 'object' && merged.user ? merged.user.id : merged.user
  if (typeof userId !== 'number') return data
  const when = merged.date
    ? formatDayNumber(parseIsoDate(String(merged.date)) ?? 0)
    : (WEEKDAYS.find((o) => o.value === merged.weekday)?.label ?? '')
  return { ...data, title: `${await userNameById(req, userId)} · ${when} ${merged.from ?? ''}–${merged.to ?? ''}`.trim() }
}

/**
 * A working schedule entry (Arbeitsplanung): planned working time of a user, either on a date or on every given
 * weekday. Set by admins; employees read their own.
 */
export const WorkingSchedules: CollectionConfig<'working-schedules'> = {
  slug: SLUGS.workingSchedules,
  labels: { singular: 'Planung', plural: 'Planungen' },
  fields: [
    { name: 'title', label: 'Bezeichnung', type: 'text', admin: { readOnly: true, hidden: true } },
    { name: 'user', label: 'Mitarbeiter', type: 'relationship', relationTo: SLUGS.users, required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          label: 'Datum',
          type: 'date',
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' }, description: 'Entweder Datum oder Wochentag.' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            value || siblingData?.weekday ? true : 'Bitte geben Sie ein Datum oder einen Wochentag an.',
        },
        { name: 'weekday', label: 'Wochentag', type: 'select', options: WEEKDAYS },
      ],
    },
    {
      type: 'row',
      fields: [
        timeField('from', 'Von', { required: true }),
        timeField('to', 'Bis', { required: true }),
        {
          name: 'hours',
          label: 'Stunden',
          type: 'number',
          min: 0,
          max: 24,
          admin: { step: 0.25, description: 'Leer = aus Von/Bis berechnet.' },
        },
      ],
    },
    { name: 'validFrom', label: 'Gültig ab', type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } } },
    { name: 'validUntil', label: 'Gültig bis', type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } } },
    { name: 'note', label: 'Notiz', type: 'textarea', maxLength: 2000 },
  ],
  access: { read: ownRecords('user'), create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeValidate: [computeHours], beforeChange: [scheduleTitle] },
  admin: { group: 'Zeiterfassung', useAsTitle: 'title', defaultColumns: ['title', 'user', 'date', 'weekday', 'from', 'to', 'hours'] },
}
