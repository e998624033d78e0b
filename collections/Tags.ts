import type { CollectionConfig } from 'payload'

import { anyone } from './access/anyone'
import { isAdmin } from './access/isAdmin'
import { imageField } from './fields/images'
import { SLUGS } from './slugs'

export const Tags: CollectionConfig<'tags'> = {
  slug: SLUGS.tags,
  labels: { singular: 'Tag', plural: 'Tags' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    imageField('image', 'Bild'),
  ],
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Katalog', useAsTitle: 'name' },
}
