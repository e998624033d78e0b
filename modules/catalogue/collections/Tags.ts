import type { CollectionConfig } from 'payload'

import { anyone } from '../../../platform/access/anyone'
import { isAdmin } from '../../../platform/access/isAdmin'
import { imageField } from '../../../platform/fields/images'
import { SLUGS } from '../../../platform/slugs'

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
