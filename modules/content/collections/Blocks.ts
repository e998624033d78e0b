import type { CollectionConfig } from 'payload'

import { anyone } from '../../../platform/access/anyone'
import { isAdmin } from '../../../platform/access/isAdmin'
import { bodyField } from './blocks'
import { identifierField } from '../../../platform/fields/identifier'
import { contentChangedAfterChange, contentChangedAfterDelete } from '../../../platform/hooks/contentChanged'
import { SLUGS } from '../../../platform/slugs'

/** A reusable content block (SF §3 Block), referenced from site content by id or identifier. */
export const Blocks: CollectionConfig<'blocks'> = {
  slug: SLUGS.blocks,
  labels: { singular: 'Block', plural: 'Blöcke' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'content', label: false, type: 'group', admin: { hideGutter: true }, fields: [bodyField('Inhalt')] },
    identifierField(),
  ],
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { afterChange: [contentChangedAfterChange], afterDelete: [contentChangedAfterDelete] },
  admin: { group: 'Inhalte', useAsTitle: 'name', defaultColumns: ['name', 'identifier', 'updatedAt'] },
}
