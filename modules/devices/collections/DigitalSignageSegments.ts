import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { contentField } from '../../content'
import { imageField } from '../../../platform/fields/images'
import { signageContentChanged } from '../signage/events'
import { SLUGS } from '../../../platform/slugs'

export const SEGMENT_TYPES = [
  { label: 'Bild', value: 'image' },
  { label: 'Video', value: 'video' },
  { label: 'Szene', value: 'scene' },
  { label: 'Webseite', value: 'url' },
  { label: 'Text', value: 'text' },
  { label: 'Abholbereit', value: 'ready' },
]

/** Weekday options of a segment's schedule (domain WEEKDAYS order, Monday first). */
export const SIGNAGE_WEEKDAY_OPTIONS = [
  { label: 'Montag', value: 'monday' },
  { label: 'Dienstag', value: 'tuesday' },
  { label: 'Mittwoch', value: 'wednesday' },
  { label: 'Donnerstag', value: 'thursday' },
  { label: 'Freitag', value: 'friday' },
  { label: 'Samstag', value: 'saturday' },
  { label: 'Sonntag', value: 'sunday' },
]

/** Dayparts derived from the branch's opening hours (domain/signage.ts). */
export const SIGNAGE_DAYPARTS = [
  { label: 'Immer', value: 'always' },
  { label: 'Während der Öffnungszeiten', value: 'open' },
  { label: 'Außerhalb der Öffnungszeiten', value: 'closed' },
]

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/
const validTime = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' || TIME_OF_DAY.test(value) ? true : 'Bitte geben Sie eine Uhrzeit im Format HH:MM an.'

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
    {
      name: 'text',
      label: 'Text',
      type: 'textarea',
      maxLength: 2000,
      admin: { condition: (_, sibling) => sibling?.type === 'text' },
    },
    {
      type: 'collapsible',
      label: 'Zeitplan',
      admin: { initCollapsed: false, description: 'Leer: jeden Tag, den ganzen Tag. Bis vor Von: über Mitternacht.' },
      fields: [
        { name: 'weekdays', label: 'Wochentage', type: 'select', hasMany: true, options: SIGNAGE_WEEKDAY_OPTIONS },
        {
          type: 'row',
          fields: [
            { name: 'timeFrom', label: 'Von (HH:MM)', type: 'text', validate: validTime },
            { name: 'timeTo', label: 'Bis (HH:MM)', type: 'text', validate: validTime },
            { name: 'daypart', label: 'Tageszeit', type: 'select', defaultValue: 'always', options: SIGNAGE_DAYPARTS },
          ],
        },
      ],
    },
    contentField('settings', 'Einstellungen', 'Zusätzliche Darstellungsoptionen als JSON (z. B. Übergang, Hintergrund).'),
  ],
  // players reload their playlist after commit (modules/devices/signage/events.ts)
  hooks: { afterChange: [signageContentChanged], afterDelete: [signageContentChanged] },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Digital Signage', useAsTitle: 'name', defaultColumns: ['name', 'type', 'duration'] },
}
