import type { CollectionConfig, RowField } from 'payload'

import { anyone } from '../../../platform/access/anyone'
import { isAdmin } from '../../../platform/access/isAdmin'
import { FONT_WEIGHTS } from '../fonts/weights'
import { SLUGS } from '../../../platform/slugs'

/** A font variant's weight and style (font families' variants and uploaded font files alike). */
export const fontVariantRow: RowField = {
  type: 'row',
  fields: [
    { name: 'weight', label: 'Schriftstärke', type: 'select', required: true, defaultValue: '400', options: FONT_WEIGHTS },
    {
      name: 'style',
      label: 'Stil',
      type: 'select',
      required: true,
      defaultValue: 'normal',
      options: [
        { label: 'Normal', value: 'normal' },
        { label: 'Kursiv', value: 'italic' },
      ],
    },
  ],
}

/**
 * A web font family (BO §3: looked up by family; a cached style sheet per family and variant). `css` is the cached
 * @font-face style sheet; it is embedded in pages, so it must not contain markup.
 */
export const Fonts: CollectionConfig<'fonts'> = {
  slug: SLUGS.fonts,
  labels: { singular: 'Schriftart', plural: 'Schriftarten' },
  fields: [
    {
      name: 'family',
      label: 'Schriftfamilie',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { placeholder: 'Mulish' },
    },
    {
      name: 'variants',
      label: 'Varianten',
      type: 'array',
      labels: { singular: 'Variante', plural: 'Varianten' },
      fields: [fontVariantRow],
    },
    {
      name: 'css',
      label: 'Stylesheet (CSS)',
      type: 'textarea',
      maxLength: 200_000,
      admin: { rows: 12, description: 'Zwischengespeichertes @font-face-Stylesheet.' },
      validate: (value: string | null | undefined) =>
        !value || !/[<>]/.test(value) ? true : 'Das Stylesheet darf keine spitzen Klammern (< >) enthalten.',
    },
  ],
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Einstellungen', useAsTitle: 'family', defaultColumns: ['family', 'variants', 'updatedAt'] },
}
