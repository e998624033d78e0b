/**
 * Payload admin view /backend/datenschutz ("Datenschutz", issue 34), admins only: a customer's data export (JSON, CSV)
 * and erasure by e-mail or phone, the retention rule in force, the generated privacy text to copy, and the last
 * exports and erasures from the log. Custom views are public by default, so the view checks the user itself.
 */
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { formatDateTime } from '../../../domain'
import type { Log } from '../../../contracts/payload-types'
import { isAdminUser } from '../../../platform/access/roles'
import { AdminViewTemplate } from '../../../platform/admin/AdminViewTemplate'
import { generatedPrivacyText, readSettings, shopLocale } from '../../settings'
import { PrivacyPanel } from './PrivacyPanel'
import type { PrivacyLogRow } from './PrivacyPanel'

export const PRIVACY_PATH = '/datenschutz'

export async function PrivacyView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user
  if (!user) redirect(`/backend/login?redirect=${encodeURIComponent(`/backend${PRIVACY_PATH}`)}`)
  const allowed = isAdminUser(user)
  let text = null
  let log: PrivacyLogRow[] = []
  if (allowed) {
    const settings = await readSettings(req.payload)
    text = generatedPrivacyText(settings)
    const { timeZone } = shopLocale(settings)
    const { docs } = await req.payload.find({
      collection: 'logs',
      where: { channel: { equals: 'privacy' } },
      sort: '-createdAt',
      limit: 10,
      depth: 0,
      req,
      user,
      overrideAccess: false,
    })
    // the time formatted here, in the shop's zone: formatted in the browser it differed from the server's render (React #418)
    log = (docs as Log[]).map((d) => ({ id: d.id, at: formatDateTime(new Date(d.createdAt), timeZone), message: d.message, by: String(((d.context as { by?: { email?: string } } | null)?.by?.email) ?? 'System') }))
  }
  return (
    <AdminViewTemplate initPageResult={initPageResult} params={params} searchParams={searchParams}>
      {allowed && text ? (
        <PrivacyPanel markdown={text.markdown} retention={text.retention.label} log={log} />
      ) : (
        <div className="gutter--left gutter--right" role="alert">
          <h1>Datenschutz</h1>
          <p>Diese Seite ist nur für Administratoren.</p>
        </div>
      )}
    </AdminViewTemplate>
  )
}

export default PrivacyView
