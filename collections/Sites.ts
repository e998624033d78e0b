import type { CollectionConfig } from 'payload'

import { isAdmin } from './access/isAdmin'
import { publicOrStaff } from './access/publicOrStaff'
import { contentField } from './fields/content'
import { pathField } from './fields/path'
import { contentChangedAfterChange, contentChangedAfterDelete } from './hooks/contentChanged'
import { SLUGS } from './slugs'

/** Site types the storefront can render (SF §3: 'default' = „Standardseite“, AI-assisted multi-purpose page). */
export const SITE_TYPES = [{ label: 'Standardseite', value: 'default' }]

/**
 * A content page (SF §3 Site), looked up by path. `content` is keyed by layout entry; `content.body` is a list of
 * `{ type, value }` items (SF §3 content field types). Wysiwyg values are HTML and are sanitised when rendered.
 */
export const Sites: CollectionConfig<'sites'> = {
  slug: SLUGS.sites,
  labels: { singular: 'Seite', plural: 'Seiten' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'type', label: 'Seitentyp', type: 'select', required: true, defaultValue: 'default', options: SITE_TYPES },
    { name: 'title', label: 'Titel', type: 'text', admin: { description: 'Seitentitel (SEO); leer = Name.' } },
    { name: 'description', label: 'Beschreibung', type: 'textarea', admin: { description: 'Meta-Beschreibung (SEO).' } },
    {
      name: 'aiTask',
      label: 'Aufgabe für die KI',
      type: 'textarea',
      maxLength: 10000,
      admin: { rows: 6, description: 'Wird von der KI-Inhaltserstellung (POST /api/content-ai/generate/site/{id}) verwendet.' },
    },
    contentField('content', 'Inhalt'),
    pathField('name'),
    {
      name: 'isPublic',
      label: 'Öffentlich',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Nicht öffentliche Seiten sind Entwürfe.' },
    },
  ],
  access: {
    read: publicOrStaff({ isPublic: { equals: true } }),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { afterChange: [contentChangedAfterChange], afterDelete: [contentChangedAfterDelete] },
  admin: { group: 'Inhalte', useAsTitle: 'name', defaultColumns: ['name', 'path', 'type', 'isPublic', 'updatedAt'] },
}
