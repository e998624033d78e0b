import type { CollectionConfig } from 'payload'

import { branchScoped } from '../../../platform/access/branchScoped'
import { isAdmin } from '../../../platform/access/isAdmin'
import { nobody } from '../../../platform/access/nobody'
import { SLUGS } from '../../../platform/slugs'

export const OUTBOX_SLUG = 'outbox'

export const OUTBOX_STATES = [
  { label: 'In Warteschlange', value: 'queued' },
  { label: 'Wird gesendet', value: 'sending' },
  { label: 'Gesendet', value: 'sent' },
  { label: 'Fehlgeschlagen', value: 'failed' },
  { label: 'Übersprungen', value: 'skipped' },
] as const

export const OUTBOX_TEMPLATES = [
  { label: 'Bestellung eingegangen (Kunde)', value: 'received' },
  { label: 'Bestellung bestätigt (Kunde)', value: 'confirmed' },
  { label: 'Bestellung abgelehnt (Kunde)', value: 'rejected' },
  { label: 'Bestellung storniert (Kunde)', value: 'canceled' },
  { label: 'Terminvorschlag (Kunde)', value: 'counterAppointment' },
  { label: 'Unterwegs / abholbereit (Kunde)', value: 'inDelivery' },
  { label: 'Abgeschlossen mit Bewertung (Kunde)', value: 'completed' },
  { label: 'Neue Bestellung (Filiale)', value: 'newOrder' },
  { label: 'Antwort auf Terminvorschlag (Filiale)', value: 'counterAppointmentAnswer' },
  { label: 'Unbestätigte Bestellung (Filialleitung)', value: 'escalation' },
  { label: 'Kontaktanfrage (Betrieb)', value: 'contactMessage' },
] as const

/**
 * The notification outbox: every e-mail and SMS of an order is a row here first and is delivered by the job
 * `sendOutboxMessage` (modules/notifications/outbox.ts). Rows are written only by the server (overrideAccess);
 * staff of the order's branch read them (customer contact data), nobody edits them through the API.
 */
export const Outbox: CollectionConfig = {
  slug: OUTBOX_SLUG,
  labels: { singular: 'Nachricht', plural: 'Nachrichten (Postausgang)' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'order', label: 'Bestellung', type: 'relationship', relationTo: SLUGS.orders, index: true },
        { name: 'branch', label: 'Filiale', type: 'relationship', relationTo: SLUGS.branches, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'channel',
          label: 'Kanal',
          type: 'select',
          required: true,
          options: [
            { label: 'E-Mail', value: 'email' },
            { label: 'SMS', value: 'sms' },
          ],
        },
        { name: 'template', label: 'Vorlage', type: 'select', required: true, options: [...OUTBOX_TEMPLATES] },
        { name: 'recipient', label: 'Empfänger', type: 'text' },
      ],
    },
    { name: 'subject', label: 'Betreff', type: 'text' },
    { name: 'body', label: 'Text', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'state', label: 'Status', type: 'select', required: true, defaultValue: 'queued', index: true, options: [...OUTBOX_STATES] },
        { name: 'attempts', label: 'Versuche', type: 'number', defaultValue: 0, min: 0 },
        { name: 'sentAt', label: 'Gesendet am', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'lastError', label: 'Letzter Fehler', type: 'text' },
    { name: 'providerMessageId', label: 'Nachrichten-ID des Anbieters', type: 'text' },
    { name: 'isResend', label: 'Erneuter Versand', type: 'checkbox', defaultValue: false },
    // When the row was claimed for sending (state 'sending'); a stale claim is never sent again automatically.
    { name: 'claimedAt', type: 'date', admin: { hidden: true } },
    // One automatic message per order, template, channel and recipient role (resends have none): a repeated
    // order event cannot queue the same message twice (unique index).
    { name: 'dedupeKey', type: 'text', unique: true, index: true, admin: { hidden: true } },
  ],
  access: { read: branchScoped(), create: nobody, update: nobody, delete: isAdmin },
  admin: {
    group: 'Bestellungen',
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'order', 'channel', 'template', 'recipient', 'state', 'attempts', 'sentAt'],
    description: 'Jede E-Mail und SMS zu einer Bestellung. Versand über die Warteschlange (Jobs) mit Wiederholungen.',
    components: { beforeList: ['/modules/notifications/admin/OperationsStatus#OperationsStatus'] },
  },
}
