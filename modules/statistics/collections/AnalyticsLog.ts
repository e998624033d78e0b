import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { JSON_TEXT_FIELD } from '../../../platform/fields/json'
import { nobody } from '../../../platform/access/nobody'
import { SLUGS } from '../../../platform/slugs'
import { ANALYTICS_TEXT_MAX } from './analytics-limits'

/**
 * One analytics event (BO §3: type, action, category, data). Written only by the server (POST /api/analytics-log,
 * overrideAccess); read by admins and the statistics. Device init records (SF §3 "Analytics device record") also
 * fill the `device` group so the statistics can group by it without parsing `data`.
 */
export const AnalyticsLog: CollectionConfig<'analytics-log'> = {
  slug: SLUGS.analyticsLog,
  labels: { singular: 'Analytics-Eintrag', plural: 'Analytics-Log' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'type', label: 'Typ', type: 'text', maxLength: ANALYTICS_TEXT_MAX, index: true },
        { name: 'action', label: 'Aktion', type: 'text', maxLength: ANALYTICS_TEXT_MAX, index: true },
        { name: 'category', label: 'Kategorie', type: 'text', maxLength: ANALYTICS_TEXT_MAX, index: true },
      ],
    },
    { name: 'data', label: 'Daten', type: 'json', admin: { components: { Field: JSON_TEXT_FIELD } } },
    {
      name: 'device',
      label: 'Gerät',
      type: 'group',
      admin: { description: 'Nur bei Geräte-Einträgen (Kategorie „device“) befüllt.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'language', label: 'Sprache', type: 'text' },
            { name: 'languages', label: 'Sprachen', type: 'text', admin: { description: 'Kommagetrennt' } },
            { name: 'orientation', label: 'Ausrichtung', type: 'select', options: [
              { label: 'Hochformat', value: 'portrait' },
              { label: 'Querformat', value: 'landscape' },
            ] },
            { name: 'darkMode', label: 'Dunkelmodus', type: 'checkbox' },
          ],
        },
        { name: 'userAgent', label: 'User-Agent', type: 'text' },
        { name: 'documentReferrer', label: 'Referrer', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'screenWidth', label: 'Bildschirm Breite', type: 'number' },
            { name: 'screenHeight', label: 'Bildschirm Höhe', type: 'number' },
            { name: 'availableWidth', label: 'Verfügbar Breite', type: 'number' },
            { name: 'availableHeight', label: 'Verfügbar Höhe', type: 'number' },
            { name: 'windowWidth', label: 'Fenster Breite', type: 'number' },
            { name: 'windowHeight', label: 'Fenster Höhe', type: 'number' },
            { name: 'pixelRatio', label: 'Pixelverhältnis', type: 'number' },
          ],
        },
      ],
    },
  ],
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  admin: { group: 'Betrieb', useAsTitle: 'category', defaultColumns: ['createdAt', 'category', 'type', 'action'] },
}
