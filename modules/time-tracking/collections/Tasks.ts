import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { SLUGS } from '../../../platform/slugs'

export const TASK_STATUSES = [
  { label: 'Offen', value: 'open' },
  { label: 'In Arbeit', value: 'inProgress' },
  { label: 'Erledigt', value: 'done' },
  { label: 'Abgebrochen', value: 'canceled' },
]

/** System-maintained fields: only POST /api/tasks/{id}/log-view changes them. */
const systemOnly = { create: () => false, update: () => false }

/** A task of a project. Staff create and work on tasks; viewing is counted through POST /api/tasks/{id}/log-view. */
export const Tasks: CollectionConfig<'tasks'> = {
  slug: SLUGS.tasks,
  labels: { singular: 'Aufgabe', plural: 'Aufgaben' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'description', label: 'Beschreibung', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'project', label: 'Projekt', type: 'relationship', relationTo: SLUGS.projects, required: true, index: true },
        { name: 'status', label: 'Status', type: 'select', required: true, defaultValue: 'open', index: true, options: TASK_STATUSES },
        { name: 'assignee', label: 'Zuständig', type: 'relationship', relationTo: SLUGS.users, index: true },
      ],
    },
    { name: 'dueDate', label: 'Fällig am', type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } } },
    {
      name: 'viewCount',
      label: 'Aufrufe',
      type: 'number',
      defaultValue: 0,
      access: systemOnly,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'lastViewedAt',
      label: 'Zuletzt angesehen',
      type: 'date',
      access: systemOnly,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' } },
    },
  ],
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isAdmin },
  admin: { group: 'Betrieb', useAsTitle: 'name', defaultColumns: ['name', 'project', 'status', 'assignee', 'dueDate'] },
}
