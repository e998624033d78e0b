import type { CollectionConfig } from 'payload'

import { isAdmin } from './access/isAdmin'
import { isStaff } from './access/isStaff'
import { contentField } from './fields/content'
import { imageField } from './fields/images'
import { SLUGS } from './slugs'

export const SEGMENT_TYPES = [
  { label: 'Bild', value: 'image' },
  { label: 'Video', value: 'video' },
  { label: 'Szene', value: 'scene' },
  { label: 'Webseite', value: 'url' },
]

const HTTPS_URL = /^https:\/\//i

/** A signage segment (Filmsequenz): one thing shown for `duration` seconds inside a stream. */
export const DigitalSignageSegments: CollectionConfig<'digital-signage-segments'> = {
  slug: SLUGS.digitalSignageSegments,
  labels: { singular: 'Filmsequenz', plural: 'Filmsequenzen' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'type', label: 'Art', type: 'select', required: true, defaultValue: 'image', options: SEGMENT_TYPES },
        {
          name: 'duration',
          label: 'Dauer (Sekunden)',
          type: 'number',
          required: true,
          defaultValue: 10,
          min: 1,
          max: 86400,
          admin: { description: 'Bei Videos: leer lassen oder Videolänge.' },
        },
      ],
    },
    { ...imageField('image', 'Bild'), admin: { condition: (_, sibling) => sibling?.type === 'image' } },
    {
      name: 'url',
      label: 'URL',
      type: 'text',
      admin: { condition: (_, sibling) => sibling?.type === 'video' || sibling?.type === 'url', description: 'https://…' },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }) => {
        if (siblingData?.type !== 'video' && siblingData?.type !== 'url') return true
        return typeof value === 'string' && HTTPS_URL.test(value.trim()) ? true : 'Bitte geben Sie eine URL an, die mit https:// beginnt.'
      },
    },
    {
      name: 'scene',
      label: 'Szene',
      type: 'relationship',
      relationTo: SLUGS.scenes,
      admin: { condition: (_, sibling) => sibling?.type === 'scene' },
    },
    contentField('settings', 'Einstellungen', 'Zusätzliche Darstellungsoptionen als JSON (z. B. Übergang, Hintergrund).'),
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Digital Signage', useAsTitle: 'name', defaultColumns: ['name', 'type', 'duration'] },
}
