import type { CollectionConfig } from 'payload'

import { customerKeys } from '../../../domain/customers'
import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { SLUGS } from '../../../platform/slugs'

/** Written by the server only (from orders): never through the API or the admin form. */
const systemWritten = { create: () => false, update: () => false }

export const COUNTRIES = [
  { label: 'Österreich', value: 'AT' },
  { label: 'Deutschland', value: 'DE' },
  { label: 'Schweiz', value: 'CH' },
  { label: 'Liechtenstein', value: 'LI' },
]

/**
 * A customer (Kunde) — contact data, therefore staff only. Filled from orders whose customer ticked
 * 'Meine Daten für künftige Bestellungen speichern' (modules/accounts/customers.ts, docs/device-screens.md § Kunden); staff may
 * also create and edit customers. The match keys (normalised e-mail and phone, domain/customers.ts) are kept in
 * step with the e-mail and phone on every write.
 */
export const Customers: CollectionConfig<'customers'> = {
  slug: SLUGS.customers,
  labels: { singular: 'Kunde', plural: 'Kunden' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', label: 'Vorname', type: 'text' },
        { name: 'lastName', label: 'Nachname', type: 'text', required: true },
        { name: 'company', label: 'Firma', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', label: 'E-Mail', type: 'email', index: true },
        { name: 'phone', label: 'Telefon', type: 'text' },
        { name: 'vatNumber', label: 'UID-Nummer', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'street', label: 'Straße', type: 'text' },
        { name: 'floor', label: 'Stock', type: 'text' },
        { name: 'stairway', label: 'Stiege', type: 'text' },
        { name: 'door', label: 'Tür', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'zipCode', label: 'PLZ', type: 'text' },
        { name: 'city', label: 'Ort', type: 'text' },
        { name: 'country', label: 'Land', type: 'select', defaultValue: 'AT', options: COUNTRIES },
      ],
    },
    { name: 'note', label: 'Notiz', type: 'textarea' },
    {
      name: 'orderHistory',
      label: 'Bestellungen',
      type: 'ui',
      admin: { components: { Field: '/modules/accounts/admin/CustomerOrdersField#CustomerOrdersField' } },
    },
    {
      name: 'dataConsentAt',
      label: 'Einwilligung zur Speicherung am',
      type: 'date',
      access: systemWritten,
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' },
        description: 'Zuletzt bei einer Bestellung erteilt („Meine Daten für künftige Bestellungen speichern“).',
      },
    },
    {
      name: 'lastOrderAt',
      label: 'Letzte Bestellung',
      type: 'date',
      access: systemWritten,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' } },
    },
    { name: 'emailKey', type: 'text', index: true, access: systemWritten, admin: { hidden: true } },
    { name: 'phoneKey', type: 'text', index: true, access: systemWritten, admin: { hidden: true } },
  ],
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isAdmin },
  hooks: {
    beforeChange: [
      // the match keys follow the e-mail and phone, whoever writes them (staff in the admin or the order)
      ({ data, originalDoc }) => {
        const email = 'email' in data ? data.email : originalDoc?.email
        const phone = 'phone' in data ? data.phone : originalDoc?.phone
        return { ...data, ...customerKeys({ email, phone }) }
      },
    ],
  },
  admin: { group: 'Bestellungen', useAsTitle: 'lastName', defaultColumns: ['lastName', 'firstName', 'company', 'email', 'phone', 'city', 'lastOrderAt'] },
}
