import type { CollectionConfig } from 'payload'

import { isAdmin } from './access/isAdmin'
import { isStaff } from './access/isStaff'
import { contentField } from './fields/content'
import { pathField } from './fields/path'
import { SLUGS } from './slugs'

/** A scene (Szene): a full-screen composition shown on signage screens or as a stand-alone page, looked up by path. */
export const Scenes: CollectionConfig<'scenes'> = {
  slug: SLUGS.scenes,
  labels: { singular: 'Szene', plural: 'Szenen' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    contentField('content', 'Inhalt'),
    pathField('name'),
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Digital Signage', useAsTitle: 'name', defaultColumns: ['name', 'path', 'updatedAt'] },
}
