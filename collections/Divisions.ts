import type { CollectionConfig } from 'payload'

import { anyone } from './access/anyone'
import { isAdmin } from './access/isAdmin'
import { identifierField } from './fields/identifier'
import { imageField } from './fields/images'
import { timeTrackingSettingsField } from './fields/timeTrackingSettings'
import { SLUGS } from './slugs'

/** An organisation (Unternehmen) that owns branches. */
export const Divisions: CollectionConfig<'divisions'> = {
  slug: SLUGS.divisions,
  labels: { singular: 'Organisation', plural: 'Organisationen' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    identifierField(),
    { name: 'title', label: 'Titel', type: 'text' },
    { name: 'description', label: 'Beschreibung', type: 'textarea' },
    imageField('logo', 'Logo'),
    timeTrackingSettingsField,
  ],
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Filialen', useAsTitle: 'name', defaultColumns: ['name', 'identifier'] },
}
