import type { Field, GlobalConfig } from 'payload'

import { DEFAULT_CONTACT_RETENTION_MONTHS, DEFAULT_LEAD_RETENTION_MONTHS, DEFAULT_RETENTION_BASIS, RETENTION_BASES } from '../../../domain/privacy'
import { isAdmin } from '../../../platform/access/isAdmin'
import { GLOBALS } from '../../../platform/slugs'

const flag = (name: string, label: string, defaultValue = false): Field => ({ name, label, type: 'checkbox', defaultValue })
const text = (name: string, label: string): Field => ({ name, label, type: 'text' })
const legal = (name: string, label: string): Field[] => [
  { name, label: `${label} (externer Link)`, type: 'text' },
  { name: `${name}Text`, label: `${label} (Text, Markdown)`, type: 'textarea' },
]

/** The shop's settings (SF §3 "Config"). */
export const Config: GlobalConfig<'config'> = {
  slug: GLOBALS.config,
  label: 'Einstellungen',
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Shop',
          fields: [
            { type: 'row', fields: [text('shopName', 'Shopname'), text('title', 'Titel')] },
            { type: 'row', fields: [text('seoTitle', 'SEO-Titel'), text('seoDescription', 'SEO-Beschreibung')] },
            { name: 'description', label: 'Beschreibung', type: 'textarea' },
            { type: 'row', fields: [text('businessName', 'Firmenname'), text('street', 'Straße'), text('zipCode', 'PLZ'), text('city', 'Ort')] },
            { type: 'row', fields: [text('phone', 'Telefon'), text('email', 'E-Mail'), text('website', 'Website')] },
            {
              // issue #34: the accessibility statement names the enforcement body of this country (BFSG / BaFG)
              name: 'country',
              label: 'Land',
              type: 'select',
              defaultValue: 'AT',
              options: [
                { label: 'Österreich', value: 'AT' },
                { label: 'Deutschland', value: 'DE' },
              ],
              admin: { description: 'Bestimmt die Aufsichtsbehörde in der Barrierefreiheitserklärung (/site/accessibility); Kontakt ist die E-Mail oben.' },
            },
            {
              type: 'row',
              fields: [
                { name: 'currency', label: 'Währung', type: 'text', defaultValue: 'EUR' },
                { name: 'timeZone', label: 'Zeitzone', type: 'text', defaultValue: 'Europe/Vienna' },
                {
                  name: 'defaultDeliveryMethod',
                  label: 'Standard-Lieferart',
                  type: 'select',
                  options: [
                    { label: 'Takeaway', value: 'takeaway' },
                    { label: 'Lieferung', value: 'delivery' },
                    { label: 'Dine In', value: 'dineIn' },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Rechtliches',
          fields: [
            ...legal('termsAndConditions', 'AGB'),
            ...legal('privacyPolicy', 'Datenschutz'),
            ...legal('imprint', 'Impressum'),
            ...legal('allergens', 'Allergene'),
            {
              name: 'vatId',
              label: 'UID-Nummer / USt-IdNr.',
              type: 'text',
              admin: { description: 'Steht mit Firmenname und Anschrift (Tab „Shop“) auf den Rechnungen online bezahlter Bestellungen, z. B. ATU12345678 oder DE123456789.' },
            },
          ],
        },
        {
          // issue 34: how long personal data is kept (the anonymisation job, docs/compliance.md "Personal data")
          label: 'Datenschutz',
          fields: [
            {
              name: 'retentionBasis',
              label: 'Aufbewahrungspflicht für Bestellungen',
              type: 'select',
              defaultValue: DEFAULT_RETENTION_BASIS,
              options: Object.entries(RETENTION_BASES).map(([value, basis]) => ({ value, label: basis.label })),
              admin: { description: 'Nach Ablauf (gezählt ab dem Ende des Kalenderjahres der Bestellung) werden Name, Kontaktdaten, Adresse und Anmerkungen der Bestellung automatisch entfernt; Positionen, Beträge und Steuern bleiben.' },
              access: { read: ({ req: { user } }) => Boolean(user) },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'orderRetentionYears',
                  label: 'Eigene Aufbewahrungsdauer (Jahre)',
                  type: 'number',
                  min: 1,
                  max: 30,
                  admin: { description: 'Leer: die Dauer der gewählten Rechtsgrundlage.' },
                  access: { read: ({ req: { user } }) => Boolean(user) },
                },
                {
                  name: 'contactMessageRetentionMonths',
                  label: 'Kontaktanfragen löschen nach (Monaten)',
                  type: 'number',
                  defaultValue: DEFAULT_CONTACT_RETENTION_MONTHS,
                  min: 1,
                  max: 120,
                  access: { read: ({ req: { user } }) => Boolean(user) },
                },
                {
                  name: 'leadRetentionMonths',
                  label: 'Leads ohne Kundenkonto löschen nach (Monaten)',
                  type: 'number',
                  defaultValue: DEFAULT_LEAD_RETENTION_MONTHS,
                  min: 1,
                  max: 120,
                  access: { read: ({ req: { user } }) => Boolean(user) },
                },
              ],
            },
          ],
        },
        {
          label: 'Plugins',
          fields: [
            {
              type: 'row',
              fields: [
                flag('enablePluginPWA', 'App (PWA)'),
                flag('enablePluginToolbar', 'Filial-Toolbar'),
                flag('enablePluginHomePage', 'Startseite'),
                flag('enablePluginSearch', 'Suche', true),
                flag('enablePluginTags', 'Tags', true),
              ],
            },
            {
              type: 'row',
              fields: [
                flag('enablePlugin3DMap', '3D-Karte'),
                // the ranges Mapbox GL accepts (issue 15: out-of-range values were stored unchecked)
                { name: 'mapboxZoom', label: 'Zoom', type: 'number', defaultValue: 19, min: 0, max: 24 },
                { name: 'mapboxPitch', label: 'Neigung', type: 'number', defaultValue: 55, min: 0, max: 85 },
                { name: 'mapboxBearing', label: 'Ausrichtung', type: 'number', defaultValue: -85, min: -360, max: 360 },
              ],
            },
            {
              type: 'row',
              fields: [
                flag('enablePluginSMS', 'SMS'),
                flag('enablePluginDonations', 'Spenden'),
                flag('enablePluginFrontdesk', 'Frontdesk'),
                flag('enablePluginOrderReviews', 'Bewertungen', true),
                flag('disableTickets', 'Keine Abholnummern'),
              ],
            },
          ],
        },
        {
          label: 'Zahlung',
          fields: [
            flag('enableCash', 'Barzahlung', true),
            { type: 'row', fields: [flag('enablePluginATMCard', 'Plugin Kartenterminal'), flag('enableATMCard', 'Kartenterminal aktiv')] },
            { type: 'row', fields: [flag('enablePluginVoucher', 'Plugin Gutschein'), flag('enableVoucher', 'Gutschein aktiv')] },
            { type: 'row', fields: [flag('enablePluginStripe', 'Plugin Stripe'), flag('enableStripe', 'Stripe aktiv')] },
            { type: 'row', fields: [flag('enablePluginDatatrans', 'Plugin Datatrans'), flag('enableDatatrans', 'Datatrans aktiv')] },
          ],
        },
        {
          label: 'Betrieb',
          fields: [
            {
              name: 'missedOrderMinutes',
              label: 'Bestellung gilt als verpasst nach (Minuten)',
              type: 'number',
              defaultValue: 10,
              // at most a day: a larger value made the board's "missed since" time invalid (500 on /orders/missed)
              min: 1,
              max: 1440,
              access: { read: ({ req: { user } }) => Boolean(user) },
            },
            {
              // issue 18, domain/devices.ts isOrderingPausedByDevices
              name: 'orderPauseOfflineMinutes',
              label: 'Online-Bestellungen pausieren, wenn kein Bestellgerät der Filiale online ist seit (Minuten)',
              type: 'number',
              min: 0,
              max: 1440,
              admin: { description: 'Leer oder 0: nie pausieren. Bestellgeräte sind Frontdesk- und Backoffice-Bildschirme.' },
              access: { read: ({ req: { user } }) => Boolean(user) },
            },
            // the Web Push (VAPID) key pair, created by the server on first use (modules/devices/push.ts): readable by nobody
            { name: 'webPushPublicKey', type: 'text', access: { read: () => false, create: () => false, update: () => false }, admin: { hidden: true } },
            { name: 'webPushPrivateKey', type: 'text', access: { read: () => false, create: () => false, update: () => false }, admin: { hidden: true } },
          ],
        },
        {
          label: 'KI-Inhalte',
          fields: [
            {
              type: 'row',
              fields: [
                // the key is never stored here: CONTENT_AI_API_KEY (modules/content/ai/config.ts)
                { name: 'contentAiBaseUrl', label: 'API-Adresse (OpenAI-kompatibel)', type: 'text', access: { read: ({ req: { user } }) => Boolean(user) }, admin: { placeholder: 'https://api.openai.com/v1' } },
                { name: 'contentAiModel', label: 'Textmodell', type: 'text', access: { read: ({ req: { user } }) => Boolean(user) }, admin: { placeholder: 'gpt-4o-mini' } },
                { name: 'contentAiImageModel', label: 'Bildmodell', type: 'text', access: { read: ({ req: { user } }) => Boolean(user) }, admin: { placeholder: 'gpt-image-1' } },
              ],
            },
          ],
        },
      ],
    },
  ],
  access: { read: () => true, update: isAdmin },
  admin: { group: 'Einstellungen' },
}
