import type { ArrayField } from 'payload'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/

export const RULE_TYPE_OPTIONS = [
  { label: 'Täglich', value: 'daily' },
  { label: 'Montag', value: 'monday' },
  { label: 'Dienstag', value: 'tuesday' },
  { label: 'Mittwoch', value: 'wednesday' },
  { label: 'Donnerstag', value: 'thursday' },
  { label: 'Freitag', value: 'friday' },
  { label: 'Samstag', value: 'saturday' },
  { label: 'Sonntag', value: 'sunday' },
  { label: 'Einmalig (Datum)', value: 'once' },
]

const validateTime = (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
  if (siblingData?.isClosed) return true
  return typeof value === 'string' && TIME.test(value) ? true : 'Bitte geben Sie eine Uhrzeit im Format HH:mm an.'
}

/**
 * Opening-hour rules (SF §3): type (daily, weekday, once), date for once, isClosed, from/to as HH:mm.
 * Later rows override earlier ones; `to` at or before `from` means the shift ends the next day.
 */
export const openingHoursField = (name: string, label: string): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular: 'Regel', plural: 'Regeln' },
  admin: {
    description: 'Spätere Regeln überschreiben frühere. „Bis“ vor „Von“ (z. B. 18:00–02:00) endet am Folgetag.',
    components: { RowLabel: '/platform/admin/OpeningHoursRowLabel#OpeningHoursRowLabel' },
    initCollapsed: true,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'type', label: 'Art', type: 'select', required: true, defaultValue: 'daily', options: RULE_TYPE_OPTIONS },
        {
          name: 'date',
          label: 'Datum',
          type: 'text',
          admin: { condition: (_, sibling) => sibling?.type === 'once', placeholder: 'JJJJ-MM-TT' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            siblingData?.type !== 'once' || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
              ? true
              : 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.',
        },
        { name: 'isClosed', label: 'Geschlossen', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'from', label: 'Von', type: 'text', defaultValue: '09:00', validate: validateTime, admin: { placeholder: 'HH:mm' } },
        { name: 'to', label: 'Bis', type: 'text', defaultValue: '18:00', validate: validateTime, admin: { placeholder: 'HH:mm' } },
      ],
    },
  ],
})
