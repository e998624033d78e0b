import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { MEDIA_DIRS } from '../../../platform/media-dirs'
import { SLUGS } from '../../../platform/slugs'

/**
 * Customer files attached to configurable products (uploaded anonymously through POST /api/uploads/public).
 * Served publicly only under /upload/{publicHash}/…; the list itself is staff-only.
 */
export const Uploads: CollectionConfig<'uploads'> = {
  slug: SLUGS.uploads,
  labels: { singular: 'Upload', plural: 'Uploads' },
  upload: {
    staticDir: MEDIA_DIRS.uploads,
    imageSizes: [{ name: 'preview', width: 640, withoutEnlargement: true, formatOptions: { format: 'jpeg' } }],
  },
  fields: [
    { name: 'publicHash', label: 'Öffentlicher Hash', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'version', label: 'Version', type: 'number', defaultValue: 1, admin: { readOnly: true } },
    { name: 'extension', label: 'Dateiendung', type: 'text', admin: { readOnly: true } },
    {
      name: 'clientKey',
      label: 'Hochgeladen von (anonymisiert)',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'SHA-256 der Adresse des hochladenden Geräts – nur für das Upload-Kontingent.' },
    },
  ],
  access: { read: isStaff, create: isStaff, update: isAdmin, delete: isAdmin },
  admin: { group: 'Inhalte', useAsTitle: 'filename' },
}
