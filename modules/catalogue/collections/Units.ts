import type { CollectionConfig } from 'payload'

import { anyone } from '../../../platform/access/anyone'
import { isAdmin } from '../../../platform/access/isAdmin'
import { SLUGS } from '../../../platform/slugs'

export const UNIT_TYPES = [
  { label: 'Stück', value: 'amount' },
  { label: 'Portion', value: 'serving' },
  { label: 'Paar', value: 'pair' },
  { label: 'Person', value: 'person' },
  { label: 'Packung', value: 'package' },
  { label: 'Gewicht', value: 'weight' },
  { label: 'Volumen', value: 'volume' },
  { label: 'Länge', value: 'length' },
  { label: 'Fläche', value: 'square' },
  { label: 'Raum', value: 'cubic' },
]

/** A unit (SF §3 Unit): factor converts to the type's base unit (gram, milliliter, millimeter …). */
export const Units: CollectionConfig<'units'> = {
  slug: SLUGS.units,
  labels: { singular: 'Einheit', plural: 'Einheiten' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'shortName', label: 'Kurzname', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'type', label: 'Art', type: 'select', required: true, defaultValue: 'amount', options: UNIT_TYPES },
        { name: 'factor', label: 'Faktor zur Basiseinheit', type: 'number', required: true, defaultValue: 1, min: 0 },
      ],
    },
  ],
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultPopulate: { name: true, shortName: true, type: true, factor: true },
  admin: { group: 'Katalog', useAsTitle: 'name', defaultColumns: ['name', 'shortName', 'type', 'factor'] },
}
