/**
 * Payload admin view /backend/zeitkonten ("Zeitkonten") for admins. Custom views are public by default, so the view
 * checks the user itself: nobody signed in → login; not an admin → a German notice.
 */
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { AdminViewTemplate } from '../components/AdminViewTemplate'
import { isAdminUser } from '../../collections/access/roles'
import { TimeAccounts } from './TimeAccounts'

export const ZEITKONTEN_PATH = '/zeitkonten'

export async function ZeitkontenView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user
  if (!user) redirect(`/backend/login?redirect=${encodeURIComponent(`/backend${ZEITKONTEN_PATH}`)}`)
  const isAdmin = isAdminUser(user)
  const { docs } = isAdmin
    ? await req.payload.find({
        collection: 'branches',
        depth: 0,
        pagination: false,
        sort: 'sort',
        select: { name: true },
        req,
        user,
        overrideAccess: false,
      })
    : { docs: [] }
  return (
    <AdminViewTemplate initPageResult={initPageResult} params={params} searchParams={searchParams}>
      {isAdmin ? (
        <TimeAccounts branches={docs.map((b) => ({ id: Number(b.id), name: String(b.name) }))} />
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
