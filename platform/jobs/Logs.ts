import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { JSON_TEXT_FIELD } from '../fields/json'
import { nobody } from '../access/nobody'
import { SLUGS } from '../slugs'

export const LOG_LEVELS = [
  { label: 'Debug', value: 'debug' },
  { label: 'Info', value: 'info' },
  { label: 'Warnung', value: 'warning' },
  { label: 'Fehler', value: 'error' },
  { label: 'Kritisch', value: 'critical' },
]

/** A server log entry. Written only by the server (overrideAccess); admins read them (GET /api/logs). */
export const Logs: CollectionConfig<'logs'> = {
  slug: SLUGS.logs,
  labels: { singular: 'Log', plural: 'Logs' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'level', label: 'Stufe', type: 'select', required: true, defaultValue: 'info', index: true, options: LOG_LEVELS },
        { name: 'channel', label: 'Bereich', type: 'text', index: true, admin: { description: 'Z. B. orders, payment, devices.' } },
      ],
    },
    { name: 'message', label: 'Nachricht', type: 'textarea', required: true },
    { name: 'context', label: 'Kontext', type: 'json', admin: { components: { Field: JSON_TEXT_FIELD } } },
  ],
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  admin: { group: 'Betrieb', useAsTitle: 'message', defaultColumns: ['createdAt', 'level', 'channel', 'message'] },
}
