/**
 * The device a staff call is about: read with the caller's own access (an employee sees the devices of their
 * branches). Another branch's device → 403, an unknown one → 404.
 */
import type { PayloadRequest } from 'payload'

import type { Device } from '../../contracts/payload-types'
import { forbidden, notFound } from '../../platform/api/errors'
import { DEVICE_MESSAGES as M } from './messages'

export async function deviceForStaff(req: PayloadRequest, id: number): Promise<Device> {
  const device = (await req.payload.findByID({ collection: 'devices', id, depth: 0, req, user: req.user, overrideAccess: false, disableErrors: true })) as Device | null
  if (device) return device
  // Deliberately overrideAccess: only to tell "not yours" (403) from "does not exist" (404), as rotate-api-key does.
  const exists = await req.payload.count({ collection: 'devices', where: { id: { equals: id } }, req, overrideAccess: true })
  if (exists.totalDocs > 0) throw forbidden()
  throw notFound(M.deviceNotFound)
}

export const branchIdOf = (device: Pick<Device, 'branch'>): number => (typeof device.branch === 'object' ? device.branch.id : device.branch)
