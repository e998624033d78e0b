import type { TextField } from 'payload'

import { TIMELINE_LABELS } from '../../domain'

type Labels = Readonly<Record<string, string>>

/** German names of the order history's codes: actions (server/orders, server/order-admin) and states (domain). */
export const HISTORY_CODE_LABELS: Labels = {
  created: TIMELINE_LABELS.received,
  confirm: 'Bestätigt',
  reject: 'Abgelehnt',
  cancel: 'Storniert',
  'in-delivery': 'In Zustellung / abholbereit',
  inDelivery: 'In Zustellung / abholbereit',
  completed: TIMELINE_LABELS.completed,
  canceled: TIMELINE_LABELS.canceled,
  'item-updated': 'Position geändert',
  'counter-appointment-proposed': 'Gegenvorschlag gesendet',
  'counter-appointment-confirmed': 'Gegenvorschlag bestätigt',
  acknowledged: 'Gesehen',
  reviewed: 'Bewertet',
  pending: 'Neu',
  confirmed: 'Bestätigt',
  rejected: TIMELINE_LABELS.rejected,
  failed: TIMELINE_LABELS.failed,
}

/** Select options → code labels. */
export const labelsOf = (options: readonly { label: string; value: string }[]): Labels =>
  Object.fromEntries(options.map((o) => [o.value, o.label]))

/** A text field holding a code, shown read-only by its German name in the admin. */
export const codeField = (name: string, label: string, labels: Labels): TextField => ({
  name,
  label,
  type: 'text',
  admin: { components: { Field: { path: '/admin-extensions/components/CodeLabelField#CodeLabelField', clientProps: { labels } } } },
})

export const HISTORY_ROW_LABEL = { path: '/admin-extensions/components/CodeLabelField#HistoryRowLabel', clientProps: { labels: HISTORY_CODE_LABELS } }
