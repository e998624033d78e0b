/**
 * PostgreSQL errors, recognised once: a raw `pg` error, the same error wrapped by drizzle (`cause`), a DbError thrown
 * by our executors, or Payload's ValidationError for a unique index (Payload turns 23505 into one, naming the field).
 *
 *   unique-violation        23505                                    → the constraint/column says which value was taken
 *   serialization-failure   40001 serialization_failure, 40P01 deadlock_detected (run the transaction again)
 *   connection              class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now), 53300 (too
 *                           many connections), the socket errors of Node and pg's own "Connection terminated …" errors
 *   invalid-input           22P02 invalid text representation, 22003 numeric value out of range
 *   invalid-text            22021 character_not_in_repertoire (a NUL in text), 22P05 untranslatable_character (a NUL
 *                           or lone surrogate escape in jsonb) — the client's text, not a server fault
 *   invalid-value           any other class 22 data exception (22007/22008 a malformed or out-of-range date, …): the
 *                           client's value, not a server fault
 *   other                   any other SQLSTATE
 *
 * No imports: the API error mapping (server/api/errors.ts) uses it as well.
 */
export type DbErrorKind =
  'unique-violation' | 'serialization-failure' | 'connection' | 'invalid-input' | 'invalid-text' | 'invalid-value' | 'other'

export class DbError extends Error {
  readonly kind: DbErrorKind
  /** SQLSTATE (or Node's socket error code for connection errors). */
  readonly code: string | null
  /** The violated constraint (unique violations), e.g. `orders_uid_idx`. */
  readonly constraint: string | null
  /** PostgreSQL's detail, e.g. `Key (uid)=(abc) already exists.` */
  readonly detail: string | null
  /** The Payload field named by a ValidationError for a unique index. */
  readonly field: string | null

  constructor(
    kind: DbErrorKind,
    message: string,
    source: { code?: string | null; constraint?: string | null; detail?: string | null; field?: string | null; cause?: unknown },
  ) {
    super(message, { cause: source.cause })
    this.name = 'DbError'
    this.kind = kind
    this.code = source.code ?? null
    this.constraint = source.constraint ?? null
    this.detail = source.detail ?? null
    this.field = source.field ?? null
  }
}

type PgLike = {
  name?: unknown
  code?: unknown
  constraint?: unknown
  detail?: unknown
  message?: unknown
  cause?: unknown
  data?: unknown
}

const SQLSTATE = /^[0-9A-Z]{5}$/
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

function kindOf(code: string | null, message: string | null): DbErrorKind | null {
  if (code !== null && SOCKET_CODES.has(code)) return 'connection'
  if (code !== null && SQLSTATE.test(code)) {
    if (code === '23505') return 'unique-violation'
    if (code === '40001' || code === '40P01') return 'serialization-failure'
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return 'connection'
    if (code === '22P02' || code === '22003') return 'invalid-input'
    if (code === '22021' || code === '22P05') return 'invalid-text'
    if (code.startsWith('22')) return 'invalid-value'
    return 'other'
  }
  if (message !== null && CONNECTION_MESSAGES.test(message)) return 'connection'
  return null
}

/** Payload's ValidationError for a unique index: its first error whose path names the field. */
function uniqueValidationField(error: PgLike): string | null | undefined {
  if (error.name !== 'ValidationError') return undefined
  const errors = (error.data as { errors?: { path?: unknown; message?: unknown }[] } | undefined)?.errors ?? []
  const unique = errors.find((e) => typeof e.message === 'string' && /unique|einzigartig|bereits/i.test(e.message))
  return unique ? (text(unique.path) ?? '') : undefined
}

/**
 * The typed database error behind any thrown value, or null when it is not one. Looks through wrappers (`cause`, as
 * drizzle's DrizzleQueryError) up to three levels deep.
 */
export function toDbError(error: unknown, depth = 0): DbError | null {
  if (error instanceof DbError) return error
  if (typeof error !== 'object' || error === null || depth > 3) return null
  const e = error as PgLike
  const field = uniqueValidationField(e)
  if (field !== undefined)
    return new DbError('unique-violation', text(e.message) ?? 'unique violation', { field: field || null, cause: error })
  const code = text(e.code)
  const message = text(e.message)
  const kind = kindOf(code, message)
  if (kind !== null)
    return new DbError(kind, message ?? kind, { code, constraint: text(e.constraint), detail: text(e.detail), cause: error })
  return e.cause === error ? null : toDbError(e.cause, depth + 1)
}

/** `idempotencyKey` → `idempotency_key` (Payload's column names). */
const columnOf = (field: string): string => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()

/**
 * Whether an error is a unique violation of the given field (Payload field name, e.g. `dedupeKey`): the constraint or
 * detail names its column (`dedupe_key`), or Payload's ValidationError names the field or the column.
 */
export function isUniqueViolation(error: unknown, field: string): boolean {
  const db = toDbError(error)
  if (db?.kind !== 'unique-violation') return false
  const column = columnOf(field)
  if (db.field !== null) return db.field === field || db.field === column
  return Boolean(db.constraint?.includes(column) || db.detail?.includes(`(${column})`))
}
