import type { Field, RelationshipField, TextField } from 'payload'

import { validMonth } from '../hooks/timeTrackingRecords'
import { SLUGS } from '../../../../platform/slugs'

/** The fields every month record of a time account has (corrections, month locks): title, user, month. */
export const monthRecordHead: Field[] = [
  { name: 'title', label: 'Bezeichnung', type: 'text', admin: { readOnly: true, hidden: true } },
  { name: 'user', label: 'Mitarbeiter', type: 'relationship', relationTo: SLUGS.users, required: true, index: true },
]

export const monthField: TextField = {
  name: 'month',
  label: 'Monat (JJJJ-MM)',
  type: 'text',
  required: true,
  index: true,
  validate: validMonth,
  admin: { placeholder: 'JJJJ-MM' },
}

/** Who booked it: set by the hook from the signed-in admin, read-only. */
export const createdByField = (label: string): RelationshipField => ({
  name: 'createdBy',
  label,
  type: 'relationship',
  relationTo: SLUGS.users,
  admin: { readOnly: true, position: 'sidebar' },
})
