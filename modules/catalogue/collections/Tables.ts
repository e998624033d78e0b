import type { CollectionConfig } from 'payload'

import { anyone } from '../../../platform/access/anyone'
import { branchScoped } from '../../../platform/access/branchScoped'
import { SLUGS } from '../../../platform/slugs'

/** A table for dine-in orders; the identifier is printed in the middle of the table's QR code. */
export const Tables: CollectionConfig<'tables'> = {
  slug: SLUGS.tables,
  labels: { singular: 'Tisch', plural: 'Tische' },
  fields: [
    { name: 'identifier', label: 'Tischnummer', type: 'text', required: true, index: true },
    { name: 'branch', label: 'Filiale', type: 'relationship', relationTo: SLUGS.branches, required: true, index: true },
    { name: 'seats', label: 'Sitzplätze', type: 'number', min: 0 },
  ],
  access: {
    read: anyone,
    create: branchScoped(),
    update: branchScoped(),
    delete: branchScoped(),
  },
  admin: { group: 'Filialen', useAsTitle: 'identifier', defaultColumns: ['identifier', 'branch', 'seats'] },
}
