import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { contentField } from './fields/content'
import { imageField } from '../../../platform/fields/images'
import { pathField } from '../../../platform/fields/path'
import { SLUGS } from '../../../platform/slugs'

/**
 * A vehicle (custom area, /custom/api/vehicles), looked up by path. POST /custom/api/vehicles/upload creates or
 * updates many vehicles by path in one transaction.
 */
export const Vehicles: CollectionConfig<'vehicles'> = {
  slug: SLUGS.vehicles,
  labels: { singular: 'Fahrzeug', plural: 'Fahrzeuge' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'licensePlate', label: 'Kennzeichen', type: 'text', index: true },
        { name: 'make', label: 'Marke', type: 'text' },
        { name: 'model', label: 'Modell', type: 'text' },
        { name: 'year', label: 'Baujahr', type: 'number', min: 1900, max: 2100 },
      ],
    },
    imageField('image', 'Bild'),
    contentField('data', 'Daten', 'Weitere Fahrzeugdaten als JSON-Objekt.'),
    pathField('name'),
    { name: 'isEnabled', label: 'Aktiv', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Inhalte', useAsTitle: 'name', defaultColumns: ['name', 'licensePlate', 'make', 'model', 'year', 'path'] },
}
