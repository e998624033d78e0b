/**
 * The status poll's statements on a pg Pool, without Payload: rows as the text PostgreSQL sent (queryTextRows), and
 * the named-statement rule every pool statement follows (statementOf). Used through platform/db on Payload's pool, and
 * by the main thread's front (platform/front) on its own pool — which loads this without Next or Payload.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { isStorableText } from '../api/text-input'
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
 * platform/db's queryPool for the hottest statements (the status poll), on any pg Pool (Payload's, or the front's own): the rows as the columns' text (`TextRow`), for statements
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

/**
 * A lookup by a few text keys that can also be asked for many keys at once: `single` takes the keys as $1, $2 …;
 * `batch` takes one text[] per key (in the same order) and answers each row with, as its FIRST column, the 1-based
 * position of the key tuple it belongs to (`unnest(…) with ordinality`).
 */
export type CoalescedStatement = { name: string; single: string; batchName: string; batch: string }

/** At most this many lookups go into one statement (a burst of polls in one turn becomes several statements). */
export const COALESCE_MAX = 64

type Pending = { keys: string[]; done: TextRowsDone }
const pendingByPool = new WeakMap<Pool, Map<CoalescedStatement, Pending[]>>()

/**
 * queryTextRows for a keyed lookup, coalesced: every call for the same statement and pool within one event-loop turn
 * goes to PostgreSQL as ONE statement (up to COALESCE_MAX keys), flushed by setImmediate — after the turn's I/O
 * callbacks, so it adds no waiting of its own. On this machine each statement's socket write cost about as much CPU as
 * everything else a status poll does (a loopback `writev` that wakes a PostgreSQL backend), and ten customers polling
 * at once are ten backends woken; coalesced, they are one (docs/benchmarks.md "Coalesced polls"). A single pending
 * lookup runs `single`, so a quiet shop sends exactly what it sent before. Each caller gets its own rows without the
 * position column, or the statement's error; `done` is called exactly once and must not throw. A failed statement
 * fails every lookup in it, so what one caller sends must never make it fail: keys that are not storable text go alone.
 */
export function queryTextRowsCoalesced(
  pool: Pool,
  statement: CoalescedStatement,
  keys: string[],
  done: TextRowsDone,
): void {
  // a key PostgreSQL refuses as text (a NUL; the rule of platform/api/text-input.ts, which the routes apply at the edge)
  // would fail the whole shared statement: it goes alone, so its error (invalid-text) stays its own
  if (!keys.every(isStorableText)) return queryTextRows(pool, statement.name, statement.single, keys, done)
  let byStatement = pendingByPool.get(pool)
  if (byStatement === undefined) pendingByPool.set(pool, (byStatement = new Map()))
  const pending = byStatement.get(statement)
  if (pending !== undefined) {
    pending.push({ keys, done })
    return
  }
  byStatement.set(statement, [{ keys, done }])
  setImmediate(flushCoalesced, pool, byStatement, statement)
}

function flushCoalesced(pool: Pool, byStatement: Map<CoalescedStatement, Pending[]>, statement: CoalescedStatement): void {
  const pending = byStatement.get(statement) ?? []
  byStatement.delete(statement)
  for (let start = 0; start < pending.length; start += COALESCE_MAX) {
    const chunk = pending.slice(start, start + COALESCE_MAX)
    const only = chunk.length === 1 ? chunk[0] : undefined
    if (only !== undefined) {
      queryTextRows(pool, statement.name, statement.single, only.keys, only.done)
      continue
    }
    const columns = (chunk[0]?.keys ?? []).map((_, k) => chunk.map((p) => p.keys[k] ?? ''))
    queryTextRows(pool, statement.batchName, statement.batch, columns, (error, rows) => {
      if (error !== null) {
        for (const p of chunk) p.done(error)
        return
      }
      const answers: TextRow[][] = chunk.map(() => [])
      for (const row of rows ?? []) answers[Number(row[0]) - 1]?.push(row.slice(1))
      for (let i = 0; i < chunk.length; i++) chunk[i]?.done(null, answers[i])
    })
  }
}
