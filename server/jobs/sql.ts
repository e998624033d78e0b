/**
 * Atomic state changes ("claims") on the operations tables. A claim is one UPDATE … WHERE state = … RETURNING,
 * so two workers (autoRun in two processes, a manual run and the cron) can never both send or print one row.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

type Executor = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

/** Runs a statement on the pool (outside any request transaction: claims must be visible at once). */
export async function run(payload: Payload, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const db = (payload.db as unknown as { drizzle: Executor }).drizzle
  const result = await db.execute(query)
  return result.rows
}

export { sql }

/** Whether an error is the unique violation of the `dedupeKey` column (raw PostgreSQL, wrapped, or Payload's ValidationError). */
export function isDedupeViolation(error: unknown): boolean {
  const e = error as {
    name?: string
    code?: string
    constraint?: string
    cause?: { code?: string; constraint?: string }
    data?: { errors?: { path?: string | null }[] }
  } | null
  if (!e) return false
  if (e.name === 'ValidationError') return (e.data?.errors ?? []).some((f) => f.path === 'dedupeKey' || f.path === 'dedupe_key')
  const pg = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null
  return Boolean(pg?.constraint?.includes('dedupe_key'))
}

/** A claim (outbox 'sending', print job 'printing') older than this was interrupted: its process died. */
export const STALE_CLAIM_MS = 10 * 60_000
