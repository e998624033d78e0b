/** The time-tracking module's public surface for the admin UI: other modules import only from here. */
export { StaffingAlerts } from './StaffingAlerts'
