import type { CollectionConfig } from 'payload'

import { anyone } from '../../../platform/access/anyone'
import { isAdmin } from '../../../platform/access/isAdmin'
import { identifierField } from '../../../platform/fields/identifier'
import { imageField } from '../../../platform/fields/images'
import { timeTrackingSettingsField } from '../../time-tracking'
import { SLUGS } from '../../../platform/slugs'

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
