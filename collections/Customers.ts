import type { CollectionConfig } from 'payload'

import { isAdmin } from './access/isAdmin'
import { isStaff } from './access/isStaff'
import { SLUGS } from './slugs'

export const COUNTRIES = [
  { label: 'Österreich', value: 'AT' },
  { label: 'Deutschland', value: 'DE' },
  { label: 'Schweiz', value: 'CH' },
  { label: 'Liechtenstein', value: 'LI' },
]

/** A customer (Kunde) — contact data, therefore staff only. */
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
  ],
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isAdmin },
  admin: { group: 'Bestellungen', useAsTitle: 'lastName', defaultColumns: ['lastName', 'firstName', 'company', 'email', 'phone', 'city'] },
}
