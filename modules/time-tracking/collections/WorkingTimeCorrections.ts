import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../platform/access/isAdmin'
import { nobody } from '../../../platform/access/nobody'
import { ownRecords } from '../../../platform/access/ownRecords'
import { createdByField, monthField, monthRecordHead } from './fields/monthRecord'
import { monthRecordBeforeChange } from './hooks/timeTrackingRecords'
import { SLUGS } from '../../../platform/slugs'

/**
 * A correction of a user's time account (Zeitkonten): ± minutes booked into an open month with a reason. Kept as
 * history: nobody changes or deletes a correction; a wrong one is offset by another.
 */
export const WorkingTimeCorrections: CollectionConfig<'working-time-corrections'> = {
  slug: SLUGS.workingTimeCorrections,
  labels: { singular: 'Korrektur', plural: 'Korrekturen' },
  fields: [
    ...monthRecordHead,
    {
      type: 'row',
      fields: [
        monthField,
        {
          name: 'minutes',
          label: 'Minuten (±)',
          type: 'number',
          required: true,
          validate: (value: unknown) =>
            typeof value === 'number' && Number.isInteger(value) && value !== 0 && Math.abs(value) <= 100_000
              ? true
              : 'Bitte geben Sie die Korrektur in Minuten an (nicht 0).',
          admin: { description: 'Positiv = Gutschrift, negativ = Abzug.' },
        },
      ],
    },
    { name: 'reason', label: 'Grund', type: 'textarea', required: true, maxLength: 2000 },
    createdByField('Erfasst von'),
  ],
  access: { read: ownRecords('user'), create: isAdmin, update: nobody, delete: nobody },
  hooks: { beforeChange: [monthRecordBeforeChange('correction')] },
  admin: {
    group: 'Zeiterfassung',
    useAsTitle: 'title',
    defaultColumns: ['title', 'user', 'month', 'minutes', 'reason', 'createdAt'],
  },
}
