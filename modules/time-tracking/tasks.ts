/** Task operations beyond the standard record calls. */
import type { PayloadRequest } from 'payload'

import { SLUGS } from '../../platform/slugs'
import { execute, sql } from '../../platform/db'
import { getRecord } from '../../platform/records/records'

/**
 * POST /api/tasks/{id}/log-view: counts one view and returns the task. The caller must be able to read the task
 * (404 otherwise). The counter is incremented in one SQL statement so concurrent views are never lost; viewCount
 * and lastViewedAt are not writable through the API, and a view does not change `updatedAt`.
 */
export async function logTaskView(req: PayloadRequest, id: number) {
  await getRecord(req, SLUGS.tasks, id)
  await execute(
    req,
    sql`update "tasks" set "view_count" = coalesce("view_count", 0) + 1, "last_viewed_at" = now() where "id" = ${id}`,
  )
  return getRecord(req, SLUGS.tasks, id)
}
