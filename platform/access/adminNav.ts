import { isAdminUser } from './roles'

/**
 * Payload's `admin.hidden` of a collection or global: hidden for everybody, or decided per signed-in user (`U`: the
 * user type Payload passes — a client user for collections, the user or null for globals).
 */
export type AdminHidden<U> = boolean | ((args: { user: U }) => boolean)

/**
 * The admin's sidebar by role (issue 35): an admin sees every collection and global; an employee only those their role
 * works with (`forEmployees`), not the read-only catalogue, design and settings they can read because the storefront
 * reads them. Payload hides such an entity's nav entry, list and edit view for that user (the API is unaffected: access
 * control stays where it is). An entity's own `hidden` still applies to everybody.
 */
export function hiddenByRole<U>(own: AdminHidden<U> | undefined, forEmployees: boolean): AdminHidden<U> | undefined {
  if (own === true) return true
  if (forEmployees) return own
  return ({ user }) => (typeof own === 'function' && own({ user })) || !isAdminUser(user as unknown as Parameters<typeof isAdminUser>[0])
}
