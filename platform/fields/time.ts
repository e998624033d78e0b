import type { TextField } from 'payload'

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/

/** A time of day as HH:mm (24:00 allowed as end of day). */
export const timeField = (name: string, label: string, { admin, ...extra }: Partial<TextField> = {}): TextField =>
  ({
    name,
    label,
    type: 'text',
    admin: { placeholder: 'HH:mm', ...admin },
    validate: (value: string | null | undefined, { required }: { required?: boolean }) => {
      if (value === null || value === undefined || value === '') return required ? 'Bitte geben Sie eine Uhrzeit an.' : true
      return TIME_PATTERN.test(value) ? true : 'Bitte geben Sie eine Uhrzeit im Format HH:mm an.'
    },
    ...extra,
  }) as TextField

/** Minutes since midnight of an HH:mm string (null when invalid). */
export const minutesOf = (value: unknown): number | null => {
  if (typeof value !== 'string' || !TIME_PATTERN.test(value)) return null
  const [h, m] = value.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}
