import type { TextField } from 'payload'

import { normalizePath } from '../../domain/text'
import { fillFrom } from './fillFrom'

/**
 * A unique, URL-safe path (SF §5 path slug: keeps dots, slashes and underscores; no leading/trailing separators).
 * Filled from `fromField` when left empty. `/` alone is kept as the root path.
 */
export const pathField = (fromField: string | null = 'name', label = 'Pfad'): TextField => ({
  name: 'path',
  label,
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: fromField ? 'Wird aus dem Namen erzeugt, wenn leer. Z. B. „ueber-uns/team“.' : 'Z. B. „ueber-uns/team“.',
  },
  hooks: { beforeValidate: [fillFrom('path', fromField, (value) => normalizePath(value))] },
})
