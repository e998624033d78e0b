/**
 * Payload admin view /backend/stempeluhr ("Stempeluhr") for staff. Custom views are public by default, so the view
 * checks the user itself: nobody signed in → login; no staff role → a German notice.
 */
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { AdminViewTemplate } from '../../../platform/admin/AdminViewTemplate'
import { isAdminUser, isEmployeeUser, userBranchIds } from '../../../platform/access/roles'
import { branchOptions } from './branches'
import { LazyTimeClock } from './LazyViews'

export const STEMPELUHR_PATH = '/stempeluhr'

export async function StempeluhrView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user
  if (!user) redirect(`/backend/login?redirect=${encodeURIComponent(`/backend${STEMPELUHR_PATH}`)}`)
  const isAdmin = isAdminUser(user)
  const isStaff = isAdmin || isEmployeeUser(user)
  const ids = userBranchIds(user)
  // admins without branches may clock at any branch; everybody else at their own
  const branches = isStaff
    ? await branchOptions(req, isAdmin && ids.length === 0 ? undefined : { id: { in: ids.length > 0 ? ids : [0] } })
    : []
  return (
    <AdminViewTemplate initPageResult={initPageResult} params={params} searchParams={searchParams}>
      {isStaff ? (
        <LazyTimeClock branches={branches} />
      ) : (
        <div className="ttc" role="alert">
          <h1>Stempeluhr</h1>
          <p>Diese Seite ist nur für Mitarbeiterinnen, Mitarbeiter und Administratoren.</p>
        </div>
      )}
    </AdminViewTemplate>
  )
}

export default StempeluhrView
