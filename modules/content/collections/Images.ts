import type { CollectionConfig } from 'payload'

import { IMAGE_SIZES } from '../../../domain/images'

import { anyone } from '../../../platform/access/anyone'
import { isStaff } from '../../../platform/access/isStaff'
import { MEDIA_DIRS } from '../../../platform/media-dirs'
import { SLUGS } from '../../../platform/slugs'

export const Images: CollectionConfig<'images'> = {
  slug: SLUGS.images,
  labels: { singular: 'Bild', plural: 'Bilder' },
  upload: {
    staticDir: MEDIA_DIRS.images,
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'],
    // the widths of SF §9, named once in domain/images.ts (the storefront's srcset reads the same table)
    imageSizes: IMAGE_SIZES.map(([name, width]) => ({ name, width, withoutEnlargement: true })),
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
