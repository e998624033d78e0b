/**
 * Numbers must be numbers (issue 15): Payload turns a string in a number field into `parseFloat(value)` — `"x"`
 * becomes NaN and is stored as such, `1e309` in JSON is Infinity. Any NaN or ±Infinity left in the data after the
 * fields' own preparation is refused as a German validation error naming the field (the admin marks the field, the
 * APIs answer 400). One hook for every collection and global (payload.config.ts).
 */
import { ValidationError } from 'payload'
import type { CollectionBeforeValidateHook, GlobalBeforeValidateHook } from 'payload'

export const INVALID_NUMBER_MESSAGE = 'Dieser Wert sollte eine gültige Zahl sein.'

const MAX_DEPTH = 32

/** Dotted paths (`items.0.amount`) of NaN/±Infinity values in `value`. */
export function nonFiniteNumberPaths(value: unknown, path = '', depth = 0, found: string[] = []): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(path)
    return found
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || value instanceof Date || Buffer.isBuffer(value))
    return found
  // Array.from, not map: a sparse array (a hole the server's own code left) has no entry for its holes in map's result
  const entries: [string, unknown][] = Array.isArray(value)
    ? Array.from(value, (v: unknown, i) => [String(i), v])
    : Object.entries(value)
  for (const [key, child] of entries) nonFiniteNumberPaths(child, path ? `${path}.${key}` : key, depth + 1, found)
  return found
}

const errorsOf = (data: unknown) => nonFiniteNumberPaths(data).map((path) => ({ path, message: INVALID_NUMBER_MESSAGE }))

export const finiteNumbersCollection: CollectionBeforeValidateHook = ({ data, collection, req }) => {
  const errors = errorsOf(data)
  if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors, req }, req.t)
  return data
}

export const finiteNumbersGlobal: GlobalBeforeValidateHook = ({ data, global, req }) => {
  const errors = errorsOf(data)
  if (errors.length > 0) throw new ValidationError({ global: global.slug, errors, req }, req.t)
  return data
}
