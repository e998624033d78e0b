/** The time-tracking module's public surface: other modules import only from here. */
export { timeTrackingSettingsField } from './collections/fields/timeTrackingSettings'
export { hashTimeClockPin } from './collections/hooks/hashTimeClockPin'
export { publicHolidays } from './holidays'
export { userName } from './locks'
export { activitiesInRange, activityDto, schedulesOf, toActivityInput, toScheduleInput } from './records'
export { userTimeSettings } from './settings'
