import type { PayloadRequest } from 'payload'

import { ROLES } from '../slugs'

type MaybeUser = PayloadRequest['user'] | null | undefined

/** A role check tests whether a named role is in the user's role list (BO §6). */
export const hasRole = (user: MaybeUser, role: string): boolean =>
  Boolean(user && Array.isArray((user as { roles?: unknown }).roles) && (user as { roles: string[] }).roles.includes(role))

export const isAdminUser = (user: MaybeUser): boolean => hasRole(user, ROLES.admin)

export const isEmployeeUser = (user: MaybeUser): boolean => hasRole(user, ROLES.employee)

/** Ids of the branches a user belongs to (relationship may be populated or not). */
export const userBranchIds = (user: MaybeUser): (number | string)[] => {
  const branches = (user as { branches?: unknown } | null | undefined)?.branches
  if (!Array.isArray(branches)) return []
  return branches
    .map((b: unknown) => (b && typeof b === 'object' ? (b as { id?: number | string }).id : (b as number | string)))
    .filter((id): id is number | string => id !== undefined && id !== null)
}
