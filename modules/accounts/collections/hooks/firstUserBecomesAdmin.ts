import type { CollectionBeforeChangeHook } from 'payload'

import { ROLES, SLUGS } from '../../../../platform/slugs'

/** The first user ever created becomes ROLE_ADMIN (BO: "The first user becomes admin"). */
export const firstUserBecomesAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: SLUGS.users, req, overrideAccess: true })
  if (totalDocs === 0) {
    const roles = new Set<string>(Array.isArray(data.roles) ? data.roles : [])
    roles.add(ROLES.admin)
    return { ...data, roles: [...roles] }
  }
  return data
}
