/**
 * The shape of a Payload `where` filter as the REST API receives it (query string parsed by qs, or a JSON string):
 * Payload hands operator values to drizzle unchecked, and a value of the wrong shape crashes there
 * (`where[name][like][0]=1` → 'val.split is not a function', `where[price][near][0]=1` → 500). This checks only the
 * shapes Payload's operators need; field names, access and value types stay Payload's (it answers those itself).
 */
import { validOperatorSet } from 'payload/shared'

/** Operators that take a list (or one value / a comma-separated string). */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** Operators that take a GeoJSON object. */
const GEO_OPERATORS = new Set(['within', 'intersects'])

type Scalar = string | number | boolean | null
const isScalar = (value: unknown): value is Scalar =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The path of the first malformed part of `where` (e.g. `where.name.like`), or null when its shape is fine. */
export function whereShapeError(where: unknown, path = 'where'): string | null {
  if (!isPlainObject(where)) return path
  for (const [key, constraint] of Object.entries(where)) {
    const at = `${path}.${key}`
    if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
      if (!Array.isArray(constraint)) return at
      for (const [i, inner] of constraint.entries()) {
        const error = whereShapeError(inner, `${at}.${i}`)
        if (error !== null) return error
      }
      continue
    }
    if (!isPlainObject(constraint)) return at
    for (const [operator, value] of Object.entries(constraint)) {
      // keys that are not operators are ignored by Payload
      if (!validOperatorSet.has(operator as never)) continue
      const ok = LIST_OPERATORS.has(operator)
        ? isScalar(value) || (Array.isArray(value) && value.every(isScalar))
        : GEO_OPERATORS.has(operator)
          ? isPlainObject(value)
          : operator === 'near'
            ? typeof value === 'string'
            : isScalar(value)
      if (!ok) return `${at}.${operator}`
    }
  }
  return null
}
