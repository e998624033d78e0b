import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { signageContentChanged } from '../signage/events'
import { SLUGS } from '../../../platform/slugs'

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
    {
      name: 'readyOverlay',
      label: 'Abholbereit-Zone einblenden',
      type: 'select',
      defaultValue: 'none',
      options: [
        { label: 'Nein', value: 'none' },
        { label: 'Rechts', value: 'right' },
        { label: 'Unten', value: 'bottom' },
      ],
      admin: { description: 'Zeigt die Nummern der abholbereiten Bestellungen der Filiale über jedem Segment.' },
    },
    {
      name: 'preview',
      type: 'ui',
      admin: { components: { Field: '/modules/devices/admin/signage/SignageStreamPreview#SignageStreamPreview' } },
    },
    { name: 'isLooping', label: 'Endlosschleife', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
  // players reload their playlist after commit (modules/devices/signage/events.ts)
  hooks: { afterChange: [signageContentChanged], afterDelete: [signageContentChanged] },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Digital Signage', useAsTitle: 'name', defaultColumns: ['name', 'segments', 'isLooping'] },
}
