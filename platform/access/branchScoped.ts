import type { Access, Where } from 'payload'

import { isAdminUser, isEmployeeUser, userBranchIds } from './roles'

const idOf = (value: unknown): number | string | undefined =>
  value && typeof value === 'object' ? (value as { id?: number | string }).id : (value as number | string | undefined)

/**
 * Admins: every row. Employees: rows whose `field` (a branch relationship) is one of their branches — and on
 * create/update the branch they write must be one of theirs too. Anonymous: nothing.
 */
export const branchScoped =
  (field = 'branch'): Access =>
  ({ req: { user }, data }): boolean | Where => {
    if (isAdminUser(user)) return true
    if (!isEmployeeUser(user)) return false
    const ids = userBranchIds(user)
    if (ids.length === 0) return false
    if (data && field in data) {
      const target = idOf((data as Record<string, unknown>)[field])
      if (target === undefined || !ids.map(String).includes(String(target))) return false
    }
    return { [field]: { in: ids } }
  }
