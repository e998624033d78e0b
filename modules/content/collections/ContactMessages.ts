import type { CollectionConfig } from 'payload'

import { branchScoped } from '../../../platform/access/branchScoped'
import { isAdmin } from '../../../platform/access/isAdmin'
import { nobody } from '../../../platform/access/nobody'
import { SLUGS } from '../../../platform/slugs'

/**
 * A message sent through a content page's contact form block (POST /api/contact-messages,
 * modules/content/contact-messages.ts). Written only by that operation (validated, rate limited, e-mailed through the outbox);
 * nobody creates or edits one through the generic APIs. Read: admins every message, employees the messages of their
 * branch (the block's optional branch); anonymous visitors none (contact data).
 */
export const ContactMessages: CollectionConfig = {
  slug: SLUGS.contactMessages,
  labels: { singular: 'Kontaktanfrage', plural: 'Kontaktanfragen' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 200, admin: { readOnly: true } },
        { name: 'email', label: 'E-Mail', type: 'email', required: true, admin: { readOnly: true } },
        { name: 'phone', label: 'Telefon', type: 'text', maxLength: 40, admin: { readOnly: true } },
      ],
    },
    { name: 'message', label: 'Nachricht', type: 'textarea', required: true, maxLength: 5000, admin: { readOnly: true } },
    {
      name: 'site',
      label: 'Seite',
      type: 'relationship',
      relationTo: SLUGS.sites,
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'branch',
      label: 'Filiale',
      type: 'relationship',
      relationTo: SLUGS.branches,
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'recipient',
      label: 'Gesendet an',
      type: 'text',
      admin: { position: 'sidebar', readOnly: true, description: 'E-Mail-Adresse, an die die Anfrage weitergeleitet wurde.' },
    },
    {
      name: 'outbox',
      label: 'Nachricht im Postausgang',
      type: 'relationship',
      relationTo: 'outbox',
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
  access: { read: branchScoped(), create: nobody, update: nobody, delete: isAdmin },
  admin: {
    group: 'Betrieb',
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'email', 'site', 'branch'],
    description: 'Nachrichten aus dem Kontaktformular der Inhaltsseiten; jede geht zusätzlich als E-Mail an den Betrieb.',
  },
}
