import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { publicOrStaff } from '../../../platform/access/publicOrStaff'
import { SITE_TYPE_VALUES } from '../../../domain/content-blocks'
import { bodyField } from './blocks'
import { wysiwygFields } from './fields/content'
import { pathField } from '../../../platform/fields/path'
import { contentChangedAfterChange, contentChangedAfterDelete } from '../../../platform/hooks/contentChanged'
import { sitePreviewUrl, sitePublication } from './hooks/sitePublication'
import { SLUGS } from '../../../platform/slugs'

/**
 * Site types the storefront can render (SF §3): 'Einfache Seite' (one wysiwyg body labelled 'Inhalt') and
 * 'Standardseite' ('default': AI-assisted multi-purpose page with 'Aufgabe für die KI' and the block layout).
 */
const SITE_TYPE_LABELS: Record<(typeof SITE_TYPE_VALUES)[number], string> = { simple: 'Einfache Seite', default: 'Standardseite' }
export const SITE_TYPES = SITE_TYPE_VALUES.map((value) => ({ label: SITE_TYPE_LABELS[value], value }))

const isType = (type: string) => (data: Record<string, unknown> | undefined) => (data?.type ?? 'default') === type

/**
 * A content page (SF §3 Site), looked up by path. `content.body` is the block layout
 * (modules/content/collections/blocks, stored as JSON); a simple page has `content.text` (Lexical) and
 * `content.textHtml` (sanitised HTML written on save). SEO: title, description and og image per page. Drafts and
 * versions (last 20, restorable); visitors read a page only when it is public and published, admins preview the latest
 * draft (GET /api/sites/{id}/preview).
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
                description:
                  'Beschreiben Sie, worum es auf dieser Seite gehen soll (Thema, Zielgruppe, Tonfall). Mit „Inhalt mit KI erzeugen“ entsteht daraus ein Entwurf, den Sie prüfen und veröffentlichen.',
              },
            },
            {
              name: 'contentAi',
              type: 'ui',
              admin: { condition: isType('default'), components: { Field: '/modules/content/admin/ai/ContentAiField#ContentAiField' } },
            },
            {
              name: 'content',
              label: false, // its one visible field is labelled „Inhalt“ already (the heading showed twice)
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
            // how title, address and description appear in a search result, following the fields while typing
            { name: 'seoSnippet', type: 'ui', admin: { components: { Field: '/modules/content/admin/SeoSnippet#SeoSnippet' } } },
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
        description:
          'Besucher sehen die veröffentlichte Fassung einer öffentlichen Seite. Nicht öffentliche Seiten und gespeicherte Entwürfe sehen nur angemeldete Administratoren (Vorschau, mit Entwurfs-Hinweis).',
      },
    },
  ],
  access: {
    // visitors: public and published (a page never published has only a draft in its row)
    read: publicOrStaff({ and: [{ isPublic: { equals: true } }, { _status: { equals: 'published' } }] }),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { beforeOperation: [sitePublication], afterChange: [contentChangedAfterChange], afterDelete: [contentChangedAfterDelete] },
  admin: {
    group: 'Inhalte',
    useAsTitle: 'name',
    defaultColumns: ['name', 'path', 'type', 'isPublic', '_status', 'updatedAt'],
    // the storefront page in preview mode beside the form; it follows the form over postMessage
    // (storefront/src/features/content/preview.ts), same origin as the admin
    livePreview: {
      url: sitePreviewUrl,
      breakpoints: [
        { name: 'mobile', label: 'Smartphone', width: 375, height: 667 },
        { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
        { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
      ],
    },
  },
  // drafts: „Entwurf speichern“ keeps the change in the versions only (visitors keep the published page),
  // „Veröffentlichen“ writes it to the page; the last 20 versions stay restorable
  versions: { maxPerDoc: 20, drafts: true },
}
