/**
 * The database layer of the server (PostgreSQL through Payload's drizzle adapter) — every raw statement goes through
 * here:
 *
 *   execute(scope, sql`…`)             a drizzle `sql` statement: in the request's transaction when `scope` is a request
 *                                      that has one, else on the pool (a Payload instance: always the pool)
 *   queryPool(payload, name, text, v)  a named statement on the pool, prepared once per connection (the hot paths:
 *                                      public order read, order insert, ticket numbers); unnamed when
 *                                      DATABASE_NAMED_STATEMENTS is off (an old PgBouncer in transaction mode)
 *   inTransaction(req, fn)             one transaction on `req` around `fn` (commit, or rollback and rethrow)
 *   lockRow(req, table, id)            SELECT … FOR UPDATE in the request's transaction
 *
 * Errors of PostgreSQL (and of the connection) leave these functions as DbError (platform/db/errors.ts): unique or
 * integrity violation, serialization failure, connection error, invalid input, other. Connection errors outside a
 * statement (an idle pool connection whose backend ended) are logged by guardPoolErrors, never thrown.
 */
import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction } from 'payload'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import { DbError, quietPoolErrors, toDbError } from './errors'
import { queryTextRows, statementOf } from './text-rows'
import type { TextRow } from './text-rows'

export type { TextRow }

export { sql }
export { DbError, isUniqueViolation, toDbError } from './errors'
export type { DbErrorKind } from './errors'

export type SQL = ReturnType<typeof sql>
export type Row = Record<string, unknown>
/** Where a statement runs: a request (its transaction, or the pool when it has none) or Payload (the pool). */
export type DbScope = PayloadRequest | Payload

type Executor = { execute: (query: SQL) => Promise<{ rows: Row[] }> }
type Adapter = { drizzle: Executor; pool: Pool; sessions?: Record<string, { db?: Executor } | undefined> }

const adapterOf = (payload: Payload): Adapter => payload.db as unknown as Adapter

const guarded = new WeakSet<Pool>()

/**
 * pg's Pool emits an 'error' event when an idle connection fails (backend terminated, database restarted), and a
 * connection checked out between statements emits it on itself; without a listener Node turns either into an
 * uncaughtException ("Connection terminated unexpectedly"). The pool drops such a connection and opens a new one
 * for the next statement, and a statement that was running fails with a DbError of kind 'connection' (503): here they
 * are only logged. Called once from payload.config.ts `onInit`.
 */
export function guardPoolErrors(payload: Payload): void {
  const pool = adapterOf(payload).pool
  if (!pool || guarded.has(pool)) return
  guarded.add(pool)
  // the ends a stopping database causes (57P01 …) are silent, anything else is logged once per code
  quietPoolErrors(pool)
  pool.on('connect', (client) => quietPoolErrors(client))
}

async function executorFor(scope: DbScope): Promise<Executor> {
  if (!('payload' in scope)) return adapterOf(scope).drizzle
  const adapter = adapterOf(scope.payload)
  const id = scope.transactionID instanceof Promise ? await scope.transactionID : scope.transactionID
  return (id !== undefined && id !== null ? adapter.sessions?.[String(id)]?.db : undefined) ?? adapter.drizzle
}

/** Runs a drizzle `sql` statement (see the header for where) and answers its rows. */
export async function execute<R extends Row = Row>(scope: DbScope, query: SQL): Promise<R[]> {
  const db = await executorFor(scope)
  try {
    return (await db.execute(query)).rows as R[]
  } catch (error) {
    throw toDbError(error) ?? error
  }
}

/**
 * A named statement on Payload's pool, outside any request transaction: `pg` prepares it once per pool connection and
 * afterwards sends only its name and values (the hot statements of the public order paths). With
 * DATABASE_NAMED_STATEMENTS off the same statement is sent unnamed (parsed on every call): a PgBouncer in transaction
 * mode before 1.21 gives each transaction any server connection, where a name prepared on another one is unknown
 * (tests/server/pgbouncer.test.ts).
 */
export function queryPool<R extends Row>(payload: Payload, name: string, text: string, values: unknown[]): Promise<R[]> {
  // a promise chain, not an async function: the status poll runs through here, and while Next's AsyncLocalStorage is
  // on every promise and every await costs a hook call (docs/architecture.md § The hot paths)
  try {
    const pool = adapterOf(payload).pool
    return pool.query<R>(statementOf(pool, name, text, values)).then(rowsOf, rethrowAsDbError)
  } catch (error) {
    return Promise.reject(toDbError(error) ?? error)
  }
}

const rowsOf = <R extends Row>(result: { rows: R[] }): R[] => result.rows

/** queryTextRows on Payload's pool, as a promise (for callers off the status poll's path, and tests). */
export function queryPoolText(payload: Payload, name: string, text: string, values: unknown[]): Promise<TextRow[]> {
  return new Promise((resolve, reject) => queryTextRows(adapterOf(payload).pool, name, text, values, (error, rows) => (error ? reject(error) : resolve(rows ?? []))))
}

function rethrowAsDbError(error: unknown): never {
  throw toDbError(error) ?? error
}

/**
 * Runs `fn` in one database transaction on `req` (every Local API call and `execute` inside must pass this `req`).
 * Joins the request's transaction when it has one already (its owner commits). Commits on success, rolls back on any
 * error and rethrows it. `readOnly`: a transaction that writes nothing (its statements are reads) — its commit is not
 * verified (there is nothing to lose), which saves assigning it a transaction id and two round trips.
 */
export async function inTransaction<T>(req: PayloadRequest, fn: () => Promise<T>, options: { readOnly?: boolean } = {}): Promise<T> {
  const started = await initTransaction(req)
  let txid: string | undefined
  try {
    const result = await fn()
    if (started && options.readOnly) {
      await commitTransaction(req)
      return result
    }
    if (started) {
      txid = (await execute<{ id: string }>(req, sql`select txid_current()::text as id`))[0]?.id
      await commitTransaction(req)
    }
    if (txid !== undefined) await ensureCommitted(req.payload, txid)
    return result
  } catch (error) {
    if (started && txid === undefined) await killTransaction(req)
    throw error
  }
}

/**
 * Payload's commitTransaction resolves even when the COMMIT itself fails (drizzle's transaction promise is caught and
 * dropped in @payloadcms/drizzle beginTransaction), e.g. when the database restarts at that moment — an order would
 * be answered 201 and never exist (found by tests/server/orders-restart.test.ts: 267 accepted, 266 stored). So the
 * transaction's fate is asked of PostgreSQL itself; anything but 'committed' is a connection error (503, the client
 * retries with its Idempotency-Key).
 */
async function ensureCommitted(payload: Payload, txid: string): Promise<void> {
  const status = (await execute<{ status: string | null }>(payload, sql`select txid_status(${txid}::bigint) as status`))[0]?.status
  if (status !== 'committed') {
    throw new DbError('connection', `Die Transaktion ${txid} wurde nicht abgeschlossen (${status ?? 'unbekannt'}).`, { code: 'commit-failed' })
  }
}

/** The tables whose rows are locked to serialise concurrent changes. */
export type LockableTable = 'orders' | 'payments'

/** Locks one row until the request's transaction ends (run inside `inTransaction`). */
export async function lockRow(req: PayloadRequest, table: LockableTable, id: number): Promise<void> {
  await execute(req, sql`select id from ${sql.identifier(table)} where id = ${id} for update`)
}
