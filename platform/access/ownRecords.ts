import type { Access } from 'payload'

import { isAdminUser, isEmployeeUser } from './roles'

/** Admins: all rows; employees: only rows whose `field` is themselves (time tracking). */
export const ownRecords =
  (field = 'user'): Access =>
  ({ req: { user } }) => {
    if (isAdminUser(user)) return true
    if (isEmployeeUser(user) && user) return { [field]: { equals: user.id } }
    return false
  }
