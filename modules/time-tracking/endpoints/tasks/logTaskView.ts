/** POST /api/tasks/:id/log-view — staff: counts a view (viewCount + 1, lastViewedAt = now) and returns the task. */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseId } from '../../../../platform/records/records'
import { logTaskView } from '../../tasks'

export const logTaskViewEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/tasks/:id/log-view',
  auth: 'staff',
  handler: async ({ req, params }) => data(await logTaskView(req, parseId(params.id))),
}
