/**
 * Staffing alerts on the order board header: "Filiale geöffnet, aber niemand eingestempelt" and "Eingestempelt,
 * obwohl die Filiale geschlossen ist", per branch the caller sees (employees: their branches; admins: all).
 * Clocked in = a running work activity recorded at that branch (pauses count as clocked in).
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, Where } from 'payload'

import { isAdminUser, userBranchIds } from '../../platform/access/roles'
import { DEFAULT_TIME_ZONE, getOpeningState, STAFFING_ALERTS, staffingAlert } from '../../domain'
import type { OpeningHoursRule } from '../../domain'
import type { Branch } from '../../contracts/payload-types'
import type { StaffingAlertDto } from '../../contracts'
import { execute } from '../../platform/db'

export async function staffingAlerts(req: PayloadRequest, now: number): Promise<StaffingAlertDto[]> {
  const where: Where | undefined = isAdminUser(req.user) ? undefined : { id: { in: userBranchIds(req.user) } }
  const { docs } = await req.payload.find({
    collection: 'branches',
    where,
    depth: 0,
    pagination: false,
    req,
    user: req.user,
    overrideAccess: false,
    select: { name: true, openingHours: true, timeZone: true },
  })
  const branches = docs as Branch[]
  if (branches.length === 0) return []
  const ids = branches.map((b) => b.id)
  // one aggregate for all branches
  const rows = await execute(
    req,
    sql`select branch_id, count(distinct user_id)::int as n from working_activities
        where "end" is null and type = 'work' and branch_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by branch_id`,
  )
  const counts = new Map(rows.map((r) => [Number(r.branch_id), Number(r.n)]))
  return branches.map((branch) => {
    const isOpen = getOpeningState((branch.openingHours ?? []) as unknown as OpeningHoursRule[], now, {
      timeZone: branch.timeZone || DEFAULT_TIME_ZONE,
    }).isOpen
    const clockedIn = counts.get(branch.id) ?? 0
    const alert = staffingAlert(isOpen, clockedIn)
    return {
      branch: { id: branch.id, name: branch.name },
      isOpen,
      clockedIn,
      alert,
      message: alert ? STAFFING_ALERTS[alert] : null,
    }
  })
}
