import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { DEFAULT_TIME_ZONE, formatDateTime } from '../domain'

import { isAdmin } from './access/isAdmin'
import { ownRecords } from './access/ownRecords'
import { assignOwner } from './hooks/assignOwner'
import { SLUGS } from './slugs'

export const WORKING_ACTIVITY_TYPES = [
  { label: 'Arbeitszeit', value: 'work' },
  { label: 'Urlaub', value: 'holiday' },
  { label: 'Krankenstand', value: 'sick' },
  { label: 'Zeitausgleich', value: 'compensation' },
  { label: 'Sonstiges', value: 'other' },
]

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'dd.MM.yyyy HH:mm' } }

const toTime = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const t = new Date(value as string).getTime()
  return Number.isNaN(t) ? null : t
}

/** The list and breadcrumb title: 'Arbeitszeit · 23.11.2026 08:00' in the shop's zone (not a raw timestamp). */
const fillTitle: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const start = toTime(data.start ?? originalDoc?.start)
  const type = data.type ?? originalDoc?.type
  const typeLabel = WORKING_ACTIVITY_TYPES.find((t) => t.value === type)?.label ?? 'Aktivität'
  if (start === null) return { ...data, title: typeLabel }
  const config = await req.payload.findGlobal({ slug: 'config', depth: 0, req })
  return { ...data, title: `${typeLabel} · ${formatDateTime(start, config.timeZone || DEFAULT_TIME_ZONE)}` }
}

/**
 * A working activity (time tracking, BO §4): start sets it as current, pause/resume add pauses, end closes it.
 * A row without `end` is the user's current activity.
 */
export const WorkingActivities: CollectionConfig<'working-activities'> = {
  slug: SLUGS.workingActivities,
  labels: { singular: 'Aktivität', plural: 'Aktivitäten' },
  fields: [
    {
      name: 'user',
      label: 'Mitarbeiter',
      type: 'relationship',
      relationTo: SLUGS.users,
      required: true,
      index: true,
      admin: { description: 'Mitarbeiter erfassen nur eigene Aktivitäten.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'type', label: 'Art', type: 'select', required: true, defaultValue: 'work', options: WORKING_ACTIVITY_TYPES },
        { name: 'start', label: 'Beginn', type: 'date', required: true, index: true, admin: dateTime },
        {
          name: 'end',
          label: 'Ende',
          type: 'date',
          admin: { ...dateTime, description: 'Leer = läuft noch.' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            const end = toTime(value)
            const start = toTime(siblingData?.start)
            return end === null || start === null || end >= start ? true : 'Das Ende darf nicht vor dem Beginn liegen.'
          },
        },
      ],
    },
    {
      name: 'pauses',
      label: 'Pausen',
      type: 'array',
      labels: { singular: 'Pause', plural: 'Pausen' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'start', label: 'Beginn', type: 'date', required: true, admin: dateTime },
            {
              name: 'end',
              label: 'Ende',
              type: 'date',
              admin: { ...dateTime, description: 'Leer = Pause läuft noch.' },
              validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
                const end = toTime(value)
                const start = toTime(siblingData?.start)
                return end === null || start === null || end >= start ? true : 'Das Pausenende darf nicht vor dem Pausenbeginn liegen.'
              },
            },
          ],
        },
      ],
    },
    { name: 'note', label: 'Notiz', type: 'textarea', maxLength: 2000 },
    { name: 'department', label: 'Abteilung', type: 'relationship', relationTo: SLUGS.departments, admin: { position: 'sidebar' } },
    { name: 'title', label: 'Titel', type: 'text', admin: { hidden: true } },
  ],
  access: {
    read: ownRecords('user'),
    create: ownRecords('user'),
    update: ownRecords('user'),
    // recorded working time is evidence: only admins delete it
    delete: isAdmin,
  },
  hooks: { beforeValidate: [assignOwner('user')], beforeChange: [fillTitle] },
  admin: { group: 'Zeiterfassung', useAsTitle: 'title', defaultColumns: ['user', 'type', 'start', 'end'] },
}
