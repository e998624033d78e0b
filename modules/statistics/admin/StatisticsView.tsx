/**
 * Payload admin view /backend/statistics ("Statistik"): the statistics dashboard for staff (docs/statistics.md §4).
 * Custom views are public by default, so the view checks the user itself: nobody signed in → login; neither admin nor
 * employee → a German notice. Employees are offered only their branches (the API enforces the same).
 */
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { isAdminUser, isEmployeeUser, userBranchIds } from '../../../platform/access/roles'
import { AdminViewTemplate } from '../../../platform/admin/AdminViewTemplate'
import { LazyStatisticsDashboard } from './LazyDashboard'

export const STATISTICS_PATH = '/statistics'

export async function StatisticsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user
  if (!user) redirect(`/backend/login?redirect=${encodeURIComponent(`/backend${STATISTICS_PATH}`)}`)
  const isAdmin = isAdminUser(user)
  const allowed = isAdmin || isEmployeeUser(user)
  let branches: { id: number; name: string }[] = []
  if (allowed) {
    const own = userBranchIds(user).map(Number)
    const { docs } = await req.payload.find({
      collection: 'branches',
      where: isAdmin ? undefined : { id: { in: own } },
      depth: 0,
      pagination: false,
      sort: 'name',
      select: { name: true },
      req,
      user,
      overrideAccess: false,
    })
    branches = docs.map((b) => ({ id: Number(b.id), name: String(b.name) }))
  }
  return (
    <AdminViewTemplate initPageResult={initPageResult} params={params} searchParams={searchParams}>
      {allowed ? (
        <LazyStatisticsDashboard branches={branches} allBranches={isAdmin} />
      ) : (
        <div className="stx" role="alert">
          <h1>Statistik</h1>
          <p>Diese Seite ist nur für Mitarbeiterinnen, Mitarbeiter und Administratoren.</p>
        </div>
      )}
    </AdminViewTemplate>
  )
}

export default StatisticsView
