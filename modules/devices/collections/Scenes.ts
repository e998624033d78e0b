import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { contentField } from '../../content'
import { imagesField } from '../../../platform/fields/images'
import { pathField } from '../../../platform/fields/path'
import { signageContentChanged } from '../signage/events'
import { SLUGS } from '../../../platform/slugs'

/** A scene (Szene): a full-screen composition shown on signage screens or as a stand-alone page, looked up by path. */
export const Scenes: CollectionConfig<'scenes'> = {
  slug: SLUGS.scenes,
  labels: { singular: 'Szene', plural: 'Szenen' },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { ...imagesField('images', 'Bilder'), admin: { description: 'Werden nacheinander gezeigt (Bildfolge).' } },
    { name: 'imageSeconds', label: 'Sekunden je Bild', type: 'number', defaultValue: 8, min: 1, max: 3600 },
    { name: 'headline', label: 'Überschrift', type: 'text', maxLength: 200 },
    { name: 'text', label: 'Text', type: 'textarea', maxLength: 2000 },
    { name: 'showReady', label: 'Abholbereit-Zone zeigen', type: 'checkbox', defaultValue: false },
    contentField('content', 'Inhalt'),
    pathField('name'),
  ],
  // players reload their playlist after commit (modules/devices/signage/events.ts)
  hooks: { afterChange: [signageContentChanged], afterDelete: [signageContentChanged] },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { group: 'Digital Signage', useAsTitle: 'name', defaultColumns: ['name', 'path', 'updatedAt'] },
}
