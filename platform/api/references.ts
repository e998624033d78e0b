/**
 * References between records, checked by PostgreSQL's foreign keys (one mechanism for every collection, no extra
 * query per write): a write naming a record that does not exist fails with 23503 → German 400 naming the field; a
 * deletion of a record still in use fails with 23503 (a restricting key) or 23502 (Payload's SET NULL would empty a
 * required reference) → 409 naming what still uses it ("Der Eintrag wird noch verwendet (Bestellungen) …").
 * The statement's transaction is rolled back by Payload, so nothing is written.
 * Used by the record calls (platform/records/records.ts) and Payload's REST API (platform/api/payload-rest-errors.ts).
 */
import type { CollectionSlug, FlattenedField, Payload } from 'payload'

import { toDbError } from '../db/errors'
import { ApiError, MESSAGES, inUseMessage } from './errors'

/** Payload's table name of a collection (postgres adapter: snake_case of the slug, unless dbName is set). */
const tableOf = (slug: string, dbName?: unknown) => (typeof dbName === 'string' ? dbName : slug.replace(/-/g, '_'))

const camel = (column: string) => column.replace(/_id$/, '').replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()

/** The collection a table belongs to (its main table, `_rels`, or an array/select sub-table): the longest match. */
function collectionOfTable(payload: Payload, table: string) {
  let best: { slug: string; label: string; table: string } | null = null
  for (const c of payload.config.collections) {
    const own = tableOf(c.slug, c.dbName)
    if ((table === own || table.startsWith(`${own}_`)) && (!best || own.length > best.table.length)) {
      const plural = c.labels?.plural
      const label = typeof plural === 'string' ? plural : c.slug
      best = { slug: c.slug, label, table: own }
    }
  }
  return best
}

/** The field of `slug` a foreign-key column belongs to: `branch_id` → branch; in `_rels`, `users_id` → the field relating to users. */
function fieldOfColumn(payload: Payload, slug: string, column: string, relsTable: boolean): string {
  const fields: FlattenedField[] = payload.collections[slug as CollectionSlug]?.config.flattenedFields ?? []
  const relational = fields.filter((f) => f.type === 'relationship' || f.type === 'upload')
  if (relsTable) {
    const target = column.replace(/_id$/, '')
    const matches = relational.filter((f) => {
      const to = (f as { relationTo?: string | string[] }).relationTo
      return (Array.isArray(to) ? to : [to]).some(
        (t) => t !== undefined && tableOf(t, payload.collections[t as CollectionSlug]?.config.dbName) === target,
      )
    })
    if (matches.length === 1 && matches[0]) return matches[0].name
  } else {
    const match = relational.find((f) => `${snake(f.name)}_id` === column)
    if (match) return match.name
  }
  return camel(column)
}

/**
 * The German answer for an integrity violation of a write to collection `slug`, or null when the error is not one.
 * `operation` tells a reference to a missing record (create/update) from a record still in use (delete).
 */
export function referenceError(
  payload: Payload,
  slug: string | undefined,
  error: unknown,
  operation: 'create' | 'update' | 'delete',
): ApiError | null {
  const v = toDbError(error)
  if (v === null || (v.kind !== 'missing-reference' && v.kind !== 'still-referenced' && v.kind !== 'not-null-violation'))
    return null
  const missing = v.kind === 'missing-reference'
  if (missing && slug) {
    const column = /^Key \(([^)]+)\)=/.exec(v.detail ?? '')?.[1] ?? ''
    const table = v.table ?? ''
    const field = column ? fieldOfColumn(payload, slug, column, table.endsWith('_rels')) : null
    return new ApiError(400, [{ field, message: MESSAGES.missingReference }])
  }
  if (missing) return new ApiError(400, MESSAGES.missingReference)
  // a required value missing in a write (Payload's validation normally says so first)
  if (operation !== 'delete' && v.kind === 'not-null-violation')
    return new ApiError(400, [{ field: v.column ? camel(v.column) : null, message: MESSAGES.notBlank }])
  // the table that still refers: 23503 names it in the detail, 23502 is the SET NULL's own table
  const referring =
    v.kind === 'still-referenced' ? (/referenced from table "([^"]+)"/.exec(v.detail ?? '')?.[1] ?? null) : v.table
  const owner = referring ? collectionOfTable(payload, referring) : null
  return new ApiError(409, inUseMessage(owner ? [owner.label] : []))
}
