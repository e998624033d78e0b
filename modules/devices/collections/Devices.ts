import type { CollectionConfig } from 'payload'

import { branchScoped } from '../../../platform/access/branchScoped'
import { SLUGS } from '../../../platform/slugs'

/** A device of a branch: receipt printer, front-desk or back-office screen, notification target. */
export const Devices: CollectionConfig<'devices'> = {
  slug: SLUGS.devices,
  labels: { singular: 'Gerät', plural: 'Geräte' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'identifier', label: 'Kennung', type: 'text', unique: true, index: true },
    {
      name: 'type',
      label: 'Art',
      type: 'select',
      required: true,
      defaultValue: 'printer',
      options: [
        { label: 'Bondrucker (ESC/POS, TCP 9100)', value: 'printer' },
        { label: 'Frontdesk', value: 'frontdesk' },
        { label: 'Backoffice', value: 'backoffice' },
        { label: 'Benachrichtigung', value: 'notification' },
        { label: 'Stempeluhr-Terminal', value: 'timeclock' },
      ],
    },
    { name: 'branch', label: 'Filiale', type: 'relationship', relationTo: SLUGS.branches, required: true, index: true },
    {
      type: 'row',
      admin: { condition: (data) => data?.type === 'printer' },
      fields: [
        { name: 'host', label: 'Host / IP', type: 'text' },
        { name: 'port', label: 'Port', type: 'number', defaultValue: 9100 },
      ],
    },
    { name: 'isEnabled', label: 'Aktiv', type: 'checkbox', defaultValue: true },
    // A device API key is stored hashed (sha-256); nobody reads it back. It is created and rotated only through
    // POST /api/devices/:id/rotate-api-key (the button below), which shows the new key once.
    { name: 'apiKeyHash', type: 'text', access: { read: () => false, create: () => false, update: () => false }, admin: { hidden: true } },
    {
      name: 'apiKeyCreatedAt',
      label: 'API-Schlüssel erzeugt am',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    // presence, push and logs (issue 18, docs/devices.md): written by the server only (modules/devices/*)
    {
      name: 'lastSeenAt',
      label: 'Verbindung',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Letztes Lebenszeichen des Geräts (Heartbeat alle 30 Sekunden).',
        date: { pickerAppearance: 'dayAndTime' },
        components: { Cell: '/modules/devices/admin/DeviceConnectionCell#DeviceConnectionCell' },
      },
    },
    { name: 'onlineSince', label: 'Online seit', type: 'date', access: { create: () => false, update: () => false }, admin: { hidden: true } },
    // the browser's Web Push subscription (endpoint and keys): a capability to message the device, readable by nobody
    { name: 'pushSubscription', type: 'json', access: { read: () => false, create: () => false, update: () => false }, admin: { hidden: true } },
    { name: 'pushSubscribedAt', label: 'Push aktiviert am', type: 'date', access: { create: () => false, update: () => false }, admin: { hidden: true } },
    { name: 'logRequestedAt', label: 'Log angefordert am', type: 'date', access: { create: () => false, update: () => false }, admin: { hidden: true } },
    { name: 'logUploadedAt', label: 'Log empfangen am', type: 'date', access: { create: () => false, update: () => false }, admin: { hidden: true } },
    { name: 'deviceLog', label: 'Geräte-Log', type: 'textarea', access: { create: () => false, update: () => false }, admin: { hidden: true } },
    {
      name: 'deviceActions',
      label: 'Gerätetests',
      type: 'ui',
      admin: { components: { Field: '/modules/devices/admin/DeviceActionsField#DeviceActionsField' } },
    },
    {
      name: 'apiKeyControl',
      label: 'API-Schlüssel',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.type === 'frontdesk' || data?.type === 'backoffice' || data?.type === 'timeclock',
        components: { Field: '/modules/devices/admin/DeviceApiKeyField#DeviceApiKeyField' },
      },
    },
  ],
  access: { read: branchScoped(), create: branchScoped(), update: branchScoped(), delete: branchScoped() },
  admin: { group: 'Betrieb', useAsTitle: 'name', defaultColumns: ['name', 'type', 'branch', 'lastSeenAt', 'isEnabled'] },
}
