/** Where uploaded files are stored: media/ at the repository root, named once (the upload collections and the font reader). */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const media = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../media')

export const MEDIA_DIRS = {
  images: path.join(media, 'images'),
  uploads: path.join(media, 'uploads'),
  fonts: path.join(media, 'fonts'),
} as const
