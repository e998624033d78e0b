import type { CollectionConfig } from 'payload'

import { branchScoped } from './access/branchScoped'
import { SLUGS } from './slugs'

export const SIGNAGE_COMMANDS = [
  { label: 'Neu laden', value: 'reload' },
  { label: 'Neu starten', value: 'restart' },
  { label: 'Bildschirmfoto', value: 'screenshot' },
  { label: 'Aktualisieren', value: 'update' },
  { label: 'Ausschalten', value: 'shutdown' },
]

export const SIGNAGE_COMMAND_STATUSES = [
  { label: 'Kein Befehl', value: 'none' },
  { label: 'Ausstehend', value: 'pending' },
  { label: 'Wird ausgeführt', value: 'running' },
  { label: 'Erledigt', value: 'done' },
  { label: 'Fehlgeschlagen', value: 'failed' },
  { label: 'Abgebrochen', value: 'aborted' },
]

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'dd.MM.yyyy HH:mm' } }

/**
 * A signage screen (TV) of a branch. Commands are issued and aborted through
 * POST /api/digital-signage-devices/{id}/command and /command/abort, which return the updated device.
 */
export const DigitalSignageDevices: CollectionConfig<'digital-signage-devices'> = {
  slug: SLUGS.digitalSignageDevices,
  labels: { singular: 'TV', plural: 'TVs' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    {
      name: 'identifier',
      label: 'Kennung',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Geräte-ID, mit der sich der Bildschirm meldet.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'branch', label: 'Filiale', type: 'relationship', relationTo: SLUGS.branches, required: true, index: true },
        { name: 'stream', label: 'Stream', type: 'relationship', relationTo: SLUGS.digitalSignageStreams },
      ],
    },
    {
      type: 'collapsible',
      label: 'Befehl',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'command', label: 'Befehl', type: 'select', options: SIGNAGE_COMMANDS },
            {
              name: 'commandStatus',
              label: 'Befehlsstatus',
              type: 'select',
              defaultValue: 'none',
              options: SIGNAGE_COMMAND_STATUSES,
              admin: { readOnly: true },
            },
            { name: 'commandIssuedAt', label: 'Befehl erteilt', type: 'date', admin: { ...dateTime, readOnly: true } },
          ],
        },
        { name: 'commandResult', label: 'Ergebnis', type: 'textarea', admin: { readOnly: true } },
      ],
    },
    {
      name: 'lastSeenAt',
      label: 'Zuletzt gesehen',
      type: 'date',
      admin: { ...dateTime, readOnly: true, position: 'sidebar' },
    },
    { name: 'isEnabled', label: 'Aktiv', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
  access: { read: branchScoped(), create: branchScoped(), update: branchScoped(), delete: branchScoped() },
  admin: { group: 'Digital Signage', useAsTitle: 'name', defaultColumns: ['name', 'branch', 'stream', 'lastSeenAt', 'commandStatus'] },
}
