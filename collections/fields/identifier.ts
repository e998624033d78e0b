import type { TextField } from 'payload'

import { slugify } from '../../domain/text'

/** A unique, URL-safe identifier; filled from `fromField` when left empty. */
export const identifierField = (fromField = 'name', label = 'Kennung'): TextField => ({
  name: 'identifier',
  label,
  type: 'text',
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: 'Wird aus dem Namen erzeugt, wenn leer.' },
  hooks: {
    beforeValidate: [
      ({ value, data, originalDoc }) => {
        if (typeof value === 'string' && value.trim()) return slugify(value)
        // a partial update (e.g. only a new name) keeps the stored identifier: URLs must not change by accident
        if (originalDoc?.identifier) return value === undefined ? originalDoc.identifier : value
        const source = data?.[fromField]
        return typeof source === 'string' && source ? slugify(source) : value
      },
    ],
  },
})
