import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { SLUGS } from '../../../platform/slugs'

/** A department (Abteilung) of a branch, e.g. kitchen, service, delivery; users and time tracking refer to it. */
export const Departments: CollectionConfig<'departments'> = {
  slug: SLUGS.departments,
  labels: { singular: 'Abteilung', plural: 'Abteilungen' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'description', label: 'Beschreibung', type: 'textarea' },
    { name: 'branch', label: 'Filiale', type: 'relationship', relationTo: SLUGS.branches, index: true },
    { name: 'users', label: 'Mitarbeiter', type: 'relationship', relationTo: SLUGS.users, hasMany: true },
    { name: 'isActive', label: 'Aktiv', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    { name: 'sort', label: 'Reihenfolge', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Filialen', useAsTitle: 'name', defaultColumns: ['name', 'branch', 'isActive'] },
}
