import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { moneyField } from '../../../platform/fields/money'
import { pathField } from '../../../platform/fields/path'
import { SLUGS } from '../../../platform/slugs'

/** A service (Dienstleistung, custom area /custom/api/services), looked up by path. */
export const Services: CollectionConfig<'services'> = {
  slug: SLUGS.services,
  labels: { singular: 'Dienstleistung', plural: 'Dienstleistungen' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'description', label: 'Beschreibung', type: 'textarea' },
    moneyField('price', 'Preis brutto'),
    pathField('name'),
    { name: 'isEnabled', label: 'Aktiv', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
    { name: 'sort', label: 'Reihenfolge', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Inhalte', useAsTitle: 'name', defaultColumns: ['name', 'price', 'isEnabled', 'path'] },
}
