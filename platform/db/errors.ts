/**
 * PostgreSQL errors, recognised once (the one mapping; the API answers 409 / 503 / 400 from its kinds in
 * platform/api/errors.ts and platform/api/references.ts). Input: a raw `pg` error, the same wrapped by drizzle (`cause`),
 * a DbError of our executors, or Payload's ValidationError for a unique index; `kindOf` says which SQLSTATE is which.
 * No imports: the front's bundle (modules/front-hot.ts) and the API error mapping load it.
 */
export type DbErrorKind =
  | 'unique-violation'
  | 'missing-reference'
  | 'still-referenced'
  | 'not-null-violation'
  | 'serialization-failure'
  | 'connection'
  | 'invalid-input'
  | 'invalid-text'
  | 'invalid-value'
  | 'other'

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
  /** The table the statement wrote (integrity violations: `tables`, `departments_rels`, `orders` for a SET NULL). */
  readonly table: string | null
  /** The NOT NULL column of a not-null violation. */
  readonly column: string | null

  constructor(
    kind: DbErrorKind,
    message: string,
    source: {
      code?: string | null
      constraint?: string | null
      detail?: string | null
      field?: string | null
      table?: string | null
      column?: string | null
      cause?: unknown
    },
  ) {
    super(message, { cause: source.cause })
    this.name = 'DbError'
    this.kind = kind
    this.code = source.code ?? null
    this.constraint = source.constraint ?? null
    this.detail = source.detail ?? null
    this.field = source.field ?? null
    this.table = source.table ?? null
    this.column = source.column ?? null
  }
}

type PgLike = {
  name?: unknown
  code?: unknown
  constraint?: unknown
  detail?: unknown
  table?: unknown
  column?: unknown
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

function kindOf(code: string | null, message: string | null, detail: string | null): DbErrorKind | null {
  if (code !== null && SOCKET_CODES.has(code)) return 'connection'
  if (code !== null && SQLSTATE.test(code)) {
    if (code === '23505') return 'unique-violation'
    // 23503 on insert/update: `Key (branch_id)=(999) is not present in table "branches".`; on delete: `… is still
    // referenced from table "x".`; 23502: a required column left empty (also Payload's SET NULL on a deletion)
    if (code === '23503')
      return detail !== null && /is not present in table/.test(detail) ? 'missing-reference' : 'still-referenced'
    if (code === '23502') return 'not-null-violation'
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
 * drizzle's DrizzleQueryError) up to four levels deep.
 */
export function toDbError(error: unknown, depth = 0): DbError | null {
  if (error instanceof DbError) return error
  if (typeof error !== 'object' || error === null || depth > 4) return null
  const e = error as PgLike
  const field = uniqueValidationField(e)
  if (field !== undefined)
    return new DbError('unique-violation', text(e.message) ?? 'unique violation', { field: field || null, cause: error })
  const code = text(e.code)
  const message = text(e.message)
  const detail = text(e.detail)
  const kind = kindOf(code, message, detail)
  if (kind !== null)
    return new DbError(kind, message ?? kind, {
      code,
      constraint: text(e.constraint),
      detail,
      table: text(e.table),
      column: text(e.column),
      cause: error,
    })
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

/** 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, and sockets closed under us. */
export const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'EPIPE'])

/** A connection ended by a stopping database (Ctrl+C on `npm start` stops the embedded PostgreSQL first). */
export function isShutdownError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null
  if (!e) return false
  if (typeof e.code === 'string' && SHUTDOWN_CODES.has(e.code)) return true
  return (
    typeof e.message === 'string' && /Connection terminated|terminating connection due to administrator command/i.test(e.message)
  )
}

type PoolLike = { on(event: 'error', listener: (error: Error & { code?: string }) => void): unknown }

const quieted = new WeakSet<object>()

/**
 * Errors of idle pooled connections: pg's pool has no 'error' listener, so each idle connection the database closes
 * was an uncaughtException. Expected ends (a stopping database) are silent, anything else is logged once per code.
 */
export function quietPoolErrors(pool: PoolLike, log: (message: string) => void = (m) => console.error(m)): void {
  if (quieted.has(pool)) return
  quieted.add(pool)
  const seen = new Set<string>()
  pool.on('error', (error) => {
    if (isShutdownError(error)) return
    const key = error.code ?? error.message
    if (seen.has(key)) return
    seen.add(key)
    log(`[tresen] Datenbankverbindung getrennt: ${error.message}`)
  })
}
