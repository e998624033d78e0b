/** The branches a view offers, read as the signed-in user (server components only). */
import type { PayloadRequest, Where } from 'payload'

import type { BranchOption } from './BranchSelect'

export async function branchOptions(req: PayloadRequest, where?: Where): Promise<BranchOption[]> {
  const { docs } = await req.payload.find({
    collection: 'branches',
    where,
    depth: 0,
    pagination: false,
    sort: 'sort',
    select: { name: true },
    req,
    user: req.user,
    overrideAccess: false,
  })
  return docs.map((b) => ({ id: Number(b.id), name: String(b.name) }))
}
