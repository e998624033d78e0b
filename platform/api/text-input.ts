/**
 * Text PostgreSQL cannot store, rejected once at the edge (platform/api/router.ts, platform/fast): a NUL character
 * (U+0000 — `text` refuses it with 22021, `jsonb` with 22P05) and a lone UTF-16 surrogate (`"\ud800"` — `jsonb` refuses
 * its escape with 22P05; in `text` it would silently become U+FFFD). Checked in path parameters, query values and
 * every string (and key) of a JSON body; the first offending place is named in the German 400.
 */
import { MESSAGES, badRequest } from './errors'

const INVALID_TEXT_MESSAGE = MESSAGES.invalidText

/** Whether a string can be stored as text: no NUL and no lone surrogate. */
export const isStorableText = (value: string): boolean => !value.includes('\u0000') && value.isWellFormed()

const MAX_DEPTH = 64

/** The dotted path (`content.0.comment`) of the first string in a JSON value that is not storable, else null. */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value)
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key
    if (!isStorableText(key)) return childPath
    const found = findUnstorableText(child, childPath, depth + 1)
    if (found !== null) return found
  }
  return null
}

/** Throws the German 400 when a path parameter, query value or the JSON body carries unstorable text. */
export function assertStorableInput(input: { params?: Record<string, string>; query?: URLSearchParams; body?: unknown }): void {
  for (const [name, value] of Object.entries(input.params ?? {}))
    if (!isStorableText(name) || !isStorableText(value)) throw badRequest([{ field: name, message: INVALID_TEXT_MESSAGE }])
  for (const [name, value] of input.query ?? [])
    if (!isStorableText(name) || !isStorableText(value)) throw badRequest([{ field: name, message: INVALID_TEXT_MESSAGE }])
  const field = findUnstorableText(input.body)
  if (field !== null) throw badRequest([{ field: field || null, message: INVALID_TEXT_MESSAGE }])
}
