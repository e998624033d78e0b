import type { TextField } from 'payload'

import { slugify } from '../../domain/text'
import { fillFrom } from './fillFrom'

/** A unique, URL-safe identifier; filled from `fromField` when left empty. */
export const identifierField = (fromField = 'name', label = 'Kennung'): TextField => ({
  name: 'identifier',
  label,
  type: 'text',
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: 'Wird aus dem Namen erzeugt, wenn leer.' },
  hooks: { beforeValidate: [fillFrom('identifier', fromField, slugify)] },
})
