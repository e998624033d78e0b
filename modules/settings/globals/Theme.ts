import type { GlobalConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { imageField } from '../../../platform/fields/images'
import { GLOBALS } from '../../../platform/slugs'

/** Theme and environment settings (BO §3, defaults BO §9): white-label colours, font, radius, logo. */
export const Theme: GlobalConfig<'theme'> = {
  slug: GLOBALS.theme,
  label: 'Design',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'color1',
          label: 'Farbe 1',
          type: 'text',
          defaultValue: '#111111',
          admin: { description: 'Hex, z. B. #111111. Schaltflächen, Preise, Rahmen; Kontrast zum hellen Seitenhintergrund mind. 4,5:1.' },
        },
        {
          name: 'color2',
          label: 'Farbe 2',
          type: 'text',
          defaultValue: '#ffffff',
          admin: { description: 'Schrift auf Farbe 1; Kontrast zu Farbe 1 mind. 4,5:1.' },
        },
        { name: 'font', label: 'Schriftart', type: 'text', defaultValue: 'Mulish' },
        { name: 'borderRadius', label: 'Eckenradius', type: 'text', defaultValue: '0.8rem' },
      ],
    },
    // issue #34: the contrast of the two colours, checked as the editor types (domain/contrast.ts)
    { name: 'contrastCheck', type: 'ui', admin: { components: { Field: '/modules/settings/admin/ContrastWarning#ContrastWarning' } } },
    { type: 'row', fields: [imageField('logo', 'Logo'), imageField('favicon', 'Favicon'), imageField('ogImage', 'OG-Bild')] },
    {
      type: 'row',
      fields: [
        {
          name: 'mapStyle',
          label: 'Kartenstil',
          type: 'select',
          defaultValue: 'dark',
          options: [
            { label: 'Dunkel', value: 'dark' },
            { label: 'Hell', value: 'light' },
          ],
        },
        {
          // SF §2 home page map: read by every visitor (theme is public), so only a public token is accepted
          name: 'mapboxToken',
          label: 'Mapbox-Token',
          type: 'text',
          admin: { description: 'Öffentlicher Zugriffstoken (beginnt mit „pk.“) für die 3D-Karte der Startseite; leer: keine Karte.' },
          validate: (value: string | null | undefined) =>
            value === null || value === undefined || value.trim() === '' || /^pk\.[\w-]+\.[\w-]+$/.test(value.trim())
              ? true
              : 'Bitte geben Sie einen öffentlichen Mapbox-Token an (beginnt mit „pk.“).',
        },
        { name: 'labelRows', label: 'Etiketten Zeilen', type: 'number', defaultValue: 12 },
        { name: 'labelColumns', label: 'Etiketten Spalten', type: 'number', defaultValue: 4 },
      ],
    },
    { type: 'row', fields: [{ name: 'adTagId', label: 'Ad-Tag-ID', type: 'text' }, { name: 'socialPixelId', label: 'Social-Pixel-ID', type: 'text' }] },
    {
      name: 'meta',
      label: 'Seiten-Metadaten',
      type: 'group',
      fields: [
        { type: 'row', fields: [{ name: 'title', label: 'Titel', type: 'text' }, { name: 'description', label: 'Beschreibung', type: 'text' }] },
        { type: 'row', fields: [{ name: 'url', label: 'URL', type: 'text' }, imageField('image', 'Bild')] },
        { type: 'row', fields: [{ name: 'ogTitle', label: 'OG-Titel', type: 'text' }, { name: 'ogDescription', label: 'OG-Beschreibung', type: 'text' }] },
        {
          type: 'row',
          fields: [
            { name: 'twitterTitle', label: 'Twitter-Titel', type: 'text' },
            { name: 'twitterDescription', label: 'Twitter-Beschreibung', type: 'text' },
          ],
        },
      ],
    },
  ],
  access: { read: () => true, update: isAdmin },
  admin: { group: 'Einstellungen' },
}
