/** Time tracking (BO §7 "Time tracking"): the clock calls under /time-tracking/{a}/{b}; see docs/time-tracking.md. */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { endActivityEndpoint } from './endActivity'
import { generateSchedulesEndpoint } from './generateSchedules'
import { getTimeTrackingBalancesEndpoint } from './getBalances'
import { getTimeTrackingMeEndpoint } from './getMe'
import { getStaffingAlertsEndpoint } from './getStaffingAlerts'
import { getTimeTrackingActivitiesEndpoint } from './getWorkingActivities'
import { getTimeTrackingSchedulesEndpoint } from './getWorkingSchedules'
import { pauseActivityEndpoint } from './pauseActivity'
import { resumeActivityEndpoint } from './resumeActivity'
import { startActivityEndpoint } from './startActivity'

export const timeTrackingEndpoints: ApiEndpoint[] = [
  getTimeTrackingMeEndpoint,
  getTimeTrackingSchedulesEndpoint,
  getTimeTrackingActivitiesEndpoint,
  getTimeTrackingBalancesEndpoint,
  startActivityEndpoint,
  endActivityEndpoint,
  pauseActivityEndpoint,
  resumeActivityEndpoint,
  getStaffingAlertsEndpoint,
  generateSchedulesEndpoint,
]
