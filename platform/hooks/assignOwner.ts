import type { CollectionBeforeValidateHook } from 'payload'

import { isAdminUser } from '../access/roles'

/**
 * Time-tracking rows belong to a user (`field`). Employees always write their own rows: the field is forced to
 * the caller (create access returning a Where does not restrict *what* is created). Admins may choose any user;
 * when they leave it empty it defaults to themselves. System writes without a user are left alone.
 */
export const assignOwner =
  (field = 'user'): CollectionBeforeValidateHook =>
  ({ data, req, operation }) => {
    const user = req.user
    if (!user || !data) return data
    if (!isAdminUser(user)) return { ...data, [field]: user.id }
    if (operation === 'create' && (data[field] === undefined || data[field] === null || data[field] === '')) {
      return { ...data, [field]: user.id }
    }
    return data
  }
