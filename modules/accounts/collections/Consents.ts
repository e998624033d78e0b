import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { nobody } from '../../../platform/access/nobody'

/**
 * A cookie-consent record (SF §4 "Cookie consent"): proof that a visitor accepted, written only by
 * POST /api/consents (modules/accounts/consents.ts). Time, the accepted categories and the consent text version; no IP address,
 * no user agent — the visitor is identified only by the random consent id also kept in the visitor's cookie.
 * Admins read the list; nobody edits or deletes a record through the API.
 */
export const Consents: CollectionConfig<'consents'> = {
  slug: 'consents',
  labels: { singular: 'Einwilligung', plural: 'Einwilligungen' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'consentId', label: 'Einwilligungs-ID', type: 'text', required: true, index: true, admin: { readOnly: true } },
        { name: 'givenAt', label: 'Zeitpunkt', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm:ss' } } },
      ],
    },
    {
      name: 'categories',
      label: 'Kategorien',
      type: 'select',
      hasMany: true,
      required: true,
      admin: { readOnly: true },
      options: [
        { label: 'Notwendig', value: 'necessary' },
        { label: 'Statistik', value: 'analytics' },
        { label: 'Marketing', value: 'marketing' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'version', label: 'Version des Einwilligungstexts', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'path', label: 'Seite', type: 'text', admin: { readOnly: true } },
      ],
    },
  ],
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Betrieb',
    useAsTitle: 'consentId',
    defaultColumns: ['givenAt', 'consentId', 'categories', 'version'],
    description: 'Nachweis der Cookie-Einwilligungen (ohne IP-Adresse). Einträge entstehen nur durch Besucher.',
  },
}
