/**
 * What anonymous visitors get of storefront content: GET /api/init and the anonymous GETs of its collections
 * (modules/storefront/endpoints/records.ts), and with them the first paint built into the storefront's HTML
 * (modules/storefront/serve.ts). The records as Payload reads them, without what only editors read:
 *   - the timestamps `createdAt` and `updatedAt`, at every level (populated images and units carry them too);
 *   - a rich-text field's Lexical state where the sanitised HTML written from it on save (`{name}Html`,
 *     modules/content/collections/fields/content.ts) is beside it: the storefront renders that HTML, only the editor
 *     reads the state. A state without its HTML (a value older than the field) stays; so does a markdown source (a
 *     string).
 * Signed-in callers get the records whole. /api/init and the anonymous lists are built once and kept
 * (platform/cache/publicCache.ts), so for them this runs once per content change; a record by id is copied per request.
 * Returns copies; the records passed in are not changed.
 *
 * Why it matters: the demo data's initial load went from 137 KB to 113 KB — for every visitor's first load and the HTML
 * that carries it for the first paint (modules/storefront/serve.ts). Over loopback it also left a size at which answers are
 * slow whatever their content: a plain Node server answers bodies of 130–140 KB at a third of the rate of 113 KB ones
 * (bench/answer-size.mjs; docs/benchmarks.md, "The initial load, 137 → 113 KB").
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
