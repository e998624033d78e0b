import type { CollectionConfig, Field, Validate } from 'payload'

import { anyone } from '../../../platform/access/anyone'
import { isAdmin } from '../../../platform/access/isAdmin'
import { contentChangedAfterChange, contentChangedAfterDelete } from '../../../platform/hooks/contentChanged'
import { SLUGS } from '../../../platform/slugs'
import { navigationTargetsAfterRead, navigationTargetsBeforeChange, navigationTargetsBeforeValidate } from './hooks/navigationTargets'

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
  { label: 'Eigener Pfad/URL', value: 'link' },
]

/** Links may point to a path, a web address, an e-mail address, a phone number or an anchor — never to script. */
const LINK = /^(\/|#|https?:\/\/|mailto:|tel:)/i

/** The free target: checked only for "Eigener Pfad/URL" (a site's or branch's target follows its reference). */
const validateTarget = (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }): true | string => {
  const target = typeof value === 'string' ? value.trim() : ''
  switch (siblingData?.type) {
    case 'home':
    case 'site':
    case 'branch':
      return true
    default:
      return LINK.test(target) && !/\s/.test(target)
        ? true
        : 'Bitte geben Sie einen Pfad (/…), eine URL (https://…), mailto: oder tel: an.'
  }
}

/** The collection a type points to: "Seite" → sites, "Filiale" → branches. */
const REFERENCE_OF: Partial<Record<string, 'sites' | 'branches'>> = { site: 'sites', branch: 'branches' }

/** "Seite" and "Filiale" need a chosen site or branch, and one of that kind. */
const validateReference: Validate = (value, { siblingData }) => {
  const type = (siblingData as Record<string, unknown> | undefined)?.type
  const wanted = typeof type === 'string' ? REFERENCE_OF[type] : undefined
  if (!wanted) return true
  const chosen = value && typeof value === 'object' && 'relationTo' in value ? (value as { relationTo: unknown; value: unknown }) : null
  if (!chosen || chosen.value === null || chosen.value === undefined || chosen.value === '')
    return wanted === 'sites' ? 'Bitte wählen Sie eine Seite aus.' : 'Bitte wählen Sie eine Filiale aus.'
  if (chosen.relationTo !== wanted) return wanted === 'sites' ? 'Bitte wählen Sie eine Seite, keine Filiale.' : 'Bitte wählen Sie eine Filiale, keine Seite.'
  return true
}

const itemFields = (): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'type', label: 'Typ', type: 'select', required: true, defaultValue: 'site', options: NAVIGATION_ITEM_TYPES },
      { name: 'label', label: 'Bezeichnung', type: 'text', required: true },
      { name: 'isEnabled', label: 'Aktiv', type: 'checkbox', defaultValue: true },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        // a picker with search over the sites or the branches (issue 35: the target was a typed path or ID)
        name: 'reference',
        label: 'Ziel',
        type: 'relationship',
        relationTo: [SLUGS.sites, SLUGS.branches],
        // the storefront reads `target` (filled from this), not the referenced document: /api/init stays small
        maxDepth: 0,
        filterOptions: ({ relationTo, siblingData }) => relationTo === REFERENCE_OF[String((siblingData as Record<string, unknown>)?.type)],
        admin: {
          condition: (_, sibling) => sibling?.type === 'site' || sibling?.type === 'branch',
          description: 'Suchen Sie die Seite oder Filiale nach ihrem Namen.',
        },
        validate: validateReference,
      },
      {
        name: 'target',
        label: 'Ziel',
        type: 'text',
        admin: {
          condition: (_, sibling) => sibling?.type === 'link',
          description: 'Pfad (/…), URL (https://…), mailto: oder tel:',
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
  hooks: {
    beforeValidate: [navigationTargetsBeforeValidate],
    beforeChange: [navigationTargetsBeforeChange],
    afterRead: [navigationTargetsAfterRead],
    afterChange: [contentChangedAfterChange],
    afterDelete: [contentChangedAfterDelete],
  },
  admin: { group: 'Inhalte', useAsTitle: 'identifier', defaultColumns: ['identifier', 'updatedAt'] },
}
