import type { CollectionConfig, Field, TextField } from 'payload'

import { DELIVERY_TYPE_LABELS_DE, DELIVERY_TYPES as DELIVERY_TYPE_CODES, ORDER_STATE_LABELS, PAYMENT_LABELS, PAYMENT_METHOD_OPTIONS, PAYMENT_STATUS_NAMES, TIMELINE_LABELS } from '../../../domain'
import { branchScoped } from '../../../platform/access/branchScoped'
import { isAdmin, isAdminField } from '../../../platform/access/isAdmin'
import { isStaffField } from '../../../platform/access/isStaff'
import { serverComputedAccess } from '../../../platform/access/serverComputed'
import { moneyField, taxRateField } from '../../../platform/fields/money'
import { CALCULATION_MODELS } from '../../catalogue'
import { SLUGS } from '../../../platform/slugs'

/** Order snapshots (JSON) shown as German text, read-only (modules/orders/admin/ReadableJsonField.tsx). */
const readableJson = (kind: 'taxes' | 'parts') => ({ path: '/modules/orders/admin/ReadableJsonField#ReadableJsonField', clientProps: { kind } })

const flag = (name: string, label: string): Field => ({ name, label, type: 'checkbox', defaultValue: false })

/** A text field holding a code, shown read-only by its German name (platform/admin/CodeLabelField). */
const codeField = (name: string, label: string, names: { labels: Readonly<Record<string, string>> } | { codes: 'history' | 'state' }): TextField => ({
  name,
  label,
  type: 'text',
  admin: { components: { Field: { path: '/platform/admin/CodeLabelField#CodeLabelField', clientProps: names } } },
})

/** Select options → the names of their codes. */
const labelsOf = (options: readonly { label: string; value: string }[]) => ({ labels: Object.fromEntries(options.map((o) => [o.value, o.label])) })

/**
 * Written only by the order operations (state machine + history: modules/orders/staff, modules/orders/intake) — never through
 * the generic record calls or the admin form, so no status change bypasses the domain's transitions.
 */
const systemWritten = { create: () => false, update: () => false }
const stateFlag = (name: string, label: string): Field => ({
  name,
  label,
  type: 'checkbox',
  defaultValue: false,
  access: systemWritten,
  admin: { readOnly: true },
})

/**
 * Computed by the server (totals, taxes, items, payment state, delivery/failure flags): staff change items through
 * PUT /orders/:id/items/:n and payment through the payment check; never through the record calls or the admin form.
 */
const computed = <F extends Field>(field: F): F =>
  ({ ...field, access: serverComputedAccess, admin: { ...field.admin, readOnly: true } }) as F

/** Customer contact data: staff only, even though rows are already branch-scoped. */
const contact = (name: string, label: string, type: 'text' | 'email' = 'text'): Field =>
  type === 'email'
    ? { name, label, type: 'email', access: { read: isStaffField } }
    : { name, label, type: 'text', access: { read: isStaffField } }

export const DELIVERY_TYPES = DELIVERY_TYPE_CODES.map((value) => ({ label: DELIVERY_TYPE_LABELS_DE[value], value }))

/** The payment methods with their German names (domain/payment-methods.ts). */
export const PAYMENT_METHODS = PAYMENT_METHOD_OPTIONS.map((option) => ({ ...option }))

/**
 * An order. Prices are recomputed by the server with `domain/` and stored in cents; items keep a snapshot of
 * what was ordered (name, unit, parts, prices) so later catalogue edits don't change old orders.
 */
export const Orders: CollectionConfig<'orders'> = {
  slug: SLUGS.orders,
  labels: { singular: 'Bestellung', plural: 'Bestellungen' },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Bestellung',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'ticketNumber', label: 'Abholnummer', type: 'text', admin: { readOnly: true } },
                { name: 'deliveryType', label: 'Art', type: 'select', options: DELIVERY_TYPES, defaultValue: 'takeaway' },
                { name: 'tableIdentifier', label: 'Tisch', type: 'text' },
              ],
            },
            {
              type: 'row',
              fields: [
                flag('isDelivery', 'Lieferung'),
                flag('isDineIn', 'Dine In'),
                { name: 'table', label: 'Tisch', type: 'relationship', relationTo: SLUGS.tables },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'appointmentDate', label: 'Termin', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
                {
                  name: 'counterAppointment',
                  label: 'Gegenvorschlag',
                  type: 'date',
                  admin: { date: { pickerAppearance: 'dayAndTime' } },
                },
                {
                  // the time the order's 15-minute capacity slot is counted at: the appointment, or for "asap" the
                  // first time with room after the preparation time (domain/kitchen.ts) — set by the server
                  name: 'promisedAt',
                  label: 'Zugesagt für',
                  type: 'date',
                  admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
                },
              ],
            },
            { name: 'comment', label: 'Kommentar', type: 'textarea' },
            computed({
              name: 'items',
              label: 'Positionen',
              type: 'array',
              labels: { singular: 'Position', plural: 'Positionen' },
              admin: { components: { RowLabel: '/platform/admin/NameRowLabel#NameRowLabel' } },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'product', label: 'Produkt', type: 'relationship', relationTo: SLUGS.products },
                    { name: 'name', label: 'Name', type: 'text' },
                    { name: 'amount', label: 'Menge', type: 'number' },
                    { name: 'unitName', label: 'Einheit', type: 'text' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    moneyField('unitPrice', 'Einzelpreis'),
                    moneyField('gross', 'Summe brutto'),
                    taxRateField('taxRate', 'Steuersatz'),
                    codeField('calculationModel', 'Berechnung', labelsOf(CALCULATION_MODELS)),
                  ],
                },
                { name: 'unit', label: 'Einheit (Daten)', type: 'json', admin: { hidden: true } },
                { name: 'parts', label: 'Konfiguration', type: 'json', admin: { readOnly: true, components: { Field: readableJson('parts') } } },
                // the product's allergens merged with the chosen options' when ordered ("A, C, G"; domain snapshotAllergens)
                { name: 'allergens', label: 'Allergene', type: 'text', admin: { readOnly: true } },
              ],
            }),
          ],
        },
        {
          label: 'Kunde',
          fields: [
            {
              type: 'row',
              fields: [flag('isCompany', 'Firma'), contact('companyName', 'Firmenname'), contact('vatNumber', 'UID-Nummer')],
            },
            { type: 'row', fields: [contact('firstName', 'Vorname'), contact('lastName', 'Nachname')] },
            { type: 'row', fields: [contact('email', 'E-Mail', 'email'), contact('phone', 'Telefon')] },
            {
              type: 'row',
              fields: [contact('street', 'Straße'), contact('floor', 'Stock'), contact('stairway', 'Stiege'), contact('door', 'Tür')],
            },
            { type: 'row', fields: [contact('zipCode', 'PLZ'), contact('city', 'Ort'), contact('country', 'Land')] },
            flag('isDeliveryAddressDifferent', 'Abweichende Lieferadresse'),
            {
              type: 'row',
              admin: { condition: (data) => Boolean(data?.isDeliveryAddressDifferent) },
              fields: [
                contact('deliveryStreet', 'Liefer-Straße'),
                contact('deliveryFloor', 'Stock'),
                contact('deliveryStairway', 'Stiege'),
                contact('deliveryDoor', 'Tür'),
                contact('deliveryZipCode', 'PLZ'),
                contact('deliveryCity', 'Ort'),
                contact('deliveryCountry', 'Land'),
              ],
            },
            { name: 'deliveryArea', label: 'Liefergebiet', type: 'text' },
            { type: 'row', fields: [flag('legalInstructions', 'AGB akzeptiert'), flag('privacyPolicy', 'Datenschutz akzeptiert')] },
            { name: 'donatee', label: 'Spendenempfänger', type: 'relationship', relationTo: SLUGS.donatees },
            {
              name: 'questionnaireRating',
              label: 'Bewertung',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'rating', label: 'Gesamt', type: 'number', min: 1, max: 5 },
                    { name: 'foodRating', label: 'Essen', type: 'number', min: 1, max: 5 },
                    { name: 'serviceRating', label: 'Service', type: 'number', min: 1, max: 5 },
                    { name: 'processRating', label: 'Ablauf', type: 'number', min: 1, max: 5 },
                  ],
                },
                { name: 'comment', label: 'Kommentar', type: 'textarea' },
              ],
            },
          ],
        },
        {
          label: 'Beträge & Zahlung',
          fields: [
            {
              type: 'row',
              fields: [computed(moneyField('net', 'Waren netto')), computed(moneyField('tax', 'Waren Steuer')), computed(moneyField('gross', 'Waren brutto'))],
            },
            {
              type: 'row',
              fields: [
                computed(moneyField('deliveryNet', 'Lieferung netto')),
                computed(moneyField('deliveryTax', 'Lieferung Steuer')),
                computed(moneyField('deliveryGross', 'Lieferung brutto')),
                // the rate the fee was taxed with when the order was placed: a staff change of a position re-prices the
                // fee with it (modules/orders/staff/items.ts), not with whatever the branch charges today
                // (empty on orders placed before it was stored: see storedDeliveryTaxRate in domain/order-item.ts)
                computed({
                  name: 'deliveryTaxRate',
                  label: 'Lieferung Steuersatz (%)',
                  type: 'number',
                  min: 0,
                  max: 100,
                  admin: { step: 0.1, description: 'Steuersatz der Liefergebühr bei der Bestellung' },
                }),
              ],
            },
            {
              type: 'row',
              fields: [computed(moneyField('totalNet', 'Gesamt netto')), computed(moneyField('totalTax', 'Gesamt Steuer')), computed(moneyField('totalGross', 'Gesamt brutto'))],
            },
            computed({ name: 'taxes', label: 'Steuern je Satz', type: 'json', admin: { readOnly: true, components: { Field: readableJson('taxes') } } }),
            computed(flag('isApproximate', 'Preis ungefähr (ca.)')),
            computed(moneyField('donationAmount', 'Spende')),
            {
              type: 'row',
              fields: [
                { name: 'paymentMethod', label: 'Zahlungsart', type: 'select', options: PAYMENT_METHODS, defaultValue: 'cash' },
                computed(flag('isPaid', PAYMENT_LABELS.paid)),
                computed(flag('isRefunded', PAYMENT_LABELS.refunded)),
                computed(codeField('paymentStatus', 'Zahlungsstatus', { labels: PAYMENT_STATUS_NAMES })),
              ],
            },
            {
              name: 'paymentReference',
              label: 'Zahlungsreferenz',
              type: 'text',
              access: { read: isAdminField, update: isAdminField },
            },
          ],
        },
        {
          label: 'Benachrichtigungen & Druck',
          fields: [
            { name: 'outboxMessages', label: 'Benachrichtigungen', type: 'join', collection: 'outbox', on: 'order' },
            { name: 'printJobs', label: 'Druckaufträge', type: 'join', collection: 'print-jobs', on: 'order' },
            { name: 'payments', label: 'Zahlungen', type: 'join', collection: 'payments', on: 'order' },
          ],
        },
        {
          label: 'Verlauf',
          fields: [
            {
              name: 'history',
              label: 'Verlauf',
              type: 'array',
              labels: { singular: 'Eintrag', plural: 'Einträge' },
              access: systemWritten,
              admin: { readOnly: true, components: { RowLabel: '/platform/admin/CodeLabelField#HistoryRowLabel' } },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'at', label: 'Zeitpunkt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
                    codeField('action', 'Aktion', { codes: 'history' }),
                    codeField('from', 'Von', { codes: 'state' }),
                    codeField('to', 'Nach', { codes: 'state' }),
                  ],
                },
                { name: 'user', label: 'Benutzer', type: 'relationship', relationTo: SLUGS.users },
                { name: 'message', label: 'Nachricht', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
    { name: 'branch', label: 'Filiale', type: 'relationship', relationTo: SLUGS.branches, required: true, index: true, admin: { position: 'sidebar' } },
    {
      type: 'collapsible',
      label: 'Status',
      admin: { position: 'sidebar' },
      fields: [
        stateFlag('isConfirmed', ORDER_STATE_LABELS.confirmed),
        stateFlag('isInDelivery', ORDER_STATE_LABELS.inDelivery),
        computed(flag('isDelivered', TIMELINE_LABELS.delivered)),
        stateFlag('isCompleted', ORDER_STATE_LABELS.completed),
        stateFlag('isRejected', ORDER_STATE_LABELS.rejected),
        stateFlag('isCanceled', ORDER_STATE_LABELS.canceled),
        computed(flag('isFailed', ORDER_STATE_LABELS.failed)),
        { name: 'rejectionMessage', label: 'Nachricht an den Kunden', type: 'textarea' },
        // Written by the staff operations (modules/orders/staff): when the state last changed (board "heute
        // abgeschlossen"), and who stopped the new-order alarm.
        {
          name: 'statusChangedAt',
          label: 'Status geändert am',
          type: 'date',
          index: true,
          access: systemWritten,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'acknowledgedAt',
          label: 'Gesehen am',
          type: 'date',
          access: systemWritten,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'acknowledgedBy',
          label: 'Gesehen von',
          type: 'relationship',
          relationTo: SLUGS.users,
          access: systemWritten,
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'uid', label: 'Öffentliche ID', type: 'text', unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
    // The public hash is a secret: nobody reads it through the API; the server reads it deliberately.
    { name: 'hash', type: 'text', access: { read: () => false, update: () => false, create: () => false }, admin: { hidden: true } },
    { name: 'ticketDate', type: 'text', index: true, admin: { hidden: true } },
    { name: 'ticketSequence', type: 'number', admin: { hidden: true } },
    { name: 'idempotencyKey', type: 'text', unique: true, access: { read: isAdminField }, admin: { hidden: true } },
  ],
  indexes: [{ fields: ['branch', 'ticketDate', 'ticketSequence'], unique: true }],
  access: {
    read: branchScoped(),
    // Customers order through POST /api/orders/public (validated by the server); staff may create for their branches.
    create: branchScoped(),
    update: branchScoped(),
    delete: isAdmin,
  },
  admin: {
    group: 'Bestellungen',
    useAsTitle: 'ticketNumber',
    defaultColumns: ['ticketNumber', 'createdAt', 'branch', 'deliveryType', 'totalGross', 'isConfirmed', 'isCompleted'],
  },
}
