import type { CollectionConfig } from 'payload'

import { isAdmin } from './access/isAdmin'
import { isStaff } from './access/isStaff'
import { SLUGS } from './slugs'

/** A signage stream: an ordered playlist of segments that TVs play in a loop. */
export const DigitalSignageStreams: CollectionConfig<'digital-signage-streams'> = {
  slug: SLUGS.digitalSignageStreams,
  labels: { singular: 'Stream', plural: 'Streams' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'description', label: 'Beschreibung', type: 'textarea' },
    {
      name: 'segments',
      label: 'Filmsequenzen',
      type: 'relationship',
      relationTo: SLUGS.digitalSignageSegments,
      hasMany: true,
      admin: { description: 'In Abspielreihenfolge.' },
    },
    { name: 'isLooping', label: 'Endlosschleife', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Digital Signage', useAsTitle: 'name', defaultColumns: ['name', 'segments', 'isLooping'] },
}
