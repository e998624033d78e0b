/**
 * The worker of the operations tables (outbox, print_jobs): a job works on one row, never two processes on the same
 * row, and a row ends in a final state.
 *
 *   sweep   rows left claimed by a process that died (claimed longer than STALE_CLAIM_MS ago) end as 'failed' with
 *           the table's "interrupted" text. Payload never runs a job again that was processing when its process
 *           died, so every run sweeps the whole table, not only its own row; the rows are picked FOR UPDATE SKIP
 *           LOCKED, so concurrent runs never wait for each other's sweep.
 *   claim   queued → claimed state (attempts + 1, claimedAt) in one UPDATE … WHERE id = … AND state = 'queued', so two
 *           workers (autoRun in two processes, a manual run, the cron) never both work on a row: the second answers
 *           'busy' (or the row's final state) and does nothing. Deliberately not SKIP LOCKED: the job is for this one
 *           row, and a row locked for a moment (an admin saving it) must be claimed after the lock, not left queued
 *           without a job.
 *   work    the table's own step (send, print); its answer is the row's final state.
 *   retry   a failure puts the row back to 'queued' with its error and throws RetryLaterError: Payload runs the job
 *           again after its backoff (task `retries` in jobs.ts, from the same `maxAttempts`).
 *   give up after `maxAttempts` attempts, or at once for a failure the table calls final: 'failed', logged for admins.
 *
 * Every Local API call here is a system operation and passes overrideAccess deliberately: these rows are written only
 * by the server, and the jobs that work on them have no user.
 */
import type { Payload } from 'payload'

import { execute, sql } from '../db'
import { errorText, logFailure } from './log'

/** A claim older than this was interrupted: its process died (a send or print takes seconds). */
export const STALE_CLAIM_MS = 10 * 60_000

/** A failed attempt that Payload should retry after its backoff. */
export class RetryLaterError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RetryLaterError'
  }
}

/** How a failed attempt ends: `settle` = this state for good (no retry, no log); `final` = failed without retry. */
export type FailureOutcome<State extends string> = { lastError: string; final?: boolean; settle?: State }

export type ClaimedRowsSpec<Row, State extends string> = {
  /** The SQL table and the Payload collection of the rows. */
  table: 'outbox' | 'print_jobs'
  collection: 'outbox' | 'print-jobs'
  /** The state of a row while a worker has it ('sending', 'printing'). */
  claimedState: State
  /** Attempts per row: the first and the retries. */
  maxAttempts: number
  /** last_error of a claim swept as interrupted. */
  interrupted: string
  /** The work of one attempt; answers the row's final state and what to store with it. */
  work: (row: Row, run: { payload: Payload; attempt: number }) => Promise<{ state: State; data?: Record<string, unknown> }>
  /** How a failure of `work` ends (default: retried until maxAttempts). */
  failure: (error: unknown, row: Row) => FailureOutcome<State>
  /** Where a row that failed for good is logged. */
  failureLog: (row: Row, id: number) => { channel: string; message: string; context: Record<string, unknown> }
}

/** The result of one run: the row's state afterwards, 'busy' (another worker has it) or 'missing'. */
export type ClaimedRowResult<State extends string> = { state: State | 'queued' | 'failed' | 'busy' | 'missing' }

const staleSeconds = STALE_CLAIM_MS / 1000

/** Ends the claims left by dead processes as failed; answers their ids. */
export async function sweepStaleClaims(
  payload: Payload,
  spec: Pick<ClaimedRowsSpec<unknown, string>, 'table' | 'claimedState' | 'interrupted'>,
): Promise<number[]> {
  const table = sql.identifier(spec.table)
  const rows = await execute<{ id: number }>(
    payload,
    sql`update ${table} set state = 'failed', last_error = ${spec.interrupted}, updated_at = now()
        where id in (select id from ${table} where state = ${spec.claimedState} and claimed_at < now() - make_interval(secs => ${staleSeconds})
                     for update skip locked)
          and state = ${spec.claimedState}
        returning id`,
  )
  return rows.map((row) => Number(row.id))
}

/** Claims a queued row (attempts + 1); null when it is not queued (done, failed, or another worker has it). */
export async function claimRow(
  payload: Payload,
  spec: Pick<ClaimedRowsSpec<unknown, string>, 'table' | 'claimedState'>,
  id: number,
): Promise<{ attempt: number } | null> {
  const table = sql.identifier(spec.table)
  const rows = await execute<{ attempts: number | string | null }>(
    payload,
    sql`update ${table} set state = ${spec.claimedState}, attempts = coalesce(attempts, 0) + 1, claimed_at = now(), updated_at = now()
        where id = ${id} and state = 'queued'
        returning attempts`,
  )
  const row = rows[0]
  return row ? { attempt: Number(row.attempts ?? 1) } : null
}

async function update(
  payload: Payload,
  collection: ClaimedRowsSpec<unknown, string>['collection'],
  id: number,
  data: Record<string, unknown>,
) {
  // Deliberately overrideAccess: these rows are written only by the server.
  await payload.update({ collection, id, data: data as never, depth: 0, overrideAccess: true })
}

/**
 * One run of a row's job: sweep, claim, work, and record the outcome. Throws RetryLaterError when the job should run
 * again; answers the resulting state otherwise.
 */
export async function workClaimedRow<Row, State extends string>(
  payload: Payload,
  spec: ClaimedRowsSpec<Row, State>,
  id: number,
): Promise<ClaimedRowResult<State>> {
  await sweepStaleClaims(payload, spec)
  const claim = await claimRow(payload, spec, id)
  if (!claim) {
    // already done, skipped or failed for good (a replayed job), or another worker has it right now
    const current = (
      await execute<{ state: string }>(payload, sql`select state from ${sql.identifier(spec.table)} where id = ${id}`)
    )[0]
    if (!current) return { state: 'missing' }
    return { state: current.state === spec.claimedState ? 'busy' : (current.state as State) }
  }
  const { attempt } = claim
  const row = (await payload.findByID({ collection: spec.collection, id, depth: 0, overrideAccess: true })) as unknown as Row
  try {
    const done = await spec.work(row, { payload, attempt })
    // recorded right after the work succeeded: the row is never claimed again
    await update(payload, spec.collection, id, { ...done.data, state: done.state, lastError: null })
    return { state: done.state }
  } catch (error) {
    const outcome = spec.failure(error, row)
    if (outcome.settle !== undefined) {
      await update(payload, spec.collection, id, { state: outcome.settle, lastError: outcome.lastError })
      return { state: outcome.settle }
    }
    const final = outcome.final === true || attempt >= spec.maxAttempts
    await update(payload, spec.collection, id, { state: final ? 'failed' : 'queued', lastError: outcome.lastError })
    if (final) {
      const log = spec.failureLog(row, id)
      await logFailure(payload, log.channel, log.message, error, log.context)
      return { state: 'failed' }
    }
    throw new RetryLaterError(`Versuch ${attempt} fehlgeschlagen: ${errorText(error)}`)
  }
}
