import type { CollectionConfig } from 'payload'

import { branchScoped } from '../../../platform/access/branchScoped'
import { isAdmin } from '../../../platform/access/isAdmin'
import { nobody } from '../../../platform/access/nobody'
import { SLUGS } from '../../../platform/slugs'

export const PRINT_JOBS_SLUG = 'print-jobs'

/**
 * One receipt print of an order on one printer (modules/notifications/printing/print-jobs.ts). Automatic prints exist at most
 * once per order and printer (unique dedupeKey); reprints are explicit (POST /api/orders/:id/print).
 * Written only by the server; staff of the order's branch read them.
 */
export const PrintJobs: CollectionConfig = {
  slug: PRINT_JOBS_SLUG,
  labels: { singular: 'Druckauftrag', plural: 'Druckaufträge' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'order', label: 'Bestellung', type: 'relationship', relationTo: SLUGS.orders, index: true },
        { name: 'branch', label: 'Filiale', type: 'relationship', relationTo: SLUGS.branches, index: true },
        { name: 'device', label: 'Drucker', type: 'relationship', relationTo: SLUGS.devices },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: 'Art',
          type: 'select',
          required: true,
          defaultValue: 'auto',
          options: [
            { label: 'Automatisch', value: 'auto' },
            { label: 'Nachdruck', value: 'reprint' },
          ],
        },
        {
          name: 'state',
          label: 'Status',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          index: true,
          options: [
            { label: 'In Warteschlange', value: 'queued' },
            { label: 'Wird gedruckt', value: 'printing' },
            { label: 'Gedruckt', value: 'printed' },
            { label: 'Fehlgeschlagen', value: 'failed' },
            { label: 'Übersprungen', value: 'skipped' },
          ],
        },
        { name: 'attempts', label: 'Versuche', type: 'number', defaultValue: 0, min: 0 },
      ],
    },
    { name: 'lastError', label: 'Letzter Fehler', type: 'text' },
    { name: 'printedAt', label: 'Gedruckt am', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'requestedBy', label: 'Angefordert von', type: 'relationship', relationTo: SLUGS.users },
    { name: 'claimedAt', type: 'date', admin: { hidden: true } },
    // `auto:{order}:{device}` for automatic prints (unique: each order prints once automatically); empty for reprints.
    { name: 'dedupeKey', type: 'text', unique: true, index: true, admin: { hidden: true } },
  ],
  access: { read: branchScoped(), create: nobody, update: nobody, delete: isAdmin },
  admin: {
    group: 'Bestellungen',
    useAsTitle: 'kind',
    defaultColumns: ['createdAt', 'order', 'device', 'kind', 'state', 'attempts', 'printedAt'],
    components: { beforeList: ['/modules/notifications/admin/OperationsStatus#OperationsStatus'] },
  },
}
