/**
 * Payload admin view at /backend/orders-live ("Bestellungen live"). Custom views are public by default, so the
 * view checks the user itself: nobody signed in → /backend/login; no staff role → a German notice.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { isAdminUser, isEmployeeUser } from '../../../../platform/access/roles'
import { LazyOrderBoard } from './LazyOrderBoard'

export const ORDER_BOARD_PATH = '/orders-live'

export function OrderBoardView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user
  if (!user) redirect(`/backend/login?redirect=${encodeURIComponent(`/backend${ORDER_BOARD_PATH}`)}`)
  const isAdmin = isAdminUser(user)
  const isStaff = isAdmin || isEmployeeUser(user)
  const name = [(user as { firstName?: string }).firstName, (user as { lastName?: string }).lastName].filter(Boolean).join(' ') || String(user.email ?? '')
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
      {isStaff ? (
        <LazyOrderBoard isAdmin={isAdmin} userName={name} />
      ) : (
        <div className="tob tob-forbidden" role="alert">
          <h1>Bestellungen live</h1>
          <p>Diese Seite ist nur für Mitarbeiterinnen, Mitarbeiter und Administratoren einer Filiale.</p>
        </div>
      )}
    </DefaultTemplate>
  )
}

export default OrderBoardView
