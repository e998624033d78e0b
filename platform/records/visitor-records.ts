/**
 * What anonymous visitors get of storefront content (/api/init, anonymous collection GETs, the first paint's data):
 * the records without what only editors read — `createdAt`/`updatedAt` at every level, and a rich-text field's
 * Lexical state where its sanitised `{name}Html` is beside it. Returns copies. Why: the initial load went from 137 KB
 * to 113 KB (docs/benchmarks.md, "The initial load, 137 → 113 KB").
 */

const EDITOR_ONLY_KEYS = new Set(['createdAt', 'updatedAt'])

/** Lexical's serialized editor state: `{ root: { type: 'root', children: [...] } }`. */
const isLexicalState = (value: unknown): boolean => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const root = (value as { root?: unknown }).root
  return !!root && typeof root === 'object' && (root as { type?: unknown }).type === 'root'
}

/** `value` without the timestamps and the Lexical states beside their HTML, at every level. */
export function forVisitors<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => forVisitors(item)) as T
  if (!value || typeof value !== 'object' || value instanceof Date) return value
  const source = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key in source) {
    if (!Object.prototype.hasOwnProperty.call(source, key) || EDITOR_ONLY_KEYS.has(key)) continue
    const item = source[key]
    if (typeof source[`${key}Html`] === 'string' && isLexicalState(item)) continue
    out[key] = forVisitors(item)
  }
  return out as T
}
