'use client'
/** Nav entry "Datenschutz" for admins (admin.components.beforeNavLinks; issue 34). */
import { RoleNavLink } from '../../../platform/admin/RoleNavLink'

export function PrivacyNavLink() {
  return <RoleNavLink href="/backend/datenschutz" label="Datenschutz" id="nav-privacy" roles={['ROLE_ADMIN']} />
}
