import type { CollectionConfig } from 'payload'

import { isAdmin } from './access/isAdmin'
import { isStaff } from './access/isStaff'
import { pathField } from './fields/path'
import { SLUGS } from './slugs'

const TARGET = /^(\/|https?:\/\/)/i

/** A redirect from a storefront path to another path or URL (applied by the server, which reads them itself). */
export const Redirects: CollectionConfig<'redirects'> = {
  slug: SLUGS.redirects,
  labels: { singular: 'Weiterleitung', plural: 'Weiterleitungen' },
  fields: [
    { ...pathField(null, 'Von (Pfad)'), admin: { description: 'Pfad ohne führenden Schrägstrich, z. B. „alte-seite“.' } },
    {
      name: 'target',
      label: 'Ziel',
      type: 'text',
      required: true,
      admin: { description: 'Pfad (beginnt mit /) oder URL (https://…).' },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && TARGET.test(value.trim()) && !/\s/.test(value.trim())
          ? true
          : 'Bitte geben Sie einen Pfad (beginnt mit /) oder eine URL (http:// oder https://) an.',
    },
    {
      name: 'statusCode',
      label: 'Statuscode',
      type: 'number',
      required: true,
      defaultValue: 301,
      admin: { description: '301 = dauerhaft, 302 = vorübergehend.' },
      validate: (value: number | null | undefined) => (value === 301 || value === 302 ? true : 'Der Statuscode muss 301 oder 302 sein.'),
    },
  ],
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Inhalte', useAsTitle: 'path', defaultColumns: ['path', 'target', 'statusCode'] },
}
