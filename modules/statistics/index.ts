/** The statistics operations (GET /api/statistics/{metric}); docs/statistics.md. */
import type { PayloadRequest } from 'payload'

import { ApiError } from '../../platform/api/errors'
import { computeMetric, METRICS } from './metrics'
import { parseStatisticsRange, STATISTICS_MESSAGES } from './range'
import { userProfile, userProfileWorkingActivities } from './work'

export { METRIC_NAMES } from './metrics'

/** One statistics call: the metric's answer for the caller's scope. */
export async function statistic(req: PayloadRequest, metric: string, query: URLSearchParams): Promise<unknown> {
  if (metric === 'user-profile') return userProfile(req, query)
  if (metric === 'user-profile-working-activities') return userProfileWorkingActivities(req, query)
  if (!Object.hasOwn(METRICS, metric)) throw new ApiError(404, STATISTICS_MESSAGES.unknownMetric)
  return computeMetric(req, metric, await parseStatisticsRange(req, query))
}
