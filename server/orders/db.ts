/**
 * Transactions and the few raw SQL statements of the order operations (PostgreSQL through Payload's drizzle adapter).
 */
import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction } from 'payload'
import type { PayloadRequest } from 'payload'

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

/** Namespace of our advisory locks (first key of pg_advisory_xact_lock(int, int)). */
const TICKET_LOCK_NAMESPACE = 0x7e5e // "Tresen"

/**
 * Allocates the next ticket sequence of a branch for a local day (YYYY-MM-DD), atomically:
 * a transaction-scoped advisory lock per branch serialises concurrent submits until commit, so the
 * MAX()+1 read below always sees every committed ticket of the day. The unique index
 * (branch, ticketDate, ticketSequence) is the last line of defence.
 */
export async function allocateTicketSequence(req: PayloadRequest, branchId: number, ticketDate: string): Promise<number> {
  if (!req.transactionID) throw new Error('allocateTicketSequence needs a transaction')
  await execute(req, sql`select pg_advisory_xact_lock(${TICKET_LOCK_NAMESPACE}::int, ${branchId}::int)`)
  const rows = await execute(
    req,
    sql`select coalesce(max(ticket_sequence), 0)::int + 1 as next from orders where branch_id = ${branchId} and ticket_date = ${ticketDate}`,
  )
  const next = Number(rows[0]?.next)
  if (!Number.isSafeInteger(next) || next < 1) throw new Error('ticket sequence allocation failed')
  return next
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
