import type { TextField } from 'payload'

import { slugifyPath } from '../../domain/text'

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
  hooks: {
    beforeValidate: [
      ({ value, data, operation, originalDoc }) => {
        if (typeof value === 'string' && value.trim()) return normalizePath(value)
        // a partial update without a path keeps the stored one (renaming must not move the page)
        const stored = (originalDoc as { path?: unknown } | undefined)?.path
        if (operation === 'update' && value === undefined && typeof stored === 'string' && stored) return stored
        const source = fromField ? data?.[fromField] : undefined
        return typeof source === 'string' && source.trim() ? normalizePath(source) : value
      },
    ],
  },
})

/** The stored form of a path; `/` (root) stays `/`. */
export const normalizePath = (value: string): string => {
  const trimmed = value.trim()
  if (trimmed === '/') return '/'
  return slugifyPath(trimmed).replace(/\/{2,}/g, '/')
}
