import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { SLUGS } from '../../../platform/slugs'

/** An external user (e.g. a partner or freelancer without a back-office login) — contact data, staff only. */
export const ExternalUsers: CollectionConfig<'external-users'> = {
  slug: SLUGS.externalUsers,
  labels: { singular: 'Externer Benutzer', plural: 'Externe Benutzer' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'email', label: 'E-Mail', type: 'email' },
        { name: 'username', label: 'Benutzername', type: 'text', unique: true, index: true },
      ],
    },
    { name: 'isActive', label: 'Aktiv', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Einstellungen', useAsTitle: 'name', defaultColumns: ['name', 'email', 'username', 'isActive'] },
}
