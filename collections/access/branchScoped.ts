import type { Access, Where } from 'payload'

import { isAdminUser, isEmployeeUser, userBranchIds } from './roles'

/**
 * Admins: every row. Employees: rows whose `field` (a branch relationship) is one of their branches.
 * Anonymous: nothing.
 */
export const branchScoped =
  (field = 'branch'): Access =>
  ({ req: { user } }): boolean | Where => {
    if (isAdminUser(user)) return true
    if (isEmployeeUser(user)) {
      const ids = userBranchIds(user)
      if (ids.length === 0) return false
      return { [field]: { in: ids } }
    }
    return false
  }
