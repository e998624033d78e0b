import type { CollectionConfig } from 'payload'

import { anyone } from '../../../platform/access/anyone'
import { isAdmin } from '../../../platform/access/isAdmin'
import { bodyField } from './blocks'
import { identifierField } from '../../../platform/fields/identifier'
import { contentChangedAfterChange, contentChangedAfterDelete } from '../../../platform/hooks/contentChanged'
import { SLUGS } from '../../../platform/slugs'

/** A content node („Inhalt“): free-form content the storefront loads by identifier (e.g. footer texts, teasers). */
export const Nodes: CollectionConfig<'nodes'> = {
  slug: SLUGS.nodes,
  labels: { singular: 'Inhalt', plural: 'Inhalte' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'content', label: false, type: 'group', admin: { hideGutter: true }, fields: [bodyField('Inhalt')] },
    identifierField(),
  ],
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { afterChange: [contentChangedAfterChange], afterDelete: [contentChangedAfterDelete] },
  admin: { group: 'Inhalte', useAsTitle: 'name', defaultColumns: ['name', 'identifier', 'updatedAt'] },
}
