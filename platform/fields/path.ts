import type { TextField } from 'payload'
import { text } from 'payload/shared'

import { normalizePath } from '../../domain/text'
import { fillFrom } from './fillFrom'

/**
 * A unique, URL-safe path (SF §5 path slug: keeps dots, slashes and underscores; no leading/trailing separators).
 * Filled from `fromField` when left empty: the admin neither marks it required nor asks for it while that field has a
 * usable value; the server still requires it after the fill (and the column stays NOT NULL). `/` alone is the root path.
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
    ...(fromField ? { components: { Label: '/platform/admin/OptionalFieldLabel#OptionalFieldLabel' } } : {}),
  },
  // the admin validates the form before the fill hook runs; on the server the hook has filled the path already
  validate: (value, args) => {
    if (fromField && !(typeof value === 'string' && value.trim())) {
      const source = (args.data as Record<string, unknown> | undefined)?.[fromField]
      if (typeof source === 'string' && normalizePath(source)) return true
    }
    return text(value, args)
  },
  hooks: { beforeValidate: [fillFrom('path', fromField, (value) => normalizePath(value))] },
})
