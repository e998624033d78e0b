/**
 * Payload admin view at /backend/orders-live/:id — the staff view of one order ("Details & Verlauf" on the board).
 * Custom views are public by default, so the view checks the user itself: nobody signed in → login; no staff role →
 * a German notice; an order the user may not read (another branch's, or none) → a German notice, the same for both
 * so ids cannot be probed. The client part reads GET /api/orders/:id/details, which checks again.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { isAdminUser, isEmployeeUser } from '../../../../platform/access/roles'
import { isRecordId } from '../../../../platform/records/records'
import { LazyStaffOrder } from './LazyStaffOrder'
import { ORDER_BOARD_PATH } from './OrderBoardView'

export const STAFF_ORDER_PATH = `${ORDER_BOARD_PATH}/:id`
export const STAFF_ORDER_NOT_FOUND = 'Diese Bestellung gibt es nicht oder sie gehört zu einer anderen Filiale.'

export async function StaffOrderView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user
  const segments = (params as { segments?: string[] } | undefined)?.segments ?? []
  const raw = segments.at(-1) ?? ''
  if (!user) redirect(`/backend/login?redirect=${encodeURIComponent(`/backend${ORDER_BOARD_PATH}/${raw}`)}`)
  const isStaff = isAdminUser(user) || isEmployeeUser(user)
  const id = Number(raw)
  const order =
    isStaff && isRecordId(id)
      ? await req.payload.findByID({ collection: 'orders', id, depth: 0, req, user, overrideAccess: false, disableErrors: true, select: { ticketNumber: true } })
      : null
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      {!isStaff ? (
        <div className="tob tob-forbidden" role="alert">
          <h1>Bestellung</h1>
          <p>Diese Seite ist nur für Mitarbeiterinnen, Mitarbeiter und Administratoren einer Filiale.</p>
        </div>
      ) : !order ? (
        <div className="tob tob-forbidden" role="alert">
          <h1>Bestellung</h1>
          <p>{STAFF_ORDER_NOT_FOUND}</p>
          <p>
            <a href={`/backend${ORDER_BOARD_PATH}`}>← Bestellungen live</a>
          </p>
        </div>
      ) : (
        <LazyStaffOrder orderId={id} />
      )}
    </DefaultTemplate>
  )
}

export default StaffOrderView
