import type { CollectionConfig } from 'payload'

import { isAdmin } from './access/isAdmin'
import { publicOrStaff } from './access/publicOrStaff'
import { SITE_TYPE_VALUES } from '../domain/content-blocks'
import { bodyField } from './blocks'
import { wysiwygFields } from './fields/content'
import { pathField } from './fields/path'
import { contentChangedAfterChange, contentChangedAfterDelete } from './hooks/contentChanged'
import { SLUGS } from './slugs'

/**
 * Site types the storefront can render (SF §3): 'Einfache Seite' (one wysiwyg body labelled 'Inhalt') and
 * 'Standardseite' ('default': AI-assisted multi-purpose page with 'Aufgabe für die KI' and the block layout).
 */
const SITE_TYPE_LABELS: Record<(typeof SITE_TYPE_VALUES)[number], string> = { simple: 'Einfache Seite', default: 'Standardseite' }
export const SITE_TYPES = SITE_TYPE_VALUES.map((value) => ({ label: SITE_TYPE_LABELS[value], value }))

const isType = (type: string) => (data: Record<string, unknown> | undefined) => (data?.type ?? 'default') === type

/**
 * A content page (SF §3 Site), looked up by path. `content.body` is the block layout (collections/blocks, stored as
 * JSON); a simple page has `content.text` (Lexical) and `content.textHtml` (sanitised HTML written on save).
 * SEO: title, description and og image per page. Versions are kept (last 20), restorable in the admin.
 */
export const Sites: CollectionConfig<'sites'> = {
  slug: SLUGS.sites,
  labels: { singular: 'Seite', plural: 'Seiten' },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Inhalt',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', label: 'Name', type: 'text', required: true },
                {
                  name: 'type',
                  label: 'Seitentyp',
                  type: 'select',
                  required: true,
                  defaultValue: 'default',
                  options: SITE_TYPES,
                },
              ],
            },
            {
              name: 'aiTask',
              label: 'Aufgabe für die KI',
              type: 'textarea',
              maxLength: 10000,
              admin: {
                rows: 6,
                condition: isType('default'),
                description: 'Wird von der KI-Inhaltserstellung (POST /api/content-ai/generate/site/{id}) verwendet.',
              },
            },
            {
              name: 'content',
              label: 'Inhalt',
              type: 'group',
              admin: { hideGutter: true },
              fields: [
                ...wysiwygFields('text', 'Inhalt', { condition: isType('simple') }),
                bodyField('Inhalt', isType('default')),
              ],
            },
          ],
        },
        {
          label: 'SEO',
          fields: [
            {
              name: 'title',
              label: 'Titel',
              type: 'text',
              maxLength: 120,
              admin: { description: 'Seitentitel für Suchmaschinen und Browser-Tab; leer = Name.' },
            },
            {
              name: 'description',
              label: 'Beschreibung',
              type: 'textarea',
              maxLength: 300,
              admin: { rows: 3, description: 'Meta-Beschreibung (Suchergebnis, Vorschau beim Teilen); ideal 50–160 Zeichen.' },
            },
            {
              name: 'ogImage',
              label: 'Vorschaubild (Open Graph / Twitter)',
              type: 'upload',
              relationTo: SLUGS.images,
              admin: { description: 'Bild beim Teilen in sozialen Netzwerken; leer = Vorschaubild aus dem Theme.' },
            },
          ],
        },
      ],
    },
    pathField('name'),
    {
      name: 'isPublic',
      label: 'Öffentlich',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Nicht öffentliche Seiten sind Entwürfe: nur angemeldete Administratoren sehen sie, mit Entwurfs-Hinweis.',
      },
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
  versions: { maxPerDoc: 20 },
}
