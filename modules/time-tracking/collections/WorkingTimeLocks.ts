import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { nobody } from '../../../platform/access/nobody'
import { ownRecords } from '../../../platform/access/ownRecords'
import { createdByField, monthField, monthRecordHead } from './fields/monthRecord'
import { monthRecordBeforeChange } from './hooks/timeTrackingRecords'
import { SLUGS } from '../../../platform/slugs'

/**
 * A checked month of a user's time account (Monatsabschluss): while it exists, no activity of that month and no
 * correction into it can change. The balance at locking time is kept. Deleting it (admins) reopens the month.
 */
export const WorkingTimeLocks: CollectionConfig<'working-time-locks'> = {
  slug: SLUGS.workingTimeLocks,
  labels: { singular: 'Monatsabschluss', plural: 'Monatsabschlüsse' },
  fields: [
    ...monthRecordHead,
    monthField,
    {
      name: 'balanceMinutes',
      label: 'Saldo beim Abschluss (Minuten)',
      type: 'number',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true },
    },
    createdByField('Abgeschlossen von'),
  ],
  access: { read: ownRecords('user'), create: isAdmin, update: nobody, delete: isAdmin },
  hooks: { beforeChange: [monthRecordBeforeChange('lock')] },
  admin: {
    group: 'Zeiterfassung',
    useAsTitle: 'title',
    defaultColumns: ['title', 'user', 'month', 'balanceMinutes', 'createdAt'],
  },
}
