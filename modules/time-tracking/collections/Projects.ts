import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { SLUGS } from '../../../platform/slugs'

/** A project that groups tasks. */
export const Projects: CollectionConfig<'projects'> = {
  slug: SLUGS.projects,
  labels: { singular: 'Projekt', plural: 'Projekte' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'description', label: 'Beschreibung', type: 'textarea' },
    { name: 'isActive', label: 'Aktiv', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Betrieb', useAsTitle: 'name', defaultColumns: ['name', 'isActive', 'updatedAt'] },
}
