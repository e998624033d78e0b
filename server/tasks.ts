/** Task operations beyond the standard record calls. */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { SLUGS } from '../collections/slugs'
import { getRecord } from './records'

type DrizzleLike = { execute: (query: unknown) => Promise<unknown> }

/** The drizzle executor of the request's transaction, if any (else the pool). */
async function executorFor(req: PayloadRequest): Promise<DrizzleLike> {
  const db = req.payload.db as unknown as { sessions?: Record<string, { db: DrizzleLike }>; drizzle: DrizzleLike }
  const transactionID = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  return (transactionID !== undefined && db.sessions?.[String(transactionID)]?.db) || db.drizzle
}

/**
 * POST /api/tasks/{id}/log-view: counts one view and returns the task. The caller must be able to read the task
 * (404 otherwise). The counter is incremented in one SQL statement so concurrent views are never lost; viewCount
 * and lastViewedAt are not writable through the API, and a view does not change `updatedAt`.
 */
export async function logTaskView(req: PayloadRequest, id: number) {
  await getRecord(req, SLUGS.tasks, id)
  const db = await executorFor(req)
  await db.execute(
    sql`update "tasks" set "view_count" = coalesce("view_count", 0) + 1, "last_viewed_at" = now() where "id" = ${id}`,
  )
  return getRecord(req, SLUGS.tasks, id)
}
