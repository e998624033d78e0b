/**
 * Payload admin view /backend/zeitkonten ("Zeitkonten") for admins. Custom views are public by default, so the view
 * checks the user itself: nobody signed in → login; not an admin → a German notice.
 */
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { AdminViewTemplate } from '../../../platform/admin/AdminViewTemplate'
import { isAdminUser } from '../../../platform/access/roles'
import { branchOptions } from './branches'
import { LazyTimeAccounts } from './LazyViews'

export const ZEITKONTEN_PATH = '/zeitkonten'

export async function ZeitkontenView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user
  if (!user) redirect(`/backend/login?redirect=${encodeURIComponent(`/backend${ZEITKONTEN_PATH}`)}`)
  const isAdmin = isAdminUser(user)
  const branches = isAdmin ? await branchOptions(req) : []
  return (
    <AdminViewTemplate initPageResult={initPageResult} params={params} searchParams={searchParams}>
      {isAdmin ? (
        <LazyTimeAccounts branches={branches} />
      ) : (
        <div className="ttc" role="alert">
          <h1>Zeitkonten</h1>
          <p>Diese Seite ist nur für Administratoren.</p>
        </div>
      )}
    </AdminViewTemplate>
  )
}

export default ZeitkontenView
