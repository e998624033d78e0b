import type { CollectionConfig } from 'payload'

import { anyone } from '../../../platform/access/anyone'
import { isAdmin } from '../../../platform/access/isAdmin'
import { SLUGS } from '../../../platform/slugs'

/** A product catalogue (Speisekarte). The active one per branch has the latest availableFrom in the past. */
export const Menus: CollectionConfig<'menus'> = {
  slug: SLUGS.menus,
  labels: { singular: 'Speisekarte', plural: 'Speisekarten' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    {
      name: 'availableFrom',
      label: 'Gültig ab',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' } },
    },
    { name: 'branches', label: 'Filialen', type: 'relationship', relationTo: SLUGS.branches, hasMany: true },
    {
      name: 'catalog',
      label: 'Katalog',
      type: 'array',
      labels: { singular: 'Kategorie', plural: 'Kategorien' },
      admin: { description: 'Kategorien in Anzeigereihenfolge mit ihren Produkten.' },
      fields: [
        { name: 'category', label: 'Kategorie', type: 'relationship', relationTo: SLUGS.categories, required: true },
        { name: 'products', label: 'Produkte', type: 'relationship', relationTo: SLUGS.products, hasMany: true },
      ],
    },
  ],
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Katalog', useAsTitle: 'name', defaultColumns: ['name', 'availableFrom', 'branches'] },
}
