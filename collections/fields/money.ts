import type { NumberField } from 'payload'

/** Money is stored as integer cents (never floats). */
export const moneyField = (name: string, label: string, extra: Partial<NumberField> = {}): NumberField => ({
  name,
  label: `${label} (Cent)`,
  type: 'number',
  min: 0,
  defaultValue: 0,
  admin: { description: 'Betrag in Cent, z. B. 1290 für 12,90 €', step: 1, ...extra.admin },
  validate: (value: number | null | undefined) =>
    value === null || value === undefined || Number.isInteger(value) ? true : 'Bitte einen ganzzahligen Cent-Betrag eingeben.',
  ...extra,
} as NumberField)

/** A tax rate in percent (e.g. 10, 13, 20, 8.1). */
export const taxRateField = (name: string, label: string, defaultValue = 10): NumberField => ({
  name,
  label: `${label} (%)`,
  type: 'number',
  min: 0,
  max: 100,
  defaultValue,
  admin: { step: 0.1 },
})
