/**
 * The status poll's statements on a pg Pool, without Payload: rows as the text PostgreSQL sent (queryTextRows), and
 * the named-statement rule every pool statement follows (statementOf). Used through server/db on Payload's pool, and
 * by the main thread's front (server/front) on its own pool — which loads this without Next or Payload.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { env } from '../env'
import { toDbError } from './errors'

/** Payload's pg Pool (@payloadcms/db-postgres keeps it on the adapter). */
export const poolOf = (payload: Payload): Pool => (payload.db as unknown as { pool: Pool }).pool

/**
 * DATABASE_NAMED_STATEMENTS as read when a pool first ran a statement here: the process's environment does not change
 * while it serves, and reading process.env (a C++ call with its string copies) was about 1 % of a status poll's CPU.
 */
const namedStatements = new WeakMap<Pool, boolean>()

/** The statement as the pool sends it: named, or unnamed with DATABASE_NAMED_STATEMENTS off (see queryPool). */
export function statementOf(
  pool: Pool,
  name: string,
  text: string,
  values: unknown[],
): { name?: string; text: string; values: unknown[] } {
  let named = namedStatements.get(pool)
  if (named === undefined) namedStatements.set(pool, (named = env.DATABASE_NAMED_STATEMENTS))
  return named ? { name, text, values } : { text, values }
}

/** A row as PostgreSQL sent it: the text of every column, null for SQL NULL. */
export type TextRow = readonly (string | null)[]

/** pg's Query, as far as the subclass below touches it (pg has no types for its protocol handlers). */
type PgQuery = {
  callback?: (error: Error | null, rows?: unknown) => void
  _canceledDueToError?: unknown
  handleError(error: unknown, connection: unknown): void
}
type PgQueryClass = new (config: { name?: string; text: string; values: unknown[] }) => PgQuery
type PgDataRow = { fields: (string | null)[] }

const textRowQueries = new WeakMap<PgQueryClass, PgQueryClass>()

/**
 * pg's Query that keeps every data row as the text PostgreSQL sent, without pg's Result: no field descriptions, no type
 * parsers. Those are shared by every statement in the process, and once drizzle's queries (Payload's REST and admin,
 * with a type-parser object of their own per query) had run through them, the status poll's row parsing got slower
 * for the rest of the process's life — 88–98 µs CPU per poll before an admin's order reads, 113–127 µs after
 * (docs/benchmarks.md "Hot paths, 2026-11-24 evening"). This subclass's handlers only ever see the hot statements.
 */
function textRowQueryClass(base: PgQueryClass): PgQueryClass {
  let subclass = textRowQueries.get(base)
  if (subclass) return subclass
  subclass = class TextRowQuery extends base {
    // not `rows`: pg's Query reads `this.rows` as the portal's row limit
    textRows: TextRow[] = []
    handleRowDescription(): void {}
    handleDataRow(message: PgDataRow): void {
      this.textRows.push(message.fields)
    }
    handleCommandComplete(): void {}
    handleReadyForQuery(connection: unknown): void {
      if (this._canceledDueToError) return this.handleError(this._canceledDueToError, connection)
      this.callback?.(null, this.textRows)
    }
  }
  textRowQueries.set(base, subclass)
  return subclass
}

/** How a text-row statement reports back: an error (as DbError where it is one), or the rows. Never throws. */
export type TextRowsDone = (error: unknown, rows?: TextRow[]) => void

/**
 * server/db's queryPool for the hottest statements (the status poll), on any pg Pool (Payload's, or the front's own): the rows as the columns' text (`TextRow`), for statements
 * whose columns are text or json (parsed by the caller). Named exactly like queryPool (DATABASE_NAMED_STATEMENTS).
 * With a callback, not a promise: pg-pool makes no promise when it gets one, and under Next every promise is a hook
 * call at its creation and around each reaction (docs/architecture.md § The hot paths). `done` is called exactly once and
 * must not throw (it runs inside pg's message handling).
 */
export function queryTextRows(pool: Pool, name: string, text: string, values: unknown[], done: TextRowsDone): void {
  let query: PgQuery
  try {
    // the Query class of the pg that made this pool (pg-pool keeps its Client, pg's Client keeps Query)
    const Query = textRowQueryClass((pool as unknown as { Client: { Query: PgQueryClass } }).Client.Query)
    query = new Query(statementOf(pool, name, text, values))
  } catch (error) {
    return done(toDbError(error) ?? error)
  }
  ;(pool.query as unknown as (query: PgQuery, callback: (error: Error | undefined, rows?: TextRow[]) => void) => void).call(
    pool,
    query,
    (error, rows) => (error ? done(toDbError(error) ?? error) : done(null, rows ?? [])),
  )
}
