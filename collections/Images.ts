import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { CollectionConfig } from 'payload'

import { anyone } from './access/anyone'
import { isStaff } from './access/isStaff'
import { SLUGS } from './slugs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Image widths of SF §9; the smallest is the default source. */
export const IMAGE_SIZES = [
  { name: 'icon', width: 64 },
  { name: 'thumbnail', width: 128 },
  { name: 'tiny', width: 256 },
  { name: 'small', width: 640 },
  { name: 'medium', width: 1280 },
  { name: 'large', width: 1920 },
] as const

export const Images: CollectionConfig<'images'> = {
  slug: SLUGS.images,
  labels: { singular: 'Bild', plural: 'Bilder' },
  upload: {
    staticDir: path.resolve(dirname, '../media/images'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'],
    imageSizes: IMAGE_SIZES.map(({ name, width }) => ({ name, width, withoutEnlargement: true })),
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    { name: 'alt', label: 'Alternativtext', type: 'text' },
    { name: 'extension', label: 'Dateiendung', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'version',
      label: 'Version',
      type: 'number',
      defaultValue: 1,
      admin: { readOnly: true, position: 'sidebar', description: 'Wird bei jedem neuen Datei-Upload erhöht (Cache-Busting).' },
    },
  ],
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeChange: [
      ({ data, operation, originalDoc, req }) => {
        if (operation === 'update' && req.file) data.version = (Number(originalDoc?.version) || 1) + 1
        const filename = typeof data.filename === 'string' ? data.filename : originalDoc?.filename
        if (typeof filename === 'string') data.extension = filename.split('.').pop()?.toLowerCase() ?? ''
        return data
      },
    ],
  },
  // what the storefront needs to build /image/{size}/{id}-{version}.{extension} URLs and srcsets (sizes are implied)
  defaultPopulate: { filename: true, extension: true, version: true, alt: true, width: true, height: true },
  admin: { group: 'Inhalte', useAsTitle: 'filename' },
}
