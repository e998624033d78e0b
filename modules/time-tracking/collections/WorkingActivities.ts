import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { ownRecords } from '../../../platform/access/ownRecords'
import { assignOwner } from '../../../platform/hooks/assignOwner'
import { activityBeforeChange, activityBeforeDelete } from './hooks/timeTrackingRecords'
import { SLUGS } from '../../../platform/slugs'

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


/**
 * A working activity (time tracking, BO §4): start sets it as current, pause/resume add pauses, end closes it.
 * A row without `end` is the user's current activity.
 */
export const WorkingActivities: CollectionConfig<'working-activities'> = {
  slug: SLUGS.workingActivities,
  labels: { singular: 'Aktivität', plural: 'Aktivitäten' },
  fields: [
    { name: 'title', label: 'Bezeichnung', type: 'text', admin: { readOnly: true, hidden: true } },
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
    {
      name: 'branch',
      label: 'Filiale',
      type: 'relationship',
      relationTo: SLUGS.branches,
      index: true,
      admin: { position: 'sidebar', description: 'Wo eingestempelt wurde.' },
    },
    {
      name: 'source',
      label: 'Erfasst über',
      type: 'select',
      defaultValue: 'admin',
      options: [
        { label: 'Stempeluhr-Terminal', value: 'terminal' },
        { label: 'Stempeluhr (eigenes Gerät)', value: 'personal' },
        { label: 'Verwaltung', value: 'admin' },
      ],
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
  access: {
    read: ownRecords('user'),
    create: ownRecords('user'),
    update: ownRecords('user'),
    // recorded working time is evidence: only admins delete it
    delete: isAdmin,
  },
  hooks: { beforeValidate: [assignOwner('user')], beforeChange: [activityBeforeChange], beforeDelete: [activityBeforeDelete] },
  admin: { group: 'Zeiterfassung', useAsTitle: 'title', defaultColumns: ['title', 'user', 'type', 'start', 'end', 'branch'] },
}
