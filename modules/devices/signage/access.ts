/**
 * The TV a staff member asks about, read with their own access (employees: TVs of their branches). A TV outside
 * their branches is a 403, an unknown id a 404 — as for order devices (modules/devices/order-lists.ts).
 */
import type { PayloadRequest } from 'payload'

import type { DigitalSignageDevice } from '../../../contracts/payload-types'
import { forbidden, notFound } from '../../../platform/api/errors'
import { SIGNAGE_MESSAGES as M } from './messages'

export async function deviceForStaff(req: PayloadRequest, id: number): Promise<DigitalSignageDevice> {
  const device = (await req.payload.findByID({
    collection: 'digital-signage-devices',
    id,
    depth: 0,
    req,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
  })) as DigitalSignageDevice | null
  if (device) return device
  // Deliberately overrideAccess: only to tell "not yours" (403) from "does not exist" (404).
  const exists = await req.payload.count({ collection: 'digital-signage-devices', where: { id: { equals: id } }, req, overrideAccess: true })
  if (exists.totalDocs > 0) throw forbidden()
  throw notFound(M.deviceNotFound)
}
