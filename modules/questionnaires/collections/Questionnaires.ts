import { randomBytes } from 'node:crypto'

import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { SLUGS } from '../../../platform/slugs'

export const QUESTION_TYPES = [
  { label: 'Kommentar', value: 'comment' },
  { label: 'Bewertung (1–5)', value: 'rating' },
]

/** 24 random bytes = 192 bits, base64url (32 characters). */
export const newPublicHash = (): string => randomBytes(24).toString('base64url')

/** At least 22 base64url characters (≥ 128 bits when generated randomly). */
const PUBLIC_HASH = /^[A-Za-z0-9_-]{22,128}$/

/**
 * A feedback questionnaire (SF §3): `content.body` is the list of questions, each `{ type, value: { question,
 * description, placeholder, comment } }` (comment = required/optional, for rating questions; comment questions
 * always need a comment). Anonymous visitors load it only by `publicHash` through
 * GET /custom/api/questionnaires/public/{publicHash}; the list itself is staff-only.
 */
export const Questionnaires: CollectionConfig<'questionnaires'> = {
  slug: SLUGS.questionnaires,
  labels: { singular: 'Fragebogen', plural: 'Fragebögen' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    {
      name: 'content',
      label: 'Inhalt',
      type: 'group',
      fields: [
        {
          name: 'body',
          label: 'Fragen',
          type: 'array',
          labels: { singular: 'Frage', plural: 'Fragen' },
          minRows: 1,
          admin: { components: { RowLabel: '/platform/admin/NameRowLabel#NameRowLabel' } },
          fields: [
            { name: 'type', label: 'Art', type: 'select', required: true, defaultValue: 'rating', options: QUESTION_TYPES },
            {
              name: 'value',
              label: 'Frage',
              type: 'group',
              fields: [
                { name: 'question', label: 'Frage', type: 'text', required: true },
                { name: 'description', label: 'Beschreibung', type: 'textarea' },
                { name: 'placeholder', label: 'Platzhalter', type: 'text', admin: { description: 'Platzhalter des Kommentarfelds.' } },
                {
                  name: 'comment',
                  label: 'Kommentar',
                  type: 'select',
                  required: true,
                  defaultValue: 'optional',
                  options: [
                    { label: 'Optional', value: 'optional' },
                    { label: 'Pflicht', value: 'required' },
                  ],
                  admin: { description: 'Bei Kommentar-Fragen ist der Kommentar immer Pflicht.' },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'publicHash',
      label: 'Öffentlicher Hash',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Öffentlicher Link: /questionnaires/{Hash}. Wird beim Anlegen zufällig erzeugt.',
      },
      hooks: {
        beforeValidate: [
          ({ value, operation, originalDoc }) => {
            if (typeof value === 'string' && value.trim()) return value.trim()
            // a partial update keeps the published hash; only an empty hash is (re)generated
            const stored = (originalDoc as { publicHash?: unknown } | undefined)?.publicHash
            if (operation === 'update' && value === undefined && typeof stored === 'string' && stored) return stored
            return newPublicHash()
          },
        ],
        // a copy gets its own hash (beforeValidate then generates one)
        beforeDuplicate: [() => undefined],
      },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && PUBLIC_HASH.test(value) ? true : 'Der Hash muss aus mindestens 22 Zeichen (A–Z, a–z, 0–9, _ und -) bestehen.',
    },
    {
      name: 'publicLink',
      label: 'Öffentlicher Link',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/modules/questionnaires/admin/QuestionnaireLinkField#QuestionnaireLinkField' } },
    },
    {
      name: 'isActive',
      label: 'Aktiv',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Inaktive Fragebögen sind öffentlich nicht erreichbar und nehmen kein Feedback an.' },
    },
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Inhalte', useAsTitle: 'name', defaultColumns: ['name', 'isActive', 'publicHash', 'updatedAt'] },
}
