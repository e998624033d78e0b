import type { CollectionConfig } from 'payload'
import { ValidationError } from 'payload'

import { anyone } from '../../../platform/access/anyone'
import { isAdmin } from '../../../platform/access/isAdmin'
import { fontVariantRow } from './Fonts'
import { MEDIA_DIRS } from '../../../platform/media-dirs'

export const FONT_FILE_MESSAGES = {
  notWoff2: 'Bitte laden Sie eine WOFF2-Schriftdatei hoch (.woff2).',
} as const

/** WOFF2 by content: the signature `wOF2` and a plausible header (flavor, length = file size, ≥ 1 table). */
export function isWoff2(data: Uint8Array): boolean {
  if (data.length < 48) return false
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (view.getUint32(0) !== 0x774f4632) return false // 'wOF2'
  const flavor = view.getUint32(4)
  const validFlavor = flavor === 0x00010000 || flavor === 0x4f54544f || flavor === 0x74746366 || flavor === 0x74727565 // TrueType, 'OTTO', 'ttcf', 'true'
  return validFlavor && view.getUint32(8) === data.length && view.getUint16(12) > 0
}

/**
 * A self-hosted font file (WOFF2) of a family, weight and style (docs/fonts-labels.md): served with the installed
 * npm font packages under /fonts/files/…, listed by GET /api/fonts, in the style sheet
 * /fonts/google/{family}/{variant}.css. Uploads are checked by content (WOFF2 header), not by name or claimed type.
 */
export const FontFiles: CollectionConfig<'font-files'> = {
  slug: 'font-files',
  labels: { singular: 'Schriftdatei', plural: 'Schriftdateien' },
  fields: [
    { name: 'family', label: 'Schriftfamilie', type: 'text', required: true, index: true, admin: { placeholder: 'Mulish' } },
    fontVariantRow,
  ],
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeValidate: [
      ({ req, data }) => {
        const file = req.file
        if (file && !isWoff2(new Uint8Array(file.data))) {
          throw new ValidationError({ errors: [{ path: 'file', message: FONT_FILE_MESSAGES.notWoff2 }] })
        }
        if (file) file.mimetype = 'font/woff2'
        return data
      },
    ],
  },
  admin: { group: 'Einstellungen', useAsTitle: 'family', defaultColumns: ['family', 'weight', 'style', 'filename'] },
  // no mimeTypes list: Payload's own check would refuse with an English message; the hook decides by content
  upload: { staticDir: MEDIA_DIRS.fonts },
}
