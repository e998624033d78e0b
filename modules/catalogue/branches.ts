/** Branch-related reads beyond the standard record calls. */
import type { PayloadRequest } from 'payload'

import { getRecord } from '../../platform/records/records'
import { forVisitors } from '../../platform/records/visitor-records'

/**
 * The menus that list this branch (newest availableFrom first), filtered by the caller's access; for anonymous callers
 * without what only editors read, as in /api/init (platform/records/visitor-records.ts).
 */
export async function branchMenus(req: PayloadRequest, branchId: number) {
  await getRecord(req, 'branches', branchId) // 404 for unknown branches
  const { docs } = await req.payload.find({
    collection: 'menus',
    req,
    user: req.user,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    sort: '-availableFrom',
    where: { branches: { contains: branchId } },
  })
  return req.user ? docs : forVisitors(docs)
}
