import type { CollectionConfig, Field } from 'payload'

import { anyone } from '../../../platform/access/anyone'
import { isAdmin } from '../../../platform/access/isAdmin'
import { contentChangedAfterChange, contentChangedAfterDelete } from '../../../platform/hooks/contentChanged'
import { SLUGS } from '../../../platform/slugs'

export const NAVIGATION_IDENTIFIERS = [
  { label: 'Hauptnavigation', value: 'main' },
  { label: 'Footer', value: 'footer' },
  { label: 'Social Media', value: 'social' },
  { label: 'Rechtliches', value: 'legal' },
]

export const NAVIGATION_ITEM_TYPES = [
  { label: 'Startseite', value: 'home' },
  { label: 'Seite', value: 'site' },
  { label: 'Filiale', value: 'branch' },
  { label: 'Link', value: 'link' },
]

/** Links may point to a path, a web address, an e-mail address, a phone number or an anchor — never to script. */
const LINK = /^(\/|#|https?:\/\/|mailto:|tel:)/i

const validateTarget = (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }): true | string => {
  const target = typeof value === 'string' ? value.trim() : ''
  switch (siblingData?.type) {
    case 'home':
      return true
    case 'site':
      return target ? true : 'Bitte geben Sie den Pfad oder die ID der Seite an.'
    case 'branch':
      return target ? true : 'Bitte geben Sie die Kennung der Filiale an.'
    default:
      return LINK.test(target) && !/\s/.test(target)
        ? true
        : 'Bitte geben Sie einen Pfad (/…), eine URL (https://…), mailto: oder tel: an.'
  }
}

const itemFields = (): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'type', label: 'Art', type: 'select', required: true, defaultValue: 'site', options: NAVIGATION_ITEM_TYPES },
      { name: 'label', label: 'Bezeichnung', type: 'text', required: true },
      { name: 'isEnabled', label: 'Aktiv', type: 'checkbox', defaultValue: true },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'target',
        label: 'Ziel',
        type: 'text',
        admin: {
          condition: (_, sibling) => sibling?.type !== 'home',
          description: 'Seite: Pfad oder ID · Filiale: Kennung · Link: Pfad oder URL',
        },
        validate: validateTarget,
      },
      {
        name: 'suffix',
        label: 'Anhang',
        type: 'text',
        admin: { description: 'Wird an die Ziel-URL angehängt, z. B. „#kontakt“ oder „?tab=2“.' },
        validate: (value: string | null | undefined) =>
          !value || /^[#?][^\s]*$/.test(value) ? true : 'Der Anhang muss mit # oder ? beginnen und darf keine Leerzeichen enthalten.',
      },
    ],
  },
]

/** A navigation (SF §3): one per identifier (main, footer, social, legal) with items one level deep. */
export const Navigations: CollectionConfig<'navigations'> = {
  slug: SLUGS.navigations,
  labels: { singular: 'Navigation', plural: 'Navigationen' },
  fields: [
    {
      name: 'identifier',
      label: 'Navigation',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: NAVIGATION_IDENTIFIERS,
    },
    {
      name: 'items',
      label: 'Einträge',
      type: 'array',
      labels: { singular: 'Eintrag', plural: 'Einträge' },
      admin: { components: { RowLabel: '/platform/admin/NameRowLabel#NameRowLabel' } },
      fields: [
        ...itemFields(),
        {
          name: 'children',
          label: 'Untereinträge',
          type: 'array',
          labels: { singular: 'Untereintrag', plural: 'Untereinträge' },
          admin: { initCollapsed: true, components: { RowLabel: '/platform/admin/NameRowLabel#NameRowLabel' } },
          fields: itemFields(),
        },
      ],
    },
  ],
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { afterChange: [contentChangedAfterChange], afterDelete: [contentChangedAfterDelete] },
  admin: { group: 'Inhalte', useAsTitle: 'identifier', defaultColumns: ['identifier', 'updatedAt'] },
}
