import type { Access, Where } from 'payload'

import { isAdminUser, isEmployeeUser } from './roles'

/**
 * Staff read everything; anonymous visitors read only rows matching `publicWhere`
 * (e.g. `{ isPublic: { equals: true } }`).
 */
export const publicOrStaff =
  (publicWhere: Where): Access =>
  ({ req: { user } }) => {
    if (isAdminUser(user) || isEmployeeUser(user)) return true
    return publicWhere
  }
