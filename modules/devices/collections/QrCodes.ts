import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { pathField } from '../../../platform/fields/path'
import { SLUGS } from '../../../platform/slugs'

const TARGET = /^(\/|https?:\/\/)/i

/** Where a printed code hangs (the statistics' "QR code origins"); German labels. */
export const QR_ORIGINS = [
  { label: 'Tisch', value: 'table' },
  { label: 'Filiale', value: 'branch' },
  { label: 'Plakat', value: 'poster' },
  { label: 'Flyer', value: 'flyer' },
  { label: 'Speisekarte', value: 'menu' },
  { label: 'Sonstiges', value: 'other' },
]

type QrData = { origin?: string | null; table?: unknown; target?: string | null; branch?: unknown }

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  return null
}

/**
 * A QR code: the printed code points to `/qr/{path}`; the server records the scan (modules/devices/qr/scans.ts) and redirects
 * to `target`. Table codes (origin "Tisch") get their target and branch from the table: the branch's page with the
 * table preselected (`?table=` of SF §2); their image shows the table number in the middle. `scans` is maintained by
 * the server only. Image, download and print: GET /api/qr-codes/{id}/qr.svg|qr.png (docs/qr-codes.md).
 */
export const QrCodes: CollectionConfig<'qr-codes'> = {
  slug: SLUGS.qrCodes,
  labels: { singular: 'QR Code', plural: 'QR Codes' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    {
      name: 'origin',
      label: 'Herkunft',
      type: 'select',
      required: true,
      defaultValue: 'other',
      options: QR_ORIGINS,
      admin: { description: 'Wo der Code hängt oder liegt (für die Statistik der QR-Code-Herkünfte).' },
    },
    {
      name: 'table',
      label: 'Tisch',
      type: 'relationship',
      relationTo: SLUGS.tables,
      admin: {
        condition: (data) => (data as QrData | undefined)?.origin === 'table',
        description: 'Der Code öffnet die Filiale des Tisches mit vorgewähltem Tisch; die Tischnummer steht in der Mitte des Codes.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: Partial<QrData> }) =>
        siblingData?.origin !== 'table' || idOf(value) !== null ? true : 'Bitte wählen Sie den Tisch aus.',
    },
    {
      name: 'target',
      label: 'Ziel-URL',
      type: 'text',
      admin: {
        description: 'Pfad (beginnt mit /) oder URL (https://…). Bei Tisch-Codes wird das Ziel aus dem Tisch gesetzt.',
        condition: (data) => (data as QrData | undefined)?.origin !== 'table',
      },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<QrData> }) =>
        siblingData?.origin === 'table' ||
        (typeof value === 'string' && TARGET.test(value.trim()) && !/\s/.test(value.trim()))
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
    {
      name: 'image',
      type: 'ui',
      admin: { components: { Field: '/modules/devices/admin/qr-codes/QrCodeImageField#QrCodeImageField' } },
    },
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeValidate: [
      // a table code points to its table's branch with the table preselected (SF §2 `?table=`)
      async ({ data, originalDoc, req }) => {
        if (!data) return data
        const merged: QrData = { ...(originalDoc as QrData | undefined), ...(data as QrData) }
        if (merged.origin !== 'table') return data
        const tableId = idOf(merged.table)
        if (tableId === null) return data
        const table = await req.payload
          .findByID({ collection: SLUGS.tables, id: tableId, depth: 1, req, overrideAccess: true })
          .catch(() => null)
        const branch = table && typeof table.branch === 'object' && table.branch ? table.branch : null
        if (!table || !branch || !branch.identifier) return data
        const query = new URLSearchParams({ table: table.identifier }).toString()
        return { ...data, branch: branch.id, target: `/store/${encodeURIComponent(branch.identifier)}?${query}` }
      },
    ],
  },
  admin: { group: 'Inhalte', useAsTitle: 'name', defaultColumns: ['name', 'origin', 'path', 'target', 'scans'] },
}
