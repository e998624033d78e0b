import type { CollectionConfig, Field, PayloadRequest } from 'payload'

import { DEFAULT_DELIVERY_TAX_RATE, ESCALATION_TEXTS, duplicatePostcode, isValidPostcode, splitPostcodes } from '../../../domain'
import { isAdmin } from '../../../platform/access/isAdmin'
import { anyone } from '../../../platform/access/anyone'
import { isStaffField } from '../../../platform/access/isStaff'
import { identifierField } from '../../../platform/fields/identifier'
import { imageField, imagesField } from '../../../platform/fields/images'
import { moneyField, taxRateField } from '../../../platform/fields/money'
import { openingHoursField } from '../../../platform/fields/openingHours'
import { SLUGS } from '../../../platform/slugs'

/** A branch change reloads the signage players' playlists: the devices module, loaded when the hook runs (the config
 * stays free of operations, like jobs.ts's task bodies). */
const signageContentChanged = async <T>(args: { req: PayloadRequest; doc: T }): Promise<T> =>
  (await import('../../devices')).signageContentChanged(args)

const flag = (name: string, label: string, defaultValue = false): Field => ({
  name,
  label,
  type: 'checkbox',
  defaultValue,
})

const requiredFlags = (type: 'Delivery' | 'DineIn' | 'Takeaway', label: string): Field => ({
  type: 'row',
  fields: [
    flag(`is${type}EmailRequired`, `${label}: E-Mail Pflicht`, type === 'Delivery'),
    flag(`is${type}PhoneRequired`, `${label}: Telefon Pflicht`, type === 'Delivery'),
    flag(`is${type}AddressRequired`, `${label}: Adresse Pflicht`, type === 'Delivery'),
  ],
})

/** A limit in minutes (empty = off). */
const minutesField = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'number',
  min: 1,
  max: 1440,
  admin: { step: 1, description },
})

/**
 * Issue 33: a new order neither confirmed nor rejected in time is reported to the branch manager (outbox), and after
 * the second limit rejected automatically when the switch is on (modules/orders/lifecycle/escalation.ts). The
 * manager's contact is for staff only: branches are public (the storefront reads them).
 */
const escalationFields: Field = {
  type: 'collapsible',
  label: 'Eskalation und automatische Ablehnung',
  admin: { initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        minutesField('escalationMinutes', 'Eskalation nach (Minuten)', 'Leer = aus. Eine neue Bestellung, die so lange weder bestätigt noch abgelehnt wurde, wird der Filialleitung gemeldet.'),
        {
          name: 'escalationEmail',
          label: 'E-Mail der Filialleitung',
          type: 'email',
          access: { read: isStaffField },
          admin: { description: 'Leer = E-Mail für neue Bestellungen bzw. der Filiale.' },
        },
        { name: 'escalationPhone', label: 'Mobilnummer der Filialleitung (SMS)', type: 'text', access: { read: isStaffField }, admin: { description: 'Leer = keine SMS.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        flag('isAutoRejectEnabled', 'Automatisch ablehnen'),
        {
          ...minutesField(
            'autoRejectMinutes',
            'Automatisch ablehnen nach (Minuten)',
            'Gezählt ab Eingang der Bestellung. Der Kunde wird wie bei einer Ablehnung informiert, eine Online-Zahlung wird erstattet.',
          ),
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            const escalation = Number(siblingData.escalationMinutes)
            if (typeof value !== 'number' || !(escalation > 0)) return true
            return value > escalation ? true : ESCALATION_TEXTS.autoRejectTooEarly
          },
        } as Field,
      ],
    },
  ],
}

/** One delivery type's preparation time and slot limits (domain/kitchen.ts). */
const kitchenGroup = (name: 'takeaway' | 'delivery' | 'dineIn', label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'preparationMinutes', label: 'Vorbereitungszeit (Minuten)', type: 'number', min: 0, max: 1440, admin: { step: 5 } },
        { name: 'maxOrdersPerSlot', label: 'Max. Bestellungen je 15 Min.', type: 'number', min: 1, max: 10000 },
        { name: 'maxItemsPerSlot', label: 'Max. Artikel je 15 Min.', type: 'number', min: 1, max: 100000 },
      ],
    },
  ],
})

/** A branch (Filiale) with its hours, service types, delivery areas and payment flags (SF §3 Branch). */
export const Branches: CollectionConfig<'branches'> = {
  slug: SLUGS.branches,
  labels: { singular: 'Filiale', plural: 'Filialen' },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Allgemein',
          fields: [
            { name: 'name', label: 'Name', type: 'text', required: true },
            { name: 'description', label: 'Beschreibung', type: 'textarea' },
            {
              type: 'row',
              fields: [
                { name: 'street', label: 'Straße', type: 'text' },
                { name: 'zipCode', label: 'PLZ', type: 'text' },
                { name: 'city', label: 'Ort', type: 'text' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'phone', label: 'Telefon', type: 'text' },
                { name: 'email', label: 'E-Mail', type: 'email' },
                { name: 'website', label: 'Website', type: 'text' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'latitude', label: 'Breitengrad', type: 'number', min: -90, max: 90 },
                { name: 'longitude', label: 'Längengrad', type: 'number', min: -180, max: 180 },
              ],
            },
            { name: 'keywords', label: 'Suchbegriffe', type: 'text', admin: { description: 'Werden von der Filialsuche berücksichtigt.' } },
            { name: 'tags', label: 'Tags', type: 'relationship', relationTo: SLUGS.tags, hasMany: true },
            imagesField('images', 'Bilder'),
            imageField('logo', 'Logo'),
            { name: 'closedMessage', label: 'Nachricht bei Schließung', type: 'textarea' },
          ],
        },
        {
          label: 'Öffnungszeiten',
          fields: [
            { name: 'timeZone', label: 'Zeitzone', type: 'text', defaultValue: 'Europe/Vienna' },
            openingHoursField('openingHours', 'Öffnungszeiten'),
            flag('isDeliveryHoursEnabled', 'Eigene Lieferzeiten'),
            {
              ...openingHoursField('deliveryHours', 'Lieferzeiten'),
              admin: {
                ...openingHoursField('deliveryHours', 'Lieferzeiten').admin,
                condition: (data) => Boolean(data?.isDeliveryHoursEnabled),
              },
            },
            {
              name: 'orderableFrom',
              label: 'Bestellbar ab (HH:mm)',
              type: 'text',
              admin: { description: 'Frühester Zeitpunkt am Tag, ab dem Bestellungen angenommen werden.' },
            },
          ],
        },
        {
          label: 'Bestellung',
          fields: [
            {
              type: 'row',
              fields: [
                flag('isTakeawayEnabled', 'Abholung (Takeaway)', true),
                flag('isDeliveryEnabled', 'Lieferung'),
                flag('isDineInEnabled', 'Dine In'),
              ],
            },
            {
              type: 'row',
              fields: [
                flag('isTableSelectionEnabled', 'Tischauswahl'),
                flag('isPreorderEnabled', 'Vorbestellungen'),
                flag('isAppointmentRequired', 'Termin Pflicht'),
                flag('isQuotationRequired', 'Angebotsanfrage'),
              ],
            },
            requiredFlags('Delivery', 'Lieferung'),
            requiredFlags('DineIn', 'Dine In'),
            requiredFlags('Takeaway', 'Takeaway'),
            {
              type: 'row',
              fields: [
                flag('isCashEnabled', 'Barzahlung', true),
                flag('isATMCardEnabled', 'Kartenterminal'),
                flag('isVoucherEnabled', 'Gutschein'),
                flag('isStripeEnabled', 'Online (Stripe)'),
                flag('isDatatransEnabled', 'Online (Datatrans)'),
              ],
            },
            {
              name: 'autoPrint',
              label: 'Bon automatisch drucken',
              type: 'select',
              defaultValue: 'onConfirmation',
              options: [
                { label: 'Bei Bestätigung', value: 'onConfirmation' },
                { label: 'Bei Eingang', value: 'onArrival' },
                { label: 'Nie (nur manuell)', value: 'manual' },
              ],
            },
            {
              name: 'notificationEmail',
              label: 'E-Mail für neue Bestellungen',
              type: 'email',
              admin: { description: 'Leer = E-Mail-Adresse der Filiale.' },
            },
            escalationFields,
            {
              name: 'deliveryAreas',
              label: 'Liefergebiete',
              type: 'array',
              labels: { singular: 'Liefergebiet', plural: 'Liefergebiete' },
              admin: { components: { RowLabel: '/platform/admin/NameRowLabel#NameRowLabel' } },
              // one postcode in two areas would leave its fee to chance (domain/delivery-areas.ts)
              validate: (rows: unknown) => {
                const code = Array.isArray(rows) ? duplicatePostcode(rows as { postcodes?: string[] | null }[]) : null
                return code === null ? true : `Die Postleitzahl ${code} ist mehreren Liefergebieten zugeordnet.`
              },
              fields: [
                { name: 'area', label: 'Gebiet', type: 'text', required: true },
                {
                  name: 'postcodes',
                  label: 'Postleitzahlen',
                  type: 'text',
                  hasMany: true,
                  admin: {
                    description:
                      'Die Postleitzahlen, an die dieses Gebiet liefert: An der Kasse folgt das Gebiet dann der Postleitzahl der Lieferadresse. Leer = Kunden wählen das Gebiet nach Namen.',
                  },
                  // '1070, 1080' pasted as one entry becomes two
                  hooks: { beforeValidate: [({ value }) => (value === null || value === undefined ? value : splitPostcodes(value as string[] | string))] },
                  validate: (value: unknown) => {
                    const invalid = (Array.isArray(value) ? (value as string[]) : []).find((code) => !isValidPostcode(code))
                    return invalid === undefined ? true : `„${invalid}“ ist keine Postleitzahl (4 oder 5 Ziffern).`
                  },
                },
                { name: 'note', label: 'Hinweis für Kunden', type: 'textarea', admin: { description: 'Wird an der Kasse beim Liefergebiet angezeigt, z. B. „Lieferung in ca. 45 Minuten“.' } },
                {
                  type: 'row',
                  fields: [
                    moneyField('price', 'Liefergebühr'),
                    taxRateField('tax', 'Steuersatz', DEFAULT_DELIVERY_TAX_RATE),
                    { name: 'free', label: 'Kostenlos', type: 'checkbox', defaultValue: false },
                  ],
                },
                {
                  type: 'row',
                  fields: [moneyField('freeFromOrderValue', 'Kostenlos ab'), moneyField('minimumOrderValue', 'Mindestbestellwert')],
                },
              ],
            },
          ],
        },
        {
          label: 'Küche & Kapazität',
          fields: [
            {
              name: 'kitchen',
              label: false,
              type: 'group',
              admin: {
                description:
                  'Vorbereitungszeit: frühester Zeitpunkt für „so bald wie möglich“ (zusammen mit den Vorlaufzeiten der Produkte, die spätere gilt). Kapazität: höchstens so viele Bestellungen bzw. Artikel je 15-Minuten-Zeitfenster — volle Zeitfenster werden an der Kasse nicht angeboten. Leer = keine Grenze.',
              },
              fields: [kitchenGroup('takeaway', 'Abholung (Takeaway)'), kitchenGroup('delivery', 'Lieferung'), kitchenGroup('dineIn', 'Dine In')],
            },
          ],
        },
      ],
    },
    identifierField(),
    { name: 'isPublic', label: 'Öffentlich', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    { name: 'division', label: 'Organisation', type: 'relationship', relationTo: SLUGS.divisions, admin: { position: 'sidebar' } },
    { name: 'sort', label: 'Reihenfolge', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
  access: {
    // Non-public branches are still listed (shown as inactive, SF §2), so anonymous visitors read all branches.
    read: anyone,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  // signage players follow opening hours and time zone (their dayparts) at once, not only on their next reconnect
  hooks: { afterChange: [signageContentChanged], afterDelete: [signageContentChanged] },
  // a branch populated into another record (tables, users, orders …) carries only what identifies it
  defaultPopulate: { name: true, identifier: true },
  admin: { group: 'Filialen', useAsTitle: 'name', defaultColumns: ['name', 'city', 'isPublic', 'identifier'] },
}
