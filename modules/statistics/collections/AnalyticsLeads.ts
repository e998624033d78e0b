import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { SLUGS } from '../../../platform/slugs'

/** A sales lead (e.g. from a contact form) — contact data, staff only. */
export const AnalyticsLeads: CollectionConfig<'analytics-leads'> = {
  slug: SLUGS.analyticsLeads,
  labels: { singular: 'Lead', plural: 'Leads' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'email', label: 'E-Mail', type: 'email' },
        { name: 'phone', label: 'Telefon', type: 'text' },
      ],
    },
    { name: 'message', label: 'Nachricht', type: 'textarea', maxLength: 10000 },
    {
      name: 'source',
      label: 'Quelle',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', description: 'Z. B. Kontaktformular, Pfad der Seite, Kampagne.' },
    },
    { name: 'branch', label: 'Filiale', type: 'relationship', relationTo: SLUGS.branches, admin: { position: 'sidebar' } },
  ],
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isAdmin },
  admin: { group: 'Betrieb', useAsTitle: 'name', defaultColumns: ['name', 'email', 'phone', 'source', 'createdAt'] },
}
