import type { FieldHook } from 'payload'

/**
 * beforeValidate of a URL key filled from another field (identifier from the name, path from the name):
 * a value given is normalised; a partial update that leaves the key out keeps the stored one (URLs must not change by
 * accident); a key emptied on purpose, or a new record without one, is made from `fromField` again.
 */
export const fillFrom =
  (field: string, fromField: string | null, normalise: (value: string) => string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim()) return normalise(value)
    const stored = (originalDoc as Record<string, unknown> | undefined)?.[field]
    if (value === undefined && typeof stored === 'string' && stored) return stored
    const source = fromField ? (data?.[fromField] ?? (originalDoc as Record<string, unknown> | undefined)?.[fromField]) : undefined
    return typeof source === 'string' && source.trim() ? normalise(source) : value
  }
