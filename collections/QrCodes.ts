import type { CollectionConfig } from 'payload'

import { isAdmin } from './access/isAdmin'
import { isStaff } from './access/isStaff'
import { pathField } from './fields/path'
import { SLUGS } from './slugs'

const TARGET = /^(\/|https?:\/\/)/i

/**
 * A QR code: the printed code points to the short path; the server counts the scan and redirects to `target`.
 * `scans` is maintained by the server only.
 */
export const QrCodes: CollectionConfig<'qr-codes'> = {
  slug: SLUGS.qrCodes,
  labels: { singular: 'QR Code', plural: 'QR Codes' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    {
      name: 'target',
      label: 'Ziel-URL',
      type: 'text',
      required: true,
      admin: { description: 'Pfad (beginnt mit /) oder URL (https://…).' },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && TARGET.test(value.trim()) && !/\s/.test(value.trim())
          ? true
          : 'Bitte geben Sie einen Pfad (beginnt mit /) oder eine URL (http:// oder https://) an.',
    },
    { name: 'branch', label: 'Filiale', type: 'relationship', relationTo: SLUGS.branches, admin: { position: 'sidebar' } },
    pathField('name'),
    {
      name: 'scans',
      label: 'Scans',
      type: 'number',
      defaultValue: 0,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Inhalte', useAsTitle: 'name', defaultColumns: ['name', 'path', 'target', 'scans'] },
}
