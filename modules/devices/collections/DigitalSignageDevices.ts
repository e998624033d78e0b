import type { CollectionConfig } from 'payload'

import { branchScoped } from '../../../platform/access/branchScoped'
import { signageContentChanged } from '../signage/events'
import { SLUGS } from '../../../platform/slugs'

/**
 * The 'Befehl' select; what the player does with each: docs/signage.md (modules/devices/signage,
 * storefront/src/features/signage).
 */
export const SIGNAGE_COMMANDS = [
  { label: 'Neu laden', value: 'reload' },
  { label: 'Szene zeigen', value: 'showScene' },
  { label: 'Ton aus', value: 'mute' },
  { label: 'Ton an', value: 'unmute' },
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
              name: 'commandScene',
              label: 'Szene',
              type: 'relationship',
              relationTo: SLUGS.scenes,
              admin: { condition: (_, sibling) => sibling?.command === 'showScene' },
            },
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
        {
          name: 'signageControl',
          type: 'ui',
          admin: { components: { Field: '/modules/devices/admin/signage/SignageDeviceControl#SignageDeviceControl' } },
        },
      ],
    },
    {
      name: 'playerState',
      label: 'Zustand des Players',
      type: 'json',
      // shown by the "Befehl" control (modules/devices/admin/signage/SignageDeviceControl.tsx); the JSON editor is not needed
      admin: { readOnly: true, hidden: true, description: 'Vom Bildschirm gemeldet (Segment, Ton, Verbindung).' },
      access: { create: () => false, update: () => false },
    },
    { name: 'lastScreenshotAt', label: 'Letztes Bildschirmfoto', type: 'date', admin: { ...dateTime, readOnly: true, position: 'sidebar' }, access: { create: () => false, update: () => false } },
    // the player's key (docs/signage.md): only its sha-256 is stored, readable and writable by nobody through the API
    { name: 'apiKeyHash', type: 'text', access: { read: () => false, create: () => false, update: () => false }, admin: { hidden: true } },
    {
      name: 'apiKeyCreatedAt',
      label: 'Schlüssel erzeugt',
      type: 'date',
      admin: { ...dateTime, readOnly: true, position: 'sidebar' },
      access: { create: () => false, update: () => false },
    },
    {
      name: 'lastSeenAt',
      label: 'Zuletzt gesehen',
      type: 'date',
      admin: { ...dateTime, readOnly: true, position: 'sidebar' },
    },
    { name: 'isEnabled', label: 'Aktiv', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
  // players reload their playlist after commit (modules/devices/signage/events.ts)
  hooks: { afterChange: [signageContentChanged], afterDelete: [signageContentChanged] },
  access: { read: branchScoped(), create: branchScoped(), update: branchScoped(), delete: branchScoped() },
  admin: { group: 'Digital Signage', useAsTitle: 'name', defaultColumns: ['name', 'branch', 'stream', 'lastSeenAt', 'commandStatus'] },
}
