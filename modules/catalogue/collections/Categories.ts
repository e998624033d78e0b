import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { publicOrStaff } from '../../../platform/access/publicOrStaff'
import { imageField } from '../../../platform/fields/images'
import { openingHoursField } from '../../../platform/fields/openingHours'
import { SLUGS } from '../../../platform/slugs'

export const Categories: CollectionConfig<'categories'> = {
  slug: SLUGS.categories,
  labels: { singular: 'Kategorie', plural: 'Kategorien' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'description', label: 'Beschreibung', type: 'textarea' },
    imageField('image', 'Bild'),
    {
      ...openingHoursField('schedule', 'Verfügbarkeit'),
      admin: { ...openingHoursField('schedule', 'Verfügbarkeit').admin, description: 'Leer = immer verfügbar.' },
    },
    { name: 'isEnabled', label: 'Aktiv', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    {
      name: 'isVisibleWhenUnavailable',
      label: 'Sichtbar wenn nicht verfügbar',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
  ],
  access: {
    read: publicOrStaff({ isEnabled: { equals: true } }),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: { group: 'Katalog', useAsTitle: 'name', defaultColumns: ['name', 'isEnabled'] },
}
