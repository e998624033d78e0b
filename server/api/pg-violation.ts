/**
 * The raw PostgreSQL error behind a thrown value (pg's error, possibly wrapped by drizzle's `cause`), for the
 * integrity violations the API answers itself: 23503 foreign_key_violation (a reference to a missing record, or a
 * record still referred to) and 23502 not_null_violation (a deletion that would empty a required reference).
 * No imports: server/api/errors.ts uses it.
 */
export type PgViolation = {
  code: '23502' | '23503'
  /** The table the statement wrote (`tables`, `departments_rels`, `orders` for a SET NULL on delete). */
  table: string | null
  /** The NOT NULL column (23502). */
  column: string | null
  constraint: string | null
  /** `Key (branch_id)=(999) is not present in table "branches".` / `Key (id)=(1) is still referenced from table "x".` */
  detail: string | null
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

export function pgViolation(error: unknown, depth = 0): PgViolation | null {
  if (typeof error !== 'object' || error === null || depth > 4) return null
  const e = error as {
    code?: unknown
    table?: unknown
    column?: unknown
    constraint?: unknown
    detail?: unknown
    cause?: unknown
  }
  if (e.code === '23503' || e.code === '23502')
    return { code: e.code, table: str(e.table), column: str(e.column), constraint: str(e.constraint), detail: str(e.detail) }
  return e.cause === error ? null : pgViolation(e.cause, depth + 1)
}
