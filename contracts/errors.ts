/**
 * zod issues → the API's German `{ field, message }` errors (docs/api.md). Schemas name their own message where the
 * wording is specific; every other issue gets the German text of its kind here, so no English zod text can leak.
 */
import { z } from 'zod'

import type { FieldError } from '../domain'
import { ORDER_MESSAGES as M } from '../domain/order-messages'

/** German text of an issue whose schema names no message of its own. */
export const germanIssue: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.expected === 'string') return M.mustBeText
    if (issue.expected === 'boolean') return M.mustBeBoolean
    if (issue.expected === 'number' || issue.expected === 'int') return M.mustBeNumber
    if (issue.expected === 'array') return M.mustBeList
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return M.tooLong(Number(issue.maximum))
  if (issue.code === 'too_big' && issue.origin === 'array') return M.tooMany(Number(issue.maximum))
  return M.invalidValue
}

/** The field of an issue: its path joined with dots ('items.0.parts.1'); '' for the body itself. */
export const issueField = (path: readonly PropertyKey[]): string => path.map(String).join('.')

export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  field: (path: readonly PropertyKey[]) => string = issueField,
): FieldError[] {
  return issues.map((issue) => ({ field: field(issue.path), message: issue.message }))
}

export type BodyResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly errors: FieldError[] }

/** Parses a request body with its schema: the value, or every problem at once as German field errors. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): BodyResult<z.output<S>> {
  const result = schema.safeParse(body, { error: germanIssue })
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error.issues) }
}
