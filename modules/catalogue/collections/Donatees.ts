import type { CollectionConfig } from 'payload'

import { anyone } from '../../../platform/access/anyone'
import { isAdmin } from '../../../platform/access/isAdmin'
import { imageField } from '../../../platform/fields/images'
import { SLUGS } from '../../../platform/slugs'

/** A donation recipient (Spendenempfänger) selectable at checkout. */
export const Donatees: CollectionConfig<'donatees'> = {
  slug: SLUGS.donatees,
  labels: { singular: 'Spendenempfänger', plural: 'Spendenempfänger' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'description', label: 'Beschreibung', type: 'textarea' },
    { name: 'website', label: 'Website', type: 'text' },
    imageField('logo', 'Logo'),
  ],
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Inhalte', useAsTitle: 'name' },
}
