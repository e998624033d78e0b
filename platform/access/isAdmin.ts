import type { Access, FieldAccess } from 'payload'

import { isAdminUser } from './roles'

/** Only ROLE_ADMIN. */
export const isAdmin: Access = ({ req: { user } }) => isAdminUser(user)

export const isAdminField: FieldAccess = ({ req: { user } }) => isAdminUser(user)
