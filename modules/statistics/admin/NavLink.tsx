'use client'
/** Nav entry "Statistik" for staff (admin.components.beforeNavLinks). */
import { RoleNavLink } from '../../../platform/admin/RoleNavLink'

export function StatisticsNavLink() {
  return <RoleNavLink href="/backend/statistics" label="Statistik" id="nav-statistics" roles={['ROLE_ADMIN', 'ROLE_EMPLOYEE']} />
}
