import type { CollectionConfig } from 'payload'

import { PAYMENT_STATUS_NAMES } from '../../../domain'
import { branchScoped } from '../../../platform/access/branchScoped'
import { isAdmin, isAdminField } from '../../../platform/access/isAdmin'
import { nobody } from '../../../platform/access/nobody'
import { moneyField } from '../../../platform/fields/money'
import { SLUGS } from '../../../platform/slugs'

export const PAYMENTS_SLUG = 'payments'

const PAYMENT_STATES = Object.entries(PAYMENT_STATUS_NAMES).map(([value, label]) => ({ label, value }))

/**
 * An online payment of an order at Stripe or Datatrans (modules/payments). `events` lists every provider event
 * already processed (webhook replays change nothing). Provider references are admin-only, like
 * orders.paymentReference. Written only by the server.
 */
export const Payments: CollectionConfig = {
  slug: PAYMENTS_SLUG,
  labels: { singular: 'Zahlung', plural: 'Zahlungen' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'order', label: 'Bestellung', type: 'relationship', relationTo: SLUGS.orders, required: true, index: true },
        { name: 'branch', label: 'Filiale', type: 'relationship', relationTo: SLUGS.branches, index: true },
        {
          name: 'provider',
          label: 'Anbieter',
          type: 'select',
          required: true,
          options: [
            { label: 'Stripe', value: 'stripe' },
            { label: 'Datatrans', value: 'datatrans' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'status', label: 'Status', type: 'select', required: true, defaultValue: 'created', index: true, options: [...PAYMENT_STATES] },
        moneyField('amount', 'Betrag'),
        moneyField('refundedAmount', 'Rückerstattet'),
        { name: 'currency', label: 'Währung', type: 'text', defaultValue: 'EUR' },
      ],
    },
    // the provider's payment (Stripe Checkout Session id / Datatrans transactionId)
    { name: 'reference', label: 'Referenz', type: 'text', index: true, access: { read: isAdminField } },
    // Stripe's PaymentIntent (needed for refunds)
    { name: 'providerPaymentId', label: 'Zahlungs-ID des Anbieters', type: 'text', access: { read: isAdminField } },
    { name: 'refundReference', label: 'Rückerstattungs-Referenz', type: 'text', access: { read: isAdminField } },
    // where the customer was sent to pay (answered again when the same order asks twice)
    { name: 'redirectUrl', type: 'text', access: { read: isAdminField }, admin: { hidden: true } },
    { name: 'lastError', label: 'Letzter Fehler', type: 'text' },
    {
      name: 'events',
      label: 'Ereignisse',
      type: 'array',
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'eventId', label: 'Ereignis-ID', type: 'text', required: true },
            { name: 'type', label: 'Art', type: 'text' },
            { name: 'status', label: 'Status', type: 'text' },
            { name: 'receivedAt', label: 'Empfangen', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
      ],
    },
  ],
  access: { read: branchScoped(), create: nobody, update: nobody, delete: isAdmin },
  admin: {
    group: 'Bestellungen',
    useAsTitle: 'provider',
    defaultColumns: ['createdAt', 'order', 'provider', 'status', 'amount', 'refundedAmount'],
    components: { beforeList: ['/modules/notifications/admin/OperationsStatus#OperationsStatus'] },
  },
}
