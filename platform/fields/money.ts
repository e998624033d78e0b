import type { NumberField } from 'payload'

const MONEY_FIELD = '/platform/admin/MoneyField#MoneyField'
const MONEY_CELL = '/platform/admin/MoneyField#MoneyCell'

/**
 * Money is stored as integer cents (never floats); the admin shows and accepts euros ('4,90 €') through
 * platform/admin/MoneyField, in forms and list cells.
 */
export const moneyField = (name: string, label: string, extra: Partial<NumberField> = {}): NumberField => ({
  name,
  label,
  type: 'number',
  min: 0,
  defaultValue: 0,
  validate: (value: unknown) => {
    if (value === null || value === undefined) return true
    if (typeof value !== 'number' || !Number.isInteger(value)) return 'Bitte geben Sie einen Betrag in Euro ein, z. B. 12,90.'
    return value >= 0 ? true : 'Bitte geben Sie einen Betrag ab 0,00 € ein.'
  },
  ...extra,
  admin: {
    step: 1,
    ...extra.admin,
    components: { Field: MONEY_FIELD, Cell: MONEY_CELL, ...extra.admin?.components },
  },
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
