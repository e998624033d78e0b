/**
 * Transactions and the few raw SQL statements of the order operations (PostgreSQL through Payload's drizzle adapter).
 */
import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction } from 'payload'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'

type SQL = ReturnType<typeof sql>
type Executor = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }
type DrizzleLike = { drizzle: Executor; sessions?: Record<string | number, { db?: Executor } | undefined> }

/** The drizzle handle of the request's transaction (or the pool when there is none). */
async function executorFor(req: PayloadRequest): Promise<Executor> {
  const adapter = req.payload.db as unknown as DrizzleLike
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  return (id !== undefined && id !== null ? adapter.sessions?.[id]?.db : undefined) ?? adapter.drizzle
}

export async function execute(req: PayloadRequest, query: SQL): Promise<Record<string, unknown>[]> {
  const db = await executorFor(req)
  const result = await db.execute(query)
  return result.rows
}

/**
 * Runs `fn` in one database transaction on `req` (every Local API call inside must pass this `req`).
 * Commits on success, rolls back on any error and rethrows it.
 */
export async function inTransaction<T>(req: PayloadRequest, fn: () => Promise<T>): Promise<T> {
  const started = await initTransaction(req)
  try {
    const result = await fn()
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}

/** Locks an order row until the surrounding transaction ends (serialises public status actions). */
export async function lockOrderRow(req: PayloadRequest, orderId: number): Promise<void> {
  await execute(req, sql`select id from orders where id = ${orderId} for update`)
}

/**
 * Allocates the next ticket sequence of a branch for a local day (YYYY-MM-DD) with one atomic statement on the
 * counter table (migration ticket_counters), outside the order's transaction: concurrent submits wait only for
 * this row update, not for each other's whole order insert. A counter created for a day that already has orders
 * starts after their highest number. A failed insert afterwards leaves a gap, never a duplicate; the unique index
 * (branch, ticketDate, ticketSequence) is the last line of defence.
 */
export async function allocateTicketSequence(req: PayloadRequest, branchId: number, ticketDate: string): Promise<number> {
  const rows = await queryPool<{ last: string | number }>(
    req.payload,
    'tresen_ticket_sequence',
    `insert into order_ticket_counters (branch_id, ticket_date, last)
     values ($1::integer, $2::varchar, coalesce((select max(ticket_sequence) from orders where branch_id = $1::integer and ticket_date = $2::varchar), 0) + 1)
     on conflict (branch_id, ticket_date) do update set last = order_ticket_counters.last + 1
     returning last`,
    [branchId, ticketDate],
  )
  const next = Number(rows[0]?.last)
  if (!Number.isSafeInteger(next) || next < 1) throw new Error('ticket sequence allocation failed')
  return next
}

/**
 * A named (prepared once per pool connection) statement on Payload's pool, outside any request transaction — for the
 * hot statements of the public order paths.
 */
export async function queryPool<R extends Record<string, unknown>>(payload: Payload, name: string, text: string, values: unknown[]): Promise<R[]> {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const result = await pool.query<R>({ name, text, values })
  return result.rows
}

/** Whether an error is PostgreSQL's unique violation on the given order field (raw or wrapped by Payload). */
export function isUniqueViolation(error: unknown, field: 'idempotencyKey' | 'uid'): boolean {
  const column = field === 'idempotencyKey' ? 'idempotency_key' : 'uid'
  const e = error as {
    name?: string
    code?: string
    constraint?: string
    detail?: string
    cause?: { code?: string; constraint?: string; detail?: string }
    data?: { errors?: { path?: string | null }[] }
  } | null
  if (!e) return false
  if (e.name === 'ValidationError') return (e.data?.errors ?? []).some((f) => f.path === field || f.path === column)
  const pg = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null
  if (!pg) return false
  return Boolean(pg.constraint?.includes(column) || pg.detail?.includes(`(${column})`))
}
