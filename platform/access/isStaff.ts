import type { Access, FieldAccess } from 'payload'

import { isAdminUser, isEmployeeUser } from './roles'

/** Any signed-in staff member (admin or employee). */
export const isStaff: Access = ({ req: { user } }) => isAdminUser(user) || isEmployeeUser(user)

export const isStaffField: FieldAccess = ({ req: { user } }) => isAdminUser(user) || isEmployeeUser(user)
